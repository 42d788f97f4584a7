import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboundTexts, type InboundCallInput } from '../../src/schemas/callServiceInbound';
import type { FiveGRoomInfo } from '../../src/schemas/fiveG';
import { traceRecordTexts } from '../../src/schemas/fiveGTrace';
import { insuranceTexts, type CustomerInsurance } from '../../src/schemas/insurance';
import { signInbound } from '../../server/services/callServiceInbound';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';

const NOT_FOUND = '记录不存在或无权访问';
const LOGINS = ['demo_agent1', 'demo_agent2', 'demo_tadmin', 'acme_agent1'];

describe.each(databaseKinds)(
  '5G: the call service callback, the trace record and the caller insurance on %s',
  (kind) => {
    let t: TestApp;
    const tokens: Record<string, string> = {};
    const ids: Record<string, string> = {};
    const call = <T>(login: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
      t.call<T>(method, url, { token: tokens[login] ?? '', ...(body === undefined ? {} : { body }) });
    const startSession = async (login: string) => {
      const room = (await call<FiveGRoomInfo>(login, 'POST', '/api/fifthGeneration/startAgent')).result;
      if (!room) throw new Error(`${login} did not start`);
      return room;
    };
    const end = (login: string, serviceId: string) => call(login, 'PUT', '/api/fifthGeneration/end', { serviceId });

    /** A callback as the call service sends it, signed with `secret`. */
    const callback = (
      fields: Partial<InboundCallInput> & { event: 'offered' | 'ended'; callId: string },
      secret = 'demo-app-secret',
    ) => {
      const unsigned = {
        appKey: 'demo-app-key',
        serviceId: `svc-${fields.callId}`,
        flowId: `FLOW-${fields.callId}`,
        phone: '13900139300',
        mediaAbility: 3,
        timestamp: Date.now(),
        ...fields,
      };
      const body = { ...unsigned, sign: signInbound(secret, unsigned) };
      return t.call<{ offered: boolean }>('POST', '/api/callService/inbound', { body });
    };
    const incomeOf = (callId: string) =>
      t.ctx.db.selectFrom('fiveGIncomes').selectAll().where('callId', '=', callId).executeTakeFirst();

    beforeAll(async () => {
      t = await startTestApp(kind);
      for (const row of await t.ctx.db.selectFrom('agents').select(['id', 'loginName']).execute())
        ids[row.loginName] = row.id;
      for (const login of LOGINS) tokens[login] = await t.tokenFor(login);
    });

    afterAll(async () => {
      await t.close();
    });

    it('offers a call the service signed with the tenant secret to its idle agent, refuses a bad or stale signature, and withdraws it on the signed end', async () => {
      const before = await t.ctx.db.selectFrom('agents').select(['id', 'online', 'serviceStatus']).execute();
      try {
        await t.ctx.db.updateTable('agents').set({ online: false }).execute();
        await t.ctx.db
          .updateTable('agents')
          .set({ online: true, serviceStatus: 'idle' })
          .where('loginName', 'in', ['demo_agent2', 'acme_agent1'])
          .execute();

        // Another tenant's secret, a changed field, an old timestamp: refused, nothing offered.
        const forged = await callback({ event: 'offered', callId: 'in-forged' }, 'acme-secret');
        expect(forged).toMatchObject({ errCode: 403, errInfo: inboundTexts.badSignature });
        const unsigned = {
          event: 'offered' as const,
          appKey: 'demo-app-key',
          serviceId: 's',
          callId: 'in-tampered',
          flowId: 'f',
          phone: '13900139300',
          mediaAbility: 3,
          timestamp: Date.now(),
        };
        const tampered = await t.call('POST', '/api/callService/inbound', {
          body: { ...unsigned, sign: signInbound('demo-app-secret', { ...unsigned, phone: '13900000000' }) },
        });
        expect(tampered.errInfo).toBe(inboundTexts.badSignature);
        const stale = await callback({ event: 'offered', callId: 'in-stale', timestamp: Date.now() - 10 * 60_000 });
        expect(stale.errInfo).toBe(inboundTexts.expired);
        expect((await callback({ event: 'offered', callId: 'in-nokey', appKey: 'no-such-app' })).errInfo).toBe(
          inboundTexts.badSignature,
        );
        for (const callId of ['in-forged', 'in-tampered', 'in-stale', 'in-nokey'])
          expect(await incomeOf(callId)).toBeUndefined();

        const offered = await callback({ event: 'offered', callId: 'in-1', mediaAbility: 1 });
        expect(offered).toMatchObject({ errCode: 0, result: { offered: true } });
        expect(await incomeOf('in-1')).toMatchObject({
          agentId: ids.demo_agent2,
          userPhone: '13900139300',
          isVideo: false,
          flowId: 'FLOW-in-1',
          status: 'ringing',
        });

        // A second call while the only free agent rings: nobody to offer it to.
        expect((await callback({ event: 'offered', callId: 'in-2' })).result).toEqual({ offered: false });

        // The end of another tenant's call (signed by nobody who owns it) leaves the offer alone.
        expect((await callback({ event: 'ended', callId: 'in-1' }, 'wrong')).errInfo).toBe(inboundTexts.badSignature);
        expect((await incomeOf('in-1'))?.status).toBe('ringing');
        expect((await callback({ event: 'ended', callId: 'in-1' })).errCode).toBe(0);
        expect((await incomeOf('in-1'))?.status).toBe('cancelled');
      } finally {
        for (const agent of before)
          await t.ctx.db
            .updateTable('agents')
            .set({ online: agent.online, serviceStatus: agent.serviceStatus })
            .where('id', '=', agent.id)
            .execute();
      }
    });

    it("keeps the trace record's status on the session's call, for the session's own agent only", async () => {
      const room = await startSession('demo_agent1');
      const serviceId = room.serviceId;
      const status = (login: string, body: Record<string, unknown>) =>
        call<FiveGRoomInfo>(login, 'POST', '/api/fifthGeneration/traceRecordStatus', { serviceId, ...body });
      // No call on: nothing to record.
      expect((await status('demo_agent1', { traceRecordId: 'rec-1', status: 'recording' })).errCode).toBe(409);
      await call('demo_agent1', 'POST', '/api/fifthGeneration/startPhoneCall', {
        serviceId,
        userName: '钱客户',
        phone: '13800138011',
        callType: 2,
        flowId: room.flowId,
        callId: 'trace-call',
      });

      expect((await status('demo_agent1', { traceRecordId: 'rec-1', status: 'paused' })).errInfo).toBe(
        traceRecordTexts.traceRecordStatusInvalid,
      );
      expect((await status('demo_agent1', { status: 'recording' })).errInfo).toBe(
        traceRecordTexts.traceRecordIdInvalid,
      );
      expect((await status('demo_agent1', { traceRecordId: 'rec-unknown', status: 'stopped' })).errInfo).toBe(
        traceRecordTexts.traceRecordMissing,
      );

      const recording = await status('demo_agent1', { traceRecordId: 'rec-1', status: 'recording' });
      expect(recording.result?.currentCall).toMatchObject({
        callId: 'trace-call',
        traceRecordId: 'rec-1',
        traceRecordStatus: 'recording',
      });

      // Another agent of the tenant, its admin, another tenant: as if the session did not exist; nothing changes.
      for (const login of ['demo_agent2', 'demo_tadmin', 'acme_agent1']) {
        const answer = await status(login, { traceRecordId: 'rec-1', status: 'failed' });
        expect(answer.errInfo, login).toBe(NOT_FOUND);
      }
      // The stop may come after the call ended.
      await call('demo_agent1', 'POST', '/api/fifthGeneration/endPhoneCall', { serviceId, endType: 1, talkSeconds: 5 });
      const stopped = await status('demo_agent1', { traceRecordId: 'rec-1', status: 'stopped' });
      expect(stopped.result?.phoneCallList[0]).toMatchObject({
        traceRecordId: 'rec-1',
        traceRecordStatus: 'stopped',
        status: 'ended',
      });
      await end('demo_agent1', serviceId);
      expect((await status('demo_agent1', { traceRecordId: 'rec-1', status: 'failed' })).errInfo).toBe('会话已结束');
    });

    it("reads the caller's policies under the tenant's insurance code, for the session's own agent only", async () => {
      const room = await startSession('demo_agent1');
      const serviceId = room.serviceId;
      const read = (login: string) =>
        call<CustomerInsurance>(login, 'GET', `/api/fifthGeneration/insurance?serviceId=${serviceId}`);
      expect((await read('demo_agent1')).errInfo).toBe(insuranceTexts.noCustomer);
      await call('demo_agent1', 'POST', '/api/fifthGeneration/startPhoneCall', {
        serviceId,
        userName: '孙客户',
        phone: '13800138022',
        callType: 2,
        flowId: room.flowId,
        callId: 'ins-call',
      });

      const answer = (await read('demo_agent1')).result;
      expect(answer).toMatchObject({ insuranceCode: 'DEMO', phone: '13800138022', sample: true });
      expect(answer?.policies.length).toBeGreaterThan(0);
      expect(answer?.policies[0]).toMatchObject({ policyNo: expect.stringMatching(/^DEMO\d{10}$/), status: '有效' });
      // The same caller, the same policies.
      expect((await read('demo_agent1')).result).toEqual(answer);
      for (const login of ['demo_agent2', 'demo_tadmin', 'acme_agent1'])
        expect((await read(login)).errInfo, login).toBe(NOT_FOUND);
      expect((await call('demo_agent1', 'GET', '/api/fifthGeneration/insurance?serviceId=nope')).errInfo).toBe(
        '无效的serviceId',
      );

      // A tenant without an insurance code says so.
      const config = sql<string>`fifth_generation_config`;
      await t.ctx.db
        .updateTable('tenants')
        .set({ fifthGenerationConfig: sql`${config} - 'insuranceCode'` })
        .where('code', '=', 'demo')
        .execute();
      try {
        expect((await read('demo_agent1')).errInfo).toBe(insuranceTexts.notConfigured);
      } finally {
        await t.ctx.db
          .updateTable('tenants')
          .set({ fifthGenerationConfig: sql`${config} || '{"insuranceCode":"DEMO"}'::jsonb` })
          .where('code', '=', 'demo')
          .execute();
        await end('demo_agent1', serviceId);
      }
    });
  },
);
