import { Stack, Typography } from '@mui/material';
import { DUPLICATE_TAB_CLOSE_SECONDS, ENDED_CLOSE_MS } from '../../../../domain/fiveGRoom';
import { roomTexts } from '../roomTexts';
import { useCountdown, useLeaveAfter } from './leaveRoom';

function Notice({ title, detail }: { title: string; detail?: string }) {
  return (
    <Stack
      alignItems="center"
      justifyContent="center"
      spacing={1}
      sx={{ height: '100vh', bgcolor: 'grey.100' }}
      role="alert"
    >
      <Typography variant="h6">{title}</Typography>
      {detail && <Typography color="text.secondary">{detail}</Typography>}
    </Stack>
  );
}

/** Another tab of this browser has a 5G room open: say so, then close in 5 s (spec 2 §4.4). */
export function DuplicateTab() {
  const left = useCountdown(DUPLICATE_TAB_CLOSE_SECONDS);
  useLeaveAfter(DUPLICATE_TAB_CLOSE_SECONDS * 1000);
  return <Notice title={roomTexts.duplicateTab} detail={roomTexts.duplicateTabClosing(left)} />;
}

/** The session has ended: '会话已结束', and the page closes after 1 s (spec 2 §8). */
export function RoomEnded() {
  useLeaveAfter(ENDED_CLOSE_MS);
  return <Notice title={roomTexts.ended} />;
}

/** No 5G session of this agent has that id. */
export function NoRoom() {
  return <Notice title={roomTexts.noRoom} />;
}
