import { Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useElapsed } from './useElapsed';
import { useHall } from './HallContext';
import { hallTexts } from './hallTexts';

/** The hall's header (spec 2 §2.2): the invite number and the elapsed time (hidden in the same-screen view). */
export function HallHeader({ showElapsed = true, children }: { showElapsed?: boolean; children?: ReactNode }) {
  const { room, variant } = useHall();
  const elapsed = useElapsed(room.startedAt);
  return (
    <Stack
      component="header"
      direction="row"
      spacing={3}
      alignItems="center"
      sx={{ px: 2, py: 1, bgcolor: 'grey.900', color: 'common.white', flexShrink: 0 }}
    >
      <Typography data-testid="invite-number">
        {hallTexts.inviteNumber(variant)}：{room.inviteNumber}
      </Typography>
      {showElapsed && (
        <Typography data-testid="elapsed">
          {hallTexts.elapsed}：{elapsed}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ flex: 1, justifyContent: 'flex-end' }}>
        {children}
      </Stack>
    </Stack>
  );
}

export function HeaderButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button size="small" variant="outlined" color="inherit" onClick={onClick}>
      {children}
    </Button>
  );
}
