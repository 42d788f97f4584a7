import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  AUDIT_STATUS,
  AUDIT_STATUS_NAMES,
  isEditableStatus,
  isPendingStatus,
  type AuditStatus,
} from '../../domain/audit';
import { videoContentApi } from './videoContentApi';
import { videoContentPaths, type VideoContentRow } from '../../schemas/videoContent';
import { RenderProgress } from './RenderProgress';
import { ShareButton } from './ShareButton';
import { TagPicker } from '../contentStudio/ContentTags';
import { ContentAuditActions } from '../videoTemplate/ContentAuditActions';
import { useSendAudit } from '../videoTemplate/sendAudit';
import { VIDEO_CONTENT_TEXTS } from './texts';
import { pageLink } from '../../domain/pages';

/** /videoContent/detail/:detailId/:isAudit: the video with its poster, submit for audit, or (isAudit 1) approve and reject. */
export function VideoContentDetail() {
  const { detailId = '', isAudit } = useParams();
  const navigate = useNavigate();
  const sendAudit = useSendAudit();
  const [row, setRow] = useState<VideoContentRow | null>(null);
  const load = useCallback(() => {
    void videoContentApi
      .one(detailId)
      .then(setRow)
      .catch(() => undefined);
  }, [detailId]);
  useEffect(load, [load]);
  const running = row?.render.state === 'queued' || row?.render.state === 'rendering';
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(load, 1000);
    return () => clearInterval(timer);
  }, [running, load]);
  const submit = async () => {
    const answer = await sendAudit<VideoContentRow>('videoContent', 'submit', detailId);
    if (answer) setRow(answer);
  };
  if (!row) return null;
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} alignItems="center">
            <Typography variant="h6">{row.name}</Typography>
            <Typography variant="body2">{AUDIT_STATUS_NAMES[row.status as AuditStatus]}</Typography>
            <Typography
              variant="body2"
              color="text.secondary"
            >{`${VIDEO_CONTENT_TEXTS.template}：${row.template.name}`}</Typography>
            <TagPicker
              kind="videoContent"
              path={videoContentPaths.tags}
              itemId={row._id}
              tenantId={row.tenant._id}
              value={row.tags}
              disabled={isAudit === '1'}
            />
          </Stack>
          {row.reason && <Alert severity="warning">{row.reason}</Alert>}
          <Box
            sx={{
              width: 375,
              height: 667,
              bgcolor: '#000',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            {row.render.url ? (
              <video
                data-testid="content-video"
                src={row.render.url}
                poster={row.render.posterUrl ?? undefined}
                controls
                playsInline
                width={375}
                height={667}
                crossOrigin="anonymous"
              />
            ) : (
              <Box sx={{ color: '#fff' }}>
                <RenderProgress row={row} />
              </Box>
            )}
          </Box>
          <Stack direction="row" spacing={1}>
            <Button onClick={() => navigate(pageLink(isAudit === '1' ? 'videoContentAudits' : 'videoContents'))}>
              {VIDEO_CONTENT_TEXTS.back}
            </Button>
            {isAudit !== '1' && isEditableStatus(row.status) && row.render.state === 'ready' && (
              <Button variant="contained" onClick={() => void submit()}>
                {VIDEO_CONTENT_TEXTS.submit}
              </Button>
            )}
            {isAudit === '1' && isPendingStatus(row.status) && <ContentAuditActions id={row._id} onDone={load} />}
            {row.status === AUDIT_STATUS.approved && row.render.state === 'ready' && (
              <ShareButton source={{ videoId: row._id }} />
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
