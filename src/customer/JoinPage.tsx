import { Button, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { callPaths } from '../schemas/call';
import { CustomerApiError, customerRequest } from './customerApi';
import { roomPath } from './CallPage';
import { CustomerFrame } from './CustomerFrame';
import { sameScreenPath } from './SameScreenPage';
import { customerTexts as texts } from './texts';

/** POST /api/customer/join: the session in progress an invite number names, a room or a same-screen record. */
interface JoinedSession {
  kind: 'room' | 'sameScreen';
  serviceId: string;
  inviteNumber: string;
}

const INVITE_NUMBER = /^\d{6}$/;
const pathOf = (session: JoinedSession) => (session.kind === 'sameScreen' ? sameScreenPath(session) : roomPath(session));

/**
 * /customer/join?invite=: a customer enters a session by the 6-digit number the agent gave. The invite link
 * carries the number, so it joins at once; the number can still be typed when it is wrong or missing.
 */
export function JoinPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [invite, setInvite] = useState(params.get('invite') ?? '');
  const [error, setError] = useState('');
  const ask = (inviteNumber: string) => customerRequest<JoinedSession>('POST', callPaths.customerJoin, { inviteNumber });
  const showRefusal = (err: unknown) => {
    if (err instanceof CustomerApiError) setError(err.message);
  };

  useEffect(() => {
    const linked = params.get('invite') ?? '';
    if (!INVITE_NUMBER.test(linked)) return;
    let current = true;
    ask(linked).then(
      // Replaced, so going back from the session does not join it again.
      (session) => current && navigate(pathOf(session), { replace: true }),
      (err: unknown) => current && showRefusal(err),
    );
    return () => {
      current = false;
    };
    // Once per link: a typed number is joined by the form.
  }, [params]);

  const join = async () => {
    setError('');
    try {
      navigate(pathOf(await ask(invite)));
    } catch (err) {
      showRefusal(err);
    }
  };
  return (
    <CustomerFrame title={texts.joinTitle}>
      <Stack spacing={2} component="form" noValidate onSubmit={(e) => (e.preventDefault(), void join())}>
        <Typography color="text.secondary">{texts.joinIntro}</Typography>
        <TextField
          label={texts.inviteNumber}
          value={invite}
          onChange={(e) => setInvite(e.target.value.replace(/\D/g, '').slice(0, 6))}
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
