import AddIcon from '@mui/icons-material/Add';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useNotify, useRefresh, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { contentStudioApi } from './contentStudioApi';
import {
  TAG_NAME_MAX,
  TAG_TYPE_NAMES,
  TAG_TYPES,
  tagListView,
  tagPaths,
  tagTexts,
  type TagRecord,
  type TagType,
} from '../../schemas/materialImage';
import { pathWith } from '../../schemas/paths';
import { RowActions } from '../../schema-ui/RowActions';
import { SchemaList } from '../../schema-ui/SchemaList';
import { typeFromParam } from './MaterialImageList';
import { CONTENT_STUDIO_TEXTS as T, TAG_RESOURCE } from './texts';

type Editing = { kind: 'create' } | { kind: 'rename'; tag: TagRecord } | { kind: 'authorize'; tag: TagRecord };

/** Who may be authorised: tenants for a platform tag, the tenant's organisations for its own. */
function AuthorizeField({ tag, value, onChange }: { tag: TagRecord; value: string[]; onChange(ids: string[]): void }) {
  const platform = tag.isPublic === 1;
  const { data = [] } = useGetList(platform ? 'tenant' : 'organizations', {
    pagination: { page: 1, perPage: 500 },
    filter: {},
  });
  return (
    <TextField
      select
      fullWidth
      label={platform ? T.authorizeTenants : T.authorizeOrgs}
      value={value}
      slotProps={{ select: { multiple: true } }}
      onChange={(event) => onChange(event.target.value as unknown as string[])}
    >
      {data.map((option) => (
        <MenuItem key={option.id} value={String(option.id)}>
          {String(option.orgName ?? option.name)}
        </MenuItem>
      ))}
    </TextField>
  );
}

function TagDialog({ type, editing, onClose }: { type: TagType; editing: Editing; onClose(): void }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [name, setName] = useState(editing.kind === 'rename' ? editing.tag.name : '');
  const [authorized, setAuthorized] = useState<string[]>(editing.kind === 'authorize' ? editing.tag.authorized : []);
  const send = async () => {
    try {
      if (editing.kind === 'create') await contentStudioApi.createTag({ type, name });
      if (editing.kind === 'rename') await contentStudioApi.renameTag(editing.tag._id, { name });
      if (editing.kind === 'authorize') await contentStudioApi.authorizeTag(editing.tag._id, { authorized });
      notify(
        editing.kind === 'create' ? tagTexts.created : editing.kind === 'rename' ? tagTexts.saved : tagTexts.authorized,
        { type: 'success' },
      );
      onClose();
      refresh();
    } catch {
      // Shown by the client.
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>
        {editing.kind === 'authorize' ? T.authorizeTitle : editing.kind === 'create' ? T.addTag : T.editTag}
      </DialogTitle>
      <DialogContent>
        <Stack sx={{ pt: 1 }}>
          {editing.kind === 'authorize' ? (
            <AuthorizeField tag={editing.tag} value={authorized} onChange={setAuthorized} />
          ) : (
            <TextField
              autoFocus
              label={T.tagName}
              value={name}
              slotProps={{ htmlInput: { maxLength: TAG_NAME_MAX } }}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.cancel}</Button>
        <Button variant="contained" onClick={() => void send()}>
          {T.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** /TagManagement/list/:type: tags of templates (1) or materials (2), with who may use them. */
export function TagList() {
  const type = typeFromParam(useParams().type, TAG_TYPES);
  const [editing, setEditing] = useState<Editing | null>(null);
  return (
    <>
      <SchemaList
        key={type}
        resource={TAG_RESOURCE}
        title={TAG_TYPE_NAMES[type]}
        schema={tagListView}
        permanentFilter={{ type }}
        canCreate={false}
        extraActions={
          <Button size="small" startIcon={<AddIcon />} onClick={() => setEditing({ kind: 'create' })}>
            {T.addTag}
          </Button>
        }
        rowActions={(record: RaRecord) => {
          const tag = record as unknown as TagRecord;
          if (!tag.mayChange) return null;
          return (
            <Stack direction="row">
              <Button size="small" onClick={() => setEditing({ kind: 'rename', tag })}>
                {T.editTag}
              </Button>
              <Button size="small" onClick={() => setEditing({ kind: 'authorize', tag })}>
                {T.authorize}
              </Button>
              <RowActions
                actions={[
                  {
                    label: T.remove,
                    question: T.confirmRemove,
                    request: { method: 'DELETE', path: pathWith(tagPaths.one, { id: tag._id }) },
                    done: tagTexts.deleted,
                    danger: true,
                  },
                ]}
              />
            </Stack>
          );
        }}
      />
      {editing && <TagDialog type={type} editing={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
