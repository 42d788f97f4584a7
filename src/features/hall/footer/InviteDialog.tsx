import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { ApiError } from '../../../dataProvider/httpClient';
import type { RoomInvitation } from '../../../schemas/roomInvite';
import { useQrDataUrl } from '../../../resources/sameScreen/ShortLinkDialog';
import { SmsDialog } from '../../../resources/sameScreen/SmsDialog';
import { useAgentHallApi } from '../HallContext';
import { hallTexts } from '../hallTexts';
import { FooterItem } from './FooterItem';
import { WecomInviteDialog } from './WecomInviteDialog';

const QR_SIZE = 200;

/**
 * The footer's invite (spec 2 §2.2): the invitation text to copy ('复制成功'), the QR code of its short
 * link, an SMS to the customer's phones, and a WeCom message to one of the agent's WeCom contacts.
 */
export function InviteItem() {
  const api = useAgentHallApi();
  const notify = useNotify();
  const [invitation, setInvitation] = useState<RoomInvitation | null>(null);
  const [smsOpen, setSmsOpen] = useState(false);
  const [wecomOpen, setWecomOpen] = useState(false);
  const qr = useQrDataUrl(invitation?.shortUrl ?? null);

  const refused = (error: unknown) => {
    if (error instanceof ApiError) notify(error.message, { type: 'error' });
  };
  const open = async () => {
    try {
      setInvitation(await api.invitation());
    } catch (error) {
      refused(error);
    }
  };
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notify(hallTexts.copied, { type: 'success' });
    } catch {
      notify(hallTexts.copyFailed, { type: 'error' });
    }
  };
  const sendSms = async (phones: string[]) => {
    try {
      await api.sendInviteSms(phones);
      notify(hallTexts.smsSent, { type: 'success' });
      return true;
    } catch (error) {
      refused(error);
      return false;
    }
  };

  return (
    <>
      <FooterItem
        icon={<PersonAddIcon />}
        label={hallTexts.invite}
        checked={invitation !== null}
        onClick={() => void open()}
      />
      <Dialog open={invitation !== null} onClose={() => setInvitation(null)} fullWidth maxWidth="xs">
        <DialogTitle>{hallTexts.inviteTitle}</DialogTitle>
        {invitation && (
          <DialogContent>
            <TextField
              fullWidth
              multiline
              minRows={3}
              value={invitation.content}
              slotProps={{ htmlInput: { readOnly: true, 'aria-label': hallTexts.inviteText } }}
            />
            <Stack alignItems="center" spacing={1} sx={{ mt: 2 }}>
              <Typography variant="body2" color="text.secondary">
                {hallTexts.inviteQr}
              </Typography>
              <Box sx={{ minHeight: QR_SIZE }}>
                {qr && (
                  <img src={qr} alt={hallTexts.inviteQr} width={QR_SIZE} height={QR_SIZE} data-testid="invite-qr" />
                )}
              </Box>
              <Link
                href={invitation.shortUrl}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="invite-link"
                sx={{ wordBreak: 'break-all' }}
              >
                {invitation.shortUrl}
              </Link>
            </Stack>
          </DialogContent>
        )}
        <DialogActions>
          <Button onClick={() => setWecomOpen(true)}>{hallTexts.inviteWecom}</Button>
          <Button onClick={() => setSmsOpen(true)}>{hallTexts.inviteSms}</Button>
          <Button variant="contained" onClick={() => invitation && void copy(invitation.content)}>
            {hallTexts.copy}
          </Button>
        </DialogActions>
      </Dialog>
      <SmsDialog open={smsOpen} onClose={() => setSmsOpen(false)} onSend={sendSms} />
      {wecomOpen && invitation && <WecomInviteDialog invitation={invitation} onClose={() => setWecomOpen(false)} />}
    </>
  );
}
