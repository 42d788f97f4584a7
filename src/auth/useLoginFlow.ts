import { useState } from 'react';
import { landingPath } from '../domain/landing';
import { ApiError } from '../dataProvider/httpClient';
import { ErrCode } from '../schemas/api';
import { LoginOutcomeError, signOut } from './api';
import { useLoginShell } from './loginShell';
import { clearSession, storedAgent } from '../session/session';
import { pageLink } from '../domain/pages';

type LoginDialog = 'none' | 'elsewhere' | 'passwordRules' | 'changePassword';

/** Spec 1 §4 login outcomes as the page's states: success, 519, 518, 511 (confirm, force) and 517 (change). */
export function useLoginFlow() {
  const shell = useLoginShell();
  const [dialog, setDialog] = useState<LoginDialog>('none');
  const [pending, setPending] = useState(false);
  const [credentials, setCredentials] = useState({ loginName: '', password: '' });

  const attempt = async (loginName: string, password: string, force: boolean) => {
    setCredentials({ loginName, password });
    setPending(true);
    // Each attempt's answer replaces the previous one rather than queueing behind it.
    shell.clearNotices();
    try {
      await shell.login({ loginName, password, force });
      shell.notify('app.login.success', 'success');
    } catch (err) {
      if (err instanceof LoginOutcomeError) setDialog(err.outcome === 'elsewhere' ? 'elsewhere' : 'passwordRules');
      else if (err instanceof ApiError)
        shell.notify(err.message, err.errCode === ErrCode.wrongPassword ? 'warning' : 'error');
      else shell.notify(err instanceof Error ? err.message : String(err), 'error');
    } finally {
      setPending(false);
    }
  };

  /** Leaves the 517 session that may only change its password, staying on the login page. */
  const leaveRestricted = async () => {
    setDialog('none');
    await signOut();
    clearSession();
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
      shell.open(landingPath(storedAgent()?.agentRole.menus ?? []) ?? pageLink('login'));
    },
    dismiss: () => setDialog('none'),
  };
}
