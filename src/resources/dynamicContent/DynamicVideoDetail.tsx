import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { AUDIT_STATUS_NAMES, isEditableStatus, isPendingStatus, type AuditStatus } from '../../domain/audit';
import { dynamicVideoApi } from './dynamicVideoApi';
import { type DynamicVideoDetail as Detail } from '../../schemas/dynamicVideo';
import { RENDER_STATE_NAMES } from '../../schemas/videoContent';
import { ContentAuditActions } from '../videoTemplate/ContentAuditActions';
import { useSendAudit } from '../videoTemplate/sendAudit';
import { progressText } from './DynamicVideoList';
import { DYNAMIC_TEXTS } from './texts';
import { pageLink } from '../../domain/pages';

/** The batch, followed each second while a recipient's video renders. */
function useDynamicVideo(id: string) {
  const [detail, setDetail] = useState<Detail | null>(null);
  const load = useCallback(() => {
    void dynamicVideoApi
      .one(id)
      .then(setDetail)
      .catch(() => undefined);
  }, [id]);
  useEffect(load, [load]);
  const running = detail !== null && detail.progress.ready + detail.progress.failed < detail.progress.total;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(load, 1000);
    return () => clearInterval(timer);
  }, [running, load]);
  return { detail, setDetail, load };
}

/** /DynamicVideoManagement/edit/:templateId/:isAudit?: each recipient's video, retry of failed ones, submit, or (isAudit 1) approve and reject. */
export function DynamicVideoDetail() {
  const { templateId = '', isAudit } = useParams();
  const audit = isAudit === '1';
  const navigate = useNavigate();
  const sendAudit = useSendAudit();
  const { detail, setDetail, load } = useDynamicVideo(templateId);
  const act = async (step: 'submit' | 'retry') => {
    const answer = await sendAudit<Detail>('dynamicVideo', step, templateId);
    if (answer) setDetail(answer);
  };
  if (!detail) return null;
  const allReady = detail.progress.total > 0 && detail.progress.ready === detail.progress.total;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} alignItems="center">
            <Typography variant="h6">{detail.name}</Typography>
            <Typography variant="body2">{AUDIT_STATUS_NAMES[detail.status as AuditStatus]}</Typography>
            <Typography
              variant="body2"
              color="text.secondary"
            >{`${DYNAMIC_TEXTS.template}：${detail.template.name}`}</Typography>
            <Typography variant="body2" data-testid="dynamic-progress">
              {progressText(detail)}
            </Typography>
          </Stack>
          {detail.reason && <Alert severity="warning">{detail.reason}</Alert>}
          <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
            {detail.recipients.map((r) => (
              <Stack key={r._id} spacing={1} aria-label={r.recipient} role="group">
                <Typography variant="subtitle2">{r.recipient}</Typography>
                <Box
                  sx={{
                    width: 188,
                    height: 334,
                    bgcolor: '#000',
                    color: '#fff',
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                  }}
                >
                  {r.render.url ? (
                    <video
                      src={r.render.url}
                      poster={r.render.posterUrl ?? undefined}
                      controls
                      playsInline
                      width={188}
                      height={334}
                    />
                  ) : (
                    <span>{r.render.error ?? `${RENDER_STATE_NAMES[r.render.state]} ${r.render.progress}%`}</span>
                  )}
                </Box>
              </Stack>
            ))}
          </Stack>
          <Stack direction="row" spacing={1}>
            <Button onClick={() => navigate(pageLink('dynamicVideos'))}>{DYNAMIC_TEXTS.videosTitle}</Button>
            {!audit && detail.progress.failed > 0 && (
              <Button onClick={() => void act('retry')}>{DYNAMIC_TEXTS.retry}</Button>
            )}
            {!audit && isEditableStatus(detail.status) && allReady && (
              <Button variant="contained" onClick={() => void act('submit')}>
                {DYNAMIC_TEXTS.submit}
              </Button>
            )}
            {audit && isPendingStatus(detail.status) && (
              <ContentAuditActions id={detail._id} kind="dynamicVideo" onDone={load} />
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
