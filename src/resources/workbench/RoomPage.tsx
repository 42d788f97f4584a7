import { Box, Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { readToken, storedAgent } from '../../auth/session';
import { request } from '../../dataProvider/httpClient';
import { connectAgentSocket, onAgentSocketEvent } from '../../realtime/agentSocket';
import { callPaths, type StartedRoom, type TransferCandidates } from '../../schemas/call';

const LIST_PATH = '/remoteMeeting/list';
/** Spec 1 §9: the page closes 1.5 s after its session ended. */
const CLOSE_AFTER_ENDED_MS = 1500;

function useElapsed(startedAt: string | undefined): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!startedAt) return '00:00';
  const seconds = Math.max(0, Math.floor((now - Date.parse(startedAt)) / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  return `${hours > 0 ? `${pad(hours)}:` : ''}${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

function TransferDialog({ room, open, onClose }: { room: StartedRoom; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const [candidates, setCandidates] = useState<TransferCandidates>({ agents: [], groups: [] });
  const [target, setTarget] = useState('');
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (!open) return;
    setWaiting(false);
    void request<TransferCandidates>('GET', callPaths.transferCandidates).then(setCandidates).catch(() => undefined);
  }, [open]);
  useEffect(() => (open ? onAgentSocketEvent('serviceRoom.transferFailed', () => setWaiting(false)) : undefined), [open]);

  const send = async () => {
    const [kind, id] = target.split(':');
    if (!id) return;
    setWaiting(true);
    try {
      await request('POST', callPaths.transfer, { body: { serviceId: room.serviceId, ...(kind === 'agent' ? { agentId: id } : { groupId: id }) } });
    } catch {
      setWaiting(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="transfer-title">
      <DialogTitle id="transfer-title">{translate('app.call.transferTitle')}</DialogTitle>
      <DialogContent>
        <TextField select fullWidth label={translate('app.call.transfer')} value={target} onChange={(e) => setTarget(e.target.value)} sx={{ mt: 1, minWidth: 300 }}>
          {candidates.agents.map((agent) => (
            <MenuItem key={agent._id} value={`agent:${agent._id}`}>
              {translate('app.call.transferAgent')}：{agent.fullName}（{translate(`app.status.${agent.serviceStatus}`)}）
            </MenuItem>
          ))}
          {candidates.groups.map((group) => (
            <MenuItem key={group._id} value={`group:${group._id}`}>
              {translate('app.call.transferGroup')}：{group.name}
            </MenuItem>
          ))}
        </TextField>
        {waiting && (
          <Typography sx={{ mt: 2 }} role="status">
            {translate('app.call.transferring')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.common.cancel')}</Button>
        <Button variant="contained" disabled={!target || waiting} onClick={() => void send()}>
          {translate('app.common.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The agent's meeting page (/exhibitionHall/meetingList/:serviceId): for now the room's invite number,
 * its customer and elapsed time, end and transfer; the meeting-hall issue puts the video room here.
 */
export function RoomPage() {
  const { serviceId } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [room, setRoom] = useState<StartedRoom | null | undefined>(undefined);
  const [ending, setEnding] = useState(false);
  const [transferring, setTransferring] = useState(false);
  const elapsed = useElapsed(room?.startedAt);

  useEffect(() => {
    const token = readToken();
    const agent = storedAgent();
    if (token && agent) connectAgentSocket(token, agent.loginName);
    void request<StartedRoom | null>('GET', callPaths.inProcess, { query: { agentId: agent?._id } })
      .then((current) => setRoom(current && current.serviceId === serviceId ? current : null))
      .catch(() => setRoom(null));
  }, [serviceId]);

  useEffect(
    () =>
      onAgentSocketEvent('serviceRoom.ended', (ended) => {
        if (ended.serviceId !== serviceId) return;
        notify(ended.by === 'transfer' ? 'app.call.transferredAway' : ended.by === 'user' ? 'app.call.customerLeft' : 'app.call.ended', { type: 'info' });
        setTimeout(() => navigate(LIST_PATH), CLOSE_AFTER_ENDED_MS);
      }),
    [serviceId, navigate, notify],
  );
  useEffect(() => onAgentSocketEvent('serviceRoom.transferFailed', () => notify('app.call.transferFailed', { type: 'warning' })), [notify]);

  const end = async () => {
    setEnding(false);
    if (!room) return;
    await request('POST', callPaths.endRecord, { body: { serviceId: room.serviceId, notifyUser: true } }).catch(() => undefined);
    navigate(LIST_PATH);
  };

  if (room === undefined) return null;
  if (room === null) {
    return (
      <Box sx={{ p: 4 }}>
        <Typography variant="h6">{translate('app.call.noRoom')}</Typography>
        <Button component={RouterLink} to={LIST_PATH} sx={{ mt: 2 }}>
          {translate('app.call.backToList')}
        </Button>
      </Box>
    );
  }
  return (
    <Box sx={{ p: 3, minHeight: '100vh', bgcolor: 'grey.100' }}>
      <Stack direction="row" spacing={3} alignItems="baseline" component="header" sx={{ mb: 3 }}>
        <Typography variant="h5">{translate('app.call.roomTitle')}</Typography>
        <Typography data-testid="invite-number">
          {translate('app.call.inviteNumber')}：{room.inviteNumber}
        </Typography>
        <Typography data-testid="elapsed">
          {translate('app.call.elapsed')}：{elapsed}
        </Typography>
      </Stack>
      <Card sx={{ maxWidth: 560 }}>
        <CardContent>
          <Stack spacing={1}>
            <Typography data-testid="service-id">
              {translate('app.call.serviceId')}：{room.serviceId}
            </Typography>
            <Typography>
              {translate('app.call.customer')}：{room.userName}
            </Typography>
            <Typography>
              {translate('app.call.phone')}：{room.userPhone}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
            <Button variant="outlined" onClick={() => setTransferring(true)}>
              {translate('app.call.transfer')}
            </Button>
            <Button variant="contained" color="error" onClick={() => setEnding(true)}>
              {translate('app.call.end')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <TransferDialog room={room} open={transferring} onClose={() => setTransferring(false)} />
      <Confirm
        isOpen={ending}
        title="app.common.tip"
        content="app.call.endQuestion"
        confirm="app.common.confirm"
        cancel="app.common.cancel"
        onConfirm={() => void end()}
        onClose={() => setEnding(false)}
      />
    </Box>
  );
}
