import { Box, Typography } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';
import { storedAgent } from '../session/session';
import { usePageTitle } from '../frame/pageTitle';

/** The tenant's logo in the open menu, its mini logo when collapsed; the product title without one. */
export function SiderLogo() {
  const [open] = useSidebarState();
  const title = usePageTitle(useTranslate());
  const tenant = storedAgent()?.tenant;
  const src = open ? tenant?.logo : (tenant?.miniLogo ?? tenant?.logo);
  return (
    <Box sx={{ height: 56, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 1 }}>
      {src ? (
        <Box component="img" src={src} alt={tenant?.name ?? title} sx={{ maxHeight: 40, maxWidth: '100%' }} />
      ) : (
        <Typography variant="subtitle1" noWrap fontWeight={600}>
          {open ? title : title.slice(0, 2)}
        </Typography>
      )}
    </Box>
  );
}
