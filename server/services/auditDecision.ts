import { AUDIT_STATUS, auditLevelOf, auditTexts, rejectedStatusFor, type AuditStatus } from '../../src/domain/audit';
import type { RoleLevel } from '../../src/domain/scope';
import { forbidden, invalid } from '../plugins/envelope';

/**
 * An auditor's decision on an item waiting at `status` (spec 3 §4): only the level that audits the status
 * decides; a rejection needs a reason. Answers the status the item takes and the reason kept.
 */
export function auditDecision(level: RoleLevel, status: number, body: { pass: boolean; reason?: string | undefined }): { outcome: AuditStatus; reason: string | null } {
  if (auditLevelOf(status) !== level) throw forbidden(auditTexts.notYourLevel);
  const reason = body.reason?.trim() ?? '';
  if (!body.pass && reason === '') throw invalid({ reason: auditTexts.reasonRequired });
  return { outcome: body.pass ? AUDIT_STATUS.approved : rejectedStatusFor(level), reason: reason === '' ? null : reason };
}
