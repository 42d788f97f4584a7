import { Button, Stack, Typography } from '@mui/material';
import { personalDataTexts as texts } from '../../../schemas/personalData';
import { useHandsetConsent } from './useHandsetConsent';

/**
 * The tenant's recording notice (录音录像告知) on the customer's handset once a 5G call is connected: the
 * session records nothing until the customer agrees here.
 */
export function HandsetConsent({ callKey }: { callKey: string | null }) {
  const { consent, error, agree } = useHandsetConsent(callKey);
  if (!consent) return null;
  if (consent.at)
    return (
      <Typography variant="body2" color="success.light" data-testid="handset-consent-given">
        {texts.consentAgreedCall}
      </Typography>
    );
  return (
    <Stack
      spacing={1}
      sx={{ p: 1, bgcolor: 'grey.800', borderRadius: 1 }}
      role="region"
      aria-label={texts.consentTitle}
    >
      <Typography variant="subtitle1" component="h2">
        {texts.consentTitle}
      </Typography>
      <Typography variant="body2">{consent.text}</Typography>
      {error && <Typography color="error.light">{error}</Typography>}
      <Button fullWidth variant="contained" color="success" onClick={agree}>
        {texts.consentAgreeCall}
      </Button>
    </Stack>
  );
}
