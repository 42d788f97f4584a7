import { io } from 'socket.io-client';
import { expect } from 'vitest';
import type { StartedRoom } from '../../src/schemas/call';
import type { CustomerCallState, IncomingCall } from '../../src/schemas/events';
import { connectEar, type Ear } from './sockets';
import type { TestApp } from './testApp';

/**
 * A room in progress: the agent goes idle, a customer of tenant `tenantCode` calls, the agent's socket
 * hears the ring and the agent answers. The app must listen on `baseUrl`; other agents of the tenant
 * should be away so the call rings this one. `key` is the room's customer key, as the caller's page
 * reads it from its call.
 */
export async function answeredRoom(
  t: TestApp,
  baseUrl: string,
  token: string,
  customer = { tenantCode: 'demo', userName: '王先生', userPhone: '13800138000' },
): Promise<StartedRoom & { key: string }> {
  const ear = await connectEar(
    io(baseUrl, {
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      autoConnect: false,
    }),
  );
  try {
    const callId = await callRingingAt(t, ear, token, customer);
    const answered = await t.call<StartedRoom>('POST', '/api/serviceRoom/startAgent', {
      token,
      body: { callId, roomInfo: { from: 'Browser' } },
    });
    expect(answered.errCode, answered.errInfo).toBe(0);
    const call = await t.call<CustomerCallState>('GET', `/api/customer/call/${callId}`);
    expect(call.result?.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    return { ...answered.result!, key: call.result!.key! };
  } finally {
    ear.socket.close();
  }
}

/**
 * A customer's call ringing at the agent of `token`, whose socket `ear` hears it: the agent comes online and
 * idle, the customer calls. Other agents of the tenant should be away so the call rings this one.
 */
export async function callRingingAt(
  t: TestApp,
  ear: Ear,
  token: string,
  customer = { tenantCode: 'demo', userName: '王先生', userPhone: '13800138000' },
): Promise<string> {
  // The agent is online once the server has written its socket's presence, a moment after the socket connects.
  const session = await t.ctx.sessions.authenticate(token);
  const agentId = session?.agentId ?? '';
  const online = async () =>
    (await t.ctx.db.selectFrom('agents').select('online').where('id', '=', agentId).executeTakeFirst())?.online;
  for (const deadline = Date.now() + 5000; !(await online());) {
    if (Date.now() > deadline) throw new Error('the agent never came online');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect((await t.call('POST', '/api/agents/serviceStatus', { token, body: { serviceStatus: 'idle' } })).errCode).toBe(
    0,
  );
  const asked = await t.call<{ callId: string }>('POST', '/api/customer/call', { body: customer });
  expect(asked.errCode, asked.errInfo).toBe(0);
  const callId = asked.result!.callId;
  await ear.waitFor<IncomingCall>('videoSells.callIn', (c) => c.callId === callId);
  return callId;
}

/** The address an app started with `listen({ port: 0 })` answers on. */
export function baseUrlOf(t: TestApp): string {
  const address = t.app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
