import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { auditResultText } from '../../domain/audit';
import { onAgentSocketEvent } from '../../realtime/agentSocket';

/** Tells a signed-in author that a template or content of theirs was approved, or rejected and why. */
export function AuditResultNotice() {
  const notify = useNotify();
  useEffect(
    () =>
      onAgentSocketEvent('audit.result', (result) =>
        notify(auditResultText(result), { type: result.pass ? 'success' : 'warning', autoHideDuration: 10000 }),
      ),
    [notify],
  );
  return null;
}
