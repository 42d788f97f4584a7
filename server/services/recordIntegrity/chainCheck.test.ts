import { describe, expect, it } from 'vitest';
import { firstChainBreak, sourceDifferences, type TrailRow } from './chainCheck';
import { chainHash, eventEntry, GENESIS_HASH } from '../../db/trailChain';
import { canonicalJson } from '../../../src/domain/recordIntegrity';

const at = (second: number) => new Date(Date.UTC(2026, 10, 30, 2, 0, second));
const event = (id: string, second: number) =>
  eventEntry({
    id,
    serviceId: 'room',
    actor: 'agent',
    actorName: '张晓明',
    event: 'audioOn',
    detail: {},
    createdAt: at(second),
  });

/** A chain of the entries as the writer leaves it. */
function chained(entries: ReturnType<typeof event>[]): TrailRow[] {
  let prevHash = GENESIS_HASH;
  return entries.map((entry, index) => {
    const content = canonicalJson(entry.content);
    const hash = chainHash(prevHash, content);
    const row = { seq: index + 1, kind: entry.kind, sourceId: entry.sourceId, content, prevHash, hash, at: entry.at };
    prevHash = hash;
    return row;
  });
}

describe('the chain check', () => {
  const entries = [event('a', 1), event('b', 2), event('c', 3)];
  const rows = chained(entries);
  const head = { seq: 3, hash: rows[2]!.hash };

  it('finds nothing in a chain as written, with its sources as they were', () => {
    expect(firstChainBreak(rows, head)).toBeNull();
    expect(sourceDifferences(rows, entries)).toEqual([]);
  });

  it('names an entry whose content changed, even when its own hash was made again', () => {
    const altered = rows.map((row) =>
      row.seq === 2 ? { ...row, content: row.content.replace('audioOn', 'audioOff') } : row,
    );
    expect(firstChainBreak(altered, head)).toMatchObject({ seq: 2, change: 'changed' });
    const rehashed = altered.map((row) =>
      row.seq === 2 ? { ...row, hash: chainHash(row.prevHash, row.content) } : row,
    );
    expect(firstChainBreak(rehashed, head)).toMatchObject({ seq: 2, change: 'changed' });
    expect(sourceDifferences(altered, entries)).toEqual([expect.objectContaining({ seq: 2, change: 'changed' })]);
  });

  it('names a number missing inside the chain, and entries cut from its end', () => {
    expect(firstChainBreak([rows[0]!, rows[2]!], head)).toEqual({ seq: 2, row: null, change: 'removed' });
    expect(firstChainBreak(rows.slice(0, 2), head)).toEqual({ seq: 3, row: null, change: 'removed' });
  });

  it('tells a source row gone from one written past the trail', () => {
    const found = sourceDifferences(rows, [entries[0]!, entries[2]!, event('d', 4)]);
    expect(found.map((finding) => [finding.seq, finding.change])).toEqual([
      [2, 'removed'],
      [null, 'added'],
    ]);
  });
});
