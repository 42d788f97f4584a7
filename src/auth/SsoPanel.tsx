import { Button, Collapse, Link, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { SSO_KINDS, type SsoKind } from '../schemas/sso';
import { ssoOffered, startSso } from './api';
import { useLoginShell } from './loginShell';

/** The tenant a link to the login page names (?tenant=code): its sign-on options open at once. */
const linkedTenant = () => new URLSearchParams(window.location.search).get('tenant')?.trim() ?? '';

/**
 * Company single sign-on on the login page (spec 1 §7.1 huawei/login, auth/zgyeLogin, auth/wxCorpLogin): a person
 * names their company's code, picks one of the sign-ons it offers, and signs in at its identity provider.
 */
export function SsoPanel() {
  const { translate, notify, drawnAhead } = useLoginShell();
  // A page drawn ahead has no address: the server sends it only to an address naming no tenant.
  const [linked] = useState(() => (drawnAhead ? '' : linkedTenant()));
  const [open, setOpen] = useState(linked !== '');
  const [tenant, setTenant] = useState(linked);
  const [error, setError] = useState<string | undefined>();
  const [kinds, setKinds] = useState<SsoKind[] | null>(null);
  const [pending, setPending] = useState(false);

  const find = async (code: string) => {
    if (!code) return setError(translate('app.login.ssoTenantRequired'));
    setError(undefined);
    setPending(true);
    try {
      setKinds((await ssoOffered(code)).filter((kind) => SSO_KINDS.includes(kind)));
    } catch (err) {
      notify(err instanceof Error ? err.message : String(err), 'error');
    } finally {
      setPending(false);
    }
  };

  useEffect(() => {
    if (linked) void find(linked);
    // Once, for the tenant the address named.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const go = async (kind: SsoKind) => {
    setPending(true);
    try {
      window.location.assign(await startSso(tenant.trim(), kind));
    } catch (err) {
      notify(err instanceof Error ? err.message : String(err), 'error');
      setPending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void find(tenant.trim());
  };

  return (
    <Stack spacing={1} sx={{ mt: 2 }} alignItems="center">
      {/* Drawn ahead it cannot open yet: it waits for the code, as the sign-in button does, so no press is lost. */}
      <Link
        component="button"
        type="button"
        variant="body2"
        disabled={drawnAhead !== undefined}
        onClick={() => setOpen(!open)}
      >
        {translate('app.login.sso')}
      </Link>
      <Collapse in={open} sx={{ width: '100%' }}>
        <form onSubmit={submit} noValidate>
          <Stack direction="row" spacing={1} alignItems="flex-start">
            <TextField
              size="small"
              name="tenant"
              label={translate('app.login.ssoTenant')}
              value={tenant}
              onChange={(e) => {
                setTenant(e.target.value);
                setKinds(null);
              }}
              error={error !== undefined}
              helperText={error}
              sx={{ flex: 1 }}
            />
            <Button type="submit" variant="outlined" disabled={pending}>
              {translate('app.login.ssoFind')}
            </Button>
          </Stack>
        </form>
        {kinds !== null && (
          <Stack spacing={1} sx={{ mt: 1 }}>
            {kinds.length === 0 ? (
              <Typography variant="body2" color="text.secondary" role="status">
                {translate('app.login.ssoNone')}
              </Typography>
            ) : (
              kinds.map((kind) => (
                <Button key={kind} variant="outlined" disabled={pending} onClick={() => void go(kind)}>
                  {translate(`app.login.ssoKinds.${kind}`)}
                </Button>
              ))
            )}
          </Stack>
        )}
      </Collapse>
    </Stack>
  );
}
