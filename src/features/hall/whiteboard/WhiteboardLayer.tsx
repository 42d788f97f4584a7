import { Box, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { BOARD_COLOURS, boardSurface, fitBoard } from '../../../domain/whiteboard';
import { useHall } from '../HallContext';
import { useSharePage } from '../share/sharePage';
import { BoardToolbar, type BoardPen } from './BoardToolbar';
import { useBoard } from './WhiteboardProvider';
import { whiteboardTexts as texts } from './whiteboardTexts';

const WhiteboardCanvas = lazy(() => import('./WhiteboardCanvas'));

/** The area's size, followed as it changes. */
function useAreaSize() {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, size };
}

/**
 * The whiteboard over the stage (and over a shared file's page, which keeps its own drawing per page):
 * a board of the spec's 375x667 proportions, as large as the stage allows, transparent over what is shared.
 */
export function WhiteboardLayer() {
  const hall = useHall();
  const board = useBoard();
  const sharePage = useSharePage();
  const [pen, setPen] = useState<BoardPen>({ tool: 'pen', colour: BOARD_COLOURS[0], width: 4 });
  const { ref, size } = useAreaSize();
  if (!board) return null;
  const surface = boardSurface(hall.share && { ...hall.share, page: sharePage });
  const strokes = board.surfaces[surface] ?? [];
  const fitted = fitBoard(size.width, size.height);
  return (
    <Box
      ref={ref}
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <BoardToolbar pen={pen} onPen={setPen} onUndo={() => board.undo(surface)} onClear={() => board.clear(surface)} />
      <Box
        data-testid="whiteboard"
        data-surface={surface}
        data-stroke-count={strokes.length}
        aria-label={texts.board}
        sx={{
          width: fitted.width,
          height: fitted.height,
          outline: '1px dashed',
          outlineColor: 'grey.400',
          bgcolor: hall.share ? 'transparent' : 'common.white',
        }}
      >
        {fitted.width > 0 && (
          <Suspense fallback={<Typography sx={{ p: 2 }}>{texts.loading}</Typography>}>
            <WhiteboardCanvas
              width={fitted.width}
              height={fitted.height}
              strokes={strokes}
              pen={pen}
              onBegin={(stroke) => board.begin(surface, stroke)}
              onExtend={(id, points) => board.extend(surface, id, points)}
              onEnd={board.end}
            />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}
