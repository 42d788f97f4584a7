import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOIN_MISSES_PER_CLIENT } from '../../server/routes/calls';
import { MemoryAttemptCounter, RedisAttemptCounter } from '../../server/services/attemptCounter';
import { customerRoomSchema, type CustomerRoom, type JoinedSession } from '../../src/schemas/call';
import { customerKeyTexts } from '../../src/schemas/customerKey';
import { CUSTOMER_NAMESPACE, type CustomerHandshake } from '../../src/schemas/events';
import type { RoomInvitation } from '../../src/schemas/roomInvite';
import type { RoomMessageEnvelope } from '../../src/schemas/roomMessages';
import { roomEventRecordSchema, type RoomEventRecord } from '../../src/schemas/roomEvent';
import { databaseKinds } from '../support/databases';
import { answeredRoom, baseUrlOf } from '../support/rooms';
import { connectEar, type Ear } from '../support/sockets';
import { startTestApp, type TestApp } from '../support/testApp';
import { expectShape } from '../support/recordShapes';

const TOO_MANY = { errCode: 429, errInfo: customerKeyTexts.tooManyTries };

describe.each(databaseKinds)('customer links and invite numbers on %s', (kind) => {
  let t: TestApp;
  let baseUrl = '';
  const tokens: Record<string, string> = {};
  const ears: Ear[] = [];
  let clients = 0;
  /** Each test joins from addresses of its own, so their counts do not mix. */
  const newClient = () => `10.1.${Math.floor(++clients / 250)}.${clients % 250}`;

  const join = async (inviteNumber: string, from: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/customer/join',
      payload: { inviteNumber },
      remoteAddress: from,
    });
    return {
      status: response.statusCode,
      body: response.json() as { errCode: number; errInfo?: string; result?: JoinedSession },
    };
  };
  /** A twelve-digit number no session in progress holds. */
  const wrongNumber = async () => {
    for (let n = 100_000_000_000; ; n++) {
      const held = await t.ctx.db
        .selectFrom('serviceRooms')
        .select('id')
        .where('inviteNumber', '=', String(n))
        .where('status', '=', 'inProgress')
        .executeTakeFirst();
      const heldWeb = await t.ctx.db
        .selectFrom('serviceWebs')
        .select('id')
        .where('inviteNumber', '=', String(n))
        .where('status', '=', 'inProgress')
        .executeTakeFirst();
      if (!held && !heldWeb) return String(n);
    }
  };
  const customerEar = async (handshake: CustomerHandshake) => {
    const ear = await connectEar(
      io(baseUrl + CUSTOMER_NAMESPACE, {
        auth: handshake,
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        autoConnect: false,
      }),
    );
    ears.push(ear);
    return ear;
  };
  const agentEar = async (login: string) => {
    const ear = await connectEar(
      io(baseUrl, {
        auth: { token: tokens[login] },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        autoConnect: false,
      }),
    );
    ears.push(ear);
    return ear;
  };
  /** A call answered by `login`: the others are set away first, so it rings there. */
  const answered = async (login: string, customer?: { tenantCode: string; userName: string; userPhone: string }) => {
    await t.ctx.db.updateTable('agents').set({ serviceStatus: 'away' }).execute();
    return answeredRoom(t, baseUrl, tokens[login]!, customer);
  };
  const roomStatus = async (serviceId: string) =>
    (await t.ctx.db.selectFrom('serviceRooms').select('status').where('id', '=', serviceId).executeTakeFirstOrThrow())
      .status;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = baseUrlOf(t);
    for (const login of ['demo_agent1', 'demo_agent2']) tokens[login] = await t.tokenFor(login);
  });
  afterAll(async () => {
    for (const ear of ears) ear.socket.close();
    await t.close();
  });

  it("opens the room with the link's key: the customer's details, and ending the call", async () => {
    const room = await answered('demo_agent1');
    const invitation = await t.call<RoomInvitation>(
      'GET',
      `/api/serviceRoom/getInviteMessage?serviceId=${room.serviceId}`,
      { token: tokens.demo_agent1 },
    );
    const link = new URL(invitation.result!.joinUrl);
    expect(link.pathname).toBe(`/customer/room/${room.serviceId}`);
    const key = link.searchParams.get('key') ?? '';
    expect(key).toBe(room.key);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const opened = await t.call<CustomerRoom>('POST', '/api/serviceRoom/startUser', {
      body: { serviceId: room.serviceId, key },
    });
    expect(opened.result).toMatchObject({
      role: 'customer',
      userName: '王先生',
      userPhone: '13800138000',
      inviteNumber: room.inviteNumber,
    });
    expect(opened.result?.callId).toMatch(/^[0-9a-f-]{36}$/);
    expectShape(customerRoomSchema, opened.result);
    await customerEar({ serviceId: room.serviceId, key });

    const agent = await agentEar('demo_agent1');
    expect(await t.call('POST', '/api/customer/room/end', { body: { serviceId: room.serviceId, key } })).toMatchObject({
      errCode: 0,
      errInfo: '通话已结束',
    });
    await agent.waitFor<{ serviceId: string; by: string }>(
      'serviceRoom.ended',
      (e) => e.serviceId === room.serviceId && e.by === 'user',
    );
    expect(await roomStatus(room.serviceId)).toBe('ended');
  });

  it("lets the typed number in as a guest who can neither read the customer's name and phone nor end the call", async () => {
    const room = await answered('demo_agent2', { tenantCode: 'demo', userName: '赵女士', userPhone: '13911112222' });
    const joined = await join(room.inviteNumber, newClient());
    expect(joined.body).toMatchObject({
      errCode: 0,
      result: { kind: 'room', serviceId: room.serviceId, inviteNumber: room.inviteNumber },
    });
    const guestKey = joined.body.result!.key;
    expect(guestKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(guestKey).not.toBe(room.key);
    expect(JSON.stringify(joined.body)).not.toContain('赵女士');

    const asGuest = await t.call<CustomerRoom>('POST', '/api/serviceRoom/startUser', {
      body: { serviceId: room.serviceId, key: guestKey },
    });
    expect(asGuest.result).toMatchObject({
      role: 'guest',
      userName: '',
      userPhone: '',
      callId: '',
      inviteNumber: room.inviteNumber,
    });
    expect(JSON.stringify(asGuest)).not.toMatch(/赵女士|13911112222/);

    // The guest takes part: the room's engine, its share, its socket; what it logs names a guest.
    expect(
      (await t.call('POST', '/api/customer/rtc/config', { body: { serviceId: room.serviceId, key: guestKey } }))
        .errCode,
    ).toBe(0);
    expect(
      (await t.call('GET', `/api/customer/serviceRoom/share?serviceId=${room.serviceId}&key=${guestKey}`)).errCode,
    ).toBe(0);
    const guest = await customerEar({ serviceId: room.serviceId, key: guestKey });
    const agent = await agentEar('demo_agent2');
    expect(await agent.socket.timeout(3000).emitWithAck('room.enter', { serviceId: room.serviceId })).toEqual({
      ok: true,
    });
    expect(
      (
        await t.call('POST', '/api/customer/serviceRoomEvent', {
          body: { serviceId: room.serviceId, key: guestKey, event: 'videoOff' },
        })
      ).errCode,
    ).toBe(0);
    expect(
      (
        await t.call('POST', '/api/customer/serviceRoomEvent', {
          body: { serviceId: room.serviceId, key: room.key, event: 'audioOff' },
        })
      ).errCode,
    ).toBe(0);
    const logged = await agent.waitFor<RoomMessageEnvelope>(
      'room.message',
      (m) => m.type === 'roomEvent.added' && (m.payload as RoomEventRecord).event === 'audioOff',
    );
    expect((logged.payload as RoomEventRecord).actorName).toBe('赵女士');
    const events =
      (
        await t.call<RoomEventRecord[]>('GET', `/api/serviceRoomEvent?serviceId=${room.serviceId}`, {
          token: tokens.demo_agent2,
        })
      ).result ?? [];
    expectShape(roomEventRecordSchema, ...events);
    expect(events.map((e) => [e.event, e.actorName])).toEqual([
      ['videoOff', customerKeyTexts.guestName],
      ['audioOff', '赵女士'],
    ]);
    // The room's log goes to the agent only: the guest's socket never hears the customer's name.
    expect(JSON.stringify(guest.heard)).not.toMatch(/赵女士|13911112222/);

    // Ending needs the customer's key; the number alone, or the guest key, ends nothing.
    expect(
      await t.call('POST', '/api/customer/room/end', { body: { serviceId: room.serviceId, key: guestKey } }),
    ).toMatchObject({
      errCode: 403,
      errInfo: customerKeyTexts.guestCannotEnd,
    });
    expect(
      (
        await t.call('POST', '/api/customer/room/end', {
          body: { serviceId: room.serviceId, inviteNumber: room.inviteNumber },
        })
      ).errCode,
    ).toBe(400);
    expect((await t.call('POST', '/api/customer/room/end', { body: { serviceId: room.serviceId } })).errCode).toBe(400);
    expect(await roomStatus(room.serviceId)).toBe('inProgress');
    await t.call('POST', '/api/serviceRoom/endRecord', {
      token: tokens.demo_agent2,
      body: { serviceId: room.serviceId },
    });
  });

  it('refuses wrong numbers past the limit for that client with 429, even a right one, while others still join', async () => {
    const room = await answered('demo_agent1');
    const guesser = newClient();
    const wrong = await wrongNumber();
    for (let i = 0; i < JOIN_MISSES_PER_CLIENT; i++) {
      expect(await join(wrong, guesser)).toEqual({
        status: 200,
        body: {
          errCode: 400,
          errInfo: '邀请码不正确或会话已结束',
          result: { fields: { inviteNumber: '邀请码不正确或会话已结束' } },
        },
      });
    }
    expect(await join(wrong, guesser)).toEqual({ status: 429, body: TOO_MANY });
    expect(await join(room.inviteNumber, guesser)).toEqual({ status: 429, body: TOO_MANY });
    expect((await join(room.inviteNumber, newClient())).body.result?.serviceId).toBe(room.serviceId);

    // Right numbers are not counted: a customer who reloads the join page many times is never refused.
    const regular = newClient();
    for (let i = 0; i < JOIN_MISSES_PER_CLIENT * 2; i++)
      expect((await join(room.inviteNumber, regular)).status).toBe(200);
    await t.call('POST', '/api/serviceRoom/endRecord', {
      token: tokens.demo_agent1,
      body: { serviceId: room.serviceId },
    });
  });

  it('never closes the form for everyone: clients past their own limit leave every other address joining', async () => {
    const room = await answered('demo_agent1');
    const wrong = await wrongNumber();
    // Many clients guess at once, each past its own limit: more misses than the old overall limit of 100.
    const guessers = Array.from({ length: 15 }, newClient);
    for (const guesser of guessers) {
      const answers = await Promise.all(Array.from({ length: JOIN_MISSES_PER_CLIENT + 2 }, () => join(wrong, guesser)));
      expect(answers.filter((a) => a.status === 429)).toHaveLength(2);
    }
    expect((await join(room.inviteNumber, newClient())).body.result?.serviceId).toBe(room.serviceId);
    expect((await join(wrong, newClient())).body.errInfo).toBe('邀请码不正确或会话已结束');
    // The links work for the guessers too: only typing is held back.
    expect(
      (await t.call('POST', '/api/serviceRoom/startUser', { body: { serviceId: room.serviceId, key: room.key } }))
        .errCode,
    ).toBe(0);
  });

  it('gives rooms twelve-digit invite numbers, and six of their digits join nothing', async () => {
    const room = await answered('demo_agent2');
    expect(room.inviteNumber).toMatch(/^[1-9]\d{11}$/);
    expect((await join(room.inviteNumber.slice(0, 6), newClient())).body).toMatchObject({
      errCode: 400,
      errInfo: '邀请码不正确或会话已结束',
    });
    await t.call('POST', '/api/serviceRoom/endRecord', {
      token: tokens.demo_agent2,
      body: { serviceId: room.serviceId },
    });
  });
});

describe('the attempt counter', () => {
  it('counts per key in a window, hands attempts back, and starts again after the window', async () => {
    let now = 0;
    const counter = new MemoryAttemptCounter(() => now);
    expect([await counter.add('a', 1000), await counter.add('a', 1000), await counter.add('b', 1000)]).toEqual([
      1, 2, 1,
    ]);
    await counter.refund('a');
    expect(await counter.add('a', 1000)).toBe(2);
    now = 1000;
    expect(await counter.add('a', 1000)).toBe(1);
  });

  it.runIf(Boolean(process.env.REDIS_URL))('shares the counts of every server process through Redis', async () => {
    const prefix = `vs:test:${Math.random().toString(36).slice(2)}:`;
    const errors: unknown[] = [];
    const [one, two] = [
      new RedisAttemptCounter(process.env.REDIS_URL ?? '', prefix, (e) => errors.push(e)),
      new RedisAttemptCounter(process.env.REDIS_URL ?? '', prefix, (e) => errors.push(e)),
    ];
    try {
      expect(await one.add('ip:1', 300)).toBe(1);
      expect(await two.add('ip:1', 300)).toBe(2);
      await two.refund('ip:1');
      expect(await one.add('ip:1', 300)).toBe(2);
      await new Promise((r) => setTimeout(r, 400));
      expect(await two.add('ip:1', 300)).toBe(1);
      // A hand-back after the window leaves no counter behind.
      await new Promise((r) => setTimeout(r, 400));
      await one.refund('ip:1');
      expect(await two.add('ip:1', 300)).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
