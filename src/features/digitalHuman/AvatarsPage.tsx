import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { pageLink } from '../../domain/pages';
import { levelAtLeast } from '../../domain/scope';
import type { ListResult } from '../../schemas/api';
import { AVATAR_STATUS_NAMES, avatarTexts, type AvatarRecord } from '../../schemas/avatar';
import { PagedTable, PAGE_SIZE, type Column } from '../../schema-ui/PagedTable';
import { ScopeSelect } from '../../schema-ui/ScopeSelect';
import { storedAgent } from '../../session/session';
import { AvatarDialog } from './AvatarDialog';
import { digitalHumanApi } from './digitalHumanApi';
import { DIGITAL_TEXTS as T } from './texts';

const users = (row: AvatarRecord) =>
  [...row.orgAccounts.map((o) => o.name), ...row.agents.map((a) => a.fullName || a.loginName)].join('、') || T.allUsers;

/**
 * /imageAllocation (形象分配): the avatars the user may see, with who may use each. Tenant admins (and the
 * platform admin, for the company it picks) create, edit and delete them here, and allot them on
 * /imageAllocationEdit.
 */
export function AvatarsPage() {
  const level = storedAgent()?.agentRole.level ?? '1';
  const manager = levelAtLeast(level, '3');
  const notify = useNotify();
  const navigate = useNavigate();
  const [tenant, setTenant] = useState<string | undefined>(undefined);
  const [name, setName] = useState('');
  const [searched, setSearched] = useState('');
  const [page, setPage] = useState(0);
  const [found, setFound] = useState<ListResult<AvatarRecord>>({ list: [], count: 0 });
  const [editing, setEditing] = useState<AvatarRecord | 'new' | null>(null);
  const [removing, setRemoving] = useState<AvatarRecord | null>(null);
  const load = useCallback(() => {
    const query = {
      pageIndex: page + 1,
      pageSize: PAGE_SIZE,
      ...(searched ? { name: searched } : {}),
      ...(tenant ? { tenant } : {}),
    };
    void digitalHumanApi
      .avatars(query)
      .then(setFound)
      .catch(() => undefined);
  }, [page, searched, tenant]);
  useEffect(load, [load]);
  const remove = async (row: AvatarRecord) => {
    setRemoving(null);
    await digitalHumanApi
      .removeAvatar(row._id)
      .then(() => (notify(avatarTexts.deleted, { type: 'success' }), load()))
      .catch(() => undefined);
  };
  const columns: Column<AvatarRecord>[] = [
    {
      title: T.picture,
      cell: (row) => (
        <Box
          component="img"
          src={row.pictureUrl}
          alt={row.name}
          sx={{ width: 40, height: 72, objectFit: 'cover', borderRadius: 1 }}
        />
      ),
    },
    { title: T.name, cell: (row) => row.name },
    { title: T.kind, cell: (row) => T.kindNames[row.kind] },
    { title: T.group, cell: (row) => row.group.name },
    { title: T.status, cell: (row) => AVATAR_STATUS_NAMES[row.status] },
    ...(level === '4' ? [{ title: T.tenant, cell: (row: AvatarRecord) => row.tenant.name }] : []),
    { title: T.users, cell: users },
    { title: T.createdAt, cell: (row) => new Date(row.createdAt).toLocaleString('zh-CN') },
    ...(manager
      ? [
          {
            title: T.actions,
            cell: (row: AvatarRecord) => (
              <Stack direction="row" spacing={1}>
                <Button size="small" onClick={() => setEditing(row)}>
                  {T.edit}
                </Button>
                <Button size="small" onClick={() => navigate(pageLink('avatarAllotment', {}, { id: row._id }))}>
                  {T.allot}
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
    <Box sx={{ p: 2 }}>
      <Stack
        component="form"
        aria-label={T.avatarsTitle}
        onSubmit={(event) => (event.preventDefault(), setPage(0), setSearched(name.trim()))}
        direction="row"
        spacing={2}
        alignItems="center"
        sx={{ mb: 2 }}
      >
        <Typography variant="h6">{T.avatarsTitle}</Typography>
        {level === '4' && <ScopeSelect kind="tenant" label={T.tenant} value={tenant} onChange={setTenant} />}
        <TextField size="small" label={T.name} value={name} onChange={(event) => setName(event.target.value)} />
        <Button type="submit" variant="outlined">
          {T.search}
        </Button>
        {manager && (
          <Button variant="contained" disabled={level === '4' && !tenant} onClick={() => setEditing('new')}>
            {T.create}
          </Button>
        )}
      </Stack>
      <PagedTable
        columns={columns}
        rows={found.list}
        count={found.count}
        page={page}
        onPage={setPage}
        empty={T.noAvatars}
        testId="avatar-row"
      />
      {editing && (
        <AvatarDialog
          tenant={editing === 'new' ? tenant : editing.tenant._id}
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => (setEditing(null), load())}
        />
      )}
      <Confirm
        isOpen={removing !== null}
        title={T.remove}
        content={T.deleteAvatar}
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
