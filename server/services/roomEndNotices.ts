import type { Kysely } from 'kysely';
import {
  dueEndNotices,
  END_NOTICE_EXPIRY_SECONDS,
  END_NOTICE_SECONDS,
  type LiveRoom,
} from '../../src/domain/endNotice';
import { roomLifecycleTexts } from '../../src/schemas/roomLifecycle';
import type { DB } from '../db/types';
import { conflict, notFound } from '../plugins/envelope';
import type { Realtime } from '../plugins/realtime';
import type { CallRooms } from './calls';

/**
 * Tells rooms their end is near (spec 2 §4.1 notifyEnd / notifySingleEnd, src/domain/endNotice.ts) and
 * takes the agent's answer (§7.1 handleEndNotify). A room gets one notice, said again with the seconds
 * left on each sweep until answered; one nobody answers ends the room once its countdown is long past. Safe on several processes: a notice is claimed by an
 * update before it is sent.
 */
export class RoomEndNotices {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly realtime: Realtime,
    private readonly rooms: CallRooms,
    private readonly options: { roomMaxMinutes: number },
  ) {}

  async sweep(now = new Date()): Promise<void> {
    const rows = await this.db
      .selectFrom('serviceRooms as s')
      .innerJoin('tenants as t', 't.id', 's.tenantId')
      .select([
        's.id',
        's.tenantId',
        's.startedAt',
        's.endNotice',
        's.endNoticeAt',
        's.endNoticeAnswer',
        's.agentId',
        't.remainingTimeLimit',
      ])
      .where('s.status', '=', 'inProgress')
      .execute();
    const rooms: LiveRoom[] = rows.map((row) => ({
      serviceId: row.id,
      tenantId: row.tenantId,
      startedAt: row.startedAt.getTime(),
      noticed: row.endNoticeAt !== null,
    }));
    const remaining = new Map(rows.map((row) => [row.tenantId, row.remainingTimeLimit]));
    for (const notice of dueEndNotices(rooms, remaining, now.getTime(), this.options.roomMaxMinutes * 60)) {
      const claimed = await this.db
        .updateTable('serviceRooms')
        .set({ endNotice: notice.type, endNoticeAt: now })
        .where('id', '=', notice.serviceId)
        .where('status', '=', 'inProgress')
        .where('endNoticeAt', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) > 0)
        this.realtime.emitRoomMessage(notice.serviceId, notice.type, { seconds: notice.seconds });
    }
    const expiredBefore = new Date(now.getTime() - END_NOTICE_EXPIRY_SECONDS * 1000);
    for (const row of rows) {
      if (row.endNoticeAt === null || row.endNotice === null || row.endNoticeAnswer !== null) continue;
      if (row.endNoticeAt > expiredBefore) {
        // Said again until answered: the agent's page may have entered the room after the first time.
        const seconds = Math.max(
          1,
          END_NOTICE_SECONDS - Math.floor((now.getTime() - row.endNoticeAt.getTime()) / 1000),
        );
        this.realtime.emitRoomMessage(row.id, row.endNotice, { seconds });
        continue;
      }
      const expired = await this.answer(row.id, row.agentId, 'expired');
      if (expired) await this.rooms.endRoom(row.id, { agentId: row.agentId }, true);
    }
  }

  /** The room's agent answers: continue keeps the room, anything else ends it. */
  async handle(serviceId: string, agentId: string, keepOn: boolean): Promise<void> {
    if (!(await this.answer(serviceId, agentId, keepOn ? 'continue' : 'exit'))) {
      const room = await this.db
        .selectFrom('serviceRooms')
        .select(['agentId', 'status'])
        .where('id', '=', serviceId)
        .executeTakeFirst();
      if (!room || room.agentId !== agentId) throw notFound();
      if (room.status !== 'inProgress') throw conflict(roomLifecycleTexts.roomEnded);
      throw conflict(roomLifecycleTexts.noNotice);
    }
    if (!keepOn) await this.rooms.endRoom(serviceId, { agentId }, true);
  }

  /** Records the answer to a notice still waiting for one; false when there is none. */
  private async answer(serviceId: string, agentId: string, answer: 'continue' | 'exit' | 'expired'): Promise<boolean> {
    const updated = await this.db
      .updateTable('serviceRooms')
      .set({ endNoticeAnswer: answer })
      .where('id', '=', serviceId)
      .where('agentId', '=', agentId)
      .where('status', '=', 'inProgress')
      .where('endNoticeAt', 'is not', null)
      .where('endNoticeAnswer', 'is', null)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) > 0;
  }
}
