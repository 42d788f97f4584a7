import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { LoginPage } from '../../../auth/LoginPage';
import { LoginShellContext } from '../../../auth/loginShell';
import { deliveriesApi } from '../deliveriesApi';
import type { DeliveryTaskRecord } from '../../../schemas/deliveryTask';
import { simpleTaskTexts, type SimpleTaskSources } from '../../../schemas/simpleTask';
import { addressCredentials } from '../../../auth/addressCredentials';
import { hasSession, storedAgent } from '../../../session/session';
import { AutoSignIn } from './AutoSignIn';
import { SimpleTaskForm } from './SimpleTaskForm';
import { SimpleTaskWaiting } from './SimpleTaskWaiting';
import { useSimpleShell } from './useSimpleShell';
import { pageLink } from '../../../domain/pages';

/** The form once signed in: refused with the server's text unless the tenant is of the 5G marketing system ('spcd'). */
function SimpleTask() {
  const [sources, setSources] = useState<SimpleTaskSources | null>(null);
  const [refused, setRefused] = useState('');
  const [task, setTask] = useState<DeliveryTaskRecord | null>(null);
  useEffect(() => {
    deliveriesApi
      .simpleSources()
      .then(setSources)
      .catch((err: Error) => setRefused(err.message));
  }, []);
  if (refused) return <Alert severity="error">{refused}</Alert>;
  if (!sources) return <LinearProgress />;
  return task ? (
    <SimpleTaskWaiting task={task} onBack={() => setTask(null)} />
  ) : (
    <SimpleTaskForm sources={sources} onCreated={setTask} />
  );
}

/**
 * /SimpleCallFive/:user/:psd and /SimpleCallFive (spec 1 §2.1, §6; spec 2 §4.6): the simple 5G task form,
 * phone-sized. With credentials in the address it signs in with them (unless that account is signed in here
 * already); without, an account not signed in gets the sign-in form first.
 */
export function SimpleCallFivePage() {
  const params = useParams();
  // main.tsx took the credentials out of the address before the app started; an in-app link still has them in its route.
  const credentials =
    addressCredentials() ?? (params.user && params.psd ? { user: params.user, password: params.psd } : null);
  const user = credentials?.user;
  const navigate = useNavigate();
  useLayoutEffect(() => {
    if (params.psd) navigate(pageLink('simpleCallFive'), { replace: true });
  }, [params.psd, navigate]);
  const [signedIn, setSignedIn] = useState(() => hasSession() && (!user || storedAgent()?.loginName === user));
  const shell = useSimpleShell(useCallback(() => setSignedIn(true), []));
  return (
    <LoginShellContext.Provider value={shell}>
      {signedIn ? (
        <Box sx={{ maxWidth: 430, mx: 'auto', minHeight: '100vh', p: 2 }}>
          <Typography variant="h5" component="h1" align="center" sx={{ my: 2 }}>
            {simpleTaskTexts.title}
          </Typography>
          <SimpleTask />
        </Box>
      ) : credentials ? (
        <AutoSignIn user={credentials.user} password={credentials.password} />
      ) : (
        <LoginPage />
      )}
    </LoginShellContext.Provider>
  );
}
