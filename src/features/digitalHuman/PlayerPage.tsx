import { Alert, Box, Stack, Typography } from '@mui/material';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { digitalHumanApi } from './digitalHumanApi';
import { SpeakingVideo } from './SpeakingVideo';
import { useSpeakingVideo } from './useSpeakingVideo';

/**
 * /digitalModalIframe?resWebId=…&expires=…&signature=… : the digital human's player on its own, for the
 * customer who opens the link and for the modal (an iframe) that shows it inside another page. No sign-in:
 * the signed link is the right to this one video.
 */
export function PlayerPage() {
  const [params] = useSearchParams();
  const resWebId = params.get('resWebId') ?? '';
  const expires = params.get('expires') ?? '';
  const signature = params.get('signature') ?? '';
  const load = useCallback(
    () => digitalHumanApi.play({ resWebId, expires, signature }),
    [resWebId, expires, signature],
  );
  const { video, error } = useSpeakingVideo(load);
  return (
    <Box sx={{ maxWidth: 430, mx: 'auto', minHeight: '100vh', bgcolor: '#000', color: '#fff', p: 2 }}>
      {error && <Alert severity="error">{error}</Alert>}
      {video && (
        <Stack spacing={2} alignItems="stretch">
          <Typography variant="h6" component="h1" align="center">
            {video.name}
          </Typography>
          <SpeakingVideo render={video.render} dark />
        </Stack>
      )}
    </Box>
  );
}
