import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPaths } from '../../src/schemas/call';
import { CUSTOMER_NAMESPACE, type CallSignal } from '../../src/schemas/events';
import { baseUrlOf, callRingingAt } from '../support/rooms';
import { earAt, namedOffer, sdpOf, type Ear } from '../support/sockets';
import { startTestApp, type TestApp } from '../support/testApp';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The connection of a customer's call made ready while it rings: signals only between the caller and the agent it rings at. */
describe('WebRTC signals between a ringing call and its agent', () => {
  let t: TestApp;
  let baseUrl = '';
  const sockets: Socket[] = [];
  const tokens: Record<string, string> = {};

  const agentSocket = (name: string) => earAt(baseUrl, { token: tokens[name]! }, sockets);
  const callSocket = (callId: string) => earAt(baseUrl + CUSTOMER_NAMESPACE, { callId }, sockets);
  const signal = (ear: Ear, callId: string, sdp: string) =>
    ear.socket.emit('call.signal', { callId, data: namedOffer(sdp) });
  const heard = (ear: Ear) => ear.of<CallSignal>('call.signal').map(sdpOf);

  /** Only `name` is idle; a customer calls; the call rings at `name`'s socket. */
  async function ringingAt(name: string, agent: Ear): Promise<string> {
    await t.ctx.db.updateTable('agents').set({ serviceStatus: 'away' }).execute();
    return callRingingAt(t, agent, tokens[name]!);
  }

  beforeAll(async () => {
    t = await startTestApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = baseUrlOf(t);
    for (const name of ['demo_agent1', 'demo_agent2']) tokens[name] = await t.tokenFor(name);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  it('relays between the caller and the agent the call rings at, to every page of that agent, and no one else', async () => {
    const agent = await agentSocket('demo_agent1');
    const otherTab = await agentSocket('demo_agent1');
    const colleague = await agentSocket('demo_agent2');
    const callId = await ringingAt('demo_agent1', agent);
    const caller = await callSocket(callId);

    signal(agent, callId, 'agent-1');
    expect(await caller.waitFor<CallSignal>('call.signal')).toEqual({ callId, data: namedOffer('agent-1') });

    for (const n of [1, 2, 3]) signal(caller, callId, `caller-${n}`);
    await agent.waitFor<CallSignal>('call.signal', (s) => sdpOf(s) === 'caller-3');
    expect(heard(agent)).toEqual(['caller-1', 'caller-2', 'caller-3']);
    await otherTab.waitFor<CallSignal>('call.signal', (s) => sdpOf(s) === 'caller-3');

    // A colleague the call does not ring at is neither heard nor told.
    signal(colleague, callId, 'colleague');
    await pause(200);
    expect(heard(caller)).toEqual(['agent-1']);
    expect(heard(colleague)).toEqual([]);
  });

  it('keeps to the call of the handshake, and stops once the call is cancelled', async () => {
    const agent = await agentSocket('demo_agent2');
    const callId = await ringingAt('demo_agent2', agent);
    const caller = await callSocket(callId);
    const stranger = await callSocket('00000000-0000-4000-8000-000000000000').catch(() => null);
    expect(stranger).toBeNull();

    // A caller's socket names its own call only: another call id in the signal goes nowhere.
    signal(caller, '11111111-1111-4111-8111-111111111111', 'elsewhere');
    signal(caller, callId, 'mine');
    await agent.waitFor<CallSignal>('call.signal', (s) => sdpOf(s) === 'mine');
    expect(heard(agent)).toEqual(['mine']);

    expect((await t.call('POST', callPaths.customerCancel, { body: { callId } })).errCode).toBe(0);
    signal(caller, callId, 'after-cancel');
    signal(agent, callId, 'agent-after-cancel');
    await pause(200);
    expect(heard(agent)).toEqual(['mine']);
    expect(heard(caller)).toEqual([]);
  });

  it("tells the caller that the agent the call rings at is answering, and nobody else's word for it", async () => {
    const agent = await agentSocket('demo_agent2');
    const colleague = await agentSocket('demo_agent1');
    const callId = await ringingAt('demo_agent2', agent);
    const caller = await callSocket(callId);

    // A colleague the call does not ring at, and a call id of no call, are not told to the caller.
    colleague.socket.emit('call.answering', { callId });
    agent.socket.emit('call.answering', { callId: '11111111-1111-4111-8111-111111111111' });
    agent.socket.emit('call.answering', { callId });
    expect(await caller.waitFor<{ callId: string }>('call.answering')).toEqual({ callId });
    await pause(200);
    expect(caller.of<{ callId: string }>('call.answering')).toEqual([{ callId }]);
  });
});
