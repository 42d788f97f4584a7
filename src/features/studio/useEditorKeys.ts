import { useEffect } from 'react';
import { nudgeElement, removeElement } from '../../domain/scene/elements';
import type { TemplateEditor } from './useTemplateEditor';

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Keys of the editor while nothing is being typed: arrows nudge the selection (10 with shift), Delete removes it, Ctrl+Z / Ctrl+Y undo and redo. */
export function useEditorKeys(editor: TemplateEditor): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!editor.editable || typing(event.target)) return;
      const arrow = ARROWS[event.key];
      const selection = editor.selection;
      if (arrow && selection) {
        event.preventDefault();
        const step = event.shiftKey ? 10 : 1;
        editor.apply((scene) => nudgeElement(scene, selection, arrow[0] * step, arrow[1] * step));
      } else if ((event.key === 'Delete' || event.key === 'Backspace') && selection) {
        event.preventDefault();
        if (editor.apply((scene) => removeElement(scene, selection))) editor.select(null);
      } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') {
        event.preventDefault();
        if (event.shiftKey) editor.redo();
        else editor.undo();
      } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'y') {
        event.preventDefault();
        editor.redo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editor]);
}
