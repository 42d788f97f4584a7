import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { personalDataPaths, personalDataTexts as texts, type ConsentRecord } from '../../schemas/personalData';
import { customerRequest } from '../customerApi';

/**
 * The tenant's recording notice while the customer waits in the queue (PIPL): agreeing here lets the room
 * open, and its recording start, as soon as an agent answers. A customer who has not agreed by then is
 * asked in the room.
 */
export function WaitingConsent({ callId, onConsent }: { callId: string; onConsent: (given: boolean) => void }) {
  const [consent, setConsent] = useState<ConsentRecord | null>(null);
  useEffect(() => {
    onConsent(consent?.at != null);
  }, [consent, onConsent]);
  const [declined, setDeclined] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    let live = true;
    void customerRequest<ConsentRecord>('GET', `${personalDataPaths.callConsent}?callId=${encodeURIComponent(callId)}`)
      .then((found) => live && setConsent(found))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [callId]);

  if (!consent) return null;
  if (consent.at) return <Typography color="success.main">{texts.consentGiven}</Typography>;
  const agree = async () => {
    setError('');
    try {
      setConsent(await customerRequest<ConsentRecord>('POST', personalDataPaths.callConsent, { callId }));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5} role="region" aria-label={texts.consentTitle}>
        <Typography variant="subtitle1" component="h2">
          {texts.consentTitle}
        </Typography>
        <Typography>{consent.text}</Typography>
        {declined && <Alert severity="warning">{texts.consentDeclined}</Alert>}
        {error && <Alert severity="error">{error}</Alert>}
        <Button variant="contained" onClick={() => void agree()}>
          {texts.consentAgree}
        </Button>
        <Button variant="outlined" onClick={() => setDeclined(true)}>
          {texts.consentDecline}
        </Button>
      </Stack>
    </Paper>
  );
}
