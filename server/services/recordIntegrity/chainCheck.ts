import {
  canonicalJson,
  TRAIL_KIND_NAMES,
  type ChangedEntry,
  type EntryChange,
  type TrailKind,
} from '../../../src/domain/recordIntegrity';
import { ACCESS_ACTION_NAMES, type AccessAction } from '../../../src/schemas/personalData';
import { roomEventTexts, type RoomEventKind } from '../../../src/schemas/roomEvent';
import type { RecordTrailTable } from '../../db/tables/recordTrail';
import { chainHash, GENESIS_HASH, type TrailEntry } from '../../db/trailChain';

/** A stored entry of a room's trail. */
export type TrailRow = Omit<RecordTrailTable, 'serviceId'>;

/** A changed entry found, with its place in the trail (null: never chained). */
export interface Finding {
  seq: number | null;
  row: TrailRow | null;
  change: EntryChange;
}

/**
 * The first place the chain itself is broken: an entry whose hash is not SHA-256(prev hash + content), an
 * entry whose prev hash is not the hash of the entry before (that one was rewritten), a sequence number
 * skipped, or a head that says more entries were written than remain.
 */
export function firstChainBreak(
  rows: readonly TrailRow[],
  head: { seq: number; hash: string } | undefined,
): Finding | null {
  let prev = GENESIS_HASH;
  let before: TrailRow | null = null;
  for (const [index, row] of rows.entries()) {
    const seq = index + 1;
    if (row.seq !== seq) return { seq, row: null, change: 'removed' };
    if (row.prevHash !== prev)
      return before ? { seq: before.seq, row: before, change: 'changed' } : { seq, row, change: 'changed' };
    if (chainHash(prev, row.content) !== row.hash) return { seq, row, change: 'changed' };
    prev = row.hash;
    before = row;
  }
  if (head && head.seq > rows.length) return { seq: rows.length + 1, row: null, change: 'removed' };
  if (head && before && head.hash !== prev) return { seq: before.seq, row: before, change: 'changed' };
  return null;
}

const SOURCE_KINDS: readonly TrailKind[] = ['event', 'checkpoint', 'access', 'deletion'];
const keyOf = (kind: TrailKind, sourceId: string) => `${kind}:${sourceId}`;

/**
 * Each chained row compared with its source row as it reads now: gone (removed) or different (changed); and
 * each source row the trail never took (added afterwards, past the chain's writer).
 */
export function sourceDifferences(rows: readonly TrailRow[], current: readonly TrailEntry[]): Finding[] {
  const now = new Map(current.map((entry) => [keyOf(entry.kind, entry.sourceId), entry]));
  const findings: Finding[] = [];
  for (const row of rows) {
    if (!SOURCE_KINDS.includes(row.kind)) continue;
    const key = keyOf(row.kind, row.sourceId);
    const source = now.get(key);
    now.delete(key);
    if (!source) findings.push({ seq: row.seq, row, change: 'removed' });
    else if (canonicalJson(source.content) !== row.content) findings.push({ seq: row.seq, row, change: 'changed' });
  }
  for (const entry of [...now.values()].sort((a, b) => a.at.getTime() - b.at.getTime()))
    findings.push({
      seq: null,
      row: {
        seq: 0,
        kind: entry.kind,
        sourceId: entry.sourceId,
        content: canonicalJson(entry.content),
        prevHash: '',
        hash: '',
        at: entry.at,
      },
      change: 'added',
    });
  return findings;
}

function parsed(content: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(content);
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The entry's kind in words, with what it was where that helps: an event's name, an access log's action. */
function kindName(row: TrailRow, source: TrailEntry | undefined): string {
  const base = TRAIL_KIND_NAMES[row.kind];
  // Its source row says what it was when only the entry was rewritten.
  const content = source ? source.content : parsed(row.content);
  if (row.kind === 'event' && typeof content.event === 'string' && content.event in roomEventTexts)
    return `${base}·${roomEventTexts[content.event as RoomEventKind].replace('{name}', '')}`;
  if (row.kind === 'access' && typeof content.action === 'string' && content.action in ACCESS_ACTION_NAMES)
    return `${base}·${ACCESS_ACTION_NAMES[content.action as AccessAction]}`;
  return base;
}

/** The finding as the report names it, from the room's source rows as they read now. */
export function describeFinding(finding: Finding, current: readonly TrailEntry[]): ChangedEntry {
  const row = finding.row;
  const source = row ? current.find((entry) => entry.kind === row.kind && entry.sourceId === row.sourceId) : undefined;
  return {
    seq: finding.seq,
    kind: row?.kind ?? null,
    kindName: row ? kindName(row, source) : '',
    at: row ? row.at.toISOString() : null,
    change: finding.change,
  };
}

/** The earliest finding: by place in the trail, then those never chained by time. */
export function earliest(findings: readonly Finding[]): Finding | null {
  const ordered = [...findings].sort(
    (a, b) =>
      (a.seq ?? Number.MAX_SAFE_INTEGER) - (b.seq ?? Number.MAX_SAFE_INTEGER) ||
      (a.row?.at.getTime() ?? 0) - (b.row?.at.getTime() ?? 0),
  );
  return ordered[0] ?? null;
}
