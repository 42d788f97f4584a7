import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { request } from '../../dataProvider/httpClient';
import type { AuditResult } from '../../domain/audit';
import { dynamicVideoPaths, dynamicVideoTexts } from '../../schemas/dynamicVideo';
import { pathWith } from '../../schemas/paths';
import { videoContentPaths, videoContentTexts } from '../../schemas/videoContent';
import { videoTemplatePaths, videoTemplateTexts } from '../../schemas/videoTemplate';

type AuditedKind = AuditResult['kind'];
/** The steps of the audit flow a page sends: templates are not rendered, so they have no retry. */
export type AuditStep<K extends AuditedKind> = K extends 'videoTemplate'
  ? 'submit' | 'check'
  : 'submit' | 'check' | 'retry';

interface StepTarget {
  method: 'POST' | 'PUT';
  path: string;
  /** What the user reads when the step succeeds. */
  done: string;
}

const STEPS: Record<AuditedKind, Partial<Record<AuditStep<AuditedKind>, StepTarget>>> = {
  videoTemplate: {
    submit: { method: 'POST', path: videoTemplatePaths.submit, done: videoTemplateTexts.submitted },
    check: { method: 'PUT', path: videoTemplatePaths.check, done: videoTemplateTexts.audited },
  },
  videoContent: {
    submit: { method: 'POST', path: videoContentPaths.submit, done: videoContentTexts.submitted },
    check: { method: 'PUT', path: videoContentPaths.check, done: videoContentTexts.audited },
    retry: { method: 'POST', path: videoContentPaths.retry, done: videoContentTexts.retried },
  },
  dynamicVideo: {
    submit: { method: 'POST', path: dynamicVideoPaths.submit, done: dynamicVideoTexts.submitted },
    check: { method: 'PUT', path: dynamicVideoPaths.check, done: dynamicVideoTexts.audited },
    retry: { method: 'POST', path: dynamicVideoPaths.retry, done: dynamicVideoTexts.retried },
  },
};

/** An auditor's decision: approve, or reject with a reason. */
export interface AuditCheck {
  pass: boolean;
  reason?: string;
}

/**
 * Sends one step of an item's audit flow (submit, approve/reject, retry of failed renders) and tells the user
 * it succeeded. Answers the item as the server returns it, or undefined when the server refused (its reason
 * is already shown).
 */
export function useSendAudit() {
  const notify = useNotify();
  return useCallback(
    async <T, K extends AuditedKind = AuditedKind>(
      kind: K,
      step: AuditStep<K>,
      id: string,
      check?: AuditCheck,
    ): Promise<T | undefined> => {
      const target = STEPS[kind][step];
      if (!target) return undefined;
      const { method, path, done } = target;
      try {
        const answer = await request<T>(method, pathWith(path, { id }), check === undefined ? {} : { body: check });
        notify(done, { type: 'success' });
        return answer;
      } catch {
        return undefined;
      }
    },
    [notify],
  );
}
