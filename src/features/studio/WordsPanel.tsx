import { Button, Menu, MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { renameNode } from '../../domain/scene/nodes';
import { POINT_NAME_MAX, TEMPLATE_VARIABLES, WORDS_MAX, done, type SceneNode } from '../../domain/scene/types';
import { insertVariable, setWords } from '../../domain/scene/words';
import { STUDIO_TEXTS } from './texts';
import type { TemplateEditor } from './useTemplateEditor';

/** The node's name and narration; a variable goes in as {nameKey} where the caret was last placed in the words. */
export function WordsPanel({ editor, node }: { editor: TemplateEditor; node: SceneNode }) {
  const input = useRef<HTMLTextAreaElement>(null);
  const caret = useRef<number | null>(null);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [placeCaret, setPlaceCaret] = useState<number | null>(null);
  const disabled = !editor.editable;

  useEffect(() => {
    caret.current = null;
  }, [node.id]);
  useEffect(() => {
    if (placeCaret === null || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(placeCaret, placeCaret);
    caret.current = placeCaret;
    setPlaceCaret(null);
  }, [placeCaret]);

  const remember = () => {
    caret.current = input.current?.selectionStart ?? null;
  };
  const insert = (nameKey: string) => {
    setMenu(null);
    let after: number | null = null;
    editor.apply((scene) => {
      const outcome = insertVariable(scene, caret.current, nameKey);
      if (!outcome.ok) return outcome;
      after = outcome.value.caret;
      return done(outcome.value.scene);
    });
    if (after !== null) setPlaceCaret(after);
  };
  return (
    <Stack spacing={1.5}>
      <TextField
        size="small"
        required
        label={STUDIO_TEXTS.pointName}
        value={node.pointName}
        disabled={disabled}
        slotProps={{ htmlInput: { maxLength: POINT_NAME_MAX } }}
        onChange={(event) => editor.apply((scene) => renameNode(scene, event.target.value))}
      />
      <TextField
        required
        multiline
        minRows={4}
        label={STUDIO_TEXTS.words}
        value={node.words}
        disabled={disabled}
        inputRef={input}
        slotProps={{ htmlInput: { maxLength: WORDS_MAX, onSelect: remember, onKeyUp: remember, onClick: remember } }}
        onChange={(event) => {
          caret.current = event.target.selectionStart;
          editor.apply((scene) => setWords(scene, event.target.value));
        }}
        helperText={`${node.words.length}/${WORDS_MAX}`}
      />
      <div>
        <Button size="small" variant="outlined" disabled={disabled} onClick={(event) => setMenu(event.currentTarget)}>
          {STUDIO_TEXTS.insertVariable}
        </Button>
        <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
          {TEMPLATE_VARIABLES.map((variable) => (
            <MenuItem key={variable.nameKey} onClick={() => insert(variable.nameKey)}>
              {`${variable.name}（{${variable.nameKey}}）`}
            </MenuItem>
          ))}
        </Menu>
      </div>
    </Stack>
  );
}
