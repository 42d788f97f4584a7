import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VideoLinks } from '../../server/services/callRecords';
import type { ListResult } from '../../src/schemas/api';
import {
  callRecordSchema,
  serviceRoomDetailSchema,
  serviceRoomRecordSchema,
  type CallRecord,
  type RecordingUrl,
  type ServiceRoomDetail,
  type ServiceRoomRecord,
} from '../../src/schemas/callRecord';
import { databaseKinds } from '../support/databases';
import { recordOf } from '../support/records';
import { startTestApp, type TestApp } from '../support/testApp';
import { expectShape } from '../support/recordShapes';

const LOGINS = [
  'sysadmin',
  'demo_tadmin',
  'demo_oadmin',
  'demo_agent1',
  'demo_agent2',
  'demo_agent3',
  'acme_tadmin',
  'acme_agent1',
  'vs_agent1',
] as const;
type Login = (typeof LOGINS)[number] | 'vs_agent2';

describe.each(databaseKinds)('call records on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const tenants: Record<string, string> = {};

  const call = <T>(login: Login, method: 'GET' | 'POST', url: string, body?: unknown) =>
    t.call<T>(method, url, { token: tokens[login] ?? '', ...(body === undefined ? {} : { body }) });
  const calls = async (login: Login, query = '') => {
    const answer = await call<ListResult<CallRecord>>(
      login,
      'GET',
      `/api/serviceRoom/request/list?pageSize=1000${query}`,
    );
    if (answer.errCode !== 0 || !answer.result)
      throw new Error(`${login} ${query}: ${answer.errCode} ${answer.errInfo}`);
    expectShape(callRecordSchema, ...answer.result.list);
    return answer.result;
  };
  const rooms = async (login: Login, query = '') => {
    const result = (
      await call<ListResult<ServiceRoomRecord>>(login, 'GET', `/api/serviceRoom/list?pageSize=1000${query}`)
    ).result ?? { list: [], count: 0 };
    expectShape(serviceRoomRecordSchema, ...result.list);
    return result;
  };
  const agentsOf = (list: { agent: { _id: string } | null }[]) => new Set(list.map((item) => item.agent?._id));
  const statusesOf = (list: CallRecord[]) => new Set(list.map((item) => item.callStatus));

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const login of LOGINS) tokens[login] = await t.tokenFor(login);
    for (const a of await t.ctx.db.selectFrom('agents').select(['id', 'loginName']).execute()) ids[a.loginName] = a.id;
    for (const tenant of await t.ctx.db.selectFrom('tenants').select(['id', 'code']).execute())
      tenants[tenant.code] = tenant.id;
    const vsOrg = await t.ctx.db
      .selectFrom('orgAccounts')
      .select('id')
      .where('orgName', '=', '深圳分行')
      .executeTakeFirstOrThrow();
    const agentRole = await t.ctx.db
      .selectFrom('sysRoles')
      .select('id')
      .where('level', '=', '1')
      .executeTakeFirstOrThrow();
    const colleague = await call<{ _id: string }>('sysadmin', 'POST', '/api/agents', {
      loginName: 'vs_agent2',
      fullName: '孔明',
      agentRole: agentRole.id,
      tenant: tenants.cmb_videoSells,
      orgAccount: vsOrg.id,
      password: 'Good#Pass123',
      confirmPassword: 'Good#Pass123',
      encrypted: false,
    });
    ids.vs_agent2 = colleague.result?._id ?? '';
    await recordOf(t, 'vs_agent2');
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows an agent its own calls, the answered ones unless it asks for all', async () => {
    const answered = await calls('demo_agent1');
    expect(answered.count).toBe(3);
    expect(statusesOf(answered.list)).toEqual(new Set(['started']));
    expect(agentsOf(answered.list)).toEqual(new Set([ids.demo_agent1]));
    const all = await calls('demo_agent1', '&callStatus=all');
    expect(all.count).toBe(5);
    expect(statusesOf(all.list)).toEqual(new Set(['started', 'cancelled', 'missed']));
    expect(agentsOf(all.list)).toEqual(new Set([ids.demo_agent1]));
    expect((await calls('demo_agent1', `&agentId=${ids.demo_agent2}`)).count).toBe(0);
    expect((await calls('demo_agent1', `&searchTenant=${tenants.acme}`)).count).toBe(0);
  });

  it('shows an agent of cmb_videoSells the calls of its whole tenant, every status by default', async () => {
    const seen = await calls('vs_agent1');
    expect(seen.count).toBe(6);
    expect(agentsOf(seen.list)).toEqual(new Set([ids.vs_agent1, ids.vs_agent2]));
    expect(statusesOf(seen.list)).toEqual(new Set(['started', 'cancelled', 'missed']));
    expect((await calls('vs_agent1', `&agentId=${ids.vs_agent2}`)).count).toBe(1);
    expect(agentsOf((await rooms('vs_agent1')).list)).toEqual(new Set([ids.vs_agent1, ids.vs_agent2]));
  });

  it('shows admins their organisation, their tenant or everything; asked ids only narrow', async () => {
    const org = await calls('demo_oadmin', '&callStatus=all');
    expect(org.count).toBe(10);
    expect(agentsOf(org.list)).toEqual(new Set([ids.demo_agent1, ids.demo_agent2]));
    const tenant = await calls('demo_tadmin');
    expect(tenant.count).toBe(15);
    expect(agentsOf(tenant.list)).toEqual(new Set([ids.demo_agent1, ids.demo_agent2, ids.demo_agent3]));
    expect(agentsOf((await calls('acme_tadmin')).list)).toEqual(new Set([ids.acme_agent1]));
    expect((await calls('sysadmin')).count).toBe(26);
    expect(agentsOf((await calls('sysadmin', `&searchTenant=${tenants.acme}`)).list)).toEqual(
      new Set([ids.acme_agent1]),
    );
    expect((await calls('demo_tadmin', `&searchTenant=${tenants.acme}`)).count).toBe(0);
    expect((await calls('demo_oadmin', `&agentId=${ids.demo_agent3}`)).count).toBe(0);
    expect((await calls('demo_tadmin', '&searchTenant=not-a-uuid')).count).toBe(0);
  });

  it('answers each call with its room, agent, organisation, duration and evaluation', async () => {
    const [latest] = (await calls('demo_agent1')).list;
    expect(latest).toMatchObject({
      callStatus: 'started',
      kind: 'customer',
      agent: { _id: ids.demo_agent1, fullName: '张晓明', loginName: 'demo_agent1' },
      orgAccount: { orgName: '北京分公司' },
      tenant: { _id: tenants.demo, name: '德安人寿保险' },
      hasVideo: false,
      hasMergedVideo: false,
    });
    expect(latest?._id).toBe(latest?.callId);
    expect(latest?.inviteNumber).toMatch(/^\d{12}$/);
    expect(latest?.serviceId).toMatch(/^[0-9a-f-]{36}$/);
    const rated = (await calls('demo_agent1')).list.filter((c) => c.evaluation !== null);
    expect(rated.map((c) => c.evaluation?.score).sort()).toEqual([4, 5]);
    const earlier = (await calls('demo_agent1')).list.find((c) => c.evaluation?.score === 4);
    expect(earlier?.duration).toBe(665);
    const missed = (await calls('demo_agent1', '&callStatus=missed')).list;
    expect(missed).toHaveLength(1);
    expect(missed[0]).toMatchObject({
      serviceId: null,
      inviteNumber: null,
      duration: null,
      endedAt: null,
      answeredAt: null,
    });
  });

  it('filters by status, agent name and time window, newest first, five a page unless asked', async () => {
    expect((await calls('demo_agent1', '&callStatus=cancelled')).list.map((c) => c.callStatus)).toEqual(['cancelled']);
    const byName = await calls('demo_tadmin', `&callStatus=all&agent=${encodeURIComponent('李静')}`);
    expect(byName.count).toBe(5);
    expect(agentsOf(byName.list)).toEqual(new Set([ids.demo_agent2]));
    expect((await calls('demo_tadmin', '&callStatus=all&agent=demo_agent3')).count).toBe(5);

    for (const day of [10, 11, 12]) await recordOf(t, 'demo_agent3', { askedAt: new Date(Date.UTC(2026, 0, day, 2)) });
    const window = await calls('demo_agent3', '&beginTime=2026-01-10T00:00:00.000Z&endTime=2026-01-11T23:59:59.999Z');
    expect(window.list.map((c) => c.askedAt)).toEqual(['2026-01-11T02:00:00.000Z', '2026-01-10T02:00:00.000Z']);
    expect(
      (await calls('demo_agent3', '&beginTime=2026-01-12T00:00:00.000Z&endTime=2026-01-12T23:59:59.999Z&order=asc'))
        .count,
    ).toBe(1);

    const firstPage = await call<ListResult<CallRecord>>(
      'sysadmin',
      'GET',
      '/api/serviceRoom/request/list?callStatus=all',
    );
    expect(firstPage.result?.list).toHaveLength(5);
    expect(firstPage.result?.count).toBeGreaterThan(5);
    const times = firstPage.result?.list.map((c) => c.askedAt) ?? [];
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('refuses bad input with a Chinese message, never a server error', async () => {
    const bad = async (query: string) => call('demo_tadmin', 'GET', `/api/serviceRoom/request/list?${query}`);
    expect(await bad('beginTime=yesterday')).toMatchObject({ errCode: 400, errInfo: '开始时间格式不正确' });
    expect(await bad('endTime=2026-13-45T00:00:00Z')).toMatchObject({ errCode: 400, errInfo: '结束时间格式不正确' });
    expect(await bad('beginTime=2026-01-12T00:00:00Z&endTime=2026-01-10T00:00:00Z')).toMatchObject({
      errCode: 400,
      errInfo: '开始时间不能晚于结束时间',
    });
    expect(await bad('callStatus=done')).toMatchObject({ errCode: 400, errInfo: '通话状态不正确' });
    expect(await bad('pageSize=0')).toMatchObject({ errCode: 400, errInfo: '每页条数需为1~1000之间的整数' });
    expect(await bad('pageIndex=abc')).toMatchObject({ errCode: 400, errInfo: '页码需为1~1000000之间的整数' });
    expect(await bad('agent=' + 'x'.repeat(51))).toMatchObject({ errCode: 400, errInfo: '坐席名称不能超过50个字符' });
    expect(await bad('owner=me')).toMatchObject({ errCode: 400, result: { fields: { owner: '不支持的字段' } } });
    expect(await call('demo_tadmin', 'GET', '/api/serviceRoom/list?status=open')).toMatchObject({
      errCode: 400,
      errInfo: '会话状态不正确',
    });
    expect(await call('demo_tadmin', 'GET', '/api/serviceRoom/video')).toMatchObject({
      errCode: 400,
      errInfo: '缺少会话id',
    });
    expect(await call('demo_tadmin', 'POST', '/api/serviceRoom/mergeVideo', {})).toMatchObject({
      errCode: 400,
      errInfo: '缺少会话id',
    });
    expect(await call('demo_tadmin', 'GET', '/api/serviceRoom/roomInfo/not-a-room')).toMatchObject({ errCode: 404 });
  });

  it('exports what the filters show as 通话记录.xlsx with Chinese headers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/serviceRoom/request/export?callStatus=all',
      headers: { 'access-token': tokens.demo_oadmin ?? '' },
    });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(String(response.headers['content-disposition'])).toContain(
      `filename*=UTF-8''${encodeURIComponent('通话记录.xlsx')}`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      '邀请码',
      '客户姓名',
      '客户电话',
      '通话状态',
      '坐席',
      '机构',
      '公司',
      '呼入时间',
      '接通时间',
      '结束时间',
      '通话时长',
      '评价',
      '双录',
    ]);
    expect(sheet?.rowCount).toBe(11);
    const cells = (sheet?.getSheetValues() ?? []).slice(2).map((row) => (row as unknown[]).slice(1));
    expect(new Set(cells.map((row) => row[3]))).toEqual(new Set(['已接通', '已取消', '未接通']));
    expect(cells.some((row) => row[10] === '11:05' && row[11] === '4星 整体满意，等待时间稍长')).toBe(true);

    const own = await t.app.inject({
      method: 'GET',
      url: '/api/serviceRoom/request/export',
      headers: { 'access-token': tokens.demo_agent1 ?? '' },
    });
    const ownBook = new ExcelJS.Workbook();
    await ownBook.xlsx.load(own.rawPayload as unknown as ArrayBuffer);
    expect(ownBook.worksheets[0]?.rowCount).toBe(4);
  });

  it('lists rooms newest first in scope, by status and time window', async () => {
    const own = await rooms('demo_agent1');
    expect(own.count).toBe(3);
    expect(agentsOf(own.list)).toEqual(new Set([ids.demo_agent1]));
    expect(new Set(own.list.map((r) => r.status))).toEqual(new Set(['ended']));
    expect(own.list.map((r) => r.startedAt)).toEqual([...own.list.map((r) => r.startedAt)].sort().reverse());
    expect(own.list[0]).toMatchObject({
      roomInfo: { from: 'Mobile' },
      endedBy: 'user',
      agent: { fullName: '张晓明' },
      orgAccount: { orgName: '北京分公司' },
    });
    expect((await rooms('demo_agent1', '&status=inProgress')).count).toBe(0);
    expect((await rooms('demo_oadmin')).count).toBe(6);
    expect(agentsOf((await rooms('demo_tadmin', `&agent=${encodeURIComponent('王磊')}`)).list)).toEqual(
      new Set([ids.demo_agent3]),
    );
    expect(
      (await rooms('demo_agent3', '&beginTime=2026-01-10T00:00:00.000Z&endTime=2026-01-11T23:59:59.999Z')).count,
    ).toBe(2);
    expect((await rooms('acme_tadmin', `&searchTenant=${tenants.demo}`)).count).toBe(0);
  });

  it('shows a room of the scope with its call; another scope answers 404', async () => {
    const [room] = (await rooms('demo_agent1')).list;
    const detail = await call<ServiceRoomDetail>('demo_agent1', 'GET', `/api/serviceRoom/roomInfo/${room?.serviceId}`);
    expectShape(serviceRoomDetailSchema, detail.result);
    expect(detail).toMatchObject({
      errCode: 0,
      result: {
        serviceId: room?.serviceId,
        agent: { _id: ids.demo_agent1 },
        call: { callStatus: 'started', serviceId: room?.serviceId },
      },
    });
    expect((await call('demo_oadmin', 'GET', `/api/serviceRoom/roomInfo/${room?.serviceId}`)).errCode).toBe(0);
    for (const other of ['demo_agent2', 'demo_agent3', 'acme_tadmin', 'acme_agent1', 'vs_agent1'] as const) {
      expect({
        other,
        code: (await call(other, 'GET', `/api/serviceRoom/roomInfo/${room?.serviceId}`)).errCode,
      }).toEqual({ other, code: 404 });
      expect({
        other,
        code: (await call(other, 'GET', `/api/serviceRoom/video?serviceId=${room?.serviceId}`)).errCode,
      }).toEqual({ other, code: 404 });
      expect({
        other,
        code: (await call(other, 'POST', '/api/serviceRoom/mergeVideo', { serviceId: room?.serviceId })).errCode,
      }).toEqual({ other, code: 404 });
    }
  });

  it('answers 暂无视频 for a room without a recording, to watching and to merging', async () => {
    const [room] = (await rooms('demo_agent1')).list;
    expect(await call('demo_agent1', 'GET', `/api/serviceRoom/video?serviceId=${room?.serviceId}`)).toMatchObject({
      errCode: 404,
      errInfo: '暂无视频',
    });
    expect(
      await call('demo_agent1', 'POST', '/api/serviceRoom/mergeVideo', { serviceId: room?.serviceId }),
    ).toMatchObject({ errCode: 404, errInfo: '暂无视频' });
    expect(
      await call('demo_agent1', 'GET', `/api/serviceRoom/video?serviceId=${room?.serviceId}&kind=merged`),
    ).toMatchObject({ errCode: 404, errInfo: '暂无视频' });
  });

  it('serves a recording through a signed address, and merges it into the merged video', async () => {
    const { serviceId } = await recordOf(t, 'demo_agent2', { recording: true });
    const answer = await call<RecordingUrl>('demo_agent2', 'GET', `/api/serviceRoom/video?serviceId=${serviceId}`);
    expect(answer.errCode).toBe(0);
    const url = answer.result?.url ?? '';
    const video = await t.app.inject({ method: 'GET', url });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    // The player seeks by byte ranges.
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=4-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.rawPayload.equals(video.rawPayload.subarray(4, 12))).toBe(true);
    expect(video.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');

    const tampered = url.replace(/signature=([0-9a-f])/, (_, c: string) => `signature=${c === '0' ? '1' : '0'}`);
    expect((await t.app.inject({ method: 'GET', url: tampered })).json()).toMatchObject({
      errCode: 403,
      errInfo: '视频链接已失效，请重新打开',
    });
    const stale = new VideoLinks(t.ctx.keys.privateKey).make(
      serviceId ?? '',
      'recording',
      Date.now() - 2 * 3600_000,
    ).url;
    expect((await t.app.inject({ method: 'GET', url: stale })).json()).toMatchObject({ errCode: 403 });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/serviceRoom/video/file?serviceId=x' })).json(),
    ).toMatchObject({ errCode: 400 });

    expect(await call('demo_agent2', 'POST', '/api/serviceRoom/mergeVideo', { serviceId })).toMatchObject({
      errCode: 0,
      errInfo: '视频合成成功',
    });
    const listed = (await calls('demo_agent2')).list.find((c) => c.serviceId === serviceId);
    expect(listed).toMatchObject({ hasVideo: true, hasMergedVideo: true });
    const merged = await call<RecordingUrl>(
      'demo_oadmin',
      'GET',
      `/api/serviceRoom/video?serviceId=${serviceId}&kind=merged`,
    );
    expect((await t.app.inject({ method: 'GET', url: merged.result?.url ?? '' })).statusCode).toBe(200);
  });

  it('needs a session for everything but the signed video address', async () => {
    for (const url of [
      '/api/serviceRoom/request/list',
      '/api/serviceRoom/request/export',
      '/api/serviceRoom/list',
      '/api/serviceRoom/video?serviceId=x',
    ]) {
      expect((await t.call('GET', url)).errCode).toBe(513);
    }
  });
});
