import { Button, FormControlLabel, MenuItem, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import type { SsoKind, SsoProviderList, SsoProviderView } from '../../schemas/sso';
import { ScopeSelect } from '../../schema-ui/ScopeSelect';
import { readSsoProviders, saveSsoProvider } from './ssoApi';
import { SSO_SETTING_TEXTS as T } from './texts';

interface Draft extends SsoProviderView {
  useLocal: boolean;
  secret: string;
}

const draftOf = (view: SsoProviderView, localIssuer: string | null): Draft => ({
  ...view,
  useLocal: localIssuer !== null && view.issuer === null,
  issuer: view.issuer ?? '',
  secret: '',
});

/** One kind's setting: where its provider is, the client it knows us by, and how its accounts become ours. */
function ProviderForm({
  draft,
  redirectUri,
  localIssuer,
  tenant,
  onSaved,
}: {
  draft: Draft;
  redirectUri: string;
  localIssuer: string | null;
  tenant: string | undefined;
  onSaved: () => void;
}) {
  const notify = useNotify();
  const [value, setValue] = useState(draft);
  const [pending, setPending] = useState(false);
  const set = (patch: Partial<Draft>) => setValue((before) => ({ ...before, ...patch }));
  const name = T.kinds[value.kind];

  const save = async () => {
    setPending(true);
    try {
      await saveSsoProvider({
        kind: value.kind,
        enabled: value.enabled,
        issuer: value.useLocal ? null : (value.issuer ?? ''),
        clientId: value.clientId,
        clientSecret: value.secret,
        matchClaim: value.matchClaim,
        autoCreate: value.autoCreate,
        defaultOrgId: value.defaultOrgId,
        ...(tenant ? { tenant } : {}),
      });
      notify(T.saved, { type: 'success' });
      onSaved();
    } catch (err) {
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={name}>
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <Typography variant="subtitle2">{name}</Typography>
        <FormControlLabel
          control={<Switch checked={value.enabled} onChange={(e) => set({ enabled: e.target.checked })} />}
          label={T.enabled}
        />
      </Stack>
      <Stack spacing={2} sx={{ mt: 1 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            select
            size="small"
            label={T.source}
            value={value.useLocal ? 'local' : 'custom'}
            onChange={(e) => set({ useLocal: e.target.value === 'local' })}
            sx={{ minWidth: 220 }}
          >
            {localIssuer !== null && <MenuItem value="local">{T.local}</MenuItem>}
            <MenuItem value="custom">{T.custom}</MenuItem>
          </TextField>
          <TextField
            size="small"
            label={T.issuer}
            value={value.useLocal ? (localIssuer ?? '') : (value.issuer ?? '')}
            disabled={value.useLocal}
            onChange={(e) => set({ issuer: e.target.value })}
            sx={{ flex: 1 }}
          />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            size="small"
            label={T.clientId}
            value={value.clientId}
            onChange={(e) => set({ clientId: e.target.value })}
            sx={{ flex: 1 }}
          />
          <TextField
            size="small"
            type="password"
            label={T.clientSecret}
            value={value.secret}
            placeholder={value.hasSecret ? T.secretKept : ''}
            onChange={(e) => set({ secret: e.target.value })}
            autoComplete="new-password"
            sx={{ flex: 1 }}
          />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }}>
          <TextField
            size="small"
            label={T.matchClaim}
            helperText={T.matchClaimHint}
            value={value.matchClaim}
            onChange={(e) => set({ matchClaim: e.target.value })}
            sx={{ flex: 1 }}
          />
          <FormControlLabel
            control={<Switch checked={value.autoCreate} onChange={(e) => set({ autoCreate: e.target.checked })} />}
            label={T.autoCreate}
          />
          <ScopeSelect
            kind="orgAccount"
            label={T.defaultOrg}
            value={value.defaultOrgId ?? undefined}
            onChange={(id) => set({ defaultOrgId: id ?? null })}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {T.redirectUri}：{redirectUri}
        </Typography>
        <Stack direction="row">
          <Button variant="contained" disabled={pending} onClick={() => void save()}>
            {T.save}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** The company's single sign-on (spec 1 §7.1), one provider per kind; the secrets stay on the server. */
export function SsoSettings({ tenant }: { tenant: string | undefined }) {
  const [list, setList] = useState<SsoProviderList | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    void readSsoProviders(tenant)
      .then(setList)
      .catch(() => undefined);
  }, [tenant, version]);
  if (!list) return null;
  return (
    <Paper sx={{ p: 2, mb: 2 }} role="group" aria-label={T.title}>
      <Typography variant="subtitle1">{T.title}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {T.hint}
      </Typography>
      <Stack spacing={2}>
        {list.list.map((view) => (
          <ProviderForm
            key={`${view.kind}${version}`}
            draft={draftOf(view, list.localIssuer)}
            redirectUri={list.redirectUris[view.kind as SsoKind]}
            localIssuer={list.localIssuer}
            tenant={tenant}
            onSaved={() => setVersion((v) => v + 1)}
          />
        ))}
      </Stack>
    </Paper>
  );
}
