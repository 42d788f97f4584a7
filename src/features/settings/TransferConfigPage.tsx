import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { settingsApi } from './settingsApi';
import { levelAtLeast } from '../../domain/scope';
import { storedAgent } from '../../session/session';
import { mediaDeliverConfigTexts } from '../../schemas/mediaDeliverConfig';
import {
  TRANSFER_DEFAULTS,
  TRANSFER_ROUTINGS,
  transferConfigTexts as T,
  type TransferConfig,
} from '../../schemas/transferConfig';
import { ScopeSelect } from '../../schema-ui/ScopeSelect';
import { SETTING_TEXTS } from './texts';

type Form = Omit<TransferConfig, 'tenantId' | 'updatedAt'>;

function TransferForm({ tenant, editable }: { tenant: string | undefined; editable: boolean }) {
  const notify = useNotify();
  const [form, setForm] = useState<Form>({ ...TRANSFER_DEFAULTS });
  const [savedBefore, setSavedBefore] = useState(false);
  const [groups, setGroups] = useState<{ _id: string; name: string }[]>([]);
  useEffect(() => {
    void settingsApi
      .transferConfig(tenant)
      .then(({ tenantId: _t, updatedAt, ...found }) => (setForm(found), setSavedBefore(updatedAt !== null)))
      .catch(() => undefined);
    void settingsApi
      .transferGroups(tenant)
      .then(setGroups)
      .catch(() => undefined);
  }, [tenant]);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((before) => ({ ...before, [key]: value }));
  const save = async () => {
    try {
      await settingsApi.saveTransferConfig({ ...(tenant ? { tenant } : {}), ...form });
      notify(savedBefore ? mediaDeliverConfigTexts.updated : mediaDeliverConfigTexts.configured, { type: 'success' });
      setSavedBefore(true);
    } catch (err) {
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
    }
  };
  return (
    <Paper sx={{ p: 2 }}>
      <Stack spacing={2} sx={{ maxWidth: 520 }}>
        <FormControlLabel
          control={
            <Switch checked={form.enabled} onChange={(e) => set('enabled', e.target.checked)} disabled={!editable} />
          }
          label={T.enabled}
        />
        <TextField
          select
          size="small"
          label={T.agentGroup}
          value={form.agentGroupId ?? ''}
          onChange={(e) => set('agentGroupId', e.target.value || null)}
          disabled={!editable}
        >
          <MenuItem value="">-</MenuItem>
          {groups.map((g) => (
            <MenuItem key={g._id} value={g._id}>
              {g.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={T.strategy}
          value={form.strategy}
          onChange={(e) => set('strategy', e.target.value as Form['strategy'])}
          disabled={!editable}
        >
          {TRANSFER_ROUTINGS.map((s) => (
            <MenuItem key={s} value={s}>
              {T.strategies[s]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="number"
          label={T.waitSeconds}
          value={form.waitSeconds}
          onChange={(e) => set('waitSeconds', Number(e.target.value))}
          disabled={!editable}
        />
        <TextField
          size="small"
          label={T.waitText}
          value={form.waitText}
          onChange={(e) => set('waitText', e.target.value)}
          disabled={!editable}
        />
        <TextField
          size="small"
          label={T.busyText}
          value={form.busyText}
          onChange={(e) => set('busyText', e.target.value)}
          disabled={!editable}
        />
        {editable && (
          <Box>
            <Button variant="contained" onClick={() => void save()}>
              {T.save}
            </Button>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}

/** /switchingCallConfig (转人工配置): whether and how the tenant's customers are put through to a person. */
export function TransferConfigPage() {
  const level = storedAgent()?.agentRole.level ?? '1';
  const [tenant, setTenant] = useState<string | undefined>(undefined);
  const editable = levelAtLeast(level, '3');
  return (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      <Stack
        component="form"
        aria-label={T.title}
        onSubmit={(event) => event.preventDefault()}
        direction="row"
        spacing={2}
        alignItems="center"
        sx={{ mb: 2 }}
      >
        <Typography variant="h6">{T.title}</Typography>
        {level === '4' && (
          <ScopeSelect kind="tenant" label={SETTING_TEXTS.tenant} value={tenant} onChange={setTenant} />
        )}
      </Stack>
      {!editable && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {SETTING_TEXTS.readOnly}
        </Alert>
      )}
      {level !== '4' || tenant ? (
        <TransferForm key={tenant ?? ''} tenant={tenant} editable={editable} />
      ) : (
        <Alert severity="info">{SETTING_TEXTS.pickTenant}</Alert>
      )}
    </Box>
  );
}
