import { useEffect, useRef, useState } from 'react';
import { request } from '../../dataProvider/httpClient';
import { filePaths } from '../../schemas/file';
import { uploadIdentifier } from './chunkedUpload';
import { sendInChunks } from './sendInChunks';

type VideoUploadPhase = 'idle' | 'uploading' | 'merging' | 'done' | 'failed';

interface VideoUploadRequest {
  file: File;
  agentId: string;
  /** What the merge records: the display name, publicity and, where chosen, the organisation. */
  fields: Record<string, string>;
}

/** Runs a chunked video upload against the file API, with its phase, progress and failure; cancelled on unmount. */
export function useVideoUpload() {
  const [phase, setPhase] = useState<VideoUploadPhase>('idle');
  const [percent, setPercent] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = async ({
    file,
    agentId,
    fields,
  }: VideoUploadRequest): Promise<{ uploaded: boolean; failure?: string }> => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const { signal } = controller;
    setPhase('uploading');
    setFailure(null);
    setPercent(0);
    try {
      const identifier = await uploadIdentifier(file, agentId);
      await sendInChunks({
        file,
        identifier,
        chunkPath: filePaths.videoChunk,
        signal,
        merge: async () => {
          setPhase('merging');
          await request('GET', filePaths.videoMerge, { query: { identifier, ...fields }, quiet: true, signal });
        },
        onProgress: setPercent,
      });
      setPhase('done');
      return { uploaded: true };
    } catch (error) {
      if (signal.aborted) return { uploaded: false };
      const failure = error instanceof Error ? error.message : String(error);
      setFailure(failure);
      setPhase('failed');
      return { uploaded: false, failure };
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  const cancel = () => {
    running.current?.abort();
    setPhase('idle');
    setPercent(0);
    setFailure(null);
  };

  return { phase, percent, failure, start, cancel };
}
