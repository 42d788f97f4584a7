import { FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { editText } from '../../domain/scene/elements';
import { TEXT_CONTENT_MAX, TEXT_SIZES, type SceneNode } from '../../domain/scene/types';
import { STUDIO_TEXTS } from './texts';
import type { TemplateEditor } from './useTemplateEditor';

/** The title or the subtitle: shown or not, its content, size and colour (nothing else may change). */
export function TextPanel({
  editor,
  node,
  kind,
}: {
  editor: TemplateEditor;
  node: SceneNode;
  kind: 'title' | 'subTitle';
}) {
  const text = node[kind];
  const label = kind === 'title' ? STUDIO_TEXTS.titleTab : STUDIO_TEXTS.subTitleTab;
  const disabled = !editor.editable;
  return (
    <Stack spacing={1.5}>
      <FormControlLabel
        control={
          <Switch
            checked={text.isOpen}
            disabled={disabled}
            onChange={(event) => editor.apply((scene) => editText(scene, kind, { isOpen: event.target.checked }))}
          />
        }
        label={`${STUDIO_TEXTS.show}${label}`}
      />
      <TextField
        size="small"
        label={`${label}${STUDIO_TEXTS.content}`}
        value={text.content}
        disabled={disabled}
        required={kind === 'title' && text.isOpen}
        slotProps={{ htmlInput: { maxLength: TEXT_CONTENT_MAX } }}
        onChange={(event) => editor.apply((scene) => editText(scene, kind, { content: event.target.value }))}
      />
      <Stack direction="row" spacing={1}>
        <TextField
          select
          size="small"
          label={STUDIO_TEXTS.fontSize}
          value={text.fontSize}
          disabled={disabled}
          sx={{ minWidth: 100 }}
          onChange={(event) => editor.apply((scene) => editText(scene, kind, { fontSize: Number(event.target.value) }))}
        >
          {TEXT_SIZES.map((size) => (
            <MenuItem key={size.value} value={size.value}>
              {size.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="color"
          label={STUDIO_TEXTS.colour}
          value={text.fontColor}
          disabled={disabled}
          sx={{ width: 100 }}
          onChange={(event) => editor.apply((scene) => editText(scene, kind, { fontColor: event.target.value }))}
        />
      </Stack>
    </Stack>
  );
}
