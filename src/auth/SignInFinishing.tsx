import { Box, Button, CircularProgress, Typography } from '@mui/material';

/**
 * A sign-in that finishes on its own page (by URL token, by an identity provider's answer): a spinner while it
 * runs, then, when refused, why and a way back.
 */
export function SignInFinishing(props: { failed: string | null; title: string; back: string; onBack: () => void }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center' }}>
      {props.failed === null ? (
        <CircularProgress />
      ) : (
        <Box role="alert">
          <Typography variant="h6">{props.title}</Typography>
          <Typography color="text.secondary" sx={{ my: 2 }}>
            {props.failed}
          </Typography>
          <Button variant="contained" onClick={props.onBack}>
            {props.back}
          </Button>
        </Box>
      )}
    </Box>
  );
}
