import {
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Title, useGetOne, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { tenantApi } from './tenantApi';
import { tenantPaths, tenantSchema } from '../../schemas/tenant';
import { RowActions, type RowAction } from '../../schema-ui/RowActions';
import { SchemaFormPage } from '../../schema-ui/SchemaFormPage';
import { SchemaList } from '../../schema-ui/SchemaList';
import { BASIC_SET_FIELDS, TENANT_RESOURCE, TENANT_TEXTS, type BasicSetKey } from './texts';
import { pageLink, type PageParams } from '../../domain/pages';

const basicSetOf = (record: RaRecord): Partial<Record<BasicSetKey, string>> =>
  (record.basicSet as Partial<Record<BasicSetKey, string>> | undefined) ?? {};

/** The charge route carries the tenant's name, system and basic settings (spec 1 §2.2). */
function chargePath(record: RaRecord): string {
  const basic = basicSetOf(record);
  const part = (value: unknown) => (value === undefined || value === null || value === '' ? '-' : String(value));
  return pageLink('charge', {
    id: part(record.id),
    name: part(record.name),
    sys: part(record.useSystem),
    ...Object.fromEntries(BASIC_SET_FIELDS.map((f) => [f.key, part(basic[f.key])])),
  } as PageParams<'charge'>);
}

function BasicSetDialog({ record, onClose }: { record: RaRecord; onClose: () => void }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [values, setValues] = useState(basicSetOf(record));
  const save = async () => {
    try {
      await tenantApi.saveBillSetting(String(record.id), values);
      notify(TENANT_TEXTS.saved, { type: 'success' });
      refresh();
      onClose();
    } catch {
      // shown by the client
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{`${TENANT_TEXTS.basicSet} - ${String(record.name)}`}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {BASIC_SET_FIELDS.map((field) => (
            <TextField
              key={field.key}
              label={field.label}
              size="small"
              value={values[field.key] ?? ''}
              onChange={(event) => setValues({ ...values, [field.key]: event.target.value })}
              slotProps={{ htmlInput: { maxLength: 20 } }}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.common.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()}>
          {translate('app.common.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function TenantRow({ record }: { record: RaRecord }) {
  const [basic, setBasic] = useState(false);
  const id = String(record.id);
  const enabled = Boolean(record.status);
  const actions: RowAction[] = [
    { label: TENANT_TEXTS.edit, to: `/${TENANT_RESOURCE}/${id}` },
    {
      label: enabled ? TENANT_TEXTS.disable : TENANT_TEXTS.enable,
      question: enabled ? TENANT_TEXTS.confirmDisable : TENANT_TEXTS.confirmEnable,
      request: { method: 'PUT', path: tenantPaths.base, body: { id, status: !enabled } },
      done: enabled ? TENANT_TEXTS.disabled : TENANT_TEXTS.enabled,
    },
    { label: TENANT_TEXTS.recharge, to: chargePath(record) },
  ];
  return (
    <Stack direction="row">
      <RowActions actions={actions} />
      <Button size="small" onClick={() => setBasic(true)}>
        {TENANT_TEXTS.basicSet}
      </Button>
      {basic && <BasicSetDialog record={record} onClose={() => setBasic(false)} />}
    </Stack>
  );
}

export function TenantList() {
  return (
    <SchemaList
      title={TENANT_TEXTS.title}
      schema={tenantSchema}
      defaultFilter={{ useSystem: 'zhzy' }}
      rowActions={(record) => <TenantRow record={record} />}
      exportPath={tenantPaths.export}
      exportName={TENANT_TEXTS.exportName}
      columns={{
        storageQuotaGb: (record) =>
          typeof record.storageQuotaGb === 'number' ? record.storageQuotaGb : TENANT_TEXTS.defaultQuota,
      }}
    />
  );
}

function TenantForm({ mode }: { mode: 'create' | 'edit' }) {
  return (
    <SchemaFormPage
      resource={TENANT_RESOURCE}
      schema={tenantSchema}
      mode={mode}
      title={mode === 'create' ? TENANT_TEXTS.createTitle : TENANT_TEXTS.editTitle}
      done={{ create: TENANT_TEXTS.created, edit: TENANT_TEXTS.edited }}
      defaults={{ useSystem: 'zhzy', status: true, useSop: false, fiveGSop: false }}
      // The basic settings have their own dialog; the quota changes only by recharging.
      shapeOf={() => ({ omit: ['basicSet'] })}
      // A cleared storage quota leaves the form's values; sent as null it returns the tenant to the default.
      prepare={async (values) => ({ ...values, storageQuotaGb: values.storageQuotaGb ?? null })}
    />
  );
}

export const TenantCreate = () => <TenantForm mode="create" />;
export const TenantEdit = () => <TenantForm mode="edit" />;

/** Minutes to add: a whole number from 1 to 10,000,000. */
function rechargeProblem(text: string): string | null {
  return /^\d{1,8}$/.test(text) && Number(text) >= 1 && Number(text) <= 10_000_000 ? null : TENANT_TEXTS.minutesRule;
}

/** /tenantSetting/chargeSetting/…: the tenant's minutes, a recharge, and its basic settings as the route carries them. */
export function ChargeSetting() {
  const params = useParams();
  const notify = useNotify();
  const id = params.id ?? '';
  const { data, refetch } = useGetOne(TENANT_RESOURCE, { id });
  const [minutes, setMinutes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const recharge = async () => {
    const found = rechargeProblem(minutes.trim());
    setProblem(found);
    if (found) return;
    try {
      await tenantApi.recharge(id, Number(minutes.trim()));
      notify(TENANT_TEXTS.recharged, { type: 'success' });
      setMinutes('');
      await refetch();
    } catch {
      // shown by the client
    }
  };
  const shown = (value: string | undefined) => (value === undefined || value === '-' ? '-' : decodeURIComponent(value));
  const total = Number(data?.totalTimeLimit ?? 0);
  const remaining = Number(data?.remainingTimeLimit ?? 0);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={TENANT_TEXTS.chargeTitle} />
      <CardContent>
        <Stack spacing={2} sx={{ maxWidth: 520 }}>
          <Typography variant="h6">{shown(params.name)}</Typography>
          <Typography data-testid="tenant-minutes">
            {`${TENANT_TEXTS.total}: ${total.toLocaleString('zh-CN')} ${TENANT_TEXTS.minutesUnit}　${TENANT_TEXTS.remaining}: ${remaining.toLocaleString('zh-CN')} ${TENANT_TEXTS.minutesUnit}　${TENANT_TEXTS.used}: ${(total - remaining).toLocaleString('zh-CN')} ${TENANT_TEXTS.minutesUnit}`}
          </Typography>
          {BASIC_SET_FIELDS.map((field) => (
            <Typography
              key={field.key}
              variant="body2"
              color="text.secondary"
            >{`${field.label}: ${shown(params[field.key])}`}</Typography>
          ))}
          <Stack direction="row" spacing={2} alignItems="flex-start">
            <TextField
              label={TENANT_TEXTS.minutes}
              size="small"
              value={minutes}
              error={problem !== null}
              helperText={problem ?? ' '}
              onChange={(event) => setMinutes(event.target.value)}
            />
            <Button variant="contained" onClick={() => void recharge()}>
              {TENANT_TEXTS.recharge}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
