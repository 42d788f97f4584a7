import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALL_SIMULATOR_PREFIX,
  callServiceApiPaths,
  type AgentEvent,
  type CallServiceSession,
  type HandsetAction,
  type HandsetCall,
} from '../../src/schemas/callService';
import { CallServiceClient, CallServiceRequestError } from '../../src/features/fiveG/call/CallServiceClient';
import { HttpCallService } from '../../server/services/callService';
import type { LoginResult } from '../../src/schemas/api';
import { baseUrlOf } from '../support/rooms';
import { handset } from '../support/handsets';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';

const PHONE = '13912345678';
const POLL_HOLD_MS = 400;

/** The agent's events of one call, kept as the client's loop hands them over. */
function eventsOf(client: CallServiceClient, serviceId: string, flowId: string) {
  const heard: AgentEvent[] = [];
  const errors: CallServiceRequestError[] = [];
  const stop = client.pollEvents(
    serviceId,
    flowId,
    (event) => heard.push(event),
    (err) => errors.push(err),
  );
  const waitFor = async (type: AgentEvent['eventType'], count = 1) => {
    const started = Date.now();
    for (;;) {
      const found = heard.filter((e) => e.eventType === type);
      if (found.length >= count) return found[count - 1]!;
      if (Date.now() - started > 5000)
        throw new Error(
          `no ${type}; heard ${heard.map((e) => e.eventType).join(',')}; errors ${errors.map((e) => e.message).join(',')}`,
        );
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return { heard, errors, stop, waitFor };
}

describe.each(databaseKinds)('the 5G call service and its simulator on %s', (kind) => {
  let t: TestApp;
  let base = '';
  let client: CallServiceClient;
  let agentToken = '';
  let session: CallServiceSession;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { callPollHoldMs: POLL_HOLD_MS });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `${baseUrlOf(t)}${CALL_SIMULATOR_PREFIX}`;
    agentToken = await t.tokenFor('demo_agent1');
    const answer = await t.call<CallServiceSession>('GET', callServiceApiPaths.session, { token: agentToken });
    expect(answer.errCode, answer.errInfo).toBe(0);
    session = answer.result!;
    client = new CallServiceClient(base).init(session.appToken);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives the signed-in agent the base and an app token, never the tenant’s key or secret', async () => {
    expect(session.baseUrl).toBe(CALL_SIMULATOR_PREFIX);
    expect(session.appToken.length).toBeGreaterThan(20);
    const raw = (
      await t.app.inject({ method: 'GET', url: callServiceApiPaths.session, headers: { 'access-token': agentToken } })
    ).body;
    expect(raw).not.toMatch(/appKey|appSecret|demo-app-key|demo-app-secret/);
    const login = await t.login('demo_agent2');
    expect(login.errCode).toBe(0);
    const agent = (login.result as LoginResult).agent;
    expect(agent.tenant?.fifthGenerationConfig).toEqual({ insuranceCode: 'DEMO', url: '/callsvc', screenRecord: true });
    expect(JSON.stringify(login)).not.toMatch(/appSecret|demo-app-secret/);
    expect((await t.call('GET', callServiceApiPaths.session)).errCode).toBe(513);
    const acme = await t.call('GET', callServiceApiPaths.session, { token: await t.tokenFor('acme_agent1') });
    expect(acme).toMatchObject({ errCode: 403, errInfo: '当前租户未开通5G通话' });
  });

  it('mints app tokens over HTTP as a real service would, only for its app with the right secret', async () => {
    const http = new HttpCallService(base);
    const token = await http.appToken('demo-app-key', 'demo-app-secret', '/callsvc');
    expect(token).not.toBe(session.appToken);
    await expect(http.appToken('', 'x', null)).rejects.toThrow('请填写配置信息');
    await expect(http.appToken('demo-app-key', 'wrong-secret', null)).rejects.toThrow('appKey或appSecret错误');
    await expect(new CallServiceClient(base).appToken('k', 's')).rejects.toThrow('appKey或appSecret错误');
  });

  it('with CALL_SERVICE_URL set, mints over HTTP and sends the browser there, without a simulator of its own', async () => {
    const configured = await startTestApp(kind, { callServiceUrl: base });
    try {
      const answer = await configured.call<CallServiceSession>('GET', callServiceApiPaths.session, {
        token: await configured.tokenFor('demo_agent1'),
      });
      expect(answer.errCode, answer.errInfo).toBe(0);
      expect(answer.result!.baseUrl).toBe(base);
      const remote = new CallServiceClient(base).init(answer.result!.appToken);
      expect((await remote.assign('FLOW-REMOTE', PHONE)).callId).toMatch(/^[0-9a-f-]{36}$/);
      expect(
        (
          await configured.app.inject({
            method: 'POST',
            url: '/callsvc/app/token',
            payload: { appKey: 'k', appSecret: 's' },
          })
        ).statusCode,
      ).toBe(404);
    } finally {
      await configured.close();
    }
  });

  it('holds a whole call: assign, ring, answer in video, switch refused and accepted, record, time, hang up', async () => {
    const { serviceId, callId, handsetKey } = await client.assign('FLOW-1', PHONE);
    expect(serviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await client.roomToken(serviceId)).toMatch(/^[\w-]{20,}$/);
    const events = eventsOf(client, serviceId, 'FLOW-1');
    await new Promise((r) => setTimeout(r, POLL_HOLD_MS * 2.5));
    expect(events.heard).toEqual([]);
    expect(events.errors).toEqual([]);

    await client.voiceCall(callId, 'video');
    const phone = await handset(baseUrlOf(t), handsetKey);
    const ringing = await phone.ringing();
    expect(ringing).toMatchObject({ callId, serviceId, media: 'video', state: 'ringing' });
    phone.act(callId, 'answerVideo');
    expect((await events.waitFor('AgentEvent_Talking')).content).toEqual({ mediaAbility: 3 });
    await client.connected(callId);
    await client.streamUpdate(serviceId, 'stream-1');

    await client.switchMedia(callId, 'video');
    expect((await events.waitFor('AgentEvent_MediaSwith')).content).toEqual({ mediaType: 1, reason: 0 });
    await client.switchMedia(callId, 'audio');
    await phone.waitFor<HandsetCall[]>('calls', (calls) => calls.some((c) => c.switchAsked));
    phone.act(callId, 'refuseVideo');
    expect((await events.waitFor('AgentEvent_MediaSwith', 2)).content).toEqual({ mediaType: 1, reason: 1 });
    await client.switchMedia(callId, 'audio');
    phone.act(callId, 'acceptVideo');
    expect((await events.waitFor('AgentEvent_MediaSwith', 3)).content).toEqual({ mediaType: 3, reason: 0 });

    const started = await client.startRecording(callId, 'stream-1', 'video');
    expect(started.ok).toBe(true);
    const recordId = started.ok ? started.result : '';
    expect((await events.waitFor('AgentMediaEvent_Record')).content).toEqual({ recordId });
    expect(await client.stopRecording(callId, recordId)).toEqual({ ok: true, result: undefined });
    expect((await events.waitFor('AgentMediaEvent_StopRecordDone')).content).toEqual({ recordId });
    // A /recording/ refusal resolves with its error instead of rejecting.
    expect(await client.stopRecording(callId, recordId)).toEqual({ ok: false, error: '通话不存在或已结束' });

    await client.share(serviceId, { kind: 'image', name: '保险计划书', urls: ['/files/page-1.png'] });
    const shown = await phone.waitFor<HandsetCall[]>('calls', (calls) => calls.some((c) => c.share.kind === 'image'));
    expect(shown[0]!.share).toEqual({ kind: 'image', name: '保险计划书', urls: ['/files/page-1.png'] });

    await client.videoTime(callId, 42);
    await client.endVoiceCall(callId, 1);
    await phone.waitFor<HandsetCall[]>('calls', (calls) =>
      calls.some((c) => c.callId === callId && c.state === 'ended'),
    );
    events.stop();
    await client.releaseAgent('agent-1');
    phone.socket.close();
  });

  it('tells the agent when the customer hangs up, the call fails or the service shuts down', async () => {
    const cases: [HandsetAction, AgentEvent['eventType'], boolean][] = [
      ['hangUp', 'AgentEvent_Customer_Release', true],
      ['failCall', 'AgentEvent_Call_Out_Fail', false],
      ['refuse', 'AgentEvent_Call_Out_Fail', false],
      ['shutdown', 'AgentOther_ShutdownService', true],
    ];
    for (const [action, expected, answerFirst] of cases) {
      const { serviceId, callId, handsetKey } = await client.assign(`FLOW-${action}`, PHONE);
      const events = eventsOf(client, serviceId, `FLOW-${action}`);
      await client.voiceCall(callId, 'audio');
      const phone = await handset(baseUrlOf(t), handsetKey);
      expect((await phone.ringing()).media).toBe('audio');
      if (answerFirst) {
        phone.act(callId, 'answerVideo');
        // An audio call stays audio whatever the handset answers with.
        expect((await events.waitFor('AgentEvent_Talking')).content).toEqual({ mediaAbility: 1 });
      }
      phone.act(callId, action);
      await events.waitFor(expected);
      // The call is over: the next poll fails, and the loop stops with the error.
      await expect.poll(() => events.errors.map((e) => e.message)).toEqual(['通话不存在或已结束']);
      await client.endVoiceCall(callId, 2);
      phone.socket.close();
    }
  });

  it('fails a poll and every call control with a bad token', async () => {
    const { serviceId, callId } = await client.assign('FLOW-BAD', PHONE);
    const stranger = new CallServiceClient(base).init('not-a-token');
    const events = eventsOf(stranger, serviceId, 'FLOW-BAD');
    await expect.poll(() => events.errors.map((e) => e.message)).toEqual(['无效的access-token']);
    events.stop();
    await expect(stranger.voiceCall(callId, 'video')).rejects.toThrow('无效的access-token');
    await expect(stranger.roomToken(serviceId)).rejects.toThrow('无效的access-token');
    await expect(stranger.endVoiceCall(callId, 1)).rejects.toThrow('无效的access-token');
    await expect(client.endVoiceCall('', 1)).rejects.toThrow('无效的callId');
    await expect(client.assign('', PHONE)).rejects.toThrow('无效的手机号或工单号');
  });

  it('ends a call by the page-closing beacon’s form fields', async () => {
    const { callId, handsetKey } = await client.assign('FLOW-BEACON', PHONE);
    await client.voiceCall(callId, 'video');
    const phone = await handset(baseUrlOf(t), handsetKey);
    await phone.ringing();
    let sent: Promise<Response> | null = null;
    const beacon = (url: string, data: BodyInit) => {
      sent = fetch(url, { method: 'POST', body: data });
      return true;
    };
    expect(client.forceEndBeacon(callId, 12, beacon)).toBe(true);
    expect(await (await sent!).json()).toMatchObject({ errCode: 0 });
    await phone.waitFor<HandsetCall[]>('calls', (calls) =>
      calls.some((c) => c.callId === callId && c.state === 'ended'),
    );
    phone.socket.close();
  });
});
