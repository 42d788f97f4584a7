import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Stack,
} from '@mui/material';
import { useState } from 'react';
import { useGetList, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { encryptForServer } from '../../auth/api';
import { passwordMessage } from '../../domain/password';
import { billAccountApi } from './billAccountApi';
import { billAccountPaths, billAccountSchema } from '../../schemas/billAccount';
import { RowActions } from '../../schema-ui/RowActions';
import type { FormValues } from '../../schema-ui/SchemaForm';
import { SchemaFormPage } from '../../schema-ui/SchemaFormPage';
import { SchemaList } from '../../schema-ui/SchemaList';
import { BILL_PAGES_TEXTS } from './texts';

const BILL_RESOURCE = 'billAccount';

const idsOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map((t) => String(typeof t === 'object' && t !== null ? (t as { _id: unknown })._id : t))
    : [];
const tenantNames = (value: unknown) =>
  Array.isArray(value) ? value.map((t) => String((t as { name?: unknown }).name ?? t)).join('、') : '';

/** The tenant-assignment dialog (spec 1 §2.5): the tenants whose minutes this account bills. */
function AssignDialog({ record, onClose }: { record: RaRecord; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { data: tenants = [] } = useGetList('tenant', { pagination: { page: 1, perPage: 500 }, filter: {} });
  const [chosen, setChosen] = useState<string[]>(idsOf(record.tenantList));
  const save = async () => {
    try {
      await billAccountApi.setTenants(String(record.id), chosen);
      notify(BILL_PAGES_TEXTS.saved, { type: 'success' });
      refresh();
      onClose();
    } catch {
      // shown by the client
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{`${BILL_PAGES_TEXTS.assign} - ${String(record.loginName)}`}</DialogTitle>
      <DialogContent>
        <FormGroup>
          {tenants.map((tenant) => (
            <FormControlLabel
              key={tenant.id}
              label={String(tenant.name)}
              control={
                <Checkbox
                  checked={chosen.includes(String(tenant.id))}
                  onChange={(_, on) =>
                    setChosen(on ? [...chosen, String(tenant.id)] : chosen.filter((id) => id !== String(tenant.id)))
                  }
                />
              }
            />
          ))}
        </FormGroup>
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

function BillRow({ record }: { record: RaRecord }) {
  const [assigning, setAssigning] = useState(false);
  const id = String(record.id);
  return (
    <Stack direction="row">
      <Button size="small" onClick={() => setAssigning(true)}>
        {BILL_PAGES_TEXTS.assign}
      </Button>
      <RowActions
        actions={[
          ...(record.locked
            ? [
                {
                  label: BILL_PAGES_TEXTS.unlock,
                  question: BILL_PAGES_TEXTS.confirmUnlock,
                  request: { method: 'POST', path: billAccountPaths.unlock, body: { id } },
                  done: BILL_PAGES_TEXTS.unlocked,
                },
              ]
            : []),
          {
            label: BILL_PAGES_TEXTS.kick,
            question: BILL_PAGES_TEXTS.confirmKick,
            request: { method: 'POST', path: billAccountPaths.kickOut, body: { id } },
            done: BILL_PAGES_TEXTS.kicked,
          },
          {
            label: BILL_PAGES_TEXTS.remove,
            question: BILL_PAGES_TEXTS.confirmDelete,
            request: { method: 'POST', path: billAccountPaths.remove, body: { id } },
            done: BILL_PAGES_TEXTS.deleted,
            danger: true,
          },
        ]}
      />
      {assigning && <AssignDialog record={record} onClose={() => setAssigning(false)} />}
    </Stack>
  );
}

/** Billing accounts (spec 1 §3): a login with the tenants it bills; the platform admin's. */
export function BillList() {
  return (
    <SchemaList
      title={BILL_PAGES_TEXTS.title}
      schema={billAccountSchema}
      columns={{ tenantList: (record) => tenantNames(record.tenantList) }}
      rowActions={(record) => <BillRow record={record} />}
      exportPath={billAccountPaths.export}
      exportName={BILL_PAGES_TEXTS.exportName}
    />
  );
}

export function BillCreate() {
  return (
    <SchemaFormPage
      resource={BILL_RESOURCE}
      schema={billAccountSchema}
      mode="create"
      title={BILL_PAGES_TEXTS.createTitle}
      done={{ create: BILL_PAGES_TEXTS.created, edit: BILL_PAGES_TEXTS.saved }}
      check={(values): Record<string, string> => {
        const problem =
          typeof values.password === 'string' && values.password !== ''
            ? passwordMessage(values.password, String(values.loginName ?? ''))
            : null;
        return problem ? { password: problem } : {};
      }}
      prepare={async (values: FormValues) => ({
        ...values,
        password: await encryptForServer(String(values.password ?? '')),
        encrypted: true,
        tenantList: [],
      })}
    />
  );
}
