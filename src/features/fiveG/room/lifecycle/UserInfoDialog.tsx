import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
} from '@mui/material';
import { roomTexts } from '../roomTexts';

export interface UserInfoDialogProps {
  open: boolean;
  userName: string;
  userPhone: string;
  talkTime: string;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** The user-message modal shown on ending the session (spec 2 §2.3): whom the session served, then the end. */
export function UserInfoDialog({
  open,
  userName,
  userPhone,
  talkTime,
  busy,
  onConfirm,
  onCancel,
}: UserInfoDialogProps) {
  const rows: [string, string][] = [
    [roomTexts.userName, userName || '-'],
    [roomTexts.userPhone, userPhone || '-'],
    [roomTexts.talkTime, talkTime],
  ];
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} maxWidth="xs" fullWidth>
      <DialogTitle>{roomTexts.userInfo}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" sx={{ width: 110, color: 'text.secondary' }}>
                  {label}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {roomTexts.cancel}
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={busy}>
          {roomTexts.endSession}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
