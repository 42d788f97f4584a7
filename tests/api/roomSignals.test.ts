import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartedRoom } from '../../src/schemas/call';
import {
  CUSTOMER_NAMESPACE,
  socketRooms,
  type CustomerHandshake,
  type IncomingCall,
  type RoomSignal,
} from '../../src/schemas/events';
import { ROOM_MESSAGE_MAX_BYTES, type RoomMessageEnvelope } from '../../src/schemas/roomMessages';
import { answeredRoom, baseUrlOf } from '../support/rooms';
import { earAt, namedOffer, sdpOf, type Ear, type TestSocket } from '../support/sockets';
import { startTestApp, type TestApp } from '../support/testApp';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('WebRTC signals relayed between a room agent and its customer', () => {
  let t: TestApp;
  let baseUrl = '';
  const sockets: Socket[] = [];
  const tokens: Record<string, string> = {};
  let roomA: StartedRoom & { key: string };
  let roomB: StartedRoom & { key: string };

  const agentSocket = (name: string) => earAt(baseUrl, { token: tokens[name]! }, sockets);
  const customerSocket = (handshake: CustomerHandshake) =>
    earAt(baseUrl + CUSTOMER_NAMESPACE, handshake as Record<string, string>, sockets);
  const enter = (ear: Ear, serviceId: string) =>
    (ear.socket as TestSocket).timeout(3000).emitWithAck('room.enter', { serviceId });
  const signal = (ear: Ear, serviceId: string, sdp: string) =>
    ear.socket.emit('rtc.signal', { serviceId, data: namedOffer(sdp) });
  const heardSdps = (ear: Ear) => ear.of<RoomSignal>('rtc.signal').map(sdpOf);

  const answered = (name: string) => answeredRoom(t, baseUrl, tokens[name]!);

  beforeAll(async () => {
    t = await startTestApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = baseUrlOf(t);
    for (const name of ['demo_agent1', 'demo_agent2', 'demo_agent3', 'acme_agent1'])
      tokens[name] = await t.tokenFor(name);
    await t.ctx.db.updateTable('agents').set({ serviceStatus: 'away' }).execute();
    roomA = await answered('demo_agent1');
    roomB = await answered('demo_agent2');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  it('relays the agent to the room customers and the customer to the agent sockets that entered', async () => {
    const agent = await agentSocket('demo_agent1');
    const idleTab = await agentSocket('demo_agent1');
    expect(await enter(agent, roomA.serviceId)).toEqual({ ok: true });
    const customer = await customerSocket({ serviceId: roomA.serviceId, key: roomA.key });

    signal(agent, roomA.serviceId, 'agent-1');
    const heard = await customer.waitFor<RoomSignal>('rtc.signal');
    expect(heard).toEqual({ serviceId: roomA.serviceId, data: namedOffer('agent-1') });

    for (const n of [1, 2, 3]) signal(customer, roomA.serviceId, `customer-${n}`);
    await agent.waitFor<RoomSignal>('rtc.signal', (s) => sdpOf(s) === 'customer-3');
    expect(heardSdps(agent)).toEqual(['customer-1', 'customer-2', 'customer-3']);
    expect(heardSdps(idleTab)).toEqual([]);
  });

  it('carries in-room messages both ways with the sender stamped by the server, within the size bound', async () => {
    const agent = await agentSocket('demo_agent1');
    await enter(agent, roomA.serviceId);
    const customer = await customerSocket({ serviceId: roomA.serviceId, key: roomA.key });
    const otherCustomer = await customerSocket({ serviceId: roomB.serviceId, key: roomB.key });
    const message = (ear: Ear, type: string, payload: unknown, serviceId = roomA.serviceId) =>
      ear.socket.emit('room.message', { serviceId, type, payload, from: { role: 'server', id: 'forged' } });

    message(agent, 'test.note', { text: '您好' });
    const toCustomer = await customer.waitFor<RoomMessageEnvelope>('room.message');
    const agentId = (await t.ctx.agents.findForLogin('demo_agent1'))?.id;
    expect(toCustomer).toEqual({
      serviceId: roomA.serviceId,
      type: 'test.note',
      payload: { text: '您好' },
      from: { role: 'agent', id: agentId },
    });

    message(customer, 'test.too-big', { text: 'x'.repeat(ROOM_MESSAGE_MAX_BYTES + 1) });
    message(otherCustomer, 'test.note', { text: 'other room' });
    message(customer, 'test.note', { text: '收到' });
    const toAgent = await agent.waitFor<RoomMessageEnvelope>('room.message', (m) => m.type === 'test.note');
    expect(toAgent).toEqual({
      serviceId: roomA.serviceId,
      type: 'test.note',
      payload: { text: '收到' },
      from: { role: 'customer', id: customer.socket.id },
    });

    t.ctx.realtime.emitRoomMessage(roomA.serviceId, 'test.server' as never, { n: 1 } as never);
    await customer.waitFor<RoomMessageEnvelope>('room.message', (m) => m.type === 'test.server');
    await agent.waitFor<RoomMessageEnvelope>('room.message', (m) => m.type === 'test.server');
    await pause(200);
    expect(
      agent
        .of<RoomMessageEnvelope>('room.message')
        .map((m) => m.type)
        .filter((type) => type !== 'member.present'),
    ).toEqual(['test.note', 'test.server']);
    expect(otherCustomer.of<RoomMessageEnvelope>('room.message')).toEqual([]);
  });

  it("tells the room's agent when its customer's page is there and when the last one has gone", async () => {
    const agent = await agentSocket('demo_agent1');
    await enter(agent, roomA.serviceId);
    const presence = () =>
      agent
        .of<RoomMessageEnvelope>('room.message')
        .filter((m) => m.type === 'member.present')
        .map((m) => [m.from?.role, (m.payload as { present: boolean }).present]);
    const phone = await customerSocket({ serviceId: roomA.serviceId, key: roomA.key });
    await agent.waitFor<RoomMessageEnvelope>('room.message', (m) => m.type === 'member.present');
    const secondTab = await customerSocket({ serviceId: roomA.serviceId, key: roomA.key });
    await pause(100);
    // Earlier tests' customer pages of this room are still open: closing these two leaves them.
    phone.socket.close();
    secondTab.socket.close();
    await pause(300);
    expect(presence()).toEqual([
      ['server', true],
      ['server', true],
    ]);
    const others = (await t.ctx.realtime.io.of(CUSTOMER_NAMESPACE).in(socketRooms.room(roomA.serviceId)).fetchSockets())
      .length;
    expect(others).toBeGreaterThan(0);
    t.ctx.realtime.io.of(CUSTOMER_NAMESPACE).in(socketRooms.room(roomA.serviceId)).disconnectSockets(true);
    await agent.waitFor<RoomMessageEnvelope>(
      'room.message',
      (m) => m.type === 'member.present' && (m.payload as { present: boolean }).present === false,
    );
    expect(presence().at(-1)).toEqual(['server', false]);
  });

  it('refuses another agent, a wrong key and a customer of another room', async () => {
    const agent = await agentSocket('demo_agent1');
    await enter(agent, roomA.serviceId);
    const customer = await customerSocket({ serviceId: roomA.serviceId, key: roomA.key });
    const colleague = await agentSocket('demo_agent2');
    const foreigner = await agentSocket('acme_agent1');
    expect(await enter(colleague, roomA.serviceId)).toEqual({ ok: false });
    expect(await enter(foreigner, roomA.serviceId)).toEqual({ ok: false });
    expect(await enter(colleague, roomB.serviceId)).toEqual({ ok: true });
    await expect(customerSocket({ serviceId: roomA.serviceId, key: roomB.key })).rejects.toThrow('unauthorized');
    const otherCustomer = await customerSocket({ serviceId: roomB.serviceId, key: roomB.key });

    signal(colleague, roomA.serviceId, 'colleague');
    signal(foreigner, roomA.serviceId, 'foreigner');
    signal(otherCustomer, roomA.serviceId, 'other-customer');
    signal(agent, roomA.serviceId, 'agent');
    signal(customer, roomA.serviceId, 'customer');
    await customer.waitFor<RoomSignal>('rtc.signal', (s) => sdpOf(s) === 'agent');
    await agent.waitFor<RoomSignal>('rtc.signal', (s) => sdpOf(s) === 'customer');
    await pause(200);
    expect(heardSdps(customer)).toEqual(['agent']);
    expect(heardSdps(agent)).toEqual(['customer']);
    expect(heardSdps(otherCustomer)).toEqual([]);
    expect(heardSdps(colleague)).toEqual([]);
  });

  it('after a transfer, relays only between the customer and the new agent', async () => {
    const previous = await agentSocket('demo_agent1');
    await enter(previous, roomA.serviceId);
    const customer = await customerSocket({ serviceId: roomA.serviceId, key: roomA.key });
    const next = await agentSocket('demo_agent3');
    expect(
      (
        await t.call('POST', '/api/agents/serviceStatus', {
          token: tokens.demo_agent3,
          body: { serviceStatus: 'idle' },
        })
      ).errCode,
    ).toBe(0);
    const agent3 = (await t.ctx.agents.findForLogin('demo_agent3'))?.id;
    const transfer = await t.call<{ callId: string }>('POST', '/api/manualTransfer/transfer', {
      token: tokens.demo_agent1,
      body: { serviceId: roomA.serviceId, agentId: agent3 },
    });
    expect(transfer.errCode, transfer.errInfo).toBe(0);
    const callId = transfer.result!.callId;
    await next.waitFor<IncomingCall>('videoSells.callIn', (c) => c.callId === callId);
    const received = await t.call('POST', '/api/manualTransfer/receiveCall', {
      token: tokens.demo_agent3,
      body: { agentId: agent3, serviceId: roomA.serviceId, callId },
    });
    expect(received.errCode, received.errInfo).toBe(0);
    expect(await enter(next, roomA.serviceId)).toEqual({ ok: true });

    signal(customer, roomA.serviceId, 'customer');
    await next.waitFor<RoomSignal>('rtc.signal', (s) => sdpOf(s) === 'customer');
    signal(previous, roomA.serviceId, 'previous');
    signal(next, roomA.serviceId, 'next');
    await customer.waitFor<RoomSignal>('rtc.signal', (s) => sdpOf(s) === 'next');
    await pause(200);
    expect(heardSdps(customer)).toEqual(['next']);
    expect(heardSdps(previous)).toEqual([]);
  });

  it('relays nothing once the room has ended', async () => {
    const agent = await agentSocket('demo_agent2');
    await enter(agent, roomB.serviceId);
    const customer = await customerSocket({ serviceId: roomB.serviceId, key: roomB.key });
    const ended = await t.call('POST', '/api/serviceRoom/endRecord', {
      token: tokens.demo_agent2,
      body: { serviceId: roomB.serviceId, notifyUser: true },
    });
    expect(ended.errCode).toBe(0);
    signal(agent, roomB.serviceId, 'late-agent');
    signal(customer, roomB.serviceId, 'late-customer');
    await pause(300);
    expect(heardSdps(customer)).toEqual([]);
    expect(heardSdps(agent)).toEqual([]);
    expect(await enter(agent, roomB.serviceId)).toEqual({ ok: false });
  });
});
