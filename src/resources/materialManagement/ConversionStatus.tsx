import { Chip, Stack, Typography } from '@mui/material';
import { conversionStatusTexts, type ConversionStatus as Status } from '../../schemas/documentPages';

export interface ConversionStatusProps {
  status: Status | null;
  /** Why a failed conversion failed; shown under the chip. */
  error: string | null;
  /** Only what needs attention (converting or failed), as in the hall's share list. */
  hideDone?: boolean;
}

const colors = { pending: 'info', done: 'success', failed: 'error' } as const;

/** A document's conversion to page images: 转码中, 已转码, or 转码失败 with its reason. */
export function ConversionStatus({ status, error, hideDone = false }: ConversionStatusProps) {
  if (status === null || (hideDone && status === 'done')) return null;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }} data-testid="conversion-status">
      <Chip size="small" variant="outlined" color={colors[status]} label={conversionStatusTexts[status]} />
      {status === 'failed' && error && (
        <Typography variant="caption" color="error" sx={{ whiteSpace: 'normal' }}>
          {error}
        </Typography>
      )}
    </Stack>
  );
}
