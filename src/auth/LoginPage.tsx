import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { LoginConfirm } from './LoginConfirm';
import { SsoPanel } from './SsoPanel';
import { useLoginShell } from './loginShell';
import { useLoginFlow } from './useLoginFlow';
import { usePageTitle } from '../frame/pageTitle';

/** /user/login (spec 1 §4, §5 "Login", §8), inside whichever LoginShell opened it. */
export function LoginPage() {
  const { translate, drawnAhead, typed } = useLoginShell();
  const title = usePageTitle(translate, drawnAhead?.entry);
  const flow = useLoginFlow();
  const [loginName, setLoginName] = useState(typed?.loginName ?? '');
  const [password, setPassword] = useState(typed?.password ?? '');
  const [errors, setErrors] = useState<{ loginName?: string; password?: string }>({});
  // Drawn ahead, a label cannot rise by itself when its field is typed into: it is drawn risen.
  const labelAhead = drawnAhead ? { inputLabel: { shrink: true } } : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!loginName.trim()) found.loginName = translate('app.login.accountRequired');
    if (!password) found.password = translate('app.login.passwordRequired');
    setErrors(found);
    if (Object.keys(found).length === 0) void flow.submit(loginName.trim(), password);
  };

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        background: 'linear-gradient(135deg,#e8f0fe,#f7f9fc)',
      }}
    >
      <Card sx={{ width: 380 }} component="main">
        <CardContent>
          <Typography variant="h5" component="h1" align="center" gutterBottom>
            {title}
          </Typography>
          <Typography variant="subtitle1" align="center" color="text.secondary" gutterBottom>
            {translate('app.login.heading')}
          </Typography>
          <form onSubmit={submit} noValidate>
            <Stack spacing={2} sx={{ mt: 2 }}>
              <TextField
                name="loginName"
                label={translate('app.login.account')}
                value={loginName}
                onChange={(e) => setLoginName(e.target.value)}
                error={errors.loginName !== undefined}
                helperText={errors.loginName}
                autoComplete="username"
                autoFocus={typed?.focused !== 'password'}
                slotProps={labelAhead}
              />
              <TextField
                name="password"
                type="password"
                label={translate('app.login.password')}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                error={errors.password !== undefined}
                helperText={errors.password}
                autoComplete="current-password"
                autoFocus={typed?.focused === 'password'}
                slotProps={labelAhead}
              />
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={flow.pending || drawnAhead !== undefined}
              >
                {translate('app.login.submit')}
              </Button>
            </Stack>
          </form>
          <SsoPanel />
        </CardContent>
      </Card>
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
