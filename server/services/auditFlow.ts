import { sql, type Kysely } from 'kysely';
import {
  AUDIT_STATUS,
  auditLevelOf,
  auditTexts,
  isEditableStatus,
  isPendingStatus,
  pendingStatusFor,
  rejectedStatusFor,
  type AuditResult,
  type AuditStatus,
} from '../../src/domain/audit';
import type { RoleLevel } from '../../src/domain/scope';
import type { DB } from '../db/types';
import { conflict, forbidden, invalid } from '../plugins/envelope';
import type { AuditNotices } from './auditNotices';

/**
 * The audit flow (spec 3 §4), once for the three audited kinds: video templates, video contents and dynamic
 * videos. An author submits an editable item; it waits for level 3 (status 2) or, from a tenant admin, level 4
 * (status 12); that level approves it or rejects it with a reason, and the authors hear the outcome. A content or
 * dynamic video whose render failed is rendered again. Each kind keeps its own tables and texts; the states, the
 * checks and the side effects are here.
 */

export type AuditedKind = AuditResult['kind'];

/** Templates tell the tenant's notice mails of a submission; contents and dynamic videos do not (spec 3 §2). */
const TELLS_SUBMISSION: Record<AuditedKind, boolean> = {
  videoTemplate: true,
  videoContent: false,
  dynamicVideo: false,
};

/** What a kind answers when a step does not fit the item's state. */
export interface AuditStateTexts {
  pending: string;
  notDraft: string;
  notPending: string;
}

/** A kind's store: it moves its item (or the item's latest version) between the audit states. */
export interface AuditedStore {
  submit(id: string, submitterId: string, pending: AuditStatus): Promise<void>;
  audit(
    id: string,
    expected: AuditStatus,
    auditorId: string,
    outcome: AuditStatus,
    reason: string | null,
  ): Promise<void>;
}

/** An item as the flow sees it: its state now, and the authors (owner, submitter) who hear an audit's outcome. */
export interface AuditedItem {
  id: string;
  name: string;
  tenantId: string;
  status: AuditStatus;
  authors: readonly (string | null)[];
}

interface Actor {
  agentId: string;
  level: RoleLevel;
}

/**
 * Refuses to submit an item waiting for audit, or one the kind does not submit from its state: a content or a
 * dynamic video from any editable state, a template only from a draft (an edit makes a new draft version).
 */
export function assertSubmittable(
  status: number,
  texts: Pick<AuditStateTexts, 'pending' | 'notDraft'>,
  submittable: (status: number) => boolean = isEditableStatus,
): void {
  if (isPendingStatus(status)) throw conflict(texts.pending);
  if (!submittable(status)) throw conflict(texts.notDraft);
}

/**
 * An auditor's decision on an item waiting at `status`: only the level that audits the status decides; a
 * rejection needs a reason. Answers the status the item takes and the reason kept.
 */
function auditDecision(
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

/** The tables whose rows carry their own audit state (a template's state is its latest version's). */
type AuditedTable = 'videoContents' | 'dynamicVideos';

/** Sends a row from the state it was read in (`from`) to `pending`, with who submitted it; a rejection's reason goes. */
export async function submitRow(
  db: Kysely<DB>,
  table: AuditedTable,
  row: { id: string; from: AuditStatus },
  submitterId: string,
  pending: AuditStatus,
): Promise<void> {
  await db
    .updateTable(table)
    .set({ status: pending, submittedBy: submitterId, submittedAt: sql`now()`, reason: null, updatedAt: sql`now()` })
    .where('id', '=', row.id)
    .where('status', '=', row.from)
    .execute();
}

/** Approves or rejects a row still waiting at `expected`; one that waits no more is refused with `notPending`. */
export async function auditRow(
  db: Kysely<DB>,
  table: AuditedTable,
  decision: { id: string; expected: AuditStatus; auditorId: string; outcome: AuditStatus; reason: string | null },
  notPending: string,
): Promise<void> {
  if (auditLevelOf(decision.expected) === null) throw conflict(notPending);
  const { id, expected, auditorId, outcome, reason } = decision;
  const result = await db
    .updateTable(table)
    .set({ status: outcome, auditedBy: auditorId, auditedAt: sql`now()`, reason, updatedAt: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', expected)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw conflict(notPending);
}

/** The flow's steps with their side effects: notices of submissions and outcomes, and queued renders. */
export class AuditFlow {
  constructor(
    private readonly notices: AuditNotices,
    /** The render queue (VideoRenders): a content's render job at its attempt. */
    private readonly renders: { queueContent(contentId: string, attempt: number): Promise<void> },
  ) {}

  /** Submits the item at the status its submitter's level sends it to. */
  async submit(
    kind: AuditedKind,
    store: Pick<AuditedStore, 'submit'>,
    actor: Actor,
    item: Pick<AuditedItem, 'id' | 'name' | 'tenantId'>,
  ): Promise<void> {
    await store.submit(item.id, actor.agentId, pendingStatusFor(actor.level));
    if (TELLS_SUBMISSION[kind])
      await this.notices.templateSubmitted({ tenantId: item.tenantId, name: item.name, submittedBy: actor.agentId });
  }

  /** Approves or rejects (with a reason) the item waiting for the auditor's level; its authors hear the outcome. */
  async check(
    kind: AuditedKind,
    store: Pick<AuditedStore, 'audit'>,
    actor: Actor,
    item: AuditedItem,
    body: { pass: boolean; reason?: string | undefined },
  ): Promise<void> {
    const { outcome, reason } = auditDecision(actor.level, item.status, body);
    await store.audit(item.id, item.status, actor.agentId, outcome, reason);
    const result: AuditResult = { kind, id: item.id, name: item.name, pass: body.pass, reason };
    await this.notices.audited(item.tenantId, result, item.authors);
  }

  /** Renders again the videos whose render failed (each at its next attempt); with none failed, says `notFailed`. */
  async retry(failed: readonly { id: string; renderAttempt: number }[], notFailed: string): Promise<void> {
    if (failed.length === 0) throw conflict(notFailed);
    for (const video of failed) await this.renders.queueContent(video.id, video.renderAttempt);
  }
}
