/**
 * The editor's state: the template as loaded, the history of scenes, the selected element and the
 * editable flag (spec 3 §4 "Edit mode": starts false, back to false after a save; submitting only when
 * not editable). Edits are the scene model's pure functions; a refusal is shown and changes nothing.
 */
import { useCallback, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { request } from '../../dataProvider/httpClient';
import { isPendingStatus } from '../../domain/audit';
import { backgroundUploadTexts } from '../../domain/scene/backgroundUpload';
import { canRedo, canUndo, look, record, redo, startHistory, undo, type History } from '../../domain/scene/history';
import { checkSave, checkSubmit, fromStored, toStored } from '../../domain/scene/stored';
import type { ElementRef, Outcome, Scene } from '../../domain/scene/types';
import { pathWith } from '../../schemas/paths';
import { useSendAudit } from '../../resources/videoTemplate/sendAudit';
import { videoTemplatePaths, videoTemplateTexts, type VideoTemplateDetail } from '../../schemas/videoTemplate';

export interface TemplateEditor {
  detail: VideoTemplateDetail | null;
  history: History | null;
  scene: Scene | null;
  editable: boolean;
  /** The template may be changed at all (not waiting for audit, not opened for audit). */
  changeable: boolean;
  selection: ElementRef | null;
  select(ref: ElementRef | null): void;
  apply(edit: (scene: Scene) => Outcome): boolean;
  /** Adds or removes nodes; refused, as showing another node is, while a background uploads (spec 3 §4 "Node upload"). */
  changeNodes(edit: (scene: Scene) => Outcome): boolean;
  showNode(index: number): void;
  /** A background upload runs: the node stays, and saving waits for it. */
  uploading: boolean;
  setUploading(uploading: boolean): void;
  startEditing(): void;
  save(): Promise<void>;
  submit(): Promise<void>;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
  reload(): Promise<void>;
  refuse(text: string): void;
}

export function useTemplateEditor(id: string, auditMode: boolean): TemplateEditor {
  const notify = useNotify();
  const sendAudit = useSendAudit();
  const [detail, setDetail] = useState<VideoTemplateDetail | null>(null);
  const [history, setHistory] = useState<History | null>(null);
  const [editable, setEditable] = useState(false);
  const [selection, setSelection] = useState<ElementRef | null>(null);
  const [uploading, setUploading] = useState(false);
  const refuse = useCallback((text: string) => notify(text, { type: 'warning' }), [notify]);

  const load = useCallback(async () => {
    try {
      const answer = await request<VideoTemplateDetail>('GET', pathWith(videoTemplatePaths.one, { id }));
      const scene = fromStored(answer.content);
      setDetail(answer);
      if (scene.ok)
        setHistory((current) => ({
          ...startHistory(scene.value),
          present: { ...scene.value, current: Math.min(current?.present.current ?? 0, scene.value.nodes.length - 1) },
        }));
      else refuse(scene.error);
    } catch {
      // The client already showed the server's reason.
    }
  }, [id, refuse]);

  useEffect(() => {
    void load();
  }, [load]);

  const changeable = !auditMode && detail !== null && !isPendingStatus(detail.status);

  const apply = useCallback(
    (edit: (scene: Scene) => Outcome) => {
      if (!history || !editable) return false;
      const outcome = record(history, edit(history.present));
      if (outcome.error) {
        refuse(outcome.error);
        return false;
      }
      setHistory(outcome.history);
      return true;
    },
    [history, editable, refuse],
  );

  const save = async () => {
    if (!history) return;
    if (uploading) return refuse(backgroundUploadTexts.savingWhileUploading);
    const ready = checkSave(history.present);
    if (!ready.ok) return refuse(ready.error);
    try {
      await request('PUT', pathWith(videoTemplatePaths.one, { id }), { body: toStored(history.present) });
      notify(videoTemplateTexts.saved, { type: 'success' });
      setEditable(false);
      setSelection(null);
      await load();
    } catch {
      // The client already showed the server's reason.
    }
  };

  const submit = async () => {
    if (!history || !detail) return;
    const ready = checkSubmit(history.present);
    if (!ready.ok) return refuse(ready.error);
    if ((await sendAudit('videoTemplate', 'submit', id)) !== undefined) await load();
  };

  return {
    detail,
    history,
    scene: history?.present ?? null,
    editable,
    changeable,
    selection,
    select: setSelection,
    apply,
    changeNodes: (edit) => {
      if (!uploading) return apply(edit);
      refuse(backgroundUploadTexts.uploading);
      return false;
    },
    showNode: (index) => {
      if (uploading) return refuse(backgroundUploadTexts.uploading);
      setSelection(null);
      setHistory((current) => current && look(current, index));
    },
    startEditing: () => {
      if (changeable) setEditable(true);
    },
    save,
    submit,
    undo: () => editable && setHistory((current) => current && undo(current)),
    redo: () => editable && setHistory((current) => current && redo(current)),
    canUndo: editable && history !== null && canUndo(history),
    canRedo: editable && history !== null && canRedo(history),
    reload: load,
    refuse,
    uploading,
    setUploading,
  };
}
