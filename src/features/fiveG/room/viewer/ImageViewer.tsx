import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import OpenWithIcon from '@mui/icons-material/OpenWith';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { Box, CircularProgress, IconButton, Stack, ToggleButton, Tooltip, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  initialView,
  moveTo,
  resetView,
  toggleDrag,
  turnTo,
  VIEWER_HEIGHT,
  VIEWER_WIDTH,
  zoomIn,
  zoomOut,
  type ViewerView,
} from '../../../../domain/imageViewer';
import { roomTexts } from '../roomTexts';
import { useLoadedImage } from './useLoadedImage';

const ImageViewerCanvas = lazy(() => import('./ImageViewerCanvas'));
const texts = roomTexts.viewer;

function Tool({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick(): void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={label} onClick={onClick} disabled={disabled}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** Shared images on a canvas (spec 2 §2.4): zoom, drag to pan, reset, and a pager when there are several. */
export function ImageViewer({
  images,
  name,
  onPage,
}: {
  images: string[];
  name: string;
  onPage?: (page: number) => void;
}) {
  const [view, setView] = useState<ViewerView>(() => initialView(images.length));
  const key = images.join('\n');
  useEffect(() => setView(initialView(images.length)), [key, images.length]);
  const loaded = useLoadedImage(images[view.page - 1]);
  const reportPage = useRef(onPage);
  reportPage.current = onPage;
  const shown = useRef(1);
  // The server keeps the page shown (shareInfo); the first page is where every share starts.
  useEffect(() => {
    if (view.page === shown.current) return;
    shown.current = view.page;
    reportPage.current?.(view.page);
  }, [view.page]);
  const change = (command: (current: ViewerView) => ViewerView) => setView(command);

  return (
    <Stack alignItems="center" spacing={0.5} data-testid="image-viewer" data-page={view.page}>
      <Stack direction="row" alignItems="center" spacing={0.5}>
        <Tool label={texts.zoomIn} onClick={() => change(zoomIn)}>
          <ZoomInIcon fontSize="small" />
        </Tool>
        <Tool label={texts.zoomOut} onClick={() => change(zoomOut)}>
          <ZoomOutIcon fontSize="small" />
        </Tool>
        <Tool label={texts.reset} onClick={() => change(resetView)}>
          <RestartAltIcon fontSize="small" />
        </Tool>
        <Tooltip title={texts.drag}>
          <ToggleButton
            value="drag"
            size="small"
            selected={view.draggable}
            onChange={() => change(toggleDrag)}
            aria-label={texts.drag}
            sx={{ border: 0, p: 0.75 }}
          >
            <OpenWithIcon fontSize="small" />
          </ToggleButton>
        </Tooltip>
      </Stack>
      <Box
        sx={{
          width: VIEWER_WIDTH,
          height: VIEWER_HEIGHT,
          maxWidth: '100%',
          position: 'relative',
          overflow: 'hidden',
          boxShadow: 1,
          bgcolor: 'common.white',
        }}
        aria-label={name}
        role="img"
      >
        <Suspense fallback={null}>
          <ImageViewerCanvas
            image={loaded.state === 'ready' ? loaded.image : null}
            view={view}
            onMove={(x, y) => change((current) => moveTo(current, x, y))}
          />
        </Suspense>
        {loaded.state !== 'ready' && (
          <Stack alignItems="center" justifyContent="center" sx={{ position: 'absolute', inset: 0 }}>
            {loaded.state === 'loading' ? (
              <CircularProgress size={28} />
            ) : (
              <Typography color="error">{texts.loadFailed}</Typography>
            )}
          </Stack>
        )}
      </Box>
      {view.pageCount > 1 && (
        <Stack direction="row" alignItems="center" spacing={1}>
          <Tool
            label={texts.previous}
            onClick={() => change((current) => turnTo(current, current.page - 1))}
            disabled={view.page <= 1}
          >
            <ChevronLeftIcon />
          </Tool>
          <Typography variant="body2" data-testid="viewer-page">
            {texts.page(view.page, view.pageCount)}
          </Typography>
          <Tool
            label={texts.next}
            onClick={() => change((current) => turnTo(current, current.page + 1))}
            disabled={view.page >= view.pageCount}
          >
            <ChevronRightIcon />
          </Tool>
        </Stack>
      )}
    </Stack>
  );
}
