import type { Kysely } from 'kysely';
import { isUuid } from '../../src/schemas/fields';
import type { DB } from '../db/types';

/** Who may exchange WebRTC signals in a room: its agent, while the room is in progress. */
export class RoomSignals {
  constructor(private readonly db: Kysely<DB>) {}

  readonly liveRoomAgent = async (serviceId: string): Promise<string | null> => {
    if (!isUuid(serviceId)) return null;
    const room = await this.db
      .selectFrom('serviceRooms')
      .select('agentId')
      .where('id', '=', serviceId)
      .where('status', '=', 'inProgress')
      .executeTakeFirst();
    return room?.agentId ?? null;
  };
}
