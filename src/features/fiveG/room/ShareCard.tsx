import { Box, Stack, Typography } from '@mui/material';
import { VIEWER_HEIGHT, VIEWER_WIDTH } from '../../../domain/imageViewer';
import type { RoomShare } from './roomApi';
import { roomTexts } from './roomTexts';
import { ImageViewer } from './viewer/ImageViewer';

const BACKGROUND = '/fiveG/share-background.svg';

/** The shared-content card (spec 2 §2.3): the shared images on the canvas, a shared link in a frame, or the background. */
export function ShareCard({ share, onPage }: { share: RoomShare | null; onPage?: (page: number) => void }) {
  if (share && share.kind !== 'link' && share.images.length > 0)
    return <ImageViewer key={share.id} images={share.images} name={share.name} onPage={onPage} />;
  if (share?.url) {
    return (
      <Box
        component="iframe"
        title={share.name}
        src={share.url}
        data-testid="shared-link"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        referrerPolicy="no-referrer"
        sx={{
          width: VIEWER_WIDTH,
          height: VIEWER_HEIGHT,
          maxWidth: '100%',
          border: 0,
          boxShadow: 1,
          bgcolor: 'common.white',
        }}
      />
    );
  }
  return (
    <Stack
      alignItems="center"
      justifyContent="flex-end"
      data-testid="share-background"
      sx={{
        width: VIEWER_WIDTH,
        height: VIEWER_HEIGHT,
        maxWidth: '100%',
        boxShadow: 1,
        backgroundImage: `url(${BACKGROUND})`,
        backgroundSize: 'cover',
        pb: 6,
      }}
    >
      <Typography color="text.secondary">{roomTexts.nothingShared}</Typography>
    </Stack>
  );
}
