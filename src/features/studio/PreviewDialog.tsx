import { Box, Dialog, DialogContent, DialogTitle, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useEffect, useState } from 'react';
import { studioApi } from './studioApi';
import type { StoredTemplate } from '../../domain/scene/stored';
import { videoContentTexts, type VideoPreview } from '../../schemas/videoContent';
import { STUDIO_TEXTS } from './texts';

/** The preview popup (spec 3 §2, §9): 375x665. */
const PREVIEW_SIZE = { width: 375, height: 665 } as const;
const POLL_MS = 1000;

type Shown =
  { kind: 'waiting' } | { kind: 'failed'; text: string } | { kind: 'ready'; url: string; poster: string | null };

/** Asks for a preview of the content the editor had when the popup opened, and follows its render until it plays or fails. */
function usePreview(templateId: string, content: StoredTemplate): Shown {
  const [shown, setShown] = useState<Shown>({ kind: 'waiting' });
  useEffect(() => {
    let ended = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = (preview: VideoPreview) => {
      if (ended) return;
      const { render } = preview;
      if (render.state === 'ready' && render.url)
        setShown({ kind: 'ready', url: render.url, poster: render.posterUrl });
      else if (render.state === 'failed')
        setShown({ kind: 'failed', text: render.error ?? STUDIO_TEXTS.previewFailed });
      else
        timer = setTimeout(() => {
          void studioApi
            .previewState(preview._id)
            .then(follow)
            .catch(() => follow(preview));
        }, POLL_MS);
    };
    studioApi
      .preview(templateId, content)
      .then(follow)
      .catch(() => !ended && setShown({ kind: 'failed', text: STUDIO_TEXTS.previewFailed }));
    return () => {
      ended = true;
      clearTimeout(timer);
    };
  }, [templateId, content]);
  return shown;
}

/** The editor's preview: '预览资源生成中..' while the server renders, then the rendered video plays. */
export function PreviewDialog({
  templateId,
  content,
  onClose,
}: {
  templateId: string;
  content: StoredTemplate;
  onClose(): void;
}) {
  const shown = usePreview(templateId, content);
  return (
    <Dialog open onClose={onClose} maxWidth={false}>
      <DialogTitle sx={{ pr: 6 }}>
        {STUDIO_TEXTS.preview}
        <IconButton aria-label={STUDIO_TEXTS.close} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Box
          data-testid="preview-player"
          sx={{
            ...PREVIEW_SIZE,
            bgcolor: '#000',
            color: '#fff',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            overflow: 'hidden',
          }}
        >
          {shown.kind === 'ready' ? (
            <video
              data-testid="preview-video"
              src={shown.url}
              poster={shown.poster ?? undefined}
              width={PREVIEW_SIZE.width}
              height={PREVIEW_SIZE.height}
              controls
              autoPlay
              playsInline
              crossOrigin="anonymous"
            />
          ) : (
            <Typography color={shown.kind === 'failed' ? 'error' : 'inherit'}>
              {shown.kind === 'failed' ? shown.text : videoContentTexts.previewing}
            </Typography>
          )}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
