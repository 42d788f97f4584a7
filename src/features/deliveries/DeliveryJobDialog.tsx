import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { callQualityNames } from '../../schemas/deliveryJob';
import { deliveryRecipientStatusNames, outcomeNames, transferCallStatusNames } from '../../schemas/deliveryTask';
import { loadDeliveryJob } from './deliveryJobApi';
import { T } from './texts';
import { localTime } from './useDeliverType';

type Loaded = Awaited<ReturnType<typeof loadDeliveryJob>>;
const J = T.job;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" aria-label={title} spacing={0.5} sx={{ mb: 2 }}>
      <Typography variant="subtitle2">{title}</Typography>
      {children}
    </Stack>
  );
}

function Line({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Typography variant="body2">
      {label}：{value}
    </Typography>
  );
}

/** A recipient's 详情: its messages and answer, what it watched, and its call to staff with the call's quality. */
export function DeliveryJobDialog({ jobId, onClose }: { jobId: string; onClose(): void }) {
  const [job, setJob] = useState<Loaded | null>(null);
  useEffect(() => {
    let live = true;
    loadDeliveryJob(jobId)
      .then((loaded) => live && setJob(loaded))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [jobId]);
  const seconds = (n: number | null) => (n === null ? '' : J.seconds(n));
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{job ? J.title(job.detail.recipient.name) : T.detail}</DialogTitle>
      <DialogContent>
        {job && (
          <>
            <Section title={J.interaction}>
              <Line label={T.phone} value={job.detail.recipient.phone} />
              <Line label={T.status} value={deliveryRecipientStatusNames[job.detail.recipient.status]} />
              <Line label={J.answer} value={job.detail.recipient.answer ?? ''} />
              <Line
                label={J.outcome}
                value={job.detail.recipient.outcome ? outcomeNames[job.detail.recipient.outcome] : ''}
              />
              <Typography variant="body2">{J.messages}：</Typography>
              {job.detail.messages.length === 0 ? (
                <Typography variant="body2">{J.noMessages}</Typography>
              ) : (
                job.detail.messages.map((m) => (
                  <Typography key={m._id} variant="body2" sx={{ pl: 2, wordBreak: 'break-all' }}>
                    {localTime(m.createdAt)} {m.content}
                  </Typography>
                ))
              )}
            </Section>
            <Section title={J.video}>
              <Line label={J.content} value={job.video.videoContent?.name ?? ''} />
              <Line label={J.interactionName} value={job.video.interaction?.name ?? ''} />
              {job.video.watch ? (
                <>
                  <Line label={J.watchStart} value={localTime(job.video.watch.startTime)} />
                  <Line label={J.watchEnd} value={job.video.watch.endTime ? localTime(job.video.watch.endTime) : ''} />
                  <Line label={J.watchTime} value={J.seconds(Math.round(job.video.watch.watchTime))} />
                  <Line label={J.answers} value={(job.video.watch.answer ?? []).join('、')} />
                </>
              ) : (
                <Typography variant="body2">{J.noWatch}</Typography>
              )}
            </Section>
            <Section title={J.quality}>
              {job.quality.call ? (
                <>
                  <Line
                    label={J.callStatus}
                    value={transferCallStatusNames[job.quality.call.status] ?? job.quality.call.status}
                  />
                  <Line label={J.agent} value={job.quality.call.agentName ?? ''} />
                  <Line label={J.waited} value={seconds(job.quality.call.waitSeconds)} />
                  <Line label={J.talked} value={seconds(job.quality.call.talkSeconds)} />
                  {job.quality.callQualityResult && (
                    <Line label={J.quality} value={callQualityNames[job.quality.callQualityResult]} />
                  )}
                  {job.quality.callQualityMonitorResult && (
                    <Line
                      label={J.network}
                      value={J.networkCounts(
                        job.quality.callQualityMonitorResult.poorNetwork,
                        job.quality.callQualityMonitorResult.networkOffline,
                        job.quality.callQualityMonitorResult.networkRecovery,
                      )}
                    />
                  )}
                </>
              ) : (
                <Typography variant="body2">{J.noCall}</Typography>
              )}
            </Section>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{J.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
