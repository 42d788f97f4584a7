import { sql } from 'kysely';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SOCKET_EVENT_BURST, SOCKET_EVENTS_PER_SECOND } from '../../server/plugins/socketBudget';
import { CUSTOMER_NAMESPACE } from '../../src/schemas/events';
import { databaseKinds } from '../support/databases';
import { answeredRoom, baseUrlOf } from '../support/rooms';
import { connectSocket, disconnected, nextEvent, type TestSocket } from '../support/sockets';
import { startTestApp, type TestApp } from '../support/testApp';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(databaseKinds)('sockets that misbehave or outlive their session on %s', (kind) => {
  let t: TestApp;
  let baseUrl = '';
  const sockets: { close(): unknown }[] = [];
  const connect = async (login: string) => {
    const socket = await connectSocket(baseUrl, await t.tokenFor(login));
    sockets.push(socket);
    return socket;
  };
  const online = async (login: string) =>
    (await t.ctx.db.selectFrom('agents').select('online').where('loginName', '=', login).executeTakeFirstOrThrow())
      .online;
  const until = async (check: () => Promise<boolean>, what: string) => {
    for (let i = 0; i < 100; i++) {
      if (await check()) return;
      await pause(50);
    }
    throw new Error(`still not ${what}`);
  };

  beforeAll(async () => {
    // Sessions are looked at every second, so a test sees a run-out session's sockets go at once.
    t = await startTestApp(kind, { sessionCheckSeconds: 1 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = baseUrlOf(t);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  it('does no presence work for repeated online and offline events, only for changes', async () => {
    const presence = vi.spyOn(t.ctx.agentStatus, 'presence');
    const socket = await connect('demo_agent2');
    await until(async () => online('demo_agent2'), 'online');
    await pause(200);
    presence.mockClear();
    // What a page sends on every connection, many times over.
    for (let i = 0; i < 30; i++) {
      socket.emit('agentOnline', 'demo_agent2');
      socket.emit('reconnect_socket', 'demo_agent2');
      socket.emit('videoSells.enterHall', { loginName: 'demo_agent2', siteCode: 'PC' });
    }
    await pause(500);
    expect(presence).not.toHaveBeenCalled();

    socket.emit('agentOffline', 'demo_agent2');
    socket.emit('agentOffline', 'demo_agent2');
    await until(async () => !(await online('demo_agent2')), 'offline');
    await pause(200);
    expect(presence.mock.calls).toEqual([[expect.any(String), false]]);
    socket.emit('agentOnline', 'demo_agent2');
    socket.emit('agentOnline', 'demo_agent2');
    await until(async () => online('demo_agent2'), 'online again');
    await pause(200);
    expect(presence.mock.calls.map((call) => call[1])).toEqual([false, true]);
    presence.mockRestore();
  });

  it('disconnects an agent socket that floods events, and keeps one that sends at a page pace', async () => {
    const flooder = await connect('demo_agent1');
    const steady = await connect('acme_agent1');
    const flooderGone = disconnected(flooder);
    for (let i = 0; i < 5000; i++) flooder.emit('room.leave', { serviceId: '00000000-0000-0000-0000-000000000000' });
    expect(await flooderGone).toBe('io server disconnect');

    // Well within the budget for three seconds, including a burst as a page has on connecting.
    for (let i = 0; i < SOCKET_EVENT_BURST / 2; i++)
      steady.emit('room.leave', { serviceId: '00000000-0000-0000-0000-000000000000' });
    for (let tick = 0; tick < 30; tick++) {
      for (let i = 0; i < SOCKET_EVENTS_PER_SECOND / 20; i++)
        steady.emit('room.leave', { serviceId: '00000000-0000-0000-0000-000000000000' });
      await pause(100);
    }
    expect(steady.connected).toBe(true);
    expect(
      await steady.timeout(3000).emitWithAck('room.enter', { serviceId: '00000000-0000-0000-0000-000000000000' }),
    ).toEqual({ ok: false });
  });

  it("disconnects a customer's socket that floods its room", async () => {
    const token = await t.tokenFor('demo_agent3');
    await t.ctx.db.updateTable('agents').set({ serviceStatus: 'away' }).execute();
    const room = await answeredRoom(t, baseUrl, token);
    const customer = io(baseUrl + CUSTOMER_NAMESPACE, {
      auth: { serviceId: room.serviceId, key: room.key },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    sockets.push(customer);
    await new Promise((resolve) => customer.once('connect', () => resolve(undefined)));
    const gone = new Promise<string>((resolve) => customer.once('disconnect', resolve));
    for (let i = 0; i < 5000; i++)
      customer.emit('room.message', { serviceId: room.serviceId, type: 'board.op', payload: { i } });
    expect(await gone).toBe('io server disconnect');
    await t.call('POST', '/api/serviceRoom/endRecord', { token, body: { serviceId: room.serviceId } });
  });

  it('tells and disconnects the sockets of a session idle past its lifetime, and only those', async () => {
    const idle = await connect('demo_agent3');
    const live = await connect('demo_tadmin');
    const told = nextEvent(idle, 'session.expired');
    const gone = disconnected(idle);
    const idleSession = (
      await t.ctx.db
        .selectFrom('sessions as s')
        .innerJoin('agents as a', 'a.id', 's.agentId')
        .select('s.id')
        .where('a.loginName', '=', 'demo_agent3')
        .where('s.revokedAt', 'is', null)
        .executeTakeFirstOrThrow()
    ).id;
    // As if the page had made no request for longer than SESSION_IDLE_MINUTES.
    await t.ctx.db
      .updateTable('sessions')
      .set({ lastSeenAt: sql<Date>`now() - make_interval(mins => ${t.config.sessionIdleMinutes + 1})` })
      .where('id', '=', idleSession)
      .execute();
    await told;
    expect(await gone).toBe('io server disconnect');
    await until(async () => !(await online('demo_agent3')), 'offline');
    await pause(1500);
    expect(live.connected).toBe(true);
  });

  it('disconnects the sockets of a session past its longest life however busy it is', async () => {
    const old = await connect('demo_oadmin');
    const gone = disconnected(old);
    await t.ctx.db
      .updateTable('sessions')
      .set({ expiresAt: sql<Date>`now() - interval '1 second'` })
      .where('agentId', '=', (await t.ctx.agents.findForLogin('demo_oadmin'))!.id)
      .execute();
    expect(await gone).toBe('io server disconnect');
    await expect(
      connectSocket(baseUrl, await t.tokenFor('demo_oadmin')).then((s) => (sockets.push(s), s.connected)),
    ).resolves.toBe(true);
  });

  it('disconnects the sockets of an agent kicked out, and of every agent of a disabled tenant', async () => {
    const kicked = await connect('demo_agent1');
    const kickedGone = disconnected(kicked);
    const agent1 = (await t.ctx.agents.findForLogin('demo_agent1'))!.id;
    expect(
      (
        await t.call('POST', '/api/agents/kickAgent', {
          token: await t.tokenFor('demo_oadmin'),
          body: { agentId: agent1 },
        })
      ).errCode,
    ).toBe(0);
    expect(await kickedGone).toBe('io server disconnect');

    const acme = await connect('acme_agent1');
    const expired = nextEvent(acme as TestSocket, 'agentExpired');
    const acmeGone = disconnected(acme);
    const tenant = await t.ctx.db
      .selectFrom('tenants')
      .select('id')
      .where('code', '=', 'acme')
      .executeTakeFirstOrThrow();
    expect(
      (
        await t.call('PUT', '/api/tenant', {
          token: await t.tokenFor('sysadmin'),
          body: { id: tenant.id, status: false },
        })
      ).errCode,
    ).toBe(0);
    expect(await expired).toBe('acme_agent1');
    expect(await acmeGone).toBe('io server disconnect');
  });
});
