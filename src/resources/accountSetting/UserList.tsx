import { Stack, Switch } from '@mui/material';
import { useNotify, useRefresh, type RaRecord } from 'react-admin';
import { storedAgent } from '../../session/session';
import { apiPaths } from '../../schemas/api';
import { agentCreateSchema, agentPaths } from '../../schemas/agent';
import { userApi } from './userApi';
import { RowActions, type RowAction } from '../../schema-ui/RowActions';
import { SchemaList } from '../../schema-ui/SchemaList';
import type { RefSource } from '../../schema-ui/RefWidget';
import { USER_TEXTS } from './texts';
import { BindWecomButton } from './BindWecomButton';
import { pageLink } from '../../domain/pages';

/** Buttons of one user's row (spec 1 §2.5): edit, and for others delete and kick out; unbind and unlock where they apply. */
function userActions(record: RaRecord): RowAction[] {
  const agentId = String(record.id);
  const self = storedAgent()?._id === agentId;
  return [
    { label: USER_TEXTS.edit, to: pageLink('userEdit', { id: agentId }) },
    ...(self
      ? []
      : [
          {
            label: USER_TEXTS.delete,
            question: USER_TEXTS.confirmDelete,
            request: { method: 'DELETE', path: agentPaths.base, query: { agentId } },
            done: USER_TEXTS.deleted,
            danger: true,
          },
          {
            label: USER_TEXTS.kick,
            question: USER_TEXTS.confirmKick,
            request: { method: 'POST', path: agentPaths.kick, body: { agentId, siteCode: 'PC' } },
            done: USER_TEXTS.kicked,
          },
        ]),
    ...(record.wxBound
      ? [
          {
            label: USER_TEXTS.unbind,
            question: USER_TEXTS.confirmUnbind,
            request: { method: 'POST', path: agentPaths.unbindWx, body: { agentId } },
            done: USER_TEXTS.unbound,
          },
        ]
      : []),
    ...(record.locked
      ? [
          {
            label: USER_TEXTS.unlock,
            question: USER_TEXTS.confirmUnlock,
            request: { method: 'POST', path: apiPaths.unlock, body: { agentId } },
            done: USER_TEXTS.unlocked,
          },
        ]
      : []),
  ];
}

/** The video permission, switched on and off from the list. */
function VideoSwitch({ record }: { record: RaRecord }) {
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <Switch
      checked={Boolean(record.enableVideo)}
      slotProps={{ input: { 'aria-label': `${String(record.loginName)} ${USER_TEXTS.videoRight}` } }}
      onChange={async (_, checked) => {
        try {
          await userApi.setVideoRight(String(record.id), checked);
          notify(checked ? USER_TEXTS.videoOn : USER_TEXTS.videoOff, { type: 'success' });
          refresh();
        } catch {
          // shown by the client
        }
      }}
    />
  );
}

const tenantFilter: RefSource = {
  resource: 'tenant',
  perPage: 500,
  option: (r) => ({ value: String(r._id), label: String(r.name) }),
};
const orgFilter: RefSource = {
  resource: 'organizations',
  perPage: 200,
  option: (r) => ({ value: String(r._id), label: String(r.orgName) }),
};

export function UserList() {
  const level = storedAgent()?.agentRole.level ?? '1';
  const hideFilters = [...(level === '4' ? [] : ['tenant']), ...(level === '3' || level === '4' ? [] : ['orgAccount'])];
  return (
    <SchemaList
      title={USER_TEXTS.title}
      schema={agentCreateSchema}
      refFilters={{ tenant: tenantFilter, orgAccount: orgFilter }}
      hideFilters={hideFilters}
      columns={{ enableVideo: (record) => <VideoSwitch record={record} /> }}
      rowActions={(record) => (
        <Stack direction="row" spacing={0.5}>
          <RowActions actions={userActions(record)} />
          {!record.wxBound && record.tenant && (
            <BindWecomButton agentId={String(record.id)} loginName={String(record.loginName)} />
          )}
        </Stack>
      )}
      exportPath={agentPaths.export}
      exportName={USER_TEXTS.exportName}
      canCreate={level !== '1'}
    />
  );
}
