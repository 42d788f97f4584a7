import { Button, Stack, Switch } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useRefresh, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { storedAgent } from '../../auth/session';
import { apiPaths } from '../../schemas/api';
import { agentCreateSchema } from '../../schemas/agent';
import { request } from '../../dataProvider/httpClient';
import { SchemaList } from '../schema-ui/SchemaList';
import type { RefSource } from '../schema-ui/RefWidget';
import { USER_TEXTS } from './texts';

interface Action {
  label: string;
  question: string;
  run: () => Promise<unknown>;
  done: string;
}

/** Buttons of one user's row; each asks first, then tells what happened. */
function RowActions({ record }: { record: RaRecord }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState<Action | null>(null);
  const self = storedAgent()?._id === record.id;
  const agentId = String(record.id);
  const actions: Action[] = [
    ...(self
      ? []
      : [
          { label: USER_TEXTS.delete, question: USER_TEXTS.confirmDelete, run: () => request('DELETE', apiPaths.agents, { query: { agentId } }), done: USER_TEXTS.deleted },
          { label: USER_TEXTS.kick, question: USER_TEXTS.confirmKick, run: () => request('POST', '/api/agents/kickAgent', { body: { agentId, siteCode: 'PC' } }), done: USER_TEXTS.kicked },
        ]),
    ...(record.wxBound
      ? [{ label: USER_TEXTS.unbind, question: USER_TEXTS.confirmUnbind, run: () => request('POST', '/api/agents/unboundWxUserId', { body: { agentId } }), done: USER_TEXTS.unbound }]
      : []),
    ...(record.locked
      ? [{ label: USER_TEXTS.unlock, question: USER_TEXTS.confirmUnlock, run: () => request('POST', apiPaths.unlock, { body: { agentId } }), done: USER_TEXTS.unlocked }]
      : []),
  ];
  return (
    <Stack direction="row" spacing={0.5}>
      <Button size="small" onClick={() => navigate(`/accountSetting/${agentId}`)}>
        {USER_TEXTS.edit}
      </Button>
      {actions.map((action) => (
        <Button key={action.label} size="small" color={action.label === USER_TEXTS.delete ? 'error' : 'primary'} onClick={() => setPending(action)}>
          {action.label}
        </Button>
      ))}
      <Confirm
        isOpen={pending !== null}
        title="app.common.tip"
        content={pending?.question ?? ''}
        onClose={() => setPending(null)}
        onConfirm={async () => {
          const action = pending;
          setPending(null);
          if (!action) return;
          try {
            await action.run();
            notify(action.done, { type: 'success' });
            refresh();
          } catch {
            // The client already showed the server's reason.
          }
        }}
      />
    </Stack>
  );
}

/** The video permission, switched on and off from the list. */
function VideoSwitch({ record }: { record: RaRecord }) {
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <Switch
      checked={Boolean(record.enableVideo)}
      slotProps={{ input: { 'aria-label': `${String(record.loginName)} 视频权限` } }}
      onChange={async (_, checked) => {
        try {
          await request('PUT', apiPaths.agents, { body: { agentId: String(record.id), enableVideo: checked }, quiet: false });
          notify(checked ? '开启视频权限成功' : '关闭视频权限成功', { type: 'success' });
          refresh();
        } catch {
          // shown by the client
        }
      }}
    />
  );
}

const tenantFilter: RefSource = { resource: 'tenant', perPage: 500, option: (r) => ({ value: String(r._id), label: String(r.name) }) };
const orgFilter: RefSource = { resource: 'organizations', perPage: 200, option: (r) => ({ value: String(r._id), label: String(r.orgName) }) };

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
      rowActions={(record) => <RowActions record={record} />}
      exportPath="/api/agents/export"
      exportName={USER_TEXTS.exportName}
      canCreate={level !== '1'}
    />
  );
}
