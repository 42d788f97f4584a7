import type { Kysely } from 'kysely';
import { dualRecordTexts, pausesOf, type PauseSpan } from '../../src/domain/dualRecord';
import type { RecordPauseState } from '../../src/schemas/recording';
import type { DB } from '../db/types';
import { conflict, invalid, notFound } from '../plugins/envelope';
import type { Realtime } from '../plugins/realtime';
import type { PrivacySettings } from './privacy/settings';
import { storeRoomEvent, toRecord } from './roomEvents';

const PAUSE_EVENTS = ['recordingPaused', 'recordingResumed'] as const;

/**
 * Pausing a room's recording (双录, issue 30): only its agent, while the room is in progress, for a reason from the
 * tenant's list. Each pause and resume is an event of the room, so the log shows it with who and why, and the
 * record's trail chains it. Both sides' pages hear of it at once.
 */
export class RecordingPauses {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly privacy: PrivacySettings,
    private readonly realtime: Realtime,
    private readonly now: () => Date,
  ) {}

  /** The room's pauses as its log tells them, oldest first. */
  async spans(serviceId: string): Promise<(PauseSpan & { reason: string; by: string })[]> {
    const rows = await this.db
      .selectFrom('roomEvents')
      .select(['event', 'detail', 'actorName', 'createdAt'])
      .where('serviceId', '=', serviceId)
      .where('event', 'in', PAUSE_EVENTS)
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
    const spans = pausesOf(rows.map((row) => ({ ...row, at: row.createdAt.getTime() })));
    return spans.map(({ from, to, start }) => {
      const reason = start.detail.reason;
      return { from, to, reason: typeof reason === 'string' ? reason : '', by: start.actorName };
    });
  }

  async state(serviceId: string, tenantId: string, dualRecord: boolean): Promise<RecordPauseState> {
    const [spans, rules] = await Promise.all([this.spans(serviceId), this.privacy.of(tenantId)]);
    const last = spans.at(-1);
    const open = last && last.to === null ? last : null;
    return {
      paused: open !== null,
      reason: open?.reason ?? null,
      since: open ? new Date(open.from).toISOString() : null,
      dualRecord,
      reasons: rules.pauseReasons,
    };
  }

  /** The agent's own room in progress, locked for the change; 404 for any other. */
  private async ownLiveRoom(trx: Kysely<DB>, agentId: string, serviceId: string) {
    const room = await trx
      .selectFrom('serviceRooms as r')
      .innerJoin('agents as a', 'a.id', 'r.agentId')
      .select(['r.id', 'r.status', 'r.tenantId', 'r.dualRecord', 'a.fullName'])
      .where('r.id', '=', serviceId)
      .where('r.agentId', '=', agentId)
      .forUpdate('r')
      .executeTakeFirst();
    if (!room) throw notFound();
    if (room.status !== 'inProgress') throw conflict(dualRecordTexts.roomEnded);
    return room;
  }

  async pause(agentId: string, serviceId: string, reason: string): Promise<RecordPauseState> {
    const chosen = reason.trim();
    const tenant = await this.db
      .selectFrom('serviceRooms')
      .select('tenantId')
      .where('id', '=', serviceId)
      .where('agentId', '=', agentId)
      .executeTakeFirst();
    if (!tenant) throw notFound();
    // The reasons are read before the room is locked: one connection may serve both on an embedded database.
    const rules = await this.privacy.of(tenant.tenantId);
    const stored = await this.db.transaction().execute(async (trx) => {
      const room = await this.ownLiveRoom(trx, agentId, serviceId);
      if (!rules.pauseReasons.includes(chosen)) throw invalid({ reason: dualRecordTexts.reasonUnknown });
      if ((await this.openPause(trx, serviceId)) !== null) throw conflict(dualRecordTexts.alreadyPaused);
      const event = await storeRoomEvent(trx, {
        serviceId,
        actor: 'agent',
        actorName: room.fullName,
        event: 'recordingPaused',
        detail: { reason: chosen },
        createdAt: this.now(),
      });
      return { room, event };
    });
    return this.announce(stored.room, stored.event);
  }

  async resume(agentId: string, serviceId: string): Promise<RecordPauseState> {
    const stored = await this.db.transaction().execute(async (trx) => {
      const room = await this.ownLiveRoom(trx, agentId, serviceId);
      if ((await this.openPause(trx, serviceId)) === null) throw conflict(dualRecordTexts.notPaused);
      const event = await storeRoomEvent(trx, {
        serviceId,
        actor: 'agent',
        actorName: room.fullName,
        event: 'recordingResumed',
        detail: {},
        createdAt: this.now(),
      });
      return { room, event };
    });
    return this.announce(stored.room, stored.event);
  }

  /** The last pause event of the room when no resume followed it. */
  private async openPause(trx: Kysely<DB>, serviceId: string) {
    const last = await trx
      .selectFrom('roomEvents')
      .select(['event', 'createdAt'])
      .where('serviceId', '=', serviceId)
      .where('event', 'in', PAUSE_EVENTS)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return last?.event === 'recordingPaused' ? last : null;
  }

  private async announce(
    room: { id: string; tenantId: string; dualRecord: boolean },
    event: Parameters<typeof toRecord>[0],
  ): Promise<RecordPauseState> {
    const state = await this.state(room.id, room.tenantId, room.dualRecord);
    this.realtime.emitRoomMessage(room.id, 'recording.paused', {
      paused: state.paused,
      reason: state.reason,
      since: state.since,
    });
    // The agent's log shows the pause or resume with the rest of the room's events.
    this.realtime.emitRoomMessage(room.id, 'roomEvent.added', toRecord(event), 'agent');
    return state;
  }
}
