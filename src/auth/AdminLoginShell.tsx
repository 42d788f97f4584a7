import { useMemo, type ReactNode } from 'react';
import { useLogin, useNotificationContext, useNotify, useRedirect, useTranslate } from 'react-admin';
import { ChangePasswordDialog, type ChangePasswordDialogProps } from './ChangePasswordDialog';
import { LoginPage } from './LoginPage';
import { LoginShellContext, type LoginShell } from './loginShell';

/** The sign-in screens inside the back-office: react-admin's texts, notifications, login and router. */
function AdminLoginShell({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { resetNotifications } = useNotificationContext();
  const login = useLogin();
  const redirect = useRedirect();
  const shell = useMemo<LoginShell>(
    () => ({
      translate: (key) => translate(key),
      notify: (message, type) => notify(message, { type }),
      clearNotices: resetNotifications,
      login: async (credentials) => void (await login(credentials)),
      open: (path) => redirect(path),
    }),
    [translate, notify, resetNotifications, login, redirect],
  );
  return <LoginShellContext.Provider value={shell}>{children}</LoginShellContext.Provider>;
}

/** /user/login reached inside the back-office, e.g. after logout. */
export function AdminLoginPage() {
  return (
    <AdminLoginShell>
      <LoginPage />
    </AdminLoginShell>
  );
}

/** The header's change-password dialog. */
export function AdminChangePasswordDialog(props: ChangePasswordDialogProps) {
  return (
    <AdminLoginShell>
      <ChangePasswordDialog {...props} />
    </AdminLoginShell>
  );
}
