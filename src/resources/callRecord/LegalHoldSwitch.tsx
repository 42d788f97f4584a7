import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { ApiError, NETWORK_ERROR_TEXT } from '../../dataProvider/httpClient';
import { callRecordApi } from './callRecordApi';
import { personalDataTexts as texts } from '../../schemas/personalData';

/**
 * 法律保留 of a record, for the tenant's admins: a held room keeps its recordings past the tenant's retention
 * (a dispute, an inquiry) until the hold is lifted.
 */
export function LegalHoldSwitch({ serviceId, held }: { serviceId: string; held: boolean }) {
  const notify = useNotify();
  // The list or detail the record came from reads it again, so reopening it shows the hold as it is.
  const refresh = useRefresh();
  const [on, setOn] = useState(held);
  // What the server holds, as it last answered: the words below say that, not the switch's position.
  const [stored, setStored] = useState(held);
  const [busy, setBusy] = useState(false);
  // The switch moves at once; a refusal puts it back.
  const change = async (hold: boolean) => {
    setOn(hold);
    setBusy(true);
    try {
      const answer = await callRecordApi.legalHold(serviceId, hold);
      setOn(answer.legalHold);
      setStored(answer.legalHold);
      notify(answer.legalHold ? texts.legalHoldOn : texts.legalHoldOff, { type: 'success' });
      refresh();
    } catch (err) {
      setOn(stored);
      notify(err instanceof ApiError ? err.message : NETWORK_ERROR_TEXT, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={0.5}>
      <FormControlLabel
        label={texts.legalHold}
        control={<Switch checked={on} disabled={busy} onChange={(event) => void change(event.target.checked)} />}
      />
      <Typography variant="body2" color="text.secondary" data-testid="legal-hold-state">
        {stored ? texts.legalHoldOn : texts.legalHoldHint}
      </Typography>
    </Stack>
  );
}
