import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import type { Realtime } from '../plugins/realtime';
import { isUuid } from '../../src/schemas/fields';


/** Who may exchange WebRTC signals in a room: its agent, while the room is in progress. */
export class RoomSignals {
  constructor(private readonly db: Kysely<DB>) {}

  attach(realtime: Realtime): void {
    realtime.hooks.liveRoomAgent = (serviceId) => this.liveRoomAgent(serviceId);
  }

  async liveRoomAgent(serviceId: string): Promise<string | null> {
    if (!isUuid(serviceId)) return null;
    const room = await this.db.selectFrom('serviceRooms').select('agentId').where('id', '=', serviceId).where('status', '=', 'inProgress').executeTakeFirst();
    return room?.agentId ?? null;
  }
}
