import { Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useRefresh } from 'react-admin';
import { videoContentApi } from './videoContentApi';
import { RENDER_STATE_NAMES, type VideoContentRow } from '../../schemas/videoContent';
import { useSendAudit } from '../videoTemplate/sendAudit';
import { VIDEO_CONTENT_TEXTS } from './texts';

const POLL_MS = 1000;

/**
 * A content's render as the list shows it: its progress while queued or rendering (followed until it
 * ends), ready, or why it failed with '重试'.
 */
export function RenderProgress({ row }: { row: VideoContentRow }) {
  const [render, setRender] = useState(row.render);
  const sendAudit = useSendAudit();
  const refresh = useRefresh();
  useEffect(() => setRender(row.render), [row.render]);
  const running = render.state === 'queued' || render.state === 'rendering';
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      void videoContentApi
        .one(row._id, { quiet: true })
        .then((fresh) => {
          setRender(fresh.render);
          if (fresh.render.state === 'ready' || fresh.render.state === 'failed') refresh();
        })
        .catch(() => undefined);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [running, row._id, refresh]);
  const retry = async () => {
    const fresh = await sendAudit<VideoContentRow>('videoContent', 'retry', row._id);
    if (fresh) setRender(fresh.render);
  };
  if (running) {
    return (
      <Stack spacing={0.5} sx={{ minWidth: 120 }} data-testid="render-progress">
        <Typography variant="body2">{`${RENDER_STATE_NAMES[render.state]} ${render.progress}%`}</Typography>
        <LinearProgress variant="determinate" value={render.progress} />
      </Stack>
    );
  }
  if (render.state === 'failed') {
    return (
      <Stack direction="row" spacing={1} alignItems="center" data-testid="render-progress">
        <Typography variant="body2" color="error" title={render.error ?? undefined}>
          {render.error ?? RENDER_STATE_NAMES.failed}
        </Typography>
        <Button size="small" onClick={(event) => (event.stopPropagation(), void retry())}>
          {VIDEO_CONTENT_TEXTS.retry}
        </Button>
      </Stack>
    );
  }
  return (
    <Typography variant="body2" data-testid="render-progress">
      {RENDER_STATE_NAMES.ready}
    </Typography>
  );
}
