import LockReset from '@mui/icons-material/LockReset';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import PowerSettingsNew from '@mui/icons-material/PowerSettingsNew';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef, lazy, Suspense, useState, type ReactElement } from 'react';
import { useLogout, useNotify, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { AdminChangePasswordDialog } from '../auth';
import { signedInViaUrl } from '../session/session';

const SelfSettingsDialog = lazy(() => import('./SelfSettingsDialog').then((m) => ({ default: m.SelfSettingsDialog })));

interface DialogItemProps {
  label: string;
  icon: ReactElement;
  onOpen: () => void;
}

/** A user-menu entry that closes the menu and opens a dialog. */
const DialogItem = forwardRef<HTMLLIElement, DialogItemProps>(function DialogItem({ label, icon, onOpen }, ref) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      ref={ref}
      onClick={() => {
        userMenu?.onClose();
        onOpen();
      }}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
});

const LogoutItem = forwardRef<HTMLLIElement>(function LogoutItem(_props, ref) {
  const translate = useTranslate();
  const logout = useLogout();
  const notify = useNotify();
  return (
    <MenuItem
      ref={ref}
      onClick={async () => {
        await logout();
        notify('app.header.loggedOut', { type: 'success' });
      }}
    >
      <ListItemIcon>
        <PowerSettingsNew fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.header.logout')}</ListItemText>
    </MenuItem>
  );
});

/** Self-settings, change password and logout; logout is hidden after a sign-in by URL token (spec 1 §4). */
export function AppUserMenu() {
  const [dialog, setDialog] = useState<'none' | 'settings' | 'password'>('none');
  const close = () => setDialog('none');
  return (
    <>
      <UserMenu>
        <DialogItem
          label="app.header.settings"
          icon={<ManageAccounts fontSize="small" />}
          onOpen={() => setDialog('settings')}
        />
        <DialogItem
          label="app.header.changePassword"
          icon={<LockReset fontSize="small" />}
          onOpen={() => setDialog('password')}
        />
        {!signedInViaUrl() && <LogoutItem />}
      </UserMenu>
      {/* The dialogs load when first opened. */}
      <Suspense fallback={null}>
        {dialog === 'settings' && <SelfSettingsDialog open onClose={close} />}
        {dialog === 'password' && <AdminChangePasswordDialog open onClose={close} onChanged={close} />}
      </Suspense>
    </>
  );
}
