import type { Kysely } from 'kysely';
import type { RoomFrom } from '../../src/schemas/call';
import type { CallStatus, Evaluation } from '../../src/schemas/callRecord';
import type { RoomEventKind } from '../../src/schemas/roomEvent';
import { chinaDay, chinaDayStart } from '../../src/domain/chinaTime';
import { objectKey, type Storage } from '../storage';
import { json } from '../db/database';
import type { DB } from '../db/types';
import { drawInviteNumber } from '../services/inviteNumbers';
import { storeRoomEvent } from '../services/roomEvents';
import { demoVideoMp4 } from './sampleMedia';

/** A finished call as the records screens show it: answered ones opened a room that has ended. */
export interface PastCall {
  tenantId: string;
  orgAccountId: string | null;
  agentId: string | null;
  groupId?: string | null;
  status: CallStatus;
  kind?: 'customer' | 'transfer';
  userName: string;
  userPhone: string;
  askedAt: Date;
  room?: {
    startedAt: Date;
    endedAt: Date | null;
    from: RoomFrom;
    endedBy: 'agent' | 'user' | null;
    recordingFileId?: string | null;
  };
  evaluation?: Evaluation | null;
}

/** An invite number no room has yet. */
async function freshInviteNumber(db: Kysely<DB>): Promise<string> {
  for (;;) {
    const candidate = drawInviteNumber();
    const taken = await db
      .selectFrom('serviceRooms')
      .select('id')
      .where('inviteNumber', '=', candidate)
      .executeTakeFirst();
    if (!taken) return candidate;
  }
}

/** Writes a call and, when it was answered, its room; for the demo seed and the tests. */
export async function insertPastCall(
  db: Kysely<DB>,
  call: PastCall,
): Promise<{ callId: string; serviceId: string | null }> {
  const closedAt = call.room ? call.room.endedAt : new Date(call.askedAt.getTime() + 25_000);
  const inserted = await db
    .insertInto('calls')
    .values({
      tenantId: call.tenantId,
      groupId: call.groupId ?? null,
      kind: call.kind ?? 'customer',
      userName: call.userName,
      userPhone: call.userPhone,
      status: call.status,
      agentId: call.agentId,
      orgAccountId: call.orgAccountId,
      offeredAt: call.agentId === null ? null : new Date(call.askedAt.getTime() + 2_000),
      passedBy: json(call.status === 'missed' && call.agentId !== null ? [call.agentId] : []),
      askedAt: call.askedAt,
      answeredAt: call.room?.startedAt ?? null,
      closedAt,
      evaluation: call.evaluation ? json(call.evaluation) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (!call.room || call.agentId === null) return { callId: inserted.id, serviceId: null };
  const room = await db
    .insertInto('serviceRooms')
    .values({
      inviteNumber: await freshInviteNumber(db),
      tenantId: call.tenantId,
      orgAccountId: call.orgAccountId,
      agentId: call.agentId,
      callId: inserted.id,
      userName: call.userName,
      userPhone: call.userPhone,
      roomFrom: call.room.from,
      status: call.room.endedAt === null ? 'inProgress' : 'ended',
      startedAt: call.room.startedAt,
      endedAt: call.room.endedAt,
      endedBy: call.room.endedBy,
      recordingFileId: call.room.recordingFileId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('calls').set({ serviceId: room.id }).where('id', '=', inserted.id).execute();
  return { callId: inserted.id, serviceId: room.id };
}

const CUSTOMERS: Record<string, readonly [string, string][]> = {
  demo_agent1: [
    ['陈先生', '13911110001'],
    ['刘女士', '13911110002'],
    ['周先生', '13911110003'],
    ['吴女士', '13911110004'],
    ['郑先生', '13911110005'],
  ],
  demo_agent2: [
    ['孙女士', '13922220001'],
    ['马先生', '13922220002'],
    ['朱女士', '13922220003'],
    ['胡先生', '13922220004'],
    ['林女士', '13922220005'],
  ],
  demo_agent3: [
    ['何先生', '13933330001'],
    ['高女士', '13933330002'],
    ['罗先生', '13933330003'],
    ['梁女士', '13933330004'],
    ['宋先生', '13933330005'],
  ],
  acme_agent1: [
    ['谢先生', '13944440001'],
    ['韩女士', '13944440002'],
    ['唐先生', '13944440003'],
    ['冯女士', '13944440004'],
    ['董先生', '13944440005'],
  ],
  vs_agent1: [
    ['萧女士', '13955550001'],
    ['程先生', '13955550002'],
    ['曹女士', '13955550003'],
    ['袁先生', '13955550004'],
    ['邓女士', '13955550005'],
  ],
};

const DAY_MS = 24 * 3600_000;

/**
 * Per demo agent: three answered calls whose rooms ended (two today, one three days ago; two with an
 * evaluation), one the customer cancelled while it rang (yesterday) and one that rang out (two days
 * ago). No room is left in progress. With a storage, the first room of each agent has a recording
 * (the demo's product video).
 */
export async function seedRecords(db: Kysely<DB>, storage?: Storage, now = new Date()): Promise<void> {
  const agents = await db
    .selectFrom('agents')
    .select(['id', 'loginName', 'fullName', 'tenantId', 'orgAccountId'])
    .where('loginName', 'in', Object.keys(CUSTOMERS))
    .execute();
  const midnight = chinaDayStart(chinaDay(now)).getTime();
  // Today's rooms fall between China midnight and now, so that the live records of today show them.
  const today = (share: number) => new Date(midnight + (now.getTime() - midnight) * share);
  const daysAgo = (days: number, hour: number) => new Date(midnight - days * DAY_MS + hour * 3600_000);
  const room = (startedAt: Date, seconds: number, from: RoomFrom, endedBy: 'agent' | 'user') => ({
    startedAt,
    endedAt: new Date(
      Math.min(startedAt.getTime() + seconds * 1000, Math.max(startedAt.getTime(), now.getTime() - 1000)),
    ),
    from,
    endedBy,
  });

  for (const agent of agents) {
    const customers = CUSTOMERS[agent.loginName];
    if (!agent.tenantId || !customers) continue;
    const group = await db
      .selectFrom('agentGroups')
      .select('id')
      .where('tenantId', '=', agent.tenantId)
      .executeTakeFirst();
    const base = {
      tenantId: agent.tenantId,
      orgAccountId: agent.orgAccountId,
      agentId: agent.id,
      groupId: group?.id ?? null,
    };
    const customer = (i: number) => ({ userName: customers[i]?.[0] ?? '客户', userPhone: customers[i]?.[1] ?? '' });
    let recordingFileId: string | null = null;
    if (storage) {
      recordingFileId = objectKey(`recordings/${agent.tenantId}`, 'mp4');
      await storage.put(recordingFileId, await demoVideoMp4(), 'video/mp4');
    }
    const firstStart = today(0.3);
    const secondStart = today(0.7);
    const earlierStart = daysAgo(3, 10);
    const calls: PastCall[] = [
      {
        ...base,
        ...customer(0),
        status: 'started',
        askedAt: new Date(firstStart.getTime() - 20_000),
        room: { ...room(firstStart, 372, 'Browser', 'agent'), recordingFileId },
        evaluation: { score: 5, comment: '讲解很清楚，很专业' },
      },
      {
        ...base,
        ...customer(1),
        status: 'started',
        askedAt: new Date(secondStart.getTime() - 15_000),
        room: room(secondStart, 160, 'Mobile', 'user'),
      },
      {
        ...base,
        ...customer(2),
        status: 'started',
        askedAt: new Date(earlierStart.getTime() - 40_000),
        room: room(earlierStart, 665, 'PC', 'agent'),
        evaluation: { score: 4, comment: '整体满意，等待时间稍长' },
      },
      { ...base, ...customer(3), status: 'cancelled', askedAt: daysAgo(1, 14) },
      { ...base, ...customer(4), status: 'missed', askedAt: daysAgo(2, 16) },
    ];
    const rooms: SeedRoom[] = [];
    for (const call of calls) {
      const { serviceId } = await insertPastCall(db, call);
      if (serviceId && call.room) rooms.push({ serviceId, startedAt: call.room.startedAt, userName: call.userName });
    }
    const [first, second, earlier] = rooms;
    const events: SeedEvent[] = [
      {
        room: first,
        afterSeconds: 60,
        actor: 'agent',
        event: 'shareStarted',
        detail: { kind: 'web', name: '少儿教育金计划' },
      },
      {
        room: first,
        afterSeconds: 180,
        actor: 'agent',
        event: 'shareEnded',
        detail: { kind: 'web', name: '少儿教育金计划' },
      },
      { room: second, afterSeconds: 40, actor: 'customer', event: 'networkOffline', detail: {} },
      { room: second, afterSeconds: 55, actor: 'customer', event: 'networkRecovery', detail: {} },
      {
        room: second,
        afterSeconds: 70,
        actor: 'agent',
        event: 'shareStarted',
        detail: { kind: 'file', name: '产品说明书' },
      },
      {
        room: second,
        afterSeconds: 100,
        actor: 'agent',
        event: 'shareFailed',
        detail: { kind: 'web', name: '终身寿险产品介绍' },
      },
      { room: earlier, afterSeconds: 20, actor: 'customer', event: 'sdkError', detail: {} },
      {
        room: earlier,
        afterSeconds: 120,
        actor: 'agent',
        event: 'shareStarted',
        detail: { kind: 'video', name: '产品视频' },
      },
      { room: earlier, afterSeconds: 200, actor: 'customer', event: 'syncLoginError', detail: {} },
    ];
    await seedRoomEvents(db, events, agent.fullName);
  }
}

/** A demo room, as its events name it. */
interface SeedRoom {
  serviceId: string;
  startedAt: Date;
  userName: string;
}

/** An event a demo room's pages reported, some seconds after the room started. */
interface SeedEvent {
  room: SeedRoom | undefined;
  afterSeconds: number;
  actor: 'agent' | 'customer';
  event: RoomEventKind;
  detail: Record<string, unknown>;
}

/**
 * What the demo rooms' pages reported (per agent: a share in each room and one more that failed; the customer's network
 * lost once and the audio-video connection and the same-screen sign-in failing once), so that the rooms'
 * timelines and the monitoring figures have something to show on a fresh start.
 */
async function seedRoomEvents(db: Kysely<DB>, events: SeedEvent[], agentName: string): Promise<void> {
  // Each is chained to its room's trail as the rooms' pages would have had it (tamper evidence).
  await db.transaction().execute(async (trx) => {
    for (const { room, afterSeconds, actor, event, detail } of events) {
      if (!room) continue;
      await storeRoomEvent(trx, {
        serviceId: room.serviceId,
        actor,
        actorName: actor === 'agent' ? agentName : room.userName,
        event,
        detail,
        createdAt: new Date(room.startedAt.getTime() + afterSeconds * 1000),
      });
    }
  });
}
