import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { ApiError } from '../../dataProvider/httpClient';
import type { ListResult } from '../../schemas/api';
import { AVATAR_GROUP_NAME_MAX, avatarGroupTexts, type AvatarGroupRecord } from '../../schemas/avatar';
import { PagedTable, PAGE_SIZE, type Column } from '../../schema-ui/PagedTable';
import { ScopeSelect } from '../../schema-ui/ScopeSelect';
import { storedAgent } from '../../session/session';
import { digitalHumanApi } from './digitalHumanApi';
import { DIGITAL_TEXTS as T } from './texts';

function GroupDialog({
  tenant,
  editing,
  onClose,
  onSaved,
}: {
  tenant: string | undefined;
  editing: AvatarGroupRecord | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const notify = useNotify();
  const [name, setName] = useState(editing?.name ?? '');
  const [error, setError] = useState('');
  const save = async () => {
    if (!name.trim()) return setError(avatarGroupTexts.nameRequired);
    try {
      const body = { name: name.trim(), ...(tenant && !editing ? { tenant } : {}) };
      await (editing ? digitalHumanApi.renameGroup(editing._id, body) : digitalHumanApi.createGroup(body));
      notify(editing ? avatarGroupTexts.saved : avatarGroupTexts.created, { type: 'success' });
      onSaved();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{editing ? T.editGroup : T.createGroup}</DialogTitle>
      <DialogContent>
        <TextField
          sx={{ mt: 1 }}
          fullWidth
          required
          label={T.groupName}
          value={name}
          slotProps={{ htmlInput: { maxLength: AVATAR_GROUP_NAME_MAX } }}
          error={Boolean(error)}
          helperText={error}
          onChange={(event) => setName(event.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.cancel}</Button>
        <Button variant="contained" onClick={() => void save()}>
          {T.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** /groupManagement (分组管理): the company's avatar groups; a group that holds avatars is not deleted. */
export function GroupsPage() {
  const level = storedAgent()?.agentRole.level ?? '1';
  const notify = useNotify();
  const [tenant, setTenant] = useState<string | undefined>(undefined);
  const [page, setPage] = useState(0);
  const [found, setFound] = useState<ListResult<AvatarGroupRecord>>({ list: [], count: 0 });
  const [editing, setEditing] = useState<AvatarGroupRecord | 'new' | null>(null);
  const [removing, setRemoving] = useState<AvatarGroupRecord | null>(null);
  const load = useCallback(() => {
    void digitalHumanApi
      .groups({ pageIndex: page + 1, pageSize: PAGE_SIZE, ...(tenant ? { tenant } : {}) })
      .then(setFound)
      .catch(() => undefined);
  }, [page, tenant]);
  useEffect(load, [load]);
  const remove = async (row: AvatarGroupRecord) => {
    setRemoving(null);
    await digitalHumanApi
      .removeGroup(row._id)
      .then(() => (notify(avatarGroupTexts.deleted, { type: 'success' }), load()))
      .catch(() => undefined);
  };
  const columns: Column<AvatarGroupRecord>[] = [
    { title: T.groupName, cell: (row) => row.name },
    ...(level === '4' ? [{ title: T.tenant, cell: (row: AvatarGroupRecord) => row.tenant.name }] : []),
    { title: T.avatarCount, cell: (row) => row.avatarCount },
    { title: T.createdAt, cell: (row) => new Date(row.createdAt).toLocaleString('zh-CN') },
    {
      title: T.actions,
      cell: (row) => (
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={() => setEditing(row)}>
            {T.edit}
          </Button>
          <Button size="small" color="error" onClick={() => setRemoving(row)}>
            {T.remove}
          </Button>
        </Stack>
      ),
    },
  ];
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
        <Typography variant="h6">{T.groupsTitle}</Typography>
        {level === '4' && <ScopeSelect kind="tenant" label={T.tenant} value={tenant} onChange={setTenant} />}
        <Button variant="contained" disabled={level === '4' && !tenant} onClick={() => setEditing('new')}>
          {T.create}
        </Button>
      </Stack>
      <PagedTable
        columns={columns}
        rows={found.list}
        count={found.count}
        page={page}
        onPage={setPage}
        empty={T.noGroups}
        testId="avatar-group-row"
      />
      {editing && (
        <GroupDialog
          tenant={tenant}
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => (setEditing(null), load())}
        />
      )}
      <Confirm
        isOpen={removing !== null}
        title={T.remove}
        content={T.deleteGroup}
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
