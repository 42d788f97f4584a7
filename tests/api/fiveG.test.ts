import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult } from '../../src/schemas/api';
import {
  fiveGMaterialTexts,
  fiveGTexts,
  type FiveGDetail,
  type FiveGMaterial,
  type FiveGRoomInfo,
  type FiveGSession,
} from '../../src/schemas/fiveG';
import { databaseKinds } from '../support/databases';
import { multipartBody } from '../support/multipart';
import { samplePng, sampleDocx } from '../support/sampleFiles';
import { startTestApp, type TestApp } from '../support/testApp';
import type { SimulatedCallService } from '../../server/services/callService';

const LOGINS = [
  'sysadmin',
  'demo_tadmin',
  'demo_oadmin',
  'demo_agent1',
  'demo_agent2',
  'demo_agent3',
  'acme_tadmin',
  'acme_agent1',
];
const NOT_FOUND = '记录不存在或无权访问';

describe.each(databaseKinds)('5G sessions, records and materials on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const orgs: Record<string, string> = {};
  const tenants: Record<string, string> = {};

  const call = <T>(login: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    t.call<T>(method, url, { token: tokens[login] ?? '', ...(body === undefined ? {} : { body }) });
  /** Without a body, as a page sends it; with one, as the list names where it starts from. */
  const start = (login: string, body?: { from: 'list' | 'urlLogin' }) =>
    call<FiveGRoomInfo>(login, 'POST', '/api/fifthGeneration/startAgent', body);
  const started = async (login: string) => {
    const answer = await start(login);
    if (!answer.result) throw new Error(`${login}: ${answer.errInfo ?? ''}`);
    return answer.result;
  };
  const phoneCall = (login: string, room: FiveGRoomInfo, extra: Record<string, unknown> = {}) =>
    call<FiveGRoomInfo>(login, 'POST', '/api/fifthGeneration/startPhoneCall', {
      serviceId: room.serviceId,
      userName: '周客户',
      phone: '+8613800138000',
      callType: 2,
      flowId: room.flowId,
      callId: `call-${room.serviceId.slice(0, 8)}`,
      ...extra,
    });
  const end = (login: string, serviceId: string) =>
    call<FiveGRoomInfo>(login, 'PUT', '/api/fifthGeneration/end', { serviceId });
  const list = async (login: string, path: 'list' | 'record', query = '') =>
    (await call<ListResult<FiveGSession>>(login, 'GET', `/api/fifthGeneration/${path}?pageSize=100${query}`))
      .result ?? { list: [], count: 0 };
  const upload = (login: string, fileName: string, content: Buffer, fields: Record<string, string> = {}) => {
    const body = multipartBody(fields, { fileName, content });
    return t.app
      .inject({
        method: 'POST',
        url: '/api/fifthGeneration/material',
        headers: { ...body.headers, 'access-token': tokens[login] ?? '' },
        payload: body.payload,
      })
      .then((r) => r.json<{ errCode: number; errInfo: string; result?: FiveGMaterial }>());
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const row of await t.ctx.db.selectFrom('orgAccounts').select(['id', 'orgName']).execute())
      orgs[row.orgName] = row.id;
    for (const row of await t.ctx.db.selectFrom('tenants').select(['id', 'code']).execute()) tenants[row.code] = row.id;
    for (const row of await t.ctx.db.selectFrom('agents').select(['id', 'loginName']).execute())
      ids[row.loginName] = row.id;
    for (const login of LOGINS) tokens[login] = await t.tokenFor(login);
  });

  afterAll(async () => {
    await t.close();
  });

  it('runs a session through every call of the room, and refuses a second one while it is in progress', async () => {
    const room = (await start('demo_agent1', { from: 'list' })).result;
    if (!room) throw new Error('demo_agent1 did not start');
    expect(room).toMatchObject({
      status: 'inProgress',
      agentInfo: { agentId: ids.demo_agent1 },
      phoneCallList: [],
      currentCall: null,
      share: null,
      fiveGSop: true,
    });
    expect(room.flowId).toMatch(/^5G\d{18}$/);
    expect(await start('demo_agent1')).toMatchObject({
      errCode: expect.any(Number),
      errInfo: fiveGTexts.alreadyInSession,
    });
    expect(
      (await call<FiveGRoomInfo>('demo_agent1', 'GET', `/api/fifthGeneration/roomInfo/${room.serviceId}`)).result
        ?.serviceId,
    ).toBe(room.serviceId);

    // Sharing needs a connected video call.
    expect(
      (
        await call('demo_agent1', 'POST', '/api/fifthGeneration/startShare', {
          serviceId: room.serviceId,
          kind: 'template',
          itemId: 'tpl',
          name: '模板',
          url: 'https://example.com/t',
        })
      ).errInfo,
    ).toBe(fiveGTexts.shareOnlyInVideo);
    expect((await phoneCall('demo_agent1', room, { phone: '12345' })).errInfo).toBe(fiveGTexts.phoneInvalid);
    expect((await phoneCall('demo_agent1', room, { flowId: 'other' })).errInfo).toBe(fiveGTexts.phoneOrFlowInvalid);
    const calling = (await phoneCall('demo_agent1', room)).result;
    expect(calling?.currentCall).toMatchObject({
      status: 'calling',
      userPhone: '13800138000',
      callType: 'video',
      flowId: room.flowId,
    });
    expect((await phoneCall('demo_agent1', room)).errInfo).toBe(fiveGTexts.callInProgress);

    const connected = await call<FiveGRoomInfo>('demo_agent1', 'PUT', '/api/fifthGeneration/videoStatus', {
      serviceId: room.serviceId,
      connected: true,
    });
    expect(connected.result?.currentCall?.status).toBe('talking');
    const muted = await call<FiveGRoomInfo>('demo_agent1', 'PUT', '/api/fifthGeneration/mircoPhoneStatus', {
      serviceId: room.serviceId,
      status: false,
    });
    expect(muted.result?.currentCall?.micOn).toBe(false);
    expect(
      (
        await call('demo_agent1', 'PUT', '/api/fifthGeneration/mircoPhoneStatus', {
          serviceId: room.serviceId,
          status: true,
          callId: 'someone-else',
        })
      ).errInfo,
    ).toBe(fiveGTexts.callIdInvalid);

    const link = await t.ctx.db
      .selectFrom('shareWebs')
      .select('id')
      .where('tenantId', '=', tenants.demo ?? '')
      .where('isPublic', '=', true)
      .executeTakeFirstOrThrow();
    const shared = await call<FiveGRoomInfo>('demo_agent1', 'POST', '/api/fifthGeneration/startShare', {
      serviceId: room.serviceId,
      kind: 'link',
      itemId: link.id,
    });
    expect(shared.result?.share).toMatchObject({ kind: 'link', itemId: link.id, page: 0, endedAt: null });
    expect(
      (
        await call<FiveGRoomInfo>('demo_agent1', 'POST', '/api/fifthGeneration/shareInfo', {
          serviceId: room.serviceId,
          page: 2,
        })
      ).result?.share?.page,
    ).toBe(2);
    expect(
      (
        await call<FiveGRoomInfo>('demo_agent1', 'POST', '/api/fifthGeneration/stopShare', {
          serviceId: room.serviceId,
        })
      ).result?.share,
    ).toBeNull();
    expect(
      (await call('demo_agent1', 'POST', '/api/fifthGeneration/stopShare', { serviceId: room.serviceId })).errInfo,
    ).toBe(fiveGTexts.notSharing);
    const acmeLink = await t.ctx.db
      .selectFrom('shareWebs')
      .select('id')
      .where('tenantId', '=', tenants.acme ?? '')
      .executeTakeFirstOrThrow();
    expect(
      (
        await call('demo_agent1', 'POST', '/api/fifthGeneration/startShare', {
          serviceId: room.serviceId,
          kind: 'link',
          itemId: acmeLink.id,
        })
      ).errInfo,
    ).toBe(fiveGTexts.shareContentMissing);

    // A switch to audio stops the share and sharing is refused until video again.
    await call('demo_agent1', 'POST', '/api/fifthGeneration/startShare', {
      serviceId: room.serviceId,
      kind: 'link',
      itemId: link.id,
    });
    const audio = await call<FiveGRoomInfo>('demo_agent1', 'PUT', '/api/fifthGeneration/videoStatus', {
      serviceId: room.serviceId,
      media: 'audio',
      status: false,
    });
    expect(audio.result).toMatchObject({ share: null, currentCall: { media: 'audio', videoOn: false } });

    const event = await call('demo_agent1', 'POST', '/api/fifthGeneration/event', {
      serviceId: room.serviceId,
      event: 'networkRecovery',
    });
    expect(event.errCode).toBe(0);
    expect(
      (
        await call('demo_agent1', 'POST', '/api/fifthGeneration/endPhoneCall', {
          serviceId: room.serviceId,
          endType: 3,
        })
      ).errInfo,
    ).toBe(fiveGTexts.endTypeInvalid);
    const hungUp = await call<FiveGRoomInfo>('demo_agent1', 'POST', '/api/fifthGeneration/endPhoneCall', {
      serviceId: room.serviceId,
      endType: 2,
      talkSeconds: 75,
      traceRecordId: 'trace-1',
    });
    expect(hungUp.result?.currentCall).toBeNull();
    expect(hungUp.result?.phoneCallList[0]).toMatchObject({
      status: 'ended',
      endType: 2,
      talkSeconds: 75,
      traceRecordId: 'trace-1',
    });
    expect(
      (
        await call('demo_agent1', 'POST', '/api/fifthGeneration/endPhoneCall', {
          serviceId: room.serviceId,
          endType: 1,
        })
      ).errInfo,
    ).toBe(fiveGTexts.noCall);

    expect((await end('demo_agent1', room.serviceId)).result?.status).toBe('ended');
    expect((await end('demo_agent1', room.serviceId)).result?.status).toBe('ended');
    expect((await phoneCall('demo_agent1', room)).errInfo).toBe(fiveGTexts.sessionEnded);
    // Once ended, a new one may start.
    await end('demo_agent1', (await started('demo_agent1')).serviceId);

    const detail = (await call<FiveGDetail>('demo_agent1', 'GET', `/api/fifthGeneration/detail/${room.serviceId}`))
      .result;
    // The agent's own record shows the customer's phone masked, as every record does for a role that may not see it.
    expect(detail).toMatchObject({
      userName: '周客户',
      userPhone: '138****8000',
      endType: 2,
      talkSeconds: 75,
      callType: 'video',
      calls: 1,
    });
    expect(detail?.shares).toHaveLength(2);
  });

  it('keeps the sessions out of the meeting lists', async () => {
    const meetings = await call<ListResult<{ roomInfo: { from: string } }>>(
      'demo_tadmin',
      'GET',
      '/api/serviceRoom/list?pageSize=100',
    );
    expect(meetings.result?.list.every((room) => room.roomInfo.from !== 'fiveG')).toBe(true);
  });

  it('lets two starts at once open one session', async () => {
    const answers = await Promise.all([start('demo_agent2'), start('demo_agent2')]);
    expect(answers.filter((a) => a.errCode === 0)).toHaveLength(1);
    expect(answers.find((a) => a.errCode !== 0)?.errInfo).toBe(fiveGTexts.alreadyInSession);
    await end('demo_agent2', answers.find((a) => a.errCode === 0)?.result?.serviceId ?? '');
  });

  it('lists by level and never across tenants or organisations', async () => {
    const shanghai = await started('demo_agent3');
    const acme = await started('acme_agent1');
    const own = (await list('demo_agent1', 'list')).list;
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((s) => s.agent._id === ids.demo_agent1)).toBe(true);
    const org = (await list('demo_oadmin', 'record')).list;
    expect(new Set(org.map((s) => s.orgAccount?._id))).toEqual(new Set([orgs['北京分公司']]));
    expect((await list('demo_oadmin', 'record', `&searchOrgAccount=${orgs['上海分公司']}`)).list).toEqual([]);
    const tenant = (await list('demo_tadmin', 'record')).list;
    expect(tenant.map((s) => s.serviceId)).toContain(shanghai.serviceId);
    expect(tenant.every((s) => s.tenant._id === tenants.demo)).toBe(true);
    expect(
      (await list('demo_tadmin', 'record', `&searchOrgAccount=${orgs['上海分公司']}`)).list.map((s) => s.serviceId),
    ).toEqual([shanghai.serviceId]);
    expect((await list('demo_tadmin', 'record', `&searchTenant=${tenants.acme}`)).list).toEqual([]);
    expect((await list('acme_tadmin', 'record')).list.map((s) => s.serviceId)).toEqual([acme.serviceId]);
    expect((await list('sysadmin', 'record')).list.map((s) => s.serviceId)).toEqual(
      expect.arrayContaining([acme.serviceId, shanghai.serviceId]),
    );
    expect((await list('demo_tadmin', 'record', '&userName=周客')).list.every((s) => s.userName.includes('周客'))).toBe(
      true,
    );
    expect((await list('demo_tadmin', 'record', '&userPhone=13800138000')).count).toBeGreaterThan(0);
    expect((await list('demo_tadmin', 'record', '&agent=王磊')).list.map((s) => s.serviceId)).toEqual([
      shanghai.serviceId,
    ]);
    expect(
      (await list('demo_tadmin', 'record', '&beginTime=2000-01-01T00:00:00Z&endTime=2000-01-02T00:00:00Z')).count,
    ).toBe(0);
    expect(
      (
        await call(
          'demo_tadmin',
          'GET',
          '/api/fifthGeneration/record?beginTime=2001-01-01T00:00:00Z&endTime=2000-01-02T00:00:00Z',
        )
      ).errInfo,
    ).toBe(fiveGTexts.timeOrder);
  });

  it("refuses another tenant's, organisation's or agent's serviceId alike, and changes nothing", async () => {
    const acme = (await list('acme_agent1', 'list', '&status=inProgress')).list[0];
    if (!acme) throw new Error('no acme session');
    const id = acme.serviceId;
    for (const [method, path, body] of [
      ['GET', `/api/fifthGeneration/roomInfo/${id}`, undefined],
      ['GET', `/api/fifthGeneration/detail/${id}`, undefined],
      [
        'POST',
        '/api/fifthGeneration/startPhoneCall',
        { serviceId: id, userName: '外人', phone: '13800138001', callType: 0, callId: 'x' },
      ],
      ['POST', '/api/fifthGeneration/event', { serviceId: id, event: 'networkRecovery' }],
      ['POST', '/api/fifthGeneration/stopShare', { serviceId: id }],
      ['PUT', '/api/fifthGeneration/end', { serviceId: id }],
    ] as const) {
      for (const login of ['demo_agent1', 'demo_tadmin', 'demo_oadmin']) {
        const answer = await call(login, method, path, body);
        expect(answer.errInfo, `${login} ${path}`).toBe(NOT_FOUND);
        expect(answer.result ?? null).toBeNull();
      }
    }
    // A tenant admin reads its agents' sessions but does not act in them.
    const shanghai = (await list('demo_agent3', 'list', '&status=inProgress')).list[0];
    expect((await call('demo_tadmin', 'GET', `/api/fifthGeneration/roomInfo/${shanghai?.serviceId}`)).errCode).toBe(0);
    expect((await end('demo_tadmin', shanghai?.serviceId ?? '')).errInfo).toBe(NOT_FOUND);
    expect((await end('demo_agent2', shanghai?.serviceId ?? '')).errInfo).toBe(NOT_FOUND);
    expect((await call('demo_agent1', 'GET', '/api/fifthGeneration/roomInfo/not-a-uuid')).errInfo).toBe(
      fiveGTexts.serviceIdInvalid,
    );
    const still = await t.ctx.db
      .selectFrom('serviceRooms')
      .select(['status', 'userName'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(still).toEqual({ status: 'inProgress', userName: '' });
    await end('acme_agent1', id);
    await end('demo_agent3', shanghai?.serviceId ?? '');
  });

  it('answers an incoming 5G call into a session, once', async () => {
    const income = await t.ctx.db
      .insertInto('fiveGIncomes')
      .values({
        tenantId: tenants.demo ?? '',
        agentId: ids.demo_agent1 ?? '',
        userName: '来电客户',
        userPhone: '13900139000',
        isVideo: false,
        flowId: 'FLOW-IN-1',
        callId: 'call-in-1',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(
      (await call('demo_agent2', 'POST', '/api/fifthGeneration/receiveManual', { incomeId: income.id })).errInfo,
    ).toBe(fiveGTexts.incomeGone);
    const answered = await call<FiveGRoomInfo>('demo_agent1', 'POST', '/api/fifthGeneration/receiveManual', {
      incomeId: income.id,
    });
    expect(answered.result).toMatchObject({
      flowId: 'FLOW-IN-1',
      currentCall: { status: 'talking', callType: 'audio', callId: 'call-in-1', userPhone: '13900139000' },
    });
    expect(
      (await call('demo_agent1', 'POST', '/api/fifthGeneration/receiveManual', { incomeId: income.id })).errInfo,
    ).toBe(fiveGTexts.incomeGone);
    expect((await start('demo_agent1')).errInfo).toBe(fiveGTexts.alreadyInSession);
    await end('demo_agent1', answered.result?.serviceId ?? '');
    const detail = (
      await call<FiveGDetail>('demo_agent1', 'GET', `/api/fifthGeneration/detail/${answered.result?.serviceId}`)
    ).result;
    expect(detail?.phoneCallList[0]).toMatchObject({ status: 'ended', endType: 1 });
  });

  it("offers a customer's call to the tenant's 5G service to its idle online agent, never another tenant's, and withdraws it when the customer hangs up", async () => {
    const sim = (t.ctx.callService as SimulatedCallService).calls;
    const before = await t.ctx.db.selectFrom('agents').select(['id', 'online', 'serviceStatus']).execute();
    const setOnline = async (logins: string[]) => {
      await t.ctx.db.updateTable('agents').set({ online: false }).execute();
      await t.ctx.db
        .updateTable('agents')
        .set({ online: true, serviceStatus: 'idle' })
        .where('loginName', 'in', logins)
        .execute();
    };
    const incomeOf = (callId: string) =>
      t.ctx.db.selectFrom('fiveGIncomes').selectAll().where('callId', '=', callId).executeTakeFirst();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
    try {
      await setOnline(['demo_agent2', 'acme_agent1']);
      const unknown = await sim.callIn('no-such-app', '13900139110', 'video');
      expect(unknown.state).toBe('ended');
      expect(await incomeOf(unknown.callId)).toBeUndefined();

      const inbound = await sim.callIn('demo-app-key', '13900139111', 'video');
      expect(inbound.state).toBe('ringing');
      const income = await incomeOf(inbound.callId);
      expect(income).toMatchObject({
        tenantId: tenants.demo,
        agentId: ids.demo_agent2,
        userPhone: '13900139111',
        isVideo: true,
        status: 'ringing',
      });
      for (const login of ['acme_agent1', 'demo_agent1']) {
        expect(
          (await call(login, 'POST', '/api/fifthGeneration/receiveManual', { incomeId: income?.id })).errInfo,
        ).toBe(fiveGTexts.incomeGone);
      }
      const answered = await call<FiveGRoomInfo>('demo_agent2', 'POST', '/api/fifthGeneration/receiveManual', {
        incomeId: income?.id,
      });
      expect(answered.result).toMatchObject({
        currentCall: { status: 'talking', callType: 'video', callId: inbound.callId, userPhone: '13900139111' },
      });
      expect(
        (await call('demo_agent2', 'POST', '/api/fifthGeneration/receiveManual', { incomeId: income?.id })).errInfo,
      ).toBe(fiveGTexts.incomeGone);

      // Busy in a 5G session: nobody is free, and the customer's call fails at once.
      const busy = await sim.callIn('demo-app-key', '13900139112', 'audio');
      expect(busy.state).toBe('ended');
      expect(await incomeOf(busy.callId)).toBeUndefined();
      await end('demo_agent2', answered.result?.serviceId ?? '');

      const hungUp = await sim.callIn('demo-app-key', '13900139113', 'audio');
      const offered = await incomeOf(hungUp.callId);
      expect(offered).toMatchObject({ agentId: ids.demo_agent2, isVideo: false, status: 'ringing' });
      sim.act(hungUp, 'hangUp');
      await settle();
      expect((await incomeOf(hungUp.callId))?.status).toBe('cancelled');
      expect(
        (await call('demo_agent2', 'POST', '/api/fifthGeneration/receiveManual', { incomeId: offered?.id })).errInfo,
      ).toBe(fiveGTexts.incomeGone);
    } finally {
      for (const agent of before)
        await t.ctx.db
          .updateTable('agents')
          .set({ online: agent.online, serviceStatus: agent.serviceStatus })
          .where('id', '=', agent.id)
          .execute();
    }
  });

  it('exports the records in scope as an xlsx', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/fifthGeneration/export?userName=周客户',
      headers: { 'access-token': tokens.demo_oadmin ?? '' },
    });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const rows = (sheet?.getSheetValues() ?? []).filter(Boolean) as unknown[][];
    expect(rows[0]).toContain('客户手机号');
    expect(rows.length).toBe(2);
    // The organisation admin's export holds the phone masked.
    expect(rows[1]).toEqual(expect.arrayContaining(['周客户', '138****8000', '张晓明', '呼叫失败或客户挂断', '01:15']));
  });

  it('uploads 5G materials with the vertical check, lists them 10 a page apart from files, and deletes them', async () => {
    const portrait = await upload('demo_oadmin', '竖屏海报.png', samplePng(100, 200));
    expect(portrait).toMatchObject({
      errCode: 0,
      errInfo: fiveGMaterialTexts.uploaded,
      result: { name: '竖屏海报', resType: 'PNG', fileType: 'png' },
    });
    const landscape = await upload('demo_oadmin', 'wide.png', samplePng(200, 100));
    expect(landscape.errInfo).toBe(fiveGMaterialTexts.verticalFailed);
    expect((await upload('demo_oadmin', 'square.png', samplePng(100, 150))).errInfo).toBe(
      fiveGMaterialTexts.verticalFailed,
    );
    expect((await upload('demo_oadmin', 'notes.txt', Buffer.from('hello'))).errInfo).toBe(fiveGMaterialTexts.types);
    const word = await upload('demo_agent1', '产品条款.docx', sampleDocx(), { name: '条款' });
    expect(word.result).toMatchObject({ resType: 'WORD', name: '条款' });
    expect(
      (await upload('demo_agent1', 'x.png', samplePng(100, 200), { orgAccount: orgs['上海分公司'] ?? '' })).errCode,
    ).not.toBe(0);

    const seen = async (login: string, query = '') =>
      (await call<ListResult<FiveGMaterial>>(login, 'GET', `/api/fifthGeneration/material/list?pageSize=10${query}`))
        .result ?? { list: [], count: 0 };
    expect((await seen('demo_agent2')).list.map((m) => m.name)).toContain('竖屏海报');
    expect((await seen('demo_agent2')).list.map((m) => m.name)).not.toContain('条款');
    expect((await seen('demo_agent1', '&name=条款')).list.map((m) => m.name)).toEqual(['条款']);
    expect((await seen('acme_agent1')).list.map((m) => m.name)).not.toContain('竖屏海报');
    const files = await call<ListResult<{ _id: string }>>('demo_tadmin', 'GET', '/api/files/list?pageSize=100');
    expect(files.result?.list.map((f) => f._id)).not.toContain(portrait.result?._id);

    const id = portrait.result?._id ?? '';
    expect((await call('demo_agent2', 'DELETE', `/api/fifthGeneration/material?id=${id}`)).errCode).not.toBe(0);
    expect((await call('acme_tadmin', 'DELETE', `/api/fifthGeneration/material?id=${id}`)).errInfo).toBe(NOT_FOUND);
    expect((await call('demo_oadmin', 'DELETE', `/api/fifthGeneration/material?id=${id}`)).errInfo).toBe(
      fiveGMaterialTexts.deleted,
    );
    expect((await seen('demo_oadmin')).list.map((m) => m._id)).not.toContain(id);
  });
});
