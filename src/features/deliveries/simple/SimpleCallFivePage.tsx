import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { LoginPage } from '../../../auth/LoginPage';
import { LoginShellContext } from '../../../auth/loginShell';
import { request } from '../../../dataProvider/httpClient';
import type { DeliveryTaskRecord } from '../../../schemas/deliveryTask';
import { simpleTaskPaths, simpleTaskTexts, type SimpleTaskSources } from '../../../schemas/simpleTask';
import { hasSession, storedAgent } from '../../../session/session';
import { AutoSignIn } from './AutoSignIn';
import { SimpleTaskForm } from './SimpleTaskForm';
import { SimpleTaskWaiting } from './SimpleTaskWaiting';
import { useSimpleShell } from './useSimpleShell';

/** The form once signed in: refused with the server's text unless the tenant is of the 5G marketing system ('spcd'). */
function SimpleTask() {
  const [sources, setSources] = useState<SimpleTaskSources | null>(null);
  const [refused, setRefused] = useState('');
  const [task, setTask] = useState<DeliveryTaskRecord | null>(null);
  useEffect(() => {
    request<SimpleTaskSources>('GET', simpleTaskPaths.sources, { quiet: true })
      .then(setSources)
      .catch((err: Error) => setRefused(err.message));
  }, []);
  if (refused) return <Alert severity="error">{refused}</Alert>;
  if (!sources) return <LinearProgress />;
  return task ? <SimpleTaskWaiting task={task} onBack={() => setTask(null)} /> : <SimpleTaskForm sources={sources} onCreated={setTask} />;
}

/**
 * /SimpleCallFive/:user/:psd and /SimpleCallFive (spec 1 §2.1, §6; spec 2 §4.6): the simple 5G task form,
 * phone-sized. With credentials in the address it signs in with them (unless that account is signed in here
 * already); without, an account not signed in gets the sign-in form first.
 */
export function SimpleCallFivePage() {
  const { user, psd } = useParams();
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
      ) : user && psd ? (
        <AutoSignIn user={user} password={psd} />
      ) : (
        <LoginPage />
      )}
    </LoginShellContext.Provider>
  );
}
