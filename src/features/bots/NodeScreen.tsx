import { Box, Paper } from '@mui/material';
import type { PreviewNode } from '../../domain/botPreview';
import { SpokenAudio } from '../shared';

const fill = { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' } as const;

/**
 * A node as the customer sees and hears it: the picture of its video template node, or its video (muted: the
 * node's own words are what is heard), with its words over it, spoken aloud; `onPlayed` hears that they ended.
 */
export function NodeScreen({ node, onPlayed }: { node: PreviewNode; onPlayed: () => void }) {
  const background = node.background;
  return (
    <Box sx={{ position: 'relative', height: '100%', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.800' }}>
      {background?.type === 'image' && (
        <Box component="img" src={background.url} alt="" data-testid="bot-background" sx={fill} />
      )}
      {background?.type === 'video' && (
        <Box
          component="video"
          src={background.url}
          autoPlay
          muted
          loop
          playsInline
          data-testid="bot-background"
          sx={fill}
        />
      )}
      <Paper
        sx={{
          position: 'absolute',
          left: 8,
          right: 8,
          bottom: 8,
          p: 1.5,
          bgcolor: 'rgba(0,0,0,0.6)',
          color: 'common.white',
        }}
        data-testid="bot-words"
      >
        {node.words}
      </Paper>
      {node.voice && <SpokenAudio src={node.voice.url} testId="bot-voice" onDone={onPlayed} />}
    </Box>
  );
}
