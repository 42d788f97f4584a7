import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { lifecycleTexts } from './lifecycle/lifecycleTexts';
import { pageLink } from '../../../domain/pages';

/** /qwEnd (spec 2 §2.1): shown after ending a session opened from the enterprise messenger. */
export function QwEndPage() {
  return (
    <Box sx={{ p: 6, textAlign: 'center' }}>
      <Typography variant="h5" data-testid="qw-end">
        {lifecycleTexts.qwEndTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {lifecycleTexts.qwEndHint}
      </Typography>
      <Button component={RouterLink} to={pageLink('meetings')} sx={{ mt: 3 }}>
        {lifecycleTexts.backToList}
      </Button>
    </Box>
  );
}
