import { useState } from 'react';
import { useLogin, useNotificationContext, useNotify, useRedirect } from 'react-admin';
import { landingPath } from '../domain/menus';
import { ApiError } from '../dataProvider/httpClient';
import { ErrCode } from '../schemas/api';
import { signOut } from './api';
import { LoginOutcomeError, LOGIN_PATH } from './authProvider';
import { clearSession, storedAgent } from './session';

export type LoginDialog = 'none' | 'elsewhere' | 'passwordRules' | 'changePassword';

/** Spec 1 §4 login outcomes as the page's states: success, 519, 518, 511 (confirm, force) and 517 (change). */
export function useLoginFlow() {
  const login = useLogin();
  const notify = useNotify();
  // Each attempt's answer replaces the previous one rather than queueing behind it.
  const { resetNotifications } = useNotificationContext();
  const redirect = useRedirect();
  const [dialog, setDialog] = useState<LoginDialog>('none');
  const [pending, setPending] = useState(false);
  const [credentials, setCredentials] = useState({ loginName: '', password: '' });

  const attempt = async (loginName: string, password: string, force: boolean) => {
    setCredentials({ loginName, password });
    setPending(true);
    resetNotifications();
    try {
      await login({ loginName, password, force });
      notify('app.login.success', { type: 'success' });
    } catch (err) {
      if (err instanceof LoginOutcomeError) setDialog(err.outcome === 'elsewhere' ? 'elsewhere' : 'passwordRules');
      else if (err instanceof ApiError) notify(err.message, { type: err.errCode === ErrCode.wrongPassword ? 'warning' : 'error' });
      else notify(err instanceof Error ? err.message : String(err), { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  const leaveRestricted = async () => {
    setDialog('none');
    await signOut();
    clearSession();
    redirect(LOGIN_PATH);
  };

  return {
    dialog,
    pending,
    submit: (loginName: string, password: string) => attempt(loginName, password, false),
    confirmElsewhere: () => {
      setDialog('none');
      void attempt(credentials.loginName, credentials.password, true);
    },
    acceptPasswordRules: () => setDialog('changePassword'),
    leaveRestricted,
    passwordChanged: () => {
      setDialog('none');
      redirect(landingPath(storedAgent()?.agentRole.menus ?? []) ?? LOGIN_PATH);
    },
    dismiss: () => setDialog('none'),
  };
}
