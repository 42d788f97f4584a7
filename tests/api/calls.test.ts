import { sql } from 'kysely';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_GRACE_MS } from '../../server/plugins/serveSockets';
import { callTexts, type CustomerRoom, type StartedRoom } from '../../src/schemas/call';
import { answeredRoomSchema, rtcConfigPaths, type AnsweredRoom } from '../../src/schemas/rtcConfig';
import type { ConsentRecord } from '../../src/schemas/personalData';
import { customerKeyTexts } from '../../src/schemas/customerKey';
import {
  CUSTOMER_NAMESPACE,
  type CustomerCallState,
  type CustomerServerEvents,
  type IncomingCall,
  type ServerToClientEvents,
} from '../../src/schemas/events';
import { connectEar, Ear } from '../support/sockets';
import { databaseKinds } from '../support/databases';
import { ManualClock } from '../support/manualClock';
import { startTestApp, type TestApp } from '../support/testApp';
import { workingTimeAwayFrom } from '../support/workingTime';
import { expectShape } from '../support/recordShapes';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(databaseKinds)('routing customers calls to agents on %s', (kind) => {
  let t: TestApp;
  // Rings, grace periods and after-call countdowns run out as the test moves this clock.
  const clock = new ManualClock();
  let baseUrl = '';
  const tokens: Record<string, string> = {};
  const ears: Record<string, Ear> = {};
  const ids: Record<string, string> = {};
  const customers: Socket[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind, { ringTimeoutSeconds: 2, presenceGraceSeconds: 1 }, { clock });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    for (const name of ['demo_agent1', 'demo_agent2', 'demo_agent3', 'acme_agent1', 'demo_tadmin']) {
      tokens[name] = await t.tokenFor(name);
      ids[name] = (await t.ctx.agents.findForLogin(name))?.id ?? '';
    }
    // Always working time, so what a call meets does not depend on the hour the tests run.
    await t.ctx.db
      .updateTable('orgAccounts')
      .set({ workingDayTime: JSON.stringify([]) })
      .execute();
  });
  afterAll(async () => {
    for (const socket of customers) socket.close();
    for (const ear of Object.values(ears)) ear.socket.close();
    await t.close();
  });

  /** Nothing ringing or waiting, no room open, every demo agent away and offline, after-call instant. */
  beforeEach(async () => {
    for (const ear of Object.values(ears)) ear.socket.close();
    for (const key of Object.keys(ears)) delete ears[key];
    await pause(50);
    await t.ctx.db
      .updateTable('calls')
      .set({ status: 'cancelled' })
      .where('status', 'in', ['waiting', 'ringing'])
      .execute();
    await t.ctx.db.updateTable('serviceRooms').set({ status: 'ended' }).where('status', '=', 'inProgress').execute();
    await t.ctx.db
      .updateTable('agents')
      .set({ serviceStatus: 'away', online: false, presenceChangedAt: null, statusUntil: null })
      .execute();
    await t.ctx.db.updateTable('tenants').set({ afterCallSeconds: 0 }).execute();
  });

  /** Signs the agent's browser in: a socket, then idle; the order of calls decides who has been idle longest. */
  /** The agent's socket, heard from before it connects (as the browser's listeners are). */
  async function listen(name: string): Promise<Ear> {
    const socket = io(baseUrl, {
      auth: { token: tokens[name] },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      autoConnect: false,
    });
    const ear = await connectEar(socket);
    ears[name] = ear;
    return ear;
  }

  async function goIdle(name: string): Promise<Ear> {
    const ear = await listen(name);
    await pause(30);
    await setStatus(name, 'idle');
    return ear;
  }

  async function setStatus(name: string, serviceStatus: string) {
    const answer = await t.call('POST', '/api/agents/serviceStatus', { token: tokens[name], body: { serviceStatus } });
    expect(answer.errCode).toBe(0);
    // The next status change is a moment later: who has been idle longest is decided.
    await clock.advance(5);
  }

  async function ask(body: Record<string, unknown> = {}): Promise<{ callId: string; position: number; ear: Ear }> {
    const answer = await t.call<{ callId: string; position: number }>('POST', '/api/customer/call', {
      body: { tenantCode: 'demo', userName: '王先生', userPhone: '13800138000', ...body },
    });
    expect(answer.errCode, answer.errInfo).toBe(0);
    const result = answer.result!;
    const socket = io(baseUrl + CUSTOMER_NAMESPACE, {
      auth: { callId: result.callId },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      autoConnect: false,
    });
    customers.push(socket);
    return { ...result, ear: await connectEar(socket) };
  }

  const rangAt = (ear: Ear, callId: string) =>
    ear.waitFor<IncomingCall>('videoSells.callIn', (c) => c.callId === callId);
  const statusOf = async (callId: string) =>
    await t.ctx.db.selectFrom('calls').select(['status', 'agentId']).where('id', '=', callId).executeTakeFirstOrThrow();

  it('refuses bad input with the texts and changes nothing', async () => {
    const before = await t.ctx.db
      .selectFrom('calls')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const badPhone = await t.call('POST', '/api/customer/call', {
      body: { tenantCode: 'demo', userName: '王', userPhone: '123' },
    });
    expect(badPhone).toMatchObject({ errCode: 400, errInfo: callTexts.phoneInvalid });
    const noTenant = await t.call('POST', '/api/customer/call', {
      body: { tenantCode: 'nobody', userName: '王', userPhone: '13800138000' },
    });
    expect(noTenant).toMatchObject({ errCode: 400, errInfo: callTexts.tenantUnknown });
    const blankName = await t.call('POST', '/api/customer/call', {
      body: { tenantCode: 'demo', userName: '   ', userPhone: '13800138000' },
    });
    expect(blankName).toMatchObject({ errCode: 400, errInfo: callTexts.nameRequired });
    const acmeGroup = await t.ctx.db
      .selectFrom('agentGroups as g')
      .innerJoin('tenants as t', 't.id', 'g.tenantId')
      .select('g.id')
      .where('t.code', '=', 'acme')
      .executeTakeFirstOrThrow();
    const foreignGroup = await t.call('POST', '/api/customer/call', {
      body: { tenantCode: 'demo', groupId: acmeGroup.id, userName: '王', userPhone: '13800138000' },
    });
    expect(foreignGroup).toMatchObject({ errCode: 400, errInfo: callTexts.groupUnknown });
    const after = await t.ctx.db
      .selectFrom('calls')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('rings the agent idle longest, and skips a busy one', async () => {
    const agent2 = await goIdle('demo_agent2');
    const agent1 = await goIdle('demo_agent1');
    const first = await ask();
    expect(first.position).toBe(1);
    const ring = await rangAt(agent2, first.callId);
    expect(ring).toMatchObject({ userName: '王先生', phone: '13800138000' });
    expect(agent1.of('videoSells.callIn')).toEqual([]);

    await setStatus('demo_agent1', 'busy');
    const second = await ask();
    await pause(200);
    expect(await statusOf(second.callId)).toMatchObject({ status: 'waiting', agentId: null });
    expect(second.position).toBe(2);
    await setStatus('demo_agent1', 'idle');
    await rangAt(agent1, second.callId);
  });

  it('gives callers at the same moment an agent each, never one agent twice, and each a place of its own', async () => {
    await goIdle('demo_agent1');
    await goIdle('demo_agent2');
    const phones = ['13800138011', '13800138012', '13800138013', '13800138014', '13800138015', '13800138016'];
    const answers = await Promise.all(
      phones.map((userPhone) =>
        t.call<{ callId: string; position: number }>('POST', '/api/customer/call', {
          body: { tenantCode: 'demo', userName: '王先生', userPhone },
        }),
      ),
    );
    for (const answer of answers) expect(answer.errCode, answer.errInfo).toBe(0);
    expect(answers.map((answer) => answer.result!.position).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const calls = await t.ctx.db
      .selectFrom('calls')
      .select(['status', 'agentId'])
      .where(
        'id',
        'in',
        answers.map((answer) => answer.result!.callId),
      )
      .execute();
    const rung = calls.filter((call) => call.status === 'ringing').map((call) => call.agentId);
    expect(rung.sort()).toEqual([ids.demo_agent1, ids.demo_agent2].sort());
    expect(calls.filter((call) => call.status === 'waiting')).toHaveLength(4);
  });

  it('rings an idle agent as the call is asked, with the tenant ring; behind a waiting call it takes its turn', async () => {
    const demo = await t.ctx.db.selectFrom('tenants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow();
    await t.ctx.db.updateTable('tenants').set({ ringUrl: '/rings/demo.mp3' }).where('id', '=', demo.id).execute();
    const agent2 = await goIdle('demo_agent2');
    const first = await ask();
    expect(await statusOf(first.callId)).toMatchObject({ status: 'ringing', agentId: ids.demo_agent2 });
    expect(await rangAt(agent2, first.callId)).toMatchObject({ ringUrl: '/rings/demo.mp3', status: 'ringing' });
    await t.call('POST', '/api/customer/call/cancel', { body: { callId: first.callId } });

    // A call for a group nobody serves waits; the next call is routed behind it, to the idle agent.
    const group = await t.ctx.db
      .insertInto('agentGroups')
      .values({ tenantId: demo.id, name: '外汇组', skills: JSON.stringify(['外汇']), insurances: JSON.stringify([]) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const waiting = await ask({ groupId: group.id });
    const next = await ask({ userPhone: '13800138001' });
    expect(next.position).toBe(2);
    await rangAt(agent2, next.callId);
    expect(await statusOf(waiting.callId)).toMatchObject({ status: 'waiting', agentId: null });
    await t.ctx.db.updateTable('tenants').set({ ringUrl: null }).where('id', '=', demo.id).execute();
  });

  it('rings only agents of the asked group, by membership or skill', async () => {
    const demo = await t.ctx.db.selectFrom('tenants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow();
    const group = await t.ctx.db
      .insertInto('agentGroups')
      .values({ tenantId: demo.id, name: '理财组', skills: JSON.stringify(['理财']), insurances: JSON.stringify([]) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .updateTable('agents')
      .set({ skillName: JSON.stringify(['理财']) })
      .where('id', '=', ids.demo_agent3!)
      .execute();
    const agent2 = await goIdle('demo_agent2');
    const agent3 = await goIdle('demo_agent3');
    const call = await ask({ groupId: group.id });
    await rangAt(agent3, call.callId);
    expect(agent2.of('videoSells.callIn')).toEqual([]);
    await t.ctx.db
      .updateTable('agents')
      .set({ skillName: JSON.stringify(['车险', '寿险']) })
      .where('id', '=', ids.demo_agent3!)
      .execute();
  });

  it('keeps the queue oldest first with each place told to its customer, and a cancel leaves it', async () => {
    const agent1 = await listen('demo_agent1');
    await setStatus('demo_agent1', 'busy');
    const calls = [await ask(), await ask(), await ask()];
    expect(calls.map((c) => c.position)).toEqual([1, 2, 3]);
    const cancelled = await t.call<CustomerCallState>('POST', '/api/customer/call/cancel', {
      body: { callId: calls[0]!.callId },
    });
    expect(cancelled.result).toMatchObject({ status: 'cancelled', position: 0 });
    await calls[2]!.ear.waitFor<CustomerCallState>('call.update', (s) => s.position === 2);
    await setStatus('demo_agent1', 'idle');
    await rangAt(agent1, calls[1]!.callId);
    await calls[2]!.ear.waitFor<CustomerCallState>('call.update', (s) => s.position === 2 && s.status === 'waiting');
    await calls[1]!.ear.waitFor<CustomerCallState>('call.update', (s) => s.status === 'ringing');
    const again = await t.call('POST', '/api/customer/call/cancel', { body: { callId: calls[0]!.callId } });
    expect(again.result).toMatchObject({ status: 'cancelled' });
  });

  it('gives a call nobody could take to the first agent with free concurrency', async () => {
    await t.ctx.db.updateTable('agents').set({ callFiveConcurrency: 1 }).where('id', '=', ids.demo_agent1!).execute();
    const agent1 = await goIdle('demo_agent1');
    const first = await ask();
    await rangAt(agent1, first.callId);
    const started = await t.call('POST', '/api/serviceRoom/startAgent', {
      token: tokens.demo_agent1,
      body: { callId: first.callId, roomInfo: { from: 'Browser' } },
    });
    expect(started.errCode, started.errInfo).toBe(0);
    await setStatus('demo_agent1', 'idle');
    const second = await ask();
    await pause(200);
    expect((await statusOf(second.callId)).status).toBe('waiting');
    await t.ctx.db.updateTable('agents').set({ callFiveConcurrency: 2 }).where('id', '=', ids.demo_agent1!).execute();
    await setStatus('demo_agent1', 'idle');
    await rangAt(agent1, second.callId);
    await t.ctx.db.updateTable('agents').set({ callFiveConcurrency: 1 }).where('id', '=', ids.demo_agent1!).execute();
  });

  it('re-routes a rejected call and never offers it back', async () => {
    const agent1 = await goIdle('demo_agent1');
    const agent2 = await goIdle('demo_agent2');
    const call = await ask();
    await rangAt(agent1, call.callId);
    expect(
      (await t.call('POST', '/api/call/reject', { token: tokens.demo_agent1, body: { callId: call.callId } })).errCode,
    ).toBe(0);
    await agent1.waitFor<{ callId: string }>('videoSells.cancelCall', (c) => c.callId === call.callId);
    await rangAt(agent2, call.callId);
    await t.call('POST', '/api/call/reject', { token: tokens.demo_agent2, body: { callId: call.callId } });
    await pause(300);
    expect(await statusOf(call.callId)).toMatchObject({ status: 'waiting' });
    expect(agent1.of<IncomingCall>('videoSells.callIn').filter((c) => c.callId === call.callId)).toHaveLength(1);
    const late = await t.call('POST', '/api/call/reject', { token: tokens.demo_agent1, body: { callId: call.callId } });
    expect(late).toMatchObject({ errCode: 409, errInfo: callTexts.callOver });
  });

  it('moves a ring left unanswered to the next agent and sets the first away', async () => {
    const agent1 = await goIdle('demo_agent1');
    const agent2 = await goIdle('demo_agent2');
    const call = await ask();
    await rangAt(agent1, call.callId);
    // The sweep looks every second: within the ring's 2 s the call stays at agent1.
    await clock.advance(1999);
    expect(await statusOf(call.callId)).toMatchObject({ status: 'ringing', agentId: ids.demo_agent1 });
    await clock.advance(1001);
    await agent1.waitFor<{ serviceStatus: string }>('agentStatus', (s) => s.serviceStatus === 'away');
    await agent1.waitFor<{ callId: string }>('videoSells.cancelCall', (c) => c.callId === call.callId);
    await rangAt(agent2, call.callId);
    const agent = await t.ctx.db
      .selectFrom('agents')
      .select('serviceStatus')
      .where('id', '=', ids.demo_agent1!)
      .executeTakeFirstOrThrow();
    expect(agent.serviceStatus).toBe('away');
  });

  it('keeps an offer through a reconnect during the ring, and counts from the first ring', async () => {
    const agent1 = await goIdle('demo_agent1');
    const call = await ask();
    const first = await rangAt(agent1, call.callId);
    agent1.socket.close();
    await pause(100);
    const ear = await listen('demo_agent1');
    const second = await rangAt(ear, call.callId);
    expect(second.offeredAt).toBe(first.offeredAt);
    const room = await t.call<StartedRoom>('POST', '/api/serviceRoom/startAgent', {
      token: tokens.demo_agent1,
      body: { callId: call.callId, roomInfo: { from: 'Browser' } },
    });
    expect(room.errCode).toBe(0);
    expectShape(answeredRoomSchema, room.result);
  });

  it('answers: a room for both sides, the agent busy, then after-call processing back to idle', async () => {
    await t.ctx.db.updateTable('tenants').set({ afterCallSeconds: 1 }).where('code', '=', 'demo').execute();
    const agent1 = await goIdle('demo_agent1');
    const call = await ask();
    await rangAt(agent1, call.callId);
    const other = await t.call('POST', '/api/serviceRoom/startAgent', {
      token: tokens.acme_agent1,
      body: { callId: call.callId },
    });
    expect(other).toMatchObject({ errCode: 409 });
    const answered = await t.call<AnsweredRoom>('POST', '/api/serviceRoom/startAgent', {
      token: tokens.demo_agent1,
      body: { callId: call.callId, agentInfo: {}, roomInfo: { from: 'Browser' } },
    });
    expect(answered.errCode).toBe(0);
    const room = answered.result!;
    expect(room.inviteNumber).toMatch(/^\d{12}$/);
    // The answer carries the engine config of the agent's page, as the room's own config call answers it.
    const config = await t.call('GET', `${rtcConfigPaths.agent}?serviceId=${room.serviceId}`, {
      token: tokens.demo_agent1,
    });
    expect(room.rtc).toEqual(config.result);
    expect(room.rtc).toMatchObject({ engine: 'p2p' });
    const told = await call.ear.waitFor<CustomerCallState>('call.update', (s) => s.status === 'started');
    expect(told).toMatchObject({ serviceId: room.serviceId, inviteNumber: room.inviteNumber, agentName: '张晓明' });
    const key = told.key ?? '';
    await agent1.waitFor<{ serviceStatus: string }>('agentStatus', (s) => s.serviceStatus === 'busy');
    const twice = await t.call('POST', '/api/serviceRoom/startAgent', {
      token: tokens.demo_agent1,
      body: { callId: call.callId },
    });
    expect(twice).toMatchObject({ errCode: 409, errInfo: callTexts.callTaken });

    const inProcess = await t.call<StartedRoom>('GET', '/api/serviceRoom/inprocess', { token: tokens.demo_agent1 });
    expect(inProcess.result).toMatchObject({ serviceId: room.serviceId, roomInfo: { from: 'Browser' } });
    const joined = await t.call('POST', '/api/serviceRoom/startUser', { body: { serviceId: room.serviceId, key } });
    expect(joined).toMatchObject({
      errCode: 0,
      result: { userName: '王先生', userPhone: '13800138000', role: 'customer', callId: call.callId },
    });
    const wrongKey = await t.call('POST', '/api/serviceRoom/startUser', {
      body: { serviceId: room.serviceId, key: 'A'.repeat(43) },
    });
    expect(wrongKey).toMatchObject({ errCode: 400, errInfo: customerKeyTexts.wrong });
    const byNumber = await t.call('POST', '/api/serviceRoom/startUser', {
      body: { serviceId: room.serviceId, inviteNumber: room.inviteNumber },
    });
    expect(byNumber).toMatchObject({ errCode: 400 });
    expect(byNumber.result).not.toHaveProperty('userName');

    const roomSocket = io(baseUrl + CUSTOMER_NAMESPACE, {
      auth: { serviceId: room.serviceId, key },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    customers.push(roomSocket);
    const roomEar = new Ear(roomSocket);
    await new Promise((r) => roomSocket.once('connect', () => r(undefined)));
    const quota = async () =>
      (
        await t.ctx.db
          .selectFrom('tenants')
          .select('remainingTimeLimit')
          .where('code', '=', 'demo')
          .executeTakeFirstOrThrow()
      ).remainingTimeLimit;
    const before = await quota();
    const foreignEnd = await t.call('POST', '/api/serviceRoom/endRecord', {
      token: tokens.demo_agent2,
      body: { serviceId: room.serviceId, notifyUser: true },
    });
    expect(foreignEnd.errCode).toBe(404);
    expect(
      (
        await t.call('POST', '/api/serviceRoom/endRecord', {
          token: tokens.demo_agent1,
          body: { serviceId: room.serviceId, notifyUser: true },
        })
      ).errCode,
    ).toBe(0);
    await roomEar.waitFor<Parameters<CustomerServerEvents['room.ended']>[0]>('room.ended', (e) => e.by === 'agent');
    expect(await quota()).toBe(before - 1);
    const afterCall = await agent1.waitFor<Parameters<ServerToClientEvents['agentStatus']>[0]>(
      'agentStatus',
      (s) => s.serviceStatus === 'afterCall',
    );
    expect(afterCall.until).not.toBeNull();
    await clock.advance(2000);
    await agent1.waitFor<{ serviceStatus: string }>('agentStatus', (s) => s.serviceStatus === 'idle');
    expect((await t.call('GET', '/api/serviceRoom/inprocess', { token: tokens.demo_agent1 })).result).toBeNull();
  });

  it('asks for consent while the call waits: the room the answer opens keeps it, a second agreement changes nothing', async () => {
    const agent1 = await goIdle('demo_agent1');
    const call = await ask();
    const consentPath = `/api/customer/call/consent?callId=${call.callId}`;
    const asked = await t.call<ConsentRecord>('GET', consentPath);
    expect(asked.result).toEqual({ text: expect.stringContaining('录音录像') as string, at: null });
    for (const callId of ['not-a-call', '00000000-0000-4000-8000-000000000000']) {
      const refused = await t.call('POST', '/api/customer/call/consent', { body: { callId } });
      expect(refused.errCode, callId).not.toBe(0);
    }
    const agreed = await t.call<ConsentRecord>('POST', '/api/customer/call/consent', { body: { callId: call.callId } });
    expect(agreed.result?.at).toBe(clock.now().toISOString());
    await clock.advance(5);
    const again = await t.call<ConsentRecord>('POST', '/api/customer/call/consent', { body: { callId: call.callId } });
    expect(again.result?.at).toBe(agreed.result?.at);

    await rangAt(agent1, call.callId);
    const answered = await t.call<StartedRoom>('POST', '/api/serviceRoom/startAgent', {
      token: tokens.demo_agent1,
      body: { callId: call.callId, agentInfo: {}, roomInfo: { from: 'Browser' } },
    });
    const told = await call.ear.waitFor<CustomerCallState>('call.update', (s) => s.status === 'started');
    const joined = await t.call<CustomerRoom>('POST', '/api/serviceRoom/startUser', {
      body: { serviceId: answered.result!.serviceId, key: told.key ?? '' },
    });
    // The customer is not asked again in the room, and the agent may record from the start.
    expect(joined.result?.consent).toEqual({ text: asked.result?.text, at: agreed.result?.at });
  });

  it('hands a live room to another agent, and tells the first one and the customer', async () => {
    const agent1 = await goIdle('demo_agent1');
    const call = await ask();
    await rangAt(agent1, call.callId);
    const room = (
      await t.call<StartedRoom>('POST', '/api/serviceRoom/startAgent', {
        token: tokens.demo_agent1,
        body: { callId: call.callId },
      })
    ).result!;
    const nobody = await t.call('POST', '/api/manualTransfer/transfer', {
      token: tokens.demo_agent1,
      body: { serviceId: room.serviceId, agentId: ids.demo_agent2 },
    });
    expect(nobody).toMatchObject({ errCode: 409, errInfo: callTexts.transferNobody });
    // The refused transfer leaves no missed call in the records: only the customer's call, answered.
    const records = await t.call<{ list: { serviceId: string | null; callStatus: string }[] }>(
      'GET',
      '/api/serviceRoom/request/list?callStatus=all&pageSize=100',
      { token: tokens.demo_tadmin },
    );
    expect(records.errCode, JSON.stringify(records)).toBe(0);
    expect(
      records.result?.list.filter((record) => record.serviceId === room.serviceId).map((r) => r.callStatus),
    ).toEqual(['started']);
    const agent2 = await goIdle('demo_agent2');
    const foreign = await t.call('POST', '/api/manualTransfer/transfer', {
      token: tokens.demo_agent1,
      body: { serviceId: room.serviceId, agentId: ids.acme_agent1 },
    });
    expect(foreign).toMatchObject({ errCode: 400, errInfo: callTexts.transferTarget });
    const transfer = await t.call<{ callId: string }>('POST', '/api/manualTransfer/transfer', {
      token: tokens.demo_agent1,
      body: { serviceId: room.serviceId, agentId: ids.demo_agent2 },
    });
    expect(transfer.errCode).toBe(0);
    const ring = await rangAt(agent2, transfer.result!.callId);
    expect(ring).toMatchObject({
      manualCallId: transfer.result!.callId,
      serviceId: room.serviceId,
      fromAgentName: '张晓明',
    });
    const detail = await t.call<{ inviteNumber: string }>(
      'GET',
      `/api/manualTransfer/callDetail?callId=${transfer.result!.callId}`,
      { token: tokens.demo_agent2 },
    );
    expect(detail.result?.inviteNumber).toBe(room.inviteNumber);
    const received = await t.call<StartedRoom>('POST', '/api/manualTransfer/receiveCall', {
      token: tokens.demo_agent2,
      body: { agentId: ids.demo_agent2, serviceId: room.serviceId, callId: transfer.result!.callId },
    });
    expect(received.result).toMatchObject({
      serviceId: room.serviceId,
      inviteNumber: room.inviteNumber,
      rtc: { engine: 'p2p' },
    });
    await agent1.waitFor<{ serviceId: string; by: string }>(
      'serviceRoom.ended',
      (e) => e.serviceId === room.serviceId && e.by === 'transfer',
    );
    expect(
      (await t.call<StartedRoom>('GET', '/api/serviceRoom/inprocess', { token: tokens.demo_agent2 })).result?.serviceId,
    ).toBe(room.serviceId);
    expect((await t.call('GET', '/api/serviceRoom/inprocess', { token: tokens.demo_agent1 })).result).toBeNull();
  });

  it('counts an agent without a socket as online for the grace period only', async () => {
    const agent1 = await goIdle('demo_agent1');
    agent1.socket.close();
    await pause(100);
    const within = await ask();
    expect(await statusOf(within.callId)).toMatchObject({ status: 'ringing', agentId: ids.demo_agent1 });
    await t.call('POST', '/api/customer/call/cancel', { body: { callId: within.callId } });
    await clock.advance(1100);
    const after = await t.call('POST', '/api/customer/call', {
      body: { tenantCode: 'demo', userName: '王先生', userPhone: '13800138000' },
    });
    expect(after).toMatchObject({ errCode: 409, errInfo: callTexts.noAgentOnline });
  });

  it('tells a customer at once when no agent of the tenant is online, or it is outside working time', async () => {
    const customer = { tenantCode: 'demo', userName: '王先生', userPhone: '13800138000' };
    const calls = async () =>
      Number(
        (
          await t.ctx.db
            .selectFrom('calls')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await calls();
    expect(await t.call('POST', '/api/customer/call', { body: customer })).toEqual({
      errCode: 409,
      errInfo: '暂无顾问在线',
    });

    // An agent of another tenant, or one online but away, serves nobody here.
    await goIdle('acme_agent1');
    await listen('demo_agent2');
    await setStatus('demo_agent2', 'away');
    expect(await t.call('POST', '/api/customer/call', { body: customer })).toMatchObject({ errInfo: '暂无顾问在线' });

    const demoOrgs = t.ctx.db.selectFrom('tenants').select('id').where('code', '=', 'demo');
    const setWorkingTime = (slots: { from: string; end: string }[]) =>
      t.ctx.db
        .updateTable('orgAccounts')
        .set({ workingDayTime: JSON.stringify(slots) })
        .where('tenantId', 'in', demoOrgs)
        .execute();
    await setWorkingTime(workingTimeAwayFrom(new Date()));
    try {
      expect(await t.call('POST', '/api/customer/call', { body: customer })).toEqual({
        errCode: 409,
        errInfo: '当前为非工作时间',
      });
      expect(await calls()).toBe(before);

      // An agent who is there serves the customer whatever the hour; busy, the customer waits in the queue.
      await setStatus('demo_agent2', 'busy');
      const waiting = await ask();
      expect(await statusOf(waiting.callId)).toMatchObject({ status: 'waiting' });
    } finally {
      await setWorkingTime([]);
    }
  });

  it('cancels a waiting call from the server, as when its customer has left for the grace period', async () => {
    await listen('demo_agent1');
    await setStatus('demo_agent1', 'busy');
    const call = await ask();
    expect((await statusOf(call.callId)).status).toBe('waiting');
    call.ear.socket.close();
    await pause(100);
    await clock.advance(CUSTOMER_GRACE_MS - 1);
    expect((await statusOf(call.callId)).status).toBe('waiting');
    await clock.advance(1);
    await vi.waitFor(async () => expect((await statusOf(call.callId)).status).toBe('cancelled'), {
      timeout: 5000,
      interval: 20,
    });
  });

  it('keeps an idle agent idle since the same moment when it signs in again', async () => {
    const agentId = ids.demo_agent3!;
    await goIdle('demo_agent3');
    const tenSecondsAgo = new Date(t.ctx.clock.now().getTime() - 10_000);
    await t.ctx.db.updateTable('agents').set({ statusSince: tenSecondsAgo }).where('id', '=', agentId).execute();
    const again = await t.login('demo_agent3', undefined, { isForceLogin: 1 });
    expect(again.errCode, again.errInfo).toBe(0);
    tokens.demo_agent3 = again.result!.token;
    const agent = await t.ctx.db
      .selectFrom('agents')
      .select(['serviceStatus', 'statusSince'])
      .where('id', '=', agentId)
      .executeTakeFirstOrThrow();
    expect(agent.serviceStatus).toBe('idle');
    expect(agent.statusSince.getTime()).toBe(tenSecondsAgo.getTime());
  });

  it('keeps the time spent in each status per agent per day', async () => {
    const agentId = ids.demo_agent3!;
    await t.ctx.db.deleteFrom('agentStatusDays').where('agentId', '=', agentId).execute();
    await goIdle('demo_agent3');
    const tenSecondsAgo = new Date(t.ctx.clock.now().getTime() - 10_000);
    await t.ctx.db.updateTable('agents').set({ statusSince: tenSecondsAgo }).where('id', '=', agentId).execute();
    await setStatus('demo_agent3', 'busy');
    const answer = await t.call<{ seconds: Record<string, number> }>(
      'GET',
      `/api/agentStatus/time?agentId=${agentId}`,
      { token: tokens.demo_agent3 },
    );
    expect(answer.result?.seconds.idle).toBeGreaterThanOrEqual(10);
    expect(answer.result?.seconds.idle).toBeLessThan(15);
    const stored = await t.ctx.db
      .selectFrom('agentStatusDays')
      .select(['status', 'seconds', sql<string>`day::text`.as('day')])
      .where('agentId', '=', agentId)
      .execute();
    expect(stored.find((row) => row.status === 'idle')?.seconds).toBeGreaterThanOrEqual(10);
    const foreign = await t.call('GET', `/api/agentStatus/time?agentId=${agentId}`, { token: tokens.acme_agent1 });
    expect(foreign.errCode).toBe(404);
  });
});
