import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import { CircularProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { FaceCheckPhase } from '../../domain/faceCheck';
import { sopCheckpointKindNames } from '../../schemas/sop';
import { sopPageTexts } from './sopTexts';

const checking = { icon: <CircularProgress size={16} aria-hidden />, text: sopPageTexts.faceChecking };
const shown: Record<Exclude<FaceCheckPhase, 'idle'>, { icon: ReactNode; text: string; color?: string }> = {
  looking: checking,
  storing: checking,
  present: {
    icon: <CheckCircleIcon fontSize="small" color="success" data-testid="face-present-tick" />,
    text: sopCheckpointKindNames.facePresent,
    color: 'success.dark',
  },
  unavailable: { icon: <VideocamOffIcon fontSize="small" color="disabled" />, text: sopPageTexts.faceUnavailable },
};

/** The face check as the agent follows it; nothing while there is no customer video to look at. */
export function FaceCheckStatus({ phase }: { phase: FaceCheckPhase }) {
  if (phase === 'idle') return null;
  const { icon, text, color = 'text.secondary' } = shown[phase];
  return (
    <Stack direction="row" spacing={1} alignItems="center" role="status" data-testid="face-check">
      {icon}
      <Typography variant="body2" color={color}>
        {text}
      </Typography>
    </Stack>
  );
}
