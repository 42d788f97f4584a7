import { Box } from '@mui/material';
import { AppBar, TitlePortal } from 'react-admin';
import { AppUserMenu } from './AppUserMenu';
import { StatusSelect } from './StatusSelect';
import { TenantQuota } from './TenantQuota';

export function AppHeader() {
  return (
    <AppBar userMenu={<AppUserMenu />}>
      <TitlePortal />
      <Box sx={{ flex: 1 }} />
      <TenantQuota />
      <Box sx={{ mx: 1 }}>
        <StatusSelect />
      </Box>
    </AppBar>
  );
}
