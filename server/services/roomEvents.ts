import type { Kysely, Transaction } from 'kysely';
import type { RoomEventKind, RoomEventRecord } from '../../src/schemas/roomEvent';
import type { DB } from '../db/types';
import { eventEntry } from '../db/trailChain';
import { appendTrail } from './recordIntegrity/trail';

/** An event as its page reports it; `createdAt` only where it happened earlier (the demo's rooms). */
interface NewRoomEvent {
  serviceId: string;
  actor: 'agent' | 'customer';
  actorName: string;
  event: RoomEventKind;
  detail: Record<string, unknown>;
  createdAt?: Date;
}

/** Stores an event and chains it to its room's trail, in the caller's transaction. */
export async function storeRoomEvent(trx: Transaction<DB>, event: NewRoomEvent) {
  const row = await trx
    .insertInto('roomEvents')
    .values({ ...event, detail: JSON.stringify(event.detail) })
    .returning(['id', 'serviceId', 'actor', 'actorName', 'event', 'detail', 'createdAt'])
    .executeTakeFirstOrThrow();
  await appendTrail(trx, eventEntry(row));
  return row;
}

/** The event log of rooms (spec 2 §4): stored as they happen, read oldest first. */
export class RoomEventService {
  constructor(private readonly db: Kysely<DB>) {}

  async add(event: Omit<NewRoomEvent, 'createdAt'>): Promise<RoomEventRecord> {
    const row = await this.db.transaction().execute((trx) => storeRoomEvent(trx, event));
    return toRecord(row);
  }

  async list(serviceId: string): Promise<RoomEventRecord[]> {
    const rows = await this.db
      .selectFrom('roomEvents')
      .select(['id', 'serviceId', 'actor', 'actorName', 'event', 'detail', 'createdAt'])
      .where('serviceId', '=', serviceId)
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
    return rows.map(toRecord);
  }
}

/** A stored event as the logs read it. */
export function toRecord(row: {
  id: string;
  serviceId: string;
  actor: 'agent' | 'customer';
  actorName: string;
  event: string;
  detail: Record<string, unknown>;
  createdAt: Date;
}): RoomEventRecord {
  return {
    _id: row.id,
    serviceId: row.serviceId,
    actor: row.actor,
    actorName: row.actorName,
    event: row.event as RoomEventKind,
    detail: row.detail,
    createdAt: row.createdAt.toISOString(),
  };
}
