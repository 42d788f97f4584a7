import { Box, Typography } from '@mui/material';
import { useHall } from '../HallContext';

/** What the room shares, as both sides see it. */
export function SharedView() {
  const { share } = useHall();
  if (!share) return null;
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="subtitle1">{share.name}</Typography>
    </Box>
  );
}
