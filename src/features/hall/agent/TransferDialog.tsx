import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { transferApi } from './agentHallApi';
import { onAgentSocketEvent } from '../../../realtime/agentSocket';
import { type StartedRoom, type TransferCandidates } from '../../../schemas/call';

/** Manual transfer of a room in progress to another agent or a service group. */
export function TransferDialog({ room, open, onClose }: { room: StartedRoom; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const [candidates, setCandidates] = useState<TransferCandidates>({ agents: [], groups: [] });
  const [target, setTarget] = useState('');
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (!open) return;
    setWaiting(false);
    void transferApi
      .candidates()
      .then(setCandidates)
      .catch(() => undefined);
  }, [open]);
  useEffect(
    () => (open ? onAgentSocketEvent('serviceRoom.transferFailed', () => setWaiting(false)) : undefined),
    [open],
  );

  const send = async () => {
    const [kind, id] = target.split(':');
    if (!id) return;
    setWaiting(true);
    try {
      await transferApi.send(room.serviceId, kind === 'agent' ? { agentId: id } : { groupId: id });
    } catch {
      setWaiting(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="transfer-title">
      <DialogTitle id="transfer-title">{translate('app.call.transferTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          label={translate('app.call.transfer')}
          value={target}
          onChange={(e) => setTarget(e.target.value)}
          sx={{ mt: 1, minWidth: 300 }}
        >
          {candidates.agents.map((agent) => (
            <MenuItem key={agent._id} value={`agent:${agent._id}`}>
              {translate('app.call.transferAgent')}：{agent.fullName}（{translate(`app.status.${agent.serviceStatus}`)}
              ）
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
