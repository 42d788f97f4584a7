import { Box, Typography } from '@mui/material';
import { lifecycleTexts } from './lifecycleTexts';

/** Spec 2 §4.1 status 'ended': what the hall shows between its session's end and the page leaving. */
export function HallEnded() {
  return (
    <Box sx={{ height: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100' }}>
      <Typography variant="h5" data-testid="hall-ended">
        {lifecycleTexts.ended}
      </Typography>
    </Box>
  );
}
