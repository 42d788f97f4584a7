import AddIcon from '@mui/icons-material/Add';
import { tagFilter, tagsText } from '../../resources/contentStudio/ContentTags';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { interactionApi } from './interactionApi';
import {
  INTERACTION_NAME_MAX,
  interactionListView,
  interactionTemplatePaths,
  interactionTemplateTexts,
} from '../../schemas/interactionTemplate';
import { pathWith } from '../../schemas/paths';
import { RowActions } from '../../schema-ui/RowActions';
import { SchemaList } from '../../schema-ui/SchemaList';
import { INTERACTION_RESOURCE, INTERACTION_TEXTS as T } from './texts';
import { pageLink } from '../../domain/pages';

/** The create dialog: asks the name ('需要填写模板名称' when empty), then opens the new template in edit state. */
function CreateInteraction() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const create = async () => {
    if (name.trim() === '') {
      setError(interactionTemplateTexts.nameRequired);
      return;
    }
    try {
      const made = await interactionApi.create({ name: name.trim() });
      notify(interactionTemplateTexts.created, { type: 'success' });
      navigate(pageLink('interactionTemplateDetail', {}, { id: made._id, edit: 1 }));
    } catch {
      // The client showed the server's reason.
    }
  };
  return (
    <>
      <Button size="small" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {T.create}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{T.createTitle}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            label={T.name}
            placeholder={T.namePlaceholder}
            value={name}
            error={error !== ''}
            helperText={error || ' '}
            slotProps={{ htmlInput: { maxLength: INTERACTION_NAME_MAX } }}
            sx={{ mt: 1 }}
            onChange={(event) => {
              setError('');
              setName(event.target.value);
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{T.cancel}</Button>
          <Button variant="contained" onClick={() => void create()}>
            {T.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** /interactionTemplate/configList: the Q&A card templates in the viewer's scope, newest change first. */
export function InteractionTemplateList() {
  const navigate = useNavigate();
  return (
    <SchemaList
      resource={INTERACTION_RESOURCE}
      title={T.listTitle}
      schema={interactionListView}
      canCreate={false}
      extraFilters={[tagFilter(1)]}
      columns={{ tags: tagsText }}
      extraActions={
        <>
          <CreateInteraction />
          <Button size="small" onClick={() => navigate(pageLink('materialImages', { type: 1 }))}>
            {T.backgrounds}
          </Button>
          <Button size="small" onClick={() => navigate(pageLink('materialImages', { type: 3 }))}>
            {T.cards}
          </Button>
          <Button size="small" onClick={() => navigate(pageLink('contentTags', { type: 1 }))}>
            {T.tags}
          </Button>
        </>
      }
      rowActions={(record: RaRecord) => (
        <RowActions
          actions={[
            { label: T.edit, to: pageLink('interactionTemplateDetail', {}, { id: record.id }) },
            {
              label: T.remove,
              question: T.confirmRemove,
              request: { method: 'DELETE', path: pathWith(interactionTemplatePaths.one, { id: String(record.id) }) },
              done: interactionTemplateTexts.deleted,
              danger: true,
            },
          ]}
        />
      )}
    />
  );
}
