import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useElapsed } from '../../hall';
import { roomTexts } from './roomTexts';

/** The room's header (spec 2 §2.3): the session number (flowId) and the talk time since the call connected. */
export function RoomHeader({
  flowId,
  connectedAt,
  children,
}: {
  flowId: string;
  connectedAt: string | null;
  children?: ReactNode;
}) {
  const elapsed = useElapsed(connectedAt ?? undefined);
  return (
    <Stack
      component="header"
      direction="row"
      spacing={3}
      alignItems="center"
      sx={{ px: 2, py: 1, bgcolor: 'grey.900', color: 'common.white', flexShrink: 0 }}
    >
      <Typography data-testid="flow-id">
        {roomTexts.flowId}：{flowId}
      </Typography>
      <Typography data-testid="talk-time">
        {roomTexts.talkTime}：{connectedAt ? elapsed : '00:00'}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flex: 1, justifyContent: 'flex-end' }}>
        {children}
      </Stack>
    </Stack>
  );
}
