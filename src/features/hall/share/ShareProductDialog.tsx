import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { ShareController } from '../../../domain/shareSync';
import { useHall } from '../HallContext';
import { shareTexts } from './shareTexts';

export interface ShareProductDialogProps {
  open: boolean;
  onShare(control: ShareController): void;
  onClose(): void;
}

/**
 * Share product (spec 2 §2.2, §5): who sees it (the room's customer, to be ticked) and who controls it
 * (the customer unless the agent says otherwise).
 */
export function ShareProductDialog({ open, onShare, onClose }: ShareProductDialogProps) {
  const { room, media } = useHall();
  const attendees = room.userName !== '' || media.remote !== null ? [room.userName || shareTexts.customer] : [];
  const [chosen, setChosen] = useState<string[]>([]);
  const [control, setControl] = useState<ShareController>('client');
  const [error, setError] = useState('');

  const close = () => {
    setChosen([]);
    setError('');
    onClose();
  };
  const submit = () => {
    if (chosen.length === 0) {
      setError(shareTexts.sharerRequired);
      return;
    }
    setChosen([]);
    setError('');
    onShare(control);
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
      <DialogTitle>{shareTexts.productTitle}</DialogTitle>
      <DialogContent>
        <FormControl error={error !== ''} fullWidth sx={{ mb: 2 }}>
          <FormLabel required>{shareTexts.sharer}</FormLabel>
          {attendees.length === 0 && <Typography color="text.secondary">{shareTexts.noAttendees}</Typography>}
          {attendees.map((name) => (
            <FormControlLabel
              key={name}
              label={name}
              control={
                <Checkbox
                  checked={chosen.includes(name)}
                  onChange={(e) => setChosen(e.target.checked ? [...chosen, name] : chosen.filter((n) => n !== name))}
                />
              }
            />
          ))}
          {error && <FormHelperText>{error}</FormHelperText>}
        </FormControl>
        <FormControl fullWidth>
          <FormLabel required>{shareTexts.controller}</FormLabel>
          <RadioGroup row value={control} onChange={(e) => setControl(e.target.value as ShareController)}>
            <FormControlLabel value="client" control={<Radio />} label={shareTexts.controllers.client} />
            <FormControlLabel value="agent" control={<Radio />} label={shareTexts.controllers.agent} />
          </RadioGroup>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{shareTexts.cancel}</Button>
        <Button variant="contained" disabled={attendees.length === 0} onClick={submit}>
          {shareTexts.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
