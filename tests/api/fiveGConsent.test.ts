import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CallServiceClient } from '../../src/features/fiveG/call/CallServiceClient';
import {
  CALL_SIMULATOR_PREFIX,
  callServiceApiPaths,
  type CallServiceSession,
  type HandsetCall,
} from '../../src/schemas/callService';
import type { FiveGRoomInfo } from '../../src/schemas/fiveG';
import { personalDataTexts, type ConsentRecord } from '../../src/schemas/personalData';
import { FiveGSessions } from '../../server/services/fiveG/sessions';
import { databaseKinds } from '../support/databases';
import { handset } from '../support/handsets';
import { baseUrlOf } from '../support/rooms';
import { startTestApp, type TestApp } from '../support/testApp';

const PHONE = '13912345678';
const NOTICE = '本次5G视频通话将全程录音录像，仅用于业务回溯。请确认是否同意录音录像。';
const CONSENT = '/api/customer/fiveG/consent';

describe.each(databaseKinds)('consent to be recorded on the 5G handset on %s', (kind) => {
  let t: TestApp;
  let client: CallServiceClient;
  let agentToken = '';

  const startRecord = (serviceId: string) =>
    t.call('POST', '/api/serviceRoom/startRecord', { token: agentToken, body: { serviceId, mimeType: 'video/webm' } });
  const roomInfo = async (serviceId: string) =>
    (await t.call<FiveGRoomInfo>('GET', `/api/fifthGeneration/roomInfo/${serviceId}`, { token: agentToken })).result;
  const consentOf = (key: string) => t.call<ConsentRecord>('GET', `${CONSENT}?key=${encodeURIComponent(key)}`);
  const agree = (key: string) => t.call<ConsentRecord>('POST', CONSENT, { body: { key } });
  const talking = (calls: HandsetCall[]) => calls.some((call) => call.state === 'talking');

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { callPollHoldMs: 400 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    agentToken = await t.tokenFor('demo_agent1');
    const session = await t.call<CallServiceSession>('GET', callServiceApiPaths.session, { token: agentToken });
    client = new CallServiceClient(`${baseUrlOf(t)}${CALL_SIMULATOR_PREFIX}`).init(session.result!.appToken);
    const admin = await t.tokenFor('demo_tadmin');
    const saved = await t.call('PUT', '/api/personalData/settings', {
      token: admin,
      body: { fullDataRoleIds: [], recordingDays: 3650, smsDays: 90, consentText: NOTICE },
    });
    expect(saved.errCode, saved.errInfo).toBe(0);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("shows the connected handset the tenant's notice by its call's key, keeps the agreement on the session, and records nothing before it", async () => {
    const room = (await t.call<FiveGRoomInfo>('POST', '/api/fifthGeneration/startAgent', { token: agentToken }))
      .result!;
    const { callId, handsetKey } = await client.assign(room.flowId, PHONE);
    if (!handsetKey) throw new Error('the simulator gave the call no handset key');
    const phoneCall = await t.call('POST', '/api/fifthGeneration/startPhoneCall', {
      token: agentToken,
      body: { serviceId: room.serviceId, userName: '王先生', phone: PHONE, callType: 2, flowId: room.flowId, callId },
    });
    expect(phoneCall.errCode, phoneCall.errInfo).toBe(0);
    await client.voiceCall(callId, 'video');
    const phone = await handset(baseUrlOf(t), handsetKey);
    try {
      await phone.ringing();
      phone.act(callId, 'answerVideo');
      const [connected] = await phone.waitFor<HandsetCall[]>('calls', talking);
      expect(connected?.key).toBe(handsetKey);

      // Connected, not agreed: the agent's recording is refused; the handset reads the tenant's notice.
      expect((await startRecord(room.serviceId)).errInfo).toBe(personalDataTexts.consentMissing);
      expect((await consentOf(handsetKey)).result).toEqual({ text: NOTICE, at: null });
      expect((await roomInfo(room.serviceId))?.consentAt).toBeNull();
      // Another key, or a call id, opens nothing.
      for (const wrong of ['not-a-key', callId])
        expect(await consentOf(wrong)).toMatchObject({ errCode: 404, errInfo: personalDataTexts.consentCallEnded });
      expect((await agree('not-a-key')).errCode).toBe(404);

      // The customer agrees: the session keeps when and the words; once only.
      const agreed = await agree(handsetKey);
      expect(agreed.result?.text).toBe(NOTICE);
      const at = agreed.result?.at ?? '';
      expect(Date.parse(at)).not.toBeNaN();
      const stored = await t.ctx.db
        .selectFrom('serviceRooms')
        .select(['consentAt', 'consentText'])
        .where('id', '=', room.serviceId)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ consentAt: new Date(at), consentText: NOTICE });
      expect((await agree(handsetKey)).result).toEqual({ text: NOTICE, at });
      expect((await roomInfo(room.serviceId))?.consentAt).toBe(at);

      // Now the session is recorded.
      expect((await startRecord(room.serviceId)).errCode).toBe(0);

      // The call over, its key opens nothing more.
      phone.act(callId, 'hangUp');
      await phone.waitFor<HandsetCall[]>('calls', (calls) => calls.some((call) => call.state === 'ended'));
      expect((await consentOf(handsetKey)).errCode).toBe(404);
    } finally {
      phone.socket.close();
      await t.call('PUT', '/api/fifthGeneration/end', { token: agentToken, body: { serviceId: room.serviceId } });
    }
  });

  it('tells a phone that called the 5G service its call’s key, which asks for consent once an agent answered', async () => {
    const agent = await t.ctx.db
      .selectFrom('agents')
      .select('id')
      .where('loginName', '=', 'demo_agent1')
      .executeTakeFirstOrThrow();
    await t.ctx.db.updateTable('agents').set({ online: false }).execute();
    await t.ctx.db
      .updateTable('agents')
      .set({ online: true, serviceStatus: 'idle' })
      .where('id', '=', agent.id)
      .execute();
    const phone = await handset(baseUrlOf(t), undefined, '13900139120');
    try {
      phone.socket.emit('callIn', { service: 'demo-app-key', media: 'video' });
      const [ringing] = await phone.waitFor<HandsetCall[]>('calls', (calls) =>
        calls.some((c) => c.state === 'ringing'),
      );
      const key = ringing?.key ?? '';
      expect(key.length).toBeGreaterThan(20);
      // Nobody answered yet: there is no session to consent to.
      expect((await consentOf(key)).errCode).toBe(404);

      // The service tells the server of the call beside ringing the phone: its offer may land just after.
      const income = await vi.waitFor(() =>
        t.ctx.db
          .selectFrom('fiveGIncomes')
          .select('id')
          .where('callId', '=', ringing!.callId)
          .executeTakeFirstOrThrow(),
      );
      const answered = await t.call<FiveGRoomInfo>('POST', '/api/fifthGeneration/receiveManual', {
        token: agentToken,
        body: { incomeId: income.id },
      });
      expect(answered.errCode, answered.errInfo).toBe(0);
      expect((await consentOf(key)).result).toEqual({ text: NOTICE, at: null });
      expect((await agree(key)).result?.at).not.toBeNull();
      expect((await roomInfo(answered.result!.serviceId))?.consentAt).not.toBeNull();
      await t.call('PUT', '/api/fifthGeneration/end', {
        token: agentToken,
        body: { serviceId: answered.result!.serviceId },
      });
    } finally {
      phone.socket.close();
    }
  });

  it("records a real call service's sessions under the carrier's notice, as no page of ours reaches its customers", async () => {
    // The same sessions with the production adapter's rule: the service plays its notice as the call connects.
    const carrier = new FiveGSessions(t.ctx.db, false);
    const agent = await t.ctx.db
      .selectFrom('agents')
      .select(['id', 'tenantId', 'orgAccountId'])
      .where('loginName', '=', 'demo_agent2')
      .executeTakeFirstOrThrow();
    const serviceId = await carrier.start({
      agentId: agent.id,
      tenantId: agent.tenantId,
      orgAccountId: agent.orgAccountId,
    });
    const room = await t.ctx.db
      .selectFrom('serviceRooms')
      .select(['consentAt', 'consentText'])
      .where('id', '=', serviceId)
      .executeTakeFirstOrThrow();
    expect(room.consentAt).not.toBeNull();
    expect(room.consentText).toBe(personalDataTexts.carrierNotice);
    const token = await t.tokenFor('demo_agent2');
    expect(
      await t.call('POST', '/api/serviceRoom/startRecord', { token, body: { serviceId, mimeType: 'video/webm' } }),
    ).toMatchObject({ errCode: 0 });
  });
});
