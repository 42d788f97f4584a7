import { Alert, Box, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { richMediaSharePaths, richMediaShareTexts, type RichMediaShare } from '../../schemas/richMediaShare';
import { customerRequest } from '../customerApi';

const POLL_MS = 2000;

/** Follows the share until its video can play: a template's approved version may still be rendering. */
function useShare(query: string): { share: RichMediaShare | null; error: string } {
  const [share, setShare] = useState<RichMediaShare | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    let ended = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      customerRequest<RichMediaShare>('GET', `${richMediaSharePaths.share}?${query}`)
        .then((got) => {
          if (ended) return;
          setShare(got);
          if (got.render.state === 'queued' || got.render.state === 'rendering')
            timer = setTimeout(() => void load(), POLL_MS);
        })
        .catch((err: Error) => !ended && setError(err.message));
    void load();
    return () => {
      ended = true;
      clearTimeout(timer);
    };
  }, [query]);
  return { share, error };
}

/**
 * /richMediaShare?videoTemplateId=… or ?videoId=… (spec 1 §2.1, spec 2 §2.1): the public, phone-sized preview
 * of an approved template or video content; the context menu is off so the video is not saved from it.
 */
export function RichMediaSharePage() {
  const [params] = useSearchParams();
  const videoTemplateId = params.get('videoTemplateId');
  const videoId = params.get('videoId');
  const query = new URLSearchParams(videoTemplateId ? { videoTemplateId } : videoId ? { videoId } : {}).toString();
  const { share, error } = useShare(query);
  const render = share?.render;
  return (
    <Box
      onContextMenu={(e) => e.preventDefault()}
      sx={{ maxWidth: 430, mx: 'auto', minHeight: '100vh', bgcolor: '#000', color: '#fff', p: 2 }}
    >
      {error && <Alert severity="error">{error}</Alert>}
      {share && render && (
        <Stack spacing={2} alignItems="center">
          <Typography variant="h6" component="h1">
            {share.name}
          </Typography>
          {render.url ? (
            <video
              data-testid="share-video"
              src={render.url}
              poster={render.posterUrl ?? undefined}
              controls
              playsInline
              controlsList="nodownload"
              style={{ width: '100%' }}
            />
          ) : (
            <Typography color={render.state === 'failed' ? 'error' : 'inherit'}>
              {render.state === 'failed' ? richMediaShareTexts.previewFailed : richMediaShareTexts.previewing}
            </Typography>
          )}
        </Stack>
      )}
    </Box>
  );
}
