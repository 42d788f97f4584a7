import { Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { callPaths, type JoinedSession } from '../../schemas/call';
import { customerSessionPath } from '../../schemas/customerKey';
import { INVITE_NUMBER_LENGTH } from '../../schemas/fields';
import { CustomerApiError, customerRequest } from '../customerApi';
import { CustomerFrame } from '../CustomerFrame';
import { customerTexts as texts } from './texts';

/**
 * /customer/join: a customer types the 12-digit number the agent gave and enters its session as a guest.
 * Links carry the session's key and open the session's page directly; an older link's ?invite= only
 * fills the field in.
 */
export function JoinPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [invite, setInvite] = useState((params.get('invite') ?? '').replace(/\D/g, '').slice(0, INVITE_NUMBER_LENGTH));
  const [error, setError] = useState('');

  const join = async () => {
    setError('');
    try {
      navigate(
        customerSessionPath(
          await customerRequest<JoinedSession>('POST', callPaths.customerJoin, { inviteNumber: invite }),
        ),
      );
    } catch (err) {
      if (err instanceof CustomerApiError) setError(err.message);
    }
  };
  return (
    <CustomerFrame title={texts.joinTitle}>
      <Stack spacing={2} component="form" noValidate onSubmit={(e) => (e.preventDefault(), void join())}>
        <Typography color="text.secondary">{texts.joinIntro}</Typography>
        <TextField
          label={texts.inviteNumber}
          value={invite}
          onChange={(e) => setInvite(e.target.value.replace(/\D/g, '').slice(0, INVITE_NUMBER_LENGTH))}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Button type="submit" variant="contained" size="large">
          {texts.join}
        </Button>
      </Stack>
    </CustomerFrame>
  );
}
