import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { settingsApi } from './settingsApi';
import { levelAtLeast } from '../../domain/scope';
import { storedAgent } from '../../session/session';
import type { ListResult } from '../../schemas/api';
import { messageKindNames, messageTemplateTexts as T, type MessageTemplateRecord } from '../../schemas/messageTemplate';
import { PagedTable, PAGE_SIZE, type Column } from '../../schema-ui/PagedTable';
import { ScopeSelect } from '../../schema-ui/ScopeSelect';
import { MessageTemplateDialog } from './MessageTemplateDialog';
import { SETTING_TEXTS } from './texts';

function TemplateList({ tenant, editable }: { tenant: string | undefined; editable: boolean }) {
  const notify = useNotify();
  const [page, setPage] = useState(0);
  const [found, setFound] = useState<ListResult<MessageTemplateRecord>>({ list: [], count: 0 });
  const [editing, setEditing] = useState<MessageTemplateRecord | 'new' | null>(null);
  const [removing, setRemoving] = useState<MessageTemplateRecord | null>(null);
  const load = useCallback(() => {
    const query = { pageIndex: page + 1, pageSize: PAGE_SIZE, ...(tenant ? { tenant } : {}) };
    void settingsApi
      .messageTemplates(query)
      .then(setFound)
      .catch(() => undefined);
  }, [page, tenant]);
  useEffect(load, [load]);
  const remove = async (row: MessageTemplateRecord) => {
    setRemoving(null);
    try {
      await settingsApi.deleteMessageTemplate(row._id);
      notify(T.deleted, { type: 'success' });
      load();
    } catch (err) {
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
    }
  };
  const columns: Column<MessageTemplateRecord>[] = [
    { title: T.name, cell: (row) => row.name },
    { title: T.kind, cell: (row) => messageKindNames[row.kind] },
    { title: T.content, cell: (row) => `【${row.signName}】${row.content}` },
    { title: T.enabled, cell: (row) => (row.enabled ? T.yes : T.no) },
    { title: T.updatedAt, cell: (row) => new Date(row.updatedAt).toLocaleString('zh-CN') },
    ...(editable
      ? [
          {
            title: T.actions,
            cell: (row: MessageTemplateRecord) => (
              <Stack direction="row" spacing={1}>
                <Button size="small" onClick={() => setEditing(row)}>
                  {T.change}
                </Button>
                <Button size="small" color="error" onClick={() => setRemoving(row)}>
                  {T.remove}
                </Button>
              </Stack>
            ),
          },
        ]
      : []),
  ];
  return (
    <Stack spacing={2}>
      {editable && (
        <Box>
          <Button variant="contained" onClick={() => setEditing('new')}>
            {T.create}
          </Button>
        </Box>
      )}
      <PagedTable
        columns={columns}
        rows={found.list}
        count={found.count}
        page={page}
        onPage={setPage}
        empty={T.empty}
        testId="message-template-row"
      />
      {editing && (
        <MessageTemplateDialog
          tenant={tenant}
          editing={editing === 'new' ? null : editing}
          defaultSign={storedAgent()?.tenant?.name ?? ''}
          onClose={() => setEditing(null)}
          onSaved={() => (setEditing(null), load())}
        />
      )}
      <Confirm
        isOpen={removing !== null}
        title={T.remove}
        content={T.deleteConfirm}
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}

/** /messageConfig/list (消息配置): the tenant's SMS and 5G message templates that media-delivery tasks pick. */
export function MessageTemplatesPage() {
  const level = storedAgent()?.agentRole.level ?? '1';
  const [tenant, setTenant] = useState<string | undefined>(undefined);
  const editable = levelAtLeast(level, '3');
  return (
    <Box sx={{ p: 2 }}>
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
        <TemplateList key={tenant ?? ''} tenant={tenant} editable={editable} />
      ) : (
        <Alert severity="info">{SETTING_TEXTS.pickTenant}</Alert>
      )}
    </Box>
  );
}
