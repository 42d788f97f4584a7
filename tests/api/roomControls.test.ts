import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_NAMESPACE } from '../../src/schemas/events';
import type { RoomEventRecord } from '../../src/schemas/roomEvent';
import type { RoomMessageEnvelope } from '../../src/schemas/roomMessages';
import { databaseKinds } from '../support/databases';
import { connectEar, type Ear } from '../support/sockets';
import { startTestApp, type TestApp } from '../support/testApp';

describe.each(databaseKinds)('host controls of a room on %s', (kind) => {
  let t: TestApp;
  let customer: Ear;
  const tokens: Record<string, string> = {};
  let room = { id: '', inviteNumber: '135790', key: '' };
  let agentId = '';

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    for (const name of ['demo_agent1', 'demo_agent2']) tokens[name] = await t.tokenFor(name);
    const agent = await t.ctx.db
      .selectFrom('agents')
      .select(['id', 'tenantId', 'orgAccountId'])
      .where('loginName', '=', 'demo_agent1')
      .executeTakeFirstOrThrow();
    agentId = agent.id;
    const inserted = await t.ctx.db
      .insertInto('serviceRooms')
      .values({
        inviteNumber: room.inviteNumber,
        tenantId: agent.tenantId!,
        orgAccountId: agent.orgAccountId,
        agentId: agent.id,
        callId: null,
        userName: '欧阳建国先生',
        userPhone: '13800138000',
      })
      .returning(['id', 'customerKey'])
      .executeTakeFirstOrThrow();
    room = { ...room, id: inserted.id, key: inserted.customerKey };
    customer = await connectEar(
      io(baseUrl + CUSTOMER_NAMESPACE, {
        auth: { serviceId: room.id, key: room.key },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        autoConnect: false,
      }),
    );
  });
  afterAll(async () => {
    customer.socket.close();
    await t.close();
  });

  const events = async () =>
    (
      (
        await t.call<RoomEventRecord[]>('GET', `/api/serviceRoomEvent?serviceId=${room.id}`, {
          token: tokens.demo_agent1,
        })
      ).result ?? []
    ).map((e) => e.event);
  const heard = (type: string) => customer.of<RoomMessageEnvelope>('room.message').filter((m) => m.type === type);

  it("mutes everyone: the customer's page is told by the server with the agent as operator, and the log says so", async () => {
    const muted = await t.call('POST', '/api/serviceRoom/muteUser', {
      token: tokens.demo_agent1,
      body: { serviceId: room.id, users: ['customer'], mute: true, all: true },
    });
    expect(muted).toMatchObject({ errCode: 0, errInfo: '全体静音成功' });
    const message = await customer.waitFor<RoomMessageEnvelope>('room.message', (m) => m.type === 'muteAudio');
    expect(message).toMatchObject({
      serviceId: room.id,
      payload: { users: ['customer'], operatorId: agentId, mute: true },
      from: { role: 'server' },
    });

    const unmuted = await t.call('POST', '/api/serviceRoom/muteUser', {
      token: tokens.demo_agent1,
      body: { serviceId: room.id, users: ['customer'], mute: false, all: true },
    });
    expect(unmuted).toMatchObject({ errCode: 0, errInfo: '解除全体静音成功' });
    await customer.waitFor<RoomMessageEnvelope>(
      'room.message',
      (m) => m.type === 'muteAudio' && (m.payload as { mute: boolean }).mute === false,
    );
    expect(await events()).toEqual(['closeVoiceAll', 'openVoiceAll']);
  });

  it("turns one member's camera off without logging a mute-all", async () => {
    const blinded = await t.call('POST', '/api/serviceRoom/blindUser', {
      token: tokens.demo_agent1,
      body: { serviceId: room.id, users: ['customer'], mute: true },
    });
    expect(blinded.errCode).toBe(0);
    const message = await customer.waitFor<RoomMessageEnvelope>('room.message', (m) => m.type === 'muteVideo');
    expect(message.payload).toEqual({ users: ['customer'], operatorId: agentId, mute: true });
    expect(await events()).toEqual(['closeVoiceAll', 'openVoiceAll']);
  });

  it('refuses another agent, bad input and a member not in the room with a Chinese reason, relaying nothing', async () => {
    const before = heard('muteAudio').length;
    const other = await t.call('POST', '/api/serviceRoom/muteUser', {
      token: tokens.demo_agent2,
      body: { serviceId: room.id, users: ['customer'], mute: true, all: true },
    });
    expect(other.errCode).toBe(404);
    expect(
      await t.call('POST', '/api/serviceRoom/muteUser', {
        token: tokens.demo_agent1,
        body: { serviceId: room.id, users: [], mute: true },
      }),
    ).toMatchObject({
      errCode: 400,
      errInfo: '请选择成员',
    });
    expect(
      await t.call('POST', '/api/serviceRoom/muteUser', {
        token: tokens.demo_agent1,
        body: { serviceId: 'nope', users: ['customer'], mute: true },
      }),
    ).toMatchObject({
      errCode: 400,
      errInfo: '会话已结束',
    });
    expect(
      await t.call('POST', '/api/serviceRoom/muteUser', {
        token: tokens.demo_agent1,
        body: { serviceId: room.id, users: ['someone'], mute: true },
      }),
    ).toMatchObject({
      errCode: 400,
      errInfo: '该成员不在会话中',
    });
    expect(
      (
        await t.call('POST', '/api/serviceRoom/blindUser', {
          token: tokens.demo_agent1,
          body: { serviceId: room.id, users: ['customer'] },
        })
      ).errCode,
    ).toBe(400);
    expect(
      (
        await t.call('POST', '/api/serviceRoom/muteUser', {
          body: { serviceId: room.id, users: ['customer'], mute: true },
        })
      ).errCode,
    ).toBe(513);
    await new Promise((r) => setTimeout(r, 200));
    expect(heard('muteAudio')).toHaveLength(before);
    expect(await events()).toEqual(['closeVoiceAll', 'openVoiceAll']);
  });

  it('takes no more controls once the room has ended', async () => {
    await t.ctx.db
      .updateTable('serviceRooms')
      .set({ status: 'ended', endedAt: new Date() })
      .where('id', '=', room.id)
      .execute();
    expect(
      (
        await t.call('POST', '/api/serviceRoom/muteUser', {
          token: tokens.demo_agent1,
          body: { serviceId: room.id, users: ['customer'], mute: true },
        })
      ).errCode,
    ).toBe(404);
  });
});
