import { Box, Dialog, DialogContent, DialogTitle, IconButton, LinearProgress, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import type { StoredTemplate } from '../../domain/scene/stored';
import { videoContentTexts } from '../../schemas/videoContent';
import { STUDIO_TEXTS } from './texts';
import { usePreview, type PreviewShown } from './usePreview';

/** The preview popup (spec 3 §2, §9): 375x665. */
const PREVIEW_SIZE = { width: 375, height: 665 } as const;

/** '预览资源生成中..' with the render's progress, over the first frame once the server has drawn it. */
function Waiting({ shown }: { shown: Extract<PreviewShown, { kind: 'waiting' }> }) {
  return (
    <>
      {shown.poster && (
        <Box
          component="img"
          src={shown.poster}
          alt={STUDIO_TEXTS.previewFirstFrame}
          sx={{ ...PREVIEW_SIZE, position: 'absolute', inset: 0, objectFit: 'cover' }}
        />
      )}
      {/* Over a first frame the words sit low, clear of the title and the stickers. */}
      <Box
        sx={{
          ...(shown.poster ? { position: 'absolute', bottom: 24 } : { position: 'relative' }),
          width: '70%',
          textAlign: 'center',
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'rgba(0,0,0,0.55)',
        }}
      >
        <Typography gutterBottom>{videoContentTexts.previewing}</Typography>
        <LinearProgress
          aria-label={STUDIO_TEXTS.previewProgress}
          variant={shown.progress === null ? 'indeterminate' : 'determinate'}
          value={shown.progress ?? 0}
        />
      </Box>
    </>
  );
}

/** The editor's preview: '预览资源生成中..' while the server renders, over the first frame once drawn, then the rendered video plays. */
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
            position: 'relative',
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
          ) : shown.kind === 'failed' ? (
            <Typography color="error">{shown.text}</Typography>
          ) : (
            <Waiting shown={shown} />
          )}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
