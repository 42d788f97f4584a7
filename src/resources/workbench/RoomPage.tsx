import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { readToken, storedAgent } from '../../auth/session';
import { request } from '../../dataProvider/httpClient';
import { connectAgentSocket, onAgentSocketEvent } from '../../realtime/agentSocket';
import { callPaths, type StartedRoom } from '../../schemas/call';
import { RoomCall } from './RoomCall';
import { TransferDialog } from './TransferDialog';

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

/**
 * The agent's meeting page (/exhibitionHall/meetingList/:serviceId): the call with the customer, the
 * room's invite number, its customer and elapsed time, end and transfer.
 */
export function RoomPage() {
  const { serviceId } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [room, setRoom] = useState<StartedRoom | null | undefined>(undefined);
  const [ending, setEnding] = useState(false);
  const [transferring, setTransferring] = useState(false);
  const [ended, setEnded] = useState(false);
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
      onAgentSocketEvent('serviceRoom.ended', (endedRoom) => {
        if (endedRoom.serviceId !== serviceId) return;
        setEnded(true);
        notify(endedRoom.by === 'transfer' ? 'app.call.transferredAway' : endedRoom.by === 'user' ? 'app.call.customerLeft' : 'app.call.ended', { type: 'info' });
        setTimeout(() => navigate(LIST_PATH), CLOSE_AFTER_ENDED_MS);
      }),
    [serviceId, navigate, notify],
  );
  useEffect(() => onAgentSocketEvent('serviceRoom.transferFailed', () => notify('app.call.transferFailed', { type: 'warning' })), [notify]);

  const end = async () => {
    setEnding(false);
    if (!room) return;
    setEnded(true);
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
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
        <RoomCall serviceId={room.serviceId} active={!ended} />
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
      </Stack>
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
