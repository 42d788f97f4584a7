import LockReset from '@mui/icons-material/LockReset';
import PowerSettingsNew from '@mui/icons-material/PowerSettingsNew';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef, useState } from 'react';
import { useLogout, useNotify, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { ChangePasswordDialog } from '../auth/ChangePasswordDialog';
import { signedInViaUrl } from '../auth/session';

const ChangePasswordItem = forwardRef<HTMLLIElement, { onOpen: () => void }>(function ChangePasswordItem({ onOpen }, ref) {
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
      <ListItemIcon>
        <LockReset fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.header.changePassword')}</ListItemText>
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

/** Change password and logout; logout is hidden after a sign-in by URL token (spec 1 §4). */
export function AppUserMenu() {
  const [changing, setChanging] = useState(false);
  return (
    <>
      <UserMenu>
        <ChangePasswordItem onOpen={() => setChanging(true)} />
        {!signedInViaUrl() && <LogoutItem />}
      </UserMenu>
      <ChangePasswordDialog open={changing} onClose={() => setChanging(false)} onChanged={() => setChanging(false)} />
    </>
  );
}
