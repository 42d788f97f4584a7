import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { accessEntry, checkpointEntry, deletionEntry, eventEntry, type TrailEntry } from '../../db/trailChain';

/**
 * The rows of a room that its trail stands for, read as they are now: its events, its 双录 checkpoints, the
 * access log's lines about it and retention's deletions of its recordings.
 */
export async function currentSourceEntries(db: Kysely<DB>, serviceId: string): Promise<TrailEntry[]> {
  const [events, checkpoints, access, deletions] = await Promise.all([
    db
      .selectFrom('roomEvents')
      .select(['id', 'serviceId', 'actor', 'actorName', 'event', 'detail', 'createdAt'])
      .where('serviceId', '=', serviceId)
      .execute(),
    db
      .selectFrom('sopCheckpoints')
      .select(['id', 'serviceId', 'agentId', 'scriptTitle', 'kind', 'keyword', 'text', 'at'])
      .where('serviceId', '=', serviceId)
      .execute(),
    db.selectFrom('accessLogs').selectAll().where('recordId', '=', serviceId).execute(),
    db
      .selectFrom('retentionDeletions')
      .selectAll()
      .where('recordId', '=', serviceId)
      .where('kind', '=', 'recording')
      .execute(),
  ]);
  return [
    ...events.map(eventEntry),
    ...checkpoints.map(checkpointEntry),
    ...access.map((row) => accessEntry(serviceId, row)),
    ...deletions.map((row) => deletionEntry(serviceId, row)),
  ];
}
