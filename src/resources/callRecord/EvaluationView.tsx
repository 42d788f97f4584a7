import { Rating, Stack, Typography } from '@mui/material';
import type { Evaluation } from '../../schemas/callRecord';
import { CALL_RECORD_TEXTS } from './texts';

/** The customer's stars and words, or '暂无评价'. */
export function EvaluationView({ evaluation }: { evaluation: Evaluation | null | undefined }) {
  if (!evaluation) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }} data-testid="no-evaluation">
        {CALL_RECORD_TEXTS.noEvaluation}
      </Typography>
    );
  }
  return (
    <Stack spacing={1} sx={{ py: 1 }} data-testid="evaluation">
      <Stack direction="row" spacing={1} alignItems="center">
        <Rating value={evaluation.score} max={5} readOnly getLabelText={CALL_RECORD_TEXTS.score} />
        <Typography>{CALL_RECORD_TEXTS.score(evaluation.score)}</Typography>
      </Stack>
      {evaluation.comment && <Typography>{evaluation.comment}</Typography>}
    </Stack>
  );
}
