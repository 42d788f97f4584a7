import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';
import { placeElement } from '../../domain/scene/elements';
import { FRAME_HEIGHT, FRAME_WIDTH, type SceneNode } from '../../domain/scene/types';
import { STUDIO_TEXTS } from './texts';
import type { RunningUpload } from './useBackgroundUpload';
import type { TemplateEditor } from './useTemplateEditor';

const SceneCanvas = lazy(() => import('./SceneCanvas'));

/** The node on the phone frame, and under it the background upload while it runs (whichever panel is open). */
export function PhoneFrame({
  editor,
  node,
  upload,
}: {
  editor: TemplateEditor;
  node: SceneNode;
  upload: RunningUpload | null;
}) {
  return (
    <Stack spacing={1} sx={{ flex: 'none', width: FRAME_WIDTH + 16 }}>
      <Box
        data-testid="phone-frame"
        sx={{
          width: FRAME_WIDTH,
          height: FRAME_HEIGHT,
          border: '8px solid #262626',
          borderRadius: 4,
          boxSizing: 'content-box',
          overflow: 'hidden',
          outline: 'none',
        }}
      >
        <Suspense fallback={<Loading />}>
          <SceneCanvas
            node={node}
            selection={editor.selection}
            editable={editor.editable}
            onSelect={editor.select}
            onPlace={(ref, box) => editor.apply((s) => placeElement(s, ref, box))}
          />
        </Suspense>
      </Box>
      {upload && (
        <Box role="status" aria-label={STUDIO_TEXTS.uploadStatus}>
          <Typography variant="caption" noWrap component="div">
            {STUDIO_TEXTS.uploadingBackground(upload.name, upload.percent)}
          </Typography>
          <LinearProgress variant="determinate" value={upload.percent} aria-label={STUDIO_TEXTS.uploadProgress} />
        </Box>
      )}
    </Stack>
  );
}
