import { createHash } from 'node:crypto';
import type { TrailKind } from '../../src/domain/recordIntegrity';

/**
 * The form of the record trail (tamper evidence, issue 30): how a stored row becomes its entry, and how an
 * entry is hashed onto the one before. Shared by the migration that chained the rows already stored and by
 * the services that write and verify the trail (server/services/recordIntegrity).
 */

/** The hash the first entry of every room's trail follows. */
export const GENESIS_HASH = '0'.repeat(64);

export const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

/** An entry's own hash: SHA-256 over the hash before it and its canonical content, both as UTF-8 text. */
export const chainHash = (prevHash: string, content: string): string => sha256Hex(prevHash + content);

/** One entry of a room's trail, as its source writes it. */
export interface TrailEntry {
  serviceId: string;
  kind: TrailKind;
  /** The id of the row the entry stands for (an event, a log line, a recording, a shared file). */
  sourceId: string;
  /**
   * What is chained: the row's fields that never change once written. Fields a legitimate change elsewhere
   * clears (an agent deleted, a script removed) are left out, so only tampering tells.
   */
  content: Record<string, unknown>;
  /** When it happened, as the row says. */
  at: Date;
}

/**
 * How each source row becomes its entry. The writers build the entry from the row they just wrote, and the
 * verification from the row as it reads now: a difference between the two is a changed row.
 */
export const eventEntry = (row: {
  id: string;
  serviceId: string;
  actor: string;
  actorName: string;
  event: string;
  detail: unknown;
  createdAt: Date;
}): TrailEntry => ({
  serviceId: row.serviceId,
  kind: 'event',
  sourceId: row.id,
  content: {
    id: row.id,
    serviceId: row.serviceId,
    actor: row.actor,
    actorName: row.actorName,
    event: row.event,
    detail: row.detail,
    createdAt: row.createdAt,
  },
  at: row.createdAt,
});

export const checkpointEntry = (row: {
  id: string;
  serviceId: string;
  agentId: string;
  scriptTitle: string;
  kind: string;
  keyword: string | null;
  text: string | null;
  at: Date;
}): TrailEntry => ({
  serviceId: row.serviceId,
  kind: 'checkpoint',
  sourceId: row.id,
  content: {
    id: row.id,
    serviceId: row.serviceId,
    agentId: row.agentId,
    scriptTitle: row.scriptTitle,
    kind: row.kind,
    keyword: row.keyword,
    text: row.text,
    at: row.at,
  },
  at: row.at,
});

export const accessEntry = (
  serviceId: string,
  row: {
    id: string;
    tenantId: string | null;
    loginName: string;
    roleName: string;
    action: string;
    target: string;
    recordId: string | null;
    customerPhone: string | null;
    address: string;
    createdAt: Date;
  },
): TrailEntry => ({
  serviceId,
  kind: 'access',
  sourceId: row.id,
  content: {
    id: row.id,
    tenantId: row.tenantId,
    loginName: row.loginName,
    roleName: row.roleName,
    action: row.action,
    target: row.target,
    recordId: row.recordId,
    customerPhone: row.customerPhone,
    address: row.address,
    createdAt: row.createdAt,
  },
  at: row.createdAt,
});

export const deletionEntry = (
  serviceId: string,
  row: {
    id: string;
    tenantId: string;
    kind: string;
    recordId: string;
    summary: string;
    recordAt: Date;
    deletedAt: Date;
  },
): TrailEntry => ({
  serviceId,
  kind: 'deletion',
  sourceId: row.id,
  content: {
    id: row.id,
    tenantId: row.tenantId,
    kind: row.kind,
    recordId: row.recordId,
    summary: row.summary,
    recordAt: row.recordAt,
    deletedAt: row.deletedAt,
  },
  at: row.deletedAt,
});

/** What a recording's entry holds of it. */
export interface RecordingSeal {
  recordingId: string;
  sha256: string;
  size: number;
}

export const recordingEntry = (row: {
  id: string;
  serviceId: string;
  agentId: string;
  sha256: string;
  size: number | string;
  startedAt: Date;
  finishedAt: Date;
}): TrailEntry => ({
  serviceId: row.serviceId,
  kind: 'recording',
  sourceId: row.id,
  content: {
    recordingId: row.id,
    agentId: row.agentId,
    sha256: row.sha256,
    size: Number(row.size),
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
  } satisfies RecordingSeal & Record<string, unknown>,
  at: row.finishedAt,
});
