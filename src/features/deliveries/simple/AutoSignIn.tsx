import { Box, CircularProgress } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { ChangePasswordDialog } from '../../../auth/ChangePasswordDialog';
import { LoginConfirm } from '../../../auth/LoginConfirm';
import { LoginPage } from '../../../auth/LoginPage';
import { useLoginFlow } from '../../../auth/useLoginFlow';

/** Signs in with the address's credentials once; the usual questions (signed in elsewhere, password rules) are asked, and a refusal leaves the sign-in form. */
export function AutoSignIn({ user, password }: { user: string; password: string }) {
  const flow = useLoginFlow();
  const [tried, setTried] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void flow.submit(user, password).finally(() => setTried(true));
  }, [flow, user, password]);
  if (tried && flow.dialog === 'none') return <LoginPage />;
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress />
      <LoginConfirm
        open={flow.dialog === 'elsewhere'}
        content="app.login.elsewhere"
        onConfirm={flow.confirmElsewhere}
        onClose={flow.dismiss}
      />
      <LoginConfirm
        open={flow.dialog === 'passwordRules'}
        content="app.login.passwordRules"
        onConfirm={flow.acceptPasswordRules}
        onClose={() => void flow.leaveRestricted()}
      />
      <ChangePasswordDialog
        open={flow.dialog === 'changePassword'}
        forced
        onClose={() => void flow.leaveRestricted()}
        onChanged={flow.passwordChanged}
      />
    </Box>
  );
}
