import type { Kysely } from 'kysely';
import type { DB } from '../db/types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who may exchange WebRTC signals in a room: its agent, while the room is in progress. */
export class RoomSignals {
  constructor(private readonly db: Kysely<DB>) {}

  readonly liveRoomAgent = async (serviceId: string): Promise<string | null> => {
    if (!UUID.test(serviceId)) return null;
    const room = await this.db.selectFrom('serviceRooms').select('agentId').where('id', '=', serviceId).where('status', '=', 'inProgress').executeTakeFirst();
    return room?.agentId ?? null;
  };
}
