import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import type { RenderRecord } from '../../schemas/videoContent';
import { DIGITAL_TEXTS } from './texts';

/**
 * A digital human's video as both its pages show it: '生成中' with the render's progress until it is made,
 * then the player (its download offered nowhere); why it failed, if it did.
 */
export function SpeakingVideo({ render, dark = false }: { render: RenderRecord; dark?: boolean }) {
  if (render.url)
    return (
      <Box
        component="video"
        data-testid="digital-human-video"
        src={render.url}
        poster={render.posterUrl ?? undefined}
        controls
        playsInline
        controlsList="nodownload"
        onContextMenu={(e) => e.preventDefault()}
        sx={{ width: '100%', maxHeight: '80vh', bgcolor: 'common.black', borderRadius: 1 }}
      />
    );
  if (render.state === 'failed')
    return (
      <Typography color="error" data-testid="digital-human-state">
        {render.error ?? DIGITAL_TEXTS.renderFailed}
      </Typography>
    );
  return (
    <Stack spacing={1} sx={{ py: 4, color: dark ? 'common.white' : 'text.primary' }}>
      <Typography data-testid="digital-human-state">
        {DIGITAL_TEXTS.generating} {render.progress}%
      </Typography>
      <LinearProgress variant="determinate" value={render.progress} aria-label={DIGITAL_TEXTS.generating} />
    </Stack>
  );
}
