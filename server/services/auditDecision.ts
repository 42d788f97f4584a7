import { AUDIT_STATUS, auditLevelOf, auditTexts, rejectedStatusFor, type AuditStatus } from '../../src/domain/audit';
import type { RoleLevel } from '../../src/domain/scope';
import { forbidden, invalid } from '../plugins/envelope';

/**
 * An auditor's decision on an item waiting at `status` (spec 3 §4): only the level that audits the status
 * decides; a rejection needs a reason. Answers the status the item takes and the reason kept.
 */
export function auditDecision(
  level: RoleLevel,
  status: number,
  body: { pass: boolean; reason?: string | undefined },
): { outcome: AuditStatus; reason: string | null } {
  if (auditLevelOf(status) !== level) throw forbidden(auditTexts.notYourLevel);
  const reason = body.reason?.trim() ?? '';
  if (!body.pass && reason === '') throw invalid({ reason: auditTexts.reasonRequired });
  return {
    outcome: body.pass ? AUDIT_STATUS.approved : rejectedStatusFor(level),
    reason: reason === '' ? null : reason,
  };
}

/** What a level's audit list shows: level 3 and level 4 admins each the items waiting for them; other levels none. */
export function waitingFor(level: RoleLevel): AuditStatus | null {
  return level === '3' ? AUDIT_STATUS.pendingLevel3 : level === '4' ? AUDIT_STATUS.pendingLevel4 : null;
}

/** The paging, order and filters of a list of audited items, with their defaults. */
export function auditedListOptions<O extends string, S extends number>(q: {
  pageIndex?: number;
  pageSize?: number;
  orderBy?: O;
  order?: 'asc' | 'desc';
  name?: string;
  status?: S;
}) {
  return {
    pageIndex: q.pageIndex ?? 1,
    pageSize: q.pageSize ?? 10,
    orderBy: q.orderBy ?? ('updatedAt' as O),
    order: q.order ?? 'desc',
    name: q.name,
    status: q.status,
  };
}
