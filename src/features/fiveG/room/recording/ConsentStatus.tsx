import { Chip } from '@mui/material';
import { personalDataTexts } from '../../../../schemas/personalData';

/** In the room's header while a connected call waits for the customer's agreement: the call is not recorded yet. */
export function ConsentStatus({ waiting }: { waiting: boolean }) {
  if (!waiting) return null;
  return <Chip size="small" color="warning" label={personalDataTexts.consentMissing} data-testid="consent-status" />;
}
