import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, NETWORK_ERROR_TEXT, request } from '../../dataProvider/httpClient';
import { recordIntegrityPaths, type IntegrityReport } from '../../schemas/recordIntegrity';

type IntegrityState =
  | { phase: 'idle' }
  | { phase: 'checking' }
  | { phase: 'done'; report: IntegrityReport }
  | { phase: 'failed'; message: string };

/** A record's verification, asked again at each click; a click while one runs waits for it. */
export function useRecordIntegrity(serviceId: string): { state: IntegrityState; verify: () => void } {
  const [state, setState] = useState<IntegrityState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const verify = useCallback(() => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ phase: 'checking' });
    request<IntegrityReport>('POST', recordIntegrityPaths.verify, {
      body: { serviceId },
      quiet: true,
      signal: controller.signal,
    })
      .then((report) => setState({ phase: 'done', report }))
      .catch((err: unknown) => {
        if (!controller.signal.aborted)
          setState({ phase: 'failed', message: err instanceof ApiError ? err.message : NETWORK_ERROR_TEXT });
      })
      .finally(() => {
        if (running.current === controller) running.current = null;
      });
  }, [serviceId]);
  return { state, verify };
}
