import { useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { request } from '../../dataProvider/httpClient';
import { backgroundUploadTexts, checkBackgroundFile } from '../../domain/scene/backgroundUpload';
import { setNodeBackground } from '../../domain/scene/nodes';
import type { Background } from '../../domain/scene/types';
import {
  BACKGROUND_CHUNK_SIZE,
  templateBackgroundPaths,
  type TemplateBackgroundRecord,
} from '../../schemas/templateBackground';
import { uploadIdentifier } from '../../resources/materialVideo/chunkedUpload';
import { sendInChunks } from '../../resources/materialVideo/sendInChunks';
import { storedAgent } from '../../session/session';
import type { TemplateEditor } from './useTemplateEditor';

/** A background upload under way: the file's name and how much of it the server holds. */
export interface RunningUpload {
  name: string;
  percent: number;
}

export const backgroundOf = (made: TemplateBackgroundRecord): Background =>
  made.type === 'video' && made.poster
    ? { kind: 'video', _id: made._id, url: made.url, poster: made.poster }
    : { kind: 'image', _id: made._id, url: made.url };

/**
 * A node's background uploaded while the editor goes on (spec 3 §2 "background upload"): the file is
 * checked first, sent in chunks with its progress, and once stored becomes the background of the node it
 * was chosen for. Meanwhile the node cannot change and the template waits to be saved (§4 "Node upload").
 */
export function useBackgroundUpload(editor: TemplateEditor) {
  const notify = useNotify();
  const [running, setRunning] = useState<RunningUpload | null>(null);
  // The tenant's earlier uploads, offered again; each new upload joins them first.
  const [uploaded, setUploaded] = useState<TemplateBackgroundRecord[]>([]);
  const latest = useRef(editor);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    latest.current = editor;
  });
  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => {
    let live = true;
    request<{ list: TemplateBackgroundRecord[] }>('GET', templateBackgroundPaths.list, { quiet: true })
      .then((answer) => live && setUploaded(answer.list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const start = async (file: File, nodeId: string) => {
    const checked = checkBackgroundFile(file.name, file.size);
    if (!checked.ok) return editor.refuse(checked.error);
    if (controller.current) return editor.refuse(backgroundUploadTexts.uploading);
    const abort = new AbortController();
    controller.current = abort;
    editor.setUploading(true);
    setRunning({ name: file.name, percent: 0 });
    try {
      // Apart from the same file's upload as a material video, whose chunks are another upload's.
      const identifier = `bg-${await uploadIdentifier(file, storedAgent()?._id ?? '')}`;
      const made = await sendInChunks({
        file,
        identifier,
        chunkPath: templateBackgroundPaths.chunk,
        chunkSize: BACKGROUND_CHUNK_SIZE,
        signal: abort.signal,
        merge: () =>
          request<TemplateBackgroundRecord>('POST', templateBackgroundPaths.merge, {
            body: { identifier },
            quiet: true,
            signal: abort.signal,
          }),
        onProgress: (percent) => setRunning({ name: file.name, percent }),
      });
      setUploaded((before) => [made, ...before.filter((item) => item._id !== made._id)]);
      if (latest.current.apply((scene) => setNodeBackground(scene, nodeId, backgroundOf(made))))
        notify(backgroundUploadTexts.uploaded, { type: 'success' });
    } catch (error) {
      if (!abort.signal.aborted) latest.current.refuse(error instanceof Error ? error.message : String(error));
    } finally {
      controller.current = null;
      latest.current.setUploading(false);
      setRunning(null);
    }
  };

  return { running, start, uploaded };
}

export type BackgroundUpload = ReturnType<typeof useBackgroundUpload>;
