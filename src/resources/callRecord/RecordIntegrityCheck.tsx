import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { chinaDateTime } from '../../domain/chinaTime';
import { recordIntegrityTexts } from '../../domain/recordIntegrity';
import { useRecordIntegrity } from './useRecordIntegrity';

/**
 * 完整性校验 of a record: whether its recordings, the documents it showed and its trail are as stored, or the
 * first changed entry and the changed files, in the server's words.
 */
export function RecordIntegrityCheck({ serviceId }: { serviceId: string }) {
  const { state, verify } = useRecordIntegrity(serviceId);
  const checking = state.phase === 'checking';
  return (
    <Box>
      <Button
        variant="outlined"
        onClick={verify}
        disabled={checking}
        startIcon={checking ? <CircularProgress size={16} /> : undefined}
      >
        {checking ? recordIntegrityTexts.checking : recordIntegrityTexts.button}
      </Button>
      {state.phase === 'failed' && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {state.message || recordIntegrityTexts.failed}
        </Alert>
      )}
      {state.phase === 'done' && (
        <Alert severity={state.report.intact ? 'success' : 'error'} sx={{ mt: 2 }} data-testid="integrity-result">
          <Typography>{state.report.message}</Typography>
          <Typography variant="body2" color="text.secondary">
            {recordIntegrityTexts.counts(state.report.entries, state.report.files)} · {recordIntegrityTexts.checkedAt}{' '}
            {chinaDateTime(state.report.checkedAt)}
          </Typography>
        </Alert>
      )}
    </Box>
  );
}
