import { Alert, Box, Button, CircularProgress, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { signInWithWecom, startWecomSignIn } from './api';
import { landingPath } from '../domain/landing';
import { pageLink } from '../domain/pages';
import { storeLogin } from '../session/session';
import { wecomLoginTexts as T } from './wecomLoginTexts';

/** WeCom's own browser names itself wxwork: there the OAuth page signs in without a QR code. */
const inWecomBrowser = () => /wxwork/i.test(navigator.userAgent);
const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Back from WeCom with a code: the server exchanges it and signs in as the password login does. */
function Returning({ code, state, onRetry }: { code: string; state: string; onRetry(): void }) {
  const navigate = useNavigate();
  const [failed, setFailed] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    signInWithWecom(code, state)
      .then((result) => {
        storeLogin(result);
        navigate(landingPath(result.agent.agentRole.menus) ?? pageLink('login'), { replace: true });
      })
      .catch((err: unknown) => setFailed(errorText(err)));
  }, [code, state, navigate]);
  if (failed === null)
    return (
      <Stack alignItems="center" spacing={2}>
        <CircularProgress />
        <Typography>{T.signingIn}</Typography>
      </Stack>
    );
  return (
    <Stack spacing={2}>
      <Alert severity="error" role="alert">
        <Typography fontWeight="bold">{T.failed}</Typography>
        {failed}
      </Alert>
      <Button variant="contained" onClick={onRetry}>
        {T.retry}
      </Button>
    </Stack>
  );
}

/** The entry: the tenant's code, then WeCom's QR page (or, inside WeCom, its OAuth page; the simulator's page when it stands in). */
function Entry({ initialTenant, notice }: { initialTenant: string; notice: string | null }) {
  const [tenant, setTenant] = useState(initialTenant);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inWecom = inWecomBrowser();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const url = await startWecomSignIn(tenant.trim(), inWecom);
      window.location.assign(url);
    } catch (err) {
      setError(errorText(err));
      setPending(false);
    }
  };
  return (
    <Stack component="form" spacing={2} onSubmit={(e) => void submit(e)}>
      {notice && <Alert severity="warning">{notice}</Alert>}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        label={T.tenant}
        helperText={T.tenantHelp}
        value={tenant}
        onChange={(e) => setTenant(e.target.value)}
        required
        autoFocus={initialTenant === ''}
      />
      <Button type="submit" variant="contained" size="large" disabled={pending || tenant.trim() === ''}>
        {inWecom ? T.inWecom : T.scan}
      </Button>
    </Stack>
  );
}

/**
 * /user/loginWechat (spec 1 §2.1): WeCom sign-in. `?tenant=` names the company; WeCom (or its simulator)
 * sends the browser back here with `code` and `state`, and the page signs in with them.
 */
export function WecomLoginPage() {
  const [params, setParams] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  // WeCom comes back with the state alone when the person declined.
  const declined = state !== null && !code;
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Paper sx={{ p: 4, width: '100%', maxWidth: 400 }}>
        <Stack spacing={3}>
          <Typography variant="h5" component="h1" textAlign="center">
            {T.title}
          </Typography>
          {code && state ? (
            <Returning code={code} state={state} onRetry={() => setParams({}, { replace: true })} />
          ) : (
            <Entry initialTenant={params.get('tenant') ?? ''} notice={declined ? T.cancelled : null} />
          )}
          <Link href={pageLink('login')} textAlign="center">
            {T.passwordLogin}
          </Link>
        </Stack>
      </Paper>
    </Box>
  );
}
