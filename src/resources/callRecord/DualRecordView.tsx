import {
  Alert,
  Box,
  Button,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  Tooltip,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { formatDuration } from '../../domain/callRecords';
import { dualRecordTexts, incompleteText } from '../../domain/dualRecord';
import { chinaDateTime } from '../../domain/chinaTime';
import type { RecordingPartUrl } from '../../schemas/callRecord';
import type { RecordingTrack } from '../../schemas/recording';
import { sopCheckpointKindNames, type RecordingPause, type SopCheckpointList } from '../../schemas/sop';
import { callRecordApi } from './callRecordApi';
import { RecordingPlayer } from './RecordingPlayer';
import { NoVideo } from './RoomVideo';
import { CALL_RECORD_TEXTS, SOP_CHECKPOINTS_TEXTS } from './texts';
import { useRoomVideo } from './useRoomVideo';

/** A stretch of one part's timeline: recorded (seekable) or a pause the recorder left out. */
type Stretch =
  | { kind: 'recorded'; fromSeconds: number; seconds: number }
  | { kind: 'pause'; pause: RecordingPause; seconds: number };

/** The part's timeline in the time it took: recorded stretches with the pauses between them as gaps. */
function stretchesOf(durationSeconds: number, pauses: readonly RecordingPause[]): Stretch[] {
  const stretches: Stretch[] = [];
  let at = 0;
  for (const pause of pauses) {
    const until = Math.min(Math.max(pause.offsetSeconds, at), durationSeconds);
    if (until > at) stretches.push({ kind: 'recorded', fromSeconds: at, seconds: until - at });
    stretches.push({ kind: 'pause', pause, seconds: Math.max(pause.seconds ?? 0, 1) });
    at = until;
  }
  if (durationSeconds > at) stretches.push({ kind: 'recorded', fromSeconds: at, seconds: durationSeconds - at });
  return stretches;
}

function Timeline({
  durationSeconds,
  pauses,
  onSeek,
}: {
  durationSeconds: number;
  pauses: readonly RecordingPause[];
  onSeek: (seconds: number) => void;
}) {
  return (
    <Box
      role="group"
      aria-label={dualRecordTexts.timeline}
      data-testid="dual-record-timeline"
      sx={{ display: 'flex', height: 14, mt: 1, borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.200' }}
    >
      {stretchesOf(durationSeconds, pauses).map((stretch, index) =>
        stretch.kind === 'recorded' ? (
          <Box
            key={index}
            component="button"
            type="button"
            aria-label={`${dualRecordTexts.jumpTo} ${formatDuration(stretch.fromSeconds)}`}
            onClick={() => onSeek(stretch.fromSeconds)}
            sx={{
              flexGrow: stretch.seconds,
              flexBasis: 0,
              border: 0,
              p: 0,
              cursor: 'pointer',
              bgcolor: 'primary.main',
            }}
          />
        ) : (
          <Tooltip key={index} title={dualRecordTexts.pauseGap(stretch.pause.seconds ?? 0, stretch.pause.reason)}>
            <Box
              data-testid="pause-gap"
              aria-label={dualRecordTexts.pauseGap(stretch.pause.seconds ?? 0, stretch.pause.reason)}
              sx={{
                flexGrow: stretch.seconds,
                flexBasis: 0,
                minWidth: 6,
                background: 'repeating-linear-gradient(45deg, #bdbdbd 0 4px, #eeeeee 4px 8px)',
              }}
            />
          </Tooltip>
        ),
      )}
    </Box>
  );
}

const TRACKS: RecordingTrack[] = ['composite', 'agent', 'customer'];

/**
 * A room's 双录 record (issue 30): whether it is complete, its recording with the pauses shown as gaps on the
 * timeline, and its checkpoints, each of which plays the recording from its moment.
 */
function DualRecord({
  serviceId,
  record,
  withPlayer,
}: {
  serviceId: string;
  record: SopCheckpointList;
  withPlayer: boolean;
}) {
  // Reading the video's address is a playback (the access log keeps it): only where it plays.
  const video = useRoomVideo(withPlayer ? serviceId : null, 'recording');
  const [track, setTrack] = useState<RecordingTrack>('composite');
  const [part, setPart] = useState(0);
  const player = useRef<HTMLVideoElement | null>(null);
  const pending = useRef<number | null>(null);
  const parts: RecordingPartUrl[] = video.phase === 'ready' ? video.parts.filter((p) => p.track === track) : [];
  const tracks = video.phase === 'ready' ? TRACKS.filter((t) => video.parts.some((p) => p.track === t)) : [];
  const current = parts[part] ?? parts[0];

  const seek = (toPart: number, seconds: number) => {
    pending.current = seconds;
    if (toPart !== part) setPart(toPart);
    else playPending();
  };
  const playPending = () => {
    const element = player.current;
    if (!element || pending.current === null || element.readyState < 1) return;
    element.currentTime = pending.current;
    pending.current = null;
    void element.play().catch(() => undefined);
  };
  useEffect(() => {
    const element = player.current;
    if (!element) return;
    element.addEventListener('loadedmetadata', playPending);
    playPending();
    return () => element.removeEventListener('loadedmetadata', playPending);
  });

  const partPauses = record.pauses.filter((pause) => pause.part === part);
  return (
    <Stack spacing={2} data-testid="dual-record">
      {record.dualRecord === 'incomplete' && (
        <Alert severity="warning" data-testid="dual-record-state">
          {incompleteText(record.missing)}
        </Alert>
      )}
      {record.dualRecord === 'complete' && (
        <Alert severity="success" data-testid="dual-record-state">
          {dualRecordTexts.complete}
        </Alert>
      )}
      {tracks.length > 1 && (
        <Tabs value={track} onChange={(_, value: RecordingTrack) => setTrack(value)}>
          {tracks.map((t) => (
            <Tab key={t} value={t} label={dualRecordTexts.tracks[t]} />
          ))}
        </Tabs>
      )}
      {video.phase === 'failed' && <NoVideo message={video.message} />}
      {current && (
        <Box>
          {parts.length > 1 && (
            <Tabs value={part} onChange={(_, value: number) => setPart(value)} sx={{ minHeight: 0 }}>
              {parts.map((p, index) => (
                <Tab key={p.url} value={index} label={CALL_RECORD_TEXTS.partTab(index + 1)} />
              ))}
            </Tabs>
          )}
          <Typography variant="body2" color="text.secondary" data-testid="recording-times">
            {dualRecordTexts.recordingTimes}：{chinaDateTime(current.startedAt)} —{' '}
            {current.finishedAt ? chinaDateTime(current.finishedAt) : '-'}
          </Typography>
          <RecordingPlayer key={current.url} url={current.url} ref={player} />
          {current.durationMs !== null && (
            <Timeline
              durationSeconds={current.durationMs / 1000}
              pauses={partPauses}
              onSeek={(seconds) => seek(part, seconds)}
            />
          )}
        </Box>
      )}
      {record.list.length === 0 ? (
        <Typography color="text.secondary">{CALL_RECORD_TEXTS.noCheckpoints}</Typography>
      ) : (
        <Table size="small" data-testid="sop-checkpoints">
          <TableHead>
            <TableRow>
              {[
                SOP_CHECKPOINTS_TEXTS.at,
                SOP_CHECKPOINTS_TEXTS.kind,
                SOP_CHECKPOINTS_TEXTS.script,
                SOP_CHECKPOINTS_TEXTS.keyword,
                SOP_CHECKPOINTS_TEXTS.text,
              ].map((title) => (
                <TableCell key={title}>{title}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {record.list.map((checkpoint) => (
              <TableRow key={checkpoint._id} hover>
                <TableCell>
                  {withPlayer ? (
                    <Button
                      size="small"
                      aria-label={`${dualRecordTexts.jumpTo} ${sopCheckpointKindNames[checkpoint.kind]}`}
                      onClick={() => seek(checkpoint.part, checkpoint.offsetSeconds)}
                    >
                      {formatDuration(checkpoint.offsetSeconds)}
                    </Button>
                  ) : (
                    formatDuration(checkpoint.offsetSeconds)
                  )}
                </TableCell>
                <TableCell>{sopCheckpointKindNames[checkpoint.kind]}</TableCell>
                <TableCell>{checkpoint.scriptTitle}</TableCell>
                <TableCell>{checkpoint.keyword ?? '-'}</TableCell>
                <TableCell>{checkpoint.text ?? '-'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {record.pauses.length > 0 && (
        <Table size="small" data-testid="recording-pauses">
          <TableBody>
            {record.pauses.map((pause) => (
              <TableRow key={pause.at}>
                <TableCell>{formatDuration(pause.offsetSeconds)}</TableCell>
                <TableCell>{dualRecordTexts.paused}</TableCell>
                <TableCell>{pause.reason}</TableCell>
                <TableCell>{pause.by}</TableCell>
                <TableCell>
                  {chinaDateTime(pause.at)} — {pause.resumedAt ? chinaDateTime(pause.resumedAt) : '-'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}

/**
 * The record's 双录 tab: loads the room's 双录 record, then shows it. Where the page shows the video already (a room's
 * detail), `withPlayer` false lists the record without a player of its own.
 */
export function DualRecordView({ serviceId, withPlayer = true }: { serviceId: string; withPlayer?: boolean }) {
  const [record, setRecord] = useState<SopCheckpointList | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    callRecordApi
      .dualRecord(serviceId, controller.signal)
      .then(setRecord)
      .catch(() => !controller.signal.aborted && setFailed(true));
    return () => controller.abort();
  }, [serviceId]);
  if (failed) return <Typography color="text.secondary">{CALL_RECORD_TEXTS.noCheckpoints}</Typography>;
  if (record === null) return null;
  return <DualRecord serviceId={serviceId} record={record} withPlayer={withPlayer} />;
}
