import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

/** /user/permissionDenied (spec 1 §2.1). */
export function PermissionDenied() {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center' }}>
      <Box>
        <Typography variant="h2" color="text.secondary">
          403
        </Typography>
        <Typography sx={{ my: 2 }}>{translate('app.pages.permissionDenied')}</Typography>
        <Button variant="contained" onClick={() => navigate('/')}>
          {translate('app.pages.backHome')}
        </Button>
      </Box>
    </Box>
  );
}
