import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALL_SIMULATOR_NAMESPACE,
  CALL_SIMULATOR_PREFIX,
  callServicePaths,
  type CallServiceEnvelope,
  type HandsetCall,
} from '../../src/schemas/callService';
import { CallServiceClient } from '../../src/features/fiveG/call/CallServiceClient';
import type { SimulatedCallService } from '../../server/services/callService';
import { MAX_OPEN_CALLS_PER_TOKEN } from '../../server/simulators/callService/callBook';
import { UNDIALLED_EXPIRY_MS } from '../../server/simulators/callService/calls';
import { SIMULATOR_BODY_LIMIT } from '../../server/simulators/callService';
import { SIMULATED_APP } from '../../server/simulators/callService/appTokens';
import { SOCKET_EVENT_BURST } from '../../server/plugins/socketBudget';
import { databaseKinds } from '../support/databases';
import { handset } from '../support/handsets';
import { ManualClock } from '../support/manualClock';
import { baseUrlOf } from '../support/rooms';
import { startTestApp, type TestApp } from '../support/testApp';

const PHONE = '13912345670';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseKinds)('the call simulator under a stranger on %s', (kind) => {
  let t: TestApp;
  let clock: ManualClock;
  let base = '';
  const sockets: Socket[] = [];
  const post = async (path: string, payload: unknown, token?: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `${CALL_SIMULATOR_PREFIX}${path}`,
        payload: payload as object,
        headers: token ? { 'access-token': token } : {},
      })
    ).json() as CallServiceEnvelope<unknown>;
  const newClient = async () =>
    new CallServiceClient(base).init(
      await new CallServiceClient(base).appToken(SIMULATED_APP.appKey, SIMULATED_APP.appSecret),
    );
  const rawSocket = (auth: Record<string, string>) => {
    const socket = io(`${baseUrlOf(t)}${CALL_SIMULATOR_NAMESPACE}`, {
      auth,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    return new Promise<Socket>((resolve) => socket.once('connect', () => resolve(socket)));
  };
  const stateOf = (callId: string) =>
    (t.ctx.callService as SimulatedCallService).calls.byCall(SIMULATED_APP.appKey, callId).state;

  beforeAll(async () => {
    clock = new ManualClock();
    t = await startTestApp(kind, {}, { clock, callPollHoldMs: 200 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `${baseUrlOf(t)}${CALL_SIMULATOR_PREFIX}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t?.close();
  });

  it('mints a token only for its app with the right secret', async () => {
    expect(await post(callServicePaths.appToken, { appKey: SIMULATED_APP.appKey, appSecret: 'guessed' })).toEqual({
      errCode: 401,
      errInfo: 'appKey或appSecret错误',
    });
    expect(await post(callServicePaths.appToken, { appKey: 'any-app', appSecret: SIMULATED_APP.appSecret })).toEqual({
      errCode: 401,
      errInfo: 'appKey或appSecret错误',
    });
    expect(await post(callServicePaths.appToken, { appKey: SIMULATED_APP.appKey, appSecret: 'x'.repeat(300) })).toEqual(
      { errCode: 400, errInfo: '请求内容过长' },
    );
    expect(await post(callServicePaths.assign, { flowId: 'F-1', phone: PHONE })).toEqual({
      errCode: 401,
      errInfo: '无效的access-token',
    });
    expect(await post(callServicePaths.assign, { flowId: 'F-1', phone: PHONE }, 'made-up-token')).toEqual({
      errCode: 401,
      errInfo: '无效的access-token',
    });
  });

  it('shows a phone-only handset nothing and lets it neither answer, join nor end; the call’s key does', async () => {
    const client = await newClient();
    const { serviceId, callId, handsetKey } = await client.assign('F-KEY', PHONE);
    await client.voiceCall(callId, 'video');
    const stranger = await handset(baseUrlOf(t), undefined);
    const agent = await rawSocket({});
    agent.emit('rtc.join', { serviceId, token: await client.roomToken(serviceId) });

    // Knowing the phone and even the callId: no call shown, and nothing it does reaches the call.
    stranger.socket.emit('action', { callId, action: 'answerVideo' });
    stranger.socket.emit('rtc.join', { serviceId });
    stranger.socket.emit('rtc.signal', { serviceId, data: { from: 'stranger' } });
    stranger.socket.emit('action', { callId, action: 'hangUp' });
    const agentHeard: unknown[] = [];
    agent.on('rtc.signal', (signal: { data: unknown }) => void agentHeard.push(signal.data));
    await pause(300);
    expect(stranger.of<HandsetCall[]>('calls')).toEqual([]);
    expect(agentHeard).toEqual([]);
    expect(stateOf(callId)).toBe('ringing');

    // With the call's key (the link the phone ringing stands for) it rings, answers and reaches the agent.
    const phone = await handset(baseUrlOf(t), handsetKey);
    expect(await phone.ringing()).toMatchObject({ callId, phone: PHONE, state: 'ringing' });
    phone.act(callId, 'answerVideo');
    await phone.waitFor<HandsetCall[]>('calls', (calls) => calls.some((c) => c.state === 'talking'));
    phone.socket.emit('rtc.join', { serviceId });
    await pause(100);
    phone.socket.emit('rtc.signal', { serviceId, data: { from: 'customer' } });
    await expect.poll(() => agentHeard).toEqual([{ from: 'customer' }]);
    expect(stranger.of<HandsetCall[]>('calls')).toEqual([]);
    phone.act(callId, 'hangUp');
    await expect.poll(() => stateOf(callId)).toBe('ended');
    stranger.socket.close();
    phone.socket.close();
  });

  it('disconnects a handset that floods its namespace', async () => {
    const flooder = await rawSocket({ phone: PHONE });
    const gone = new Promise<string>((resolve) => flooder.once('disconnect', resolve));
    for (let i = 0; i < SOCKET_EVENT_BURST * 2; i++) flooder.emit('action', { callId: 'x', action: 'hangUp' });
    expect(await gone).toBe('io server disconnect');
  });

  it('expires a call that is never dialled, on the app clock', async () => {
    const client = await newClient();
    const { callId } = await client.assign('F-IDLE', PHONE);
    await clock.advance(UNDIALLED_EXPIRY_MS - 1000);
    expect(stateOf(callId)).toBe('ringing');
    await clock.advance(2000);
    expect(stateOf(callId)).toBe('ended');
    await expect(client.voiceCall(callId, 'video')).rejects.toThrow('通话不存在或已结束');
  });

  it('caps the open calls of one token with a clear refusal, and frees a place when one ends', async () => {
    const client = await newClient();
    const placed: string[] = [];
    for (let i = 0; i < MAX_OPEN_CALLS_PER_TOKEN; i++) placed.push((await client.assign(`F-CAP-${i}`, PHONE)).callId);
    await expect(client.assign('F-CAP-over', PHONE)).rejects.toThrow('未结束的通话过多，请稍后再试');
    // Another token of the same app is counted on its own.
    expect((await (await newClient()).assign('F-CAP-other', PHONE)).callId).toBeTruthy();
    await client.endVoiceCall(placed[0]!, 1);
    expect((await client.assign('F-CAP-again', PHONE)).callId).toBeTruthy();
  });

  it('refuses over-long fields and bodies over its limit', async () => {
    const token = await new CallServiceClient(base).appToken(SIMULATED_APP.appKey, SIMULATED_APP.appSecret);
    const client = new CallServiceClient(base).init(token);
    await expect(client.assign('F'.repeat(65), PHONE)).rejects.toThrow('无效的手机号或工单号');
    await expect(client.assign('F-LONG', '1'.repeat(40))).rejects.toThrow('无效的手机号或工单号');
    // A call's fields are short, so its body is refused far below the share's limit; without a live token it is
    // refused before it is read.
    expect(
      await post(callServicePaths.assign, { flowId: 'F-BIG', phone: PHONE, pad: 'x'.repeat(8 * 1024) }, token),
    ).toEqual({ errCode: 413, errInfo: '请求内容过长' });
    expect(
      await post(
        callServicePaths.assign,
        { flowId: 'F-BIG', phone: PHONE, pad: 'x'.repeat(SIMULATOR_BODY_LIMIT) },
        'no-such-token',
      ),
    ).toEqual({
      errCode: 401,
      errInfo: '无效的access-token',
    });
    expect(await post(callServicePaths.appToken, { ...SIMULATED_APP, pad: 'x'.repeat(8 * 1024) })).toEqual({
      errCode: 413,
      errInfo: '请求内容过长',
    });
    const { serviceId, callId } = await client.assign('F-SHARE', PHONE);
    await client.voiceCall(callId, 'video');
    expect(
      await post(
        callServicePaths.streamUpdate,
        { roomId: serviceId, streamUpdate: [{ path: '/info/inViews', value: 'v'.repeat(3000) }] },
        token,
      ),
    ).toEqual({
      errCode: 400,
      errInfo: '请求内容过长',
    });
  });
});
