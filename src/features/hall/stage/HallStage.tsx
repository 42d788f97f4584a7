import { Box } from '@mui/material';
import { useMemo, useState } from 'react';
import { useHall } from '../HallContext';
import type { RoomMediaTexts } from '../roomMediaTexts';
import { RoomVideos } from '../RoomVideos';
import { SharePageContext } from '../share/sharePage';
import { SharedView } from '../share/SharedView';
import { WhiteboardLayer } from '../whiteboard/WhiteboardLayer';

/**
 * The hall's main area (spec 2 §2.2): the video room alone, or what is shared (and the whiteboard over
 * it) large with the videos beside it.
 */
export function HallStage({ texts }: { texts: RoomMediaTexts }) {
  const hall = useHall();
  const [page, setPage] = useState(1);
  const sharePage = useMemo(() => ({ page, setPage }), [page]);
  const showing = hall.share !== null || hall.whiteboard;
  if (!showing) {
    return (
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
        <Box sx={{ width: '100%', maxWidth: 960 }}>
          <RoomVideos media={hall.media} texts={texts} />
        </Box>
      </Box>
    );
  }
  // On a phone the shared item takes the screen above the videos, which keep a quarter of its height.
  return (
    <Box
      sx={{
        flex: 1,
        minHeight: 0,
        display: 'flex',
        gap: { xs: 1, md: 2 },
        p: { xs: 1, md: 2 },
        flexDirection: { xs: 'column', md: 'row' },
      }}
    >
      <Box
        data-testid="share-stage"
        sx={{
          flex: 1,
          minHeight: { xs: 0, md: 320 },
          position: 'relative',
          bgcolor: 'common.white',
          borderRadius: 1,
          overflow: 'hidden',
          boxShadow: 1,
        }}
      >
        <SharePageContext.Provider value={sharePage}>
          <SharedView />
          {hall.whiteboard && <WhiteboardLayer />}
        </SharePageContext.Provider>
      </Box>
      <Box
        sx={{
          width: { md: 280 },
          height: { xs: 'min(26dvh, 240px)', md: 'auto' },
          aspectRatio: { xs: '4 / 3', md: 'auto' },
          alignSelf: { xs: 'center', md: 'flex-start' },
          flexShrink: 0,
        }}
      >
        <RoomVideos media={hall.media} texts={texts} />
      </Box>
    </Box>
  );
}
