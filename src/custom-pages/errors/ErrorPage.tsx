import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

/** /error (spec 1 §2.2): where a flow that cannot go on sends the user, with the way back. */
export function ErrorPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Box sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h4" color="text.secondary">
        {translate('app.pages.error')}
      </Typography>
      <Typography sx={{ my: 2 }}>{translate('app.pages.errorDetail')}</Typography>
      <Button variant="contained" onClick={() => navigate('/')}>
        {translate('app.pages.backHome')}
      </Button>
    </Box>
  );
}
