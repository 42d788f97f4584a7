import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import type { RoomInvitation } from '../../../schemas/roomInvite';
import type { WecomContact } from '../../../schemas/wecomTask';
import { useAgentHallApi } from '../HallContext';
import { hallTexts } from '../hallTexts';

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * The invite's 企业微信邀请 (spec 2 §7.1 weixin/corpContactList, corpSendContactMessage): the agent's WeCom
 * contacts, and the invitation with its join link sent to one of them, which the agent confirms in WeCom.
 */
export function WecomInviteDialog({ invitation, onClose }: { invitation: RoomInvitation; onClose(): void }) {
  const api = useAgentHallApi();
  const notify = useNotify();
  const [contacts, setContacts] = useState<WecomContact[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [sending, setSending] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    api
      .wecomContacts()
      .then((list) => current && setContacts(list))
      .catch((err: unknown) => current && setFailed(errorText(err)));
    return () => {
      current = false;
    };
  }, [api]);
  const send = async (contact: WecomContact) => {
    setSending(contact.externalUserId);
    try {
      notify(await api.sendWecomInvite(contact.externalUserId, invitation), { type: 'success' });
      onClose();
    } catch (err) {
      notify(errorText(err), { type: 'error' });
    } finally {
      setSending(null);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{hallTexts.inviteWecomTitle}</DialogTitle>
      <DialogContent>
        {failed && <Alert severity="error">{failed}</Alert>}
        {!failed && !contacts && <CircularProgress />}
        {contacts && contacts.length === 0 && <Alert severity="info">{hallTexts.inviteWecomEmpty}</Alert>}
        {contacts && contacts.length > 0 && (
          <List dense aria-label={hallTexts.inviteWecomTitle}>
            {contacts.map((contact) => (
              <ListItem
                key={contact.externalUserId}
                divider
                secondaryAction={
                  <Button size="small" disabled={sending !== null} onClick={() => void send(contact)}>
                    {hallTexts.inviteWecomSend}
                  </Button>
                }
              >
                <ListItemText primary={contact.name} />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{hallTexts.closePanel}</Button>
      </DialogActions>
    </Dialog>
  );
}
