import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestKeyOf } from '../../server/services/customerKeys';
import { INVITE_NUMBERS_EXHAUSTED_TEXT, claimInviteNumber } from '../../server/services/inviteNumbers';
import type { ListResult } from '../../src/schemas/api';
import { callTexts, type JoinedSession } from '../../src/schemas/call';
import { serviceWebRecordSchema, type ServiceWebRecord } from '../../src/schemas/serviceWeb';
import { databaseKinds } from '../support/databases';
import { DEMO_PASSWORD, startTestApp, type TestApp } from '../support/testApp';
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
];
const ENDED_TEXT = '该记录已结束，正在刷新列表';

describe.each(databaseKinds)('same-screen records on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const orgs: Record<string, string> = {};
  const tenants: Record<string, string> = {};
  /** A public, enabled link of each tenant's default type. */
  const links: Record<string, string> = {};
  let privateLink = '';

  const call = <T>(login: string, method: 'GET' | 'POST', url: string, body?: unknown) =>
    t.call<T>(method, url, { token: tokens[login] ?? '', ...(body === undefined ? {} : { body }) });
  const create = (login: string, body: Record<string, unknown>) =>
    call<ServiceWebRecord>(login, 'POST', '/api/serviceWeb/create', body);
  const created = async (login: string, tenant = 'demo', extra: Record<string, unknown> = {}) => {
    const answer = await create(login, { shareWebId: links[tenant], ...extra });
    if (!answer.result) throw new Error(`create ${login}: ${answer.errCode} ${answer.errInfo ?? ''}`);
    return answer.result;
  };
  const list = async (login: string, query = '') => {
    const result = (
      await call<ListResult<ServiceWebRecord>>(login, 'GET', `/api/serviceWeb/list?pageSize=1000${query}`)
    ).result ?? { list: [], count: 0 };
    expectShape(serviceWebRecordSchema, ...result.list);
    return result;
  };
  const seenIds = async (login: string, query = '') => (await list(login, query)).list.map((r) => r._id);
  const count = async (table: 'serviceWebs' | 'smsOutbox' | 'shortLinks') =>
    (await t.ctx.db.selectFrom(table).select(t.ctx.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
  /** A number no session in progress holds, drawn the way the servers draw theirs. */
  const freeNumber = (draw?: () => string) => t.ctx.db.transaction().execute((trx) => claimInviteNumber(trx, draw));
  /** A room in progress of demo_agent1, as an answered call leaves it (the workbench tests answer calls for real). */
  const roomInProgress = async () => {
    const inviteNumber = await freeNumber();
    const room = await t.ctx.db
      .insertInto('serviceRooms')
      .values({ inviteNumber, tenantId: tenants.demo ?? '', agentId: ids.demo_agent1 ?? '' })
      .returning(['id', 'customerKey'])
      .executeTakeFirstOrThrow();
    return { id: room.id, inviteNumber, key: room.customerKey };
  };
  /** The secret a record's customer link carries. */
  const keyOf = async (serviceId: string) =>
    (
      await t.ctx.db
        .selectFrom('serviceWebs')
        .select('customerKey')
        .where('id', '=', serviceId)
        .executeTakeFirstOrThrow()
    ).customerKey;
  /** The customer's calls: no sign-in. */
  const join = (inviteNumber: unknown) =>
    t.call<JoinedSession>('POST', '/api/customer/join', { body: { inviteNumber } });
  const customerView = (serviceId: string, key?: string) =>
    t.call('GET', `/api/customer/sameScreen/${serviceId}${key === undefined ? '' : `?key=${key}`}`);
  /** A GET as a browser on another host sends it, behind a TLS proxy. */
  const fromHost = (login: string, url: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { 'access-token': tokens[login] ?? '', host: 'sales.example.com', 'x-forwarded-proto': 'https' },
    });

  beforeAll(async () => {
    t = await startTestApp(kind, { trustProxy: 'loopback' });
    for (const row of await t.ctx.db.selectFrom('orgAccounts').select(['id', 'orgName']).execute())
      orgs[row.orgName] = row.id;
    for (const row of await t.ctx.db.selectFrom('tenants').select(['id', 'code']).execute()) tenants[row.code] = row.id;
    const role = await t.ctx.db.selectFrom('sysRoles').select('id').where('level', '=', '1').executeTakeFirstOrThrow();
    for (const login of LOGINS) tokens[login] = await t.tokenFor(login);
    const colleague = await call('sysadmin', 'POST', '/api/agents', {
      loginName: 'vs_agent2',
      fullName: '孙悦',
      agentRole: `${role.id}|1`,
      tenant: tenants.cmb_videoSells,
      orgAccount: orgs['深圳分行'],
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      encrypted: false,
    });
    expect(colleague.errCode).toBe(0);
    tokens.vs_agent2 = await t.tokenFor('vs_agent2');
    for (const row of await t.ctx.db.selectFrom('agents').select(['id', 'loginName']).execute())
      ids[row.loginName] = row.id;
    for (const [code, type] of [
      ['demo', 'sells'],
      ['acme', 'sells'],
      ['cmb_videoSells', 'measurement'],
    ] as const) {
      const link = await t.ctx.db
        .selectFrom('shareWebs')
        .select('id')
        .where('tenantId', '=', tenants[code] ?? '')
        .where('type', '=', type)
        .where('isPublic', '=', true)
        .executeTakeFirstOrThrow();
      links[code] = link.id;
    }
    privateLink = (
      await t.ctx.db
        .selectFrom('shareWebs')
        .select('id')
        .where('isPublic', '=', false)
        .where('agentId', '=', ids.demo_agent1 ?? '')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a record for the session agent, and refuses an identity of someone else', async () => {
    const someoneElse = { agentId: ids.acme_agent1, tenant: tenants.acme, orgAccount: orgs['广州分公司'] };
    for (const [field, text] of [
      ['agentId', '用户超出可选范围'],
      ['tenant', '公司超出可选范围'],
      ['orgAccount', '机构超出可选范围'],
    ] as const) {
      const refused = await create('demo_agent1', { shareWebId: links.demo, [field]: someoneElse[field] });
      expect(refused).toMatchObject({ errCode: 400, errInfo: text, result: { fields: { [field]: text } } });
    }
    const answer = await create('demo_agent1', {
      shareWebId: links.demo,
      customerName: ' 刘女士 ',
      customerPhone: '13912345678',
      agentId: ids.demo_agent1,
      loginName: 'demo_agent1',
      fullName: '伪造',
      tenant: tenants.demo,
      tenantName: '恒裕财富',
      orgAccount: orgs['北京分公司'],
      orgAccountName: '广州分公司',
    });
    expect(answer).toMatchObject({ errCode: 0, errInfo: '创建同屏成功' });
    const record = answer.result as ServiceWebRecord;
    expect(record.inviteNumber).toMatch(/^[1-9][0-9]{11}$/);
    expect(record).toMatchObject({
      callStatus: 'inProgress',
      customerName: '刘女士',
      // The record is answered as every record is: the phone masked for an agent.
      customerPhone: '139****5678',
      agent: { _id: ids.demo_agent1, loginName: 'demo_agent1', fullName: '张晓明' },
      tenant: { _id: tenants.demo, name: '德安人寿保险' },
      orgAccount: { _id: orgs['北京分公司'], orgName: '北京分公司' },
      shareWeb: { _id: links.demo },
      endedAt: null,
    });
    expect(
      (await call<ServiceWebRecord>('demo_agent1', 'GET', `/api/serviceWeb/detail?serviceId=${record._id}`)).result,
    ).toEqual(record);
    expect((await call<ServiceWebRecord>('demo_agent1', 'GET', `/api/serviceWeb/${record._id}`)).result).toEqual(
      record,
    );
    const own = await created('vs_agent1', 'cmb_videoSells', { customerPhone: '' });
    expect(own).toMatchObject({ customerName: null, customerPhone: null, tenant: { code: 'cmb_videoSells' } });
    const a = await created('demo_agent2');
    expect(a.inviteNumber).not.toBe(record.inviteNumber);
  });

  it('refuses bad input with a Chinese message and writes nothing', async () => {
    const before = await count('serviceWebs');
    const refusals: [Record<string, unknown>, string][] = [
      [{}, '请选择同屏链接'],
      [{ shareWebId: '' }, '请选择同屏链接'],
      [{ shareWebId: 'not-a-uuid' }, '请选择同屏链接'],
      [{ shareWebId: links.acme }, '请选择同屏链接'],
      [{ shareWebId: privateLink }, '请选择同屏链接'],
      [{ shareWebId: links.demo, customerPhone: '12345678901' }, '请输入正确的手机号'],
      [{ shareWebId: links.demo, customerName: '名'.repeat(31) }, '客户姓名不能超过30个字符'],
      [{ shareWebId: links.demo, inviteNumber: '123456' }, '不支持的字段'],
    ];
    for (const [body, text] of refusals)
      expect(await create('demo_agent2', body), JSON.stringify(body)).toMatchObject({ errCode: 400, errInfo: text });
    await t.ctx.db
      .updateTable('shareWebs')
      .set({ status: false })
      .where('id', '=', links.acme ?? '')
      .execute();
    expect((await create('acme_agent1', { shareWebId: links.acme })).errInfo).toBe('请选择同屏链接');
    await t.ctx.db
      .updateTable('shareWebs')
      .set({ status: true })
      .where('id', '=', links.acme ?? '')
      .execute();
    for (const login of ['demo_tadmin', 'sysadmin']) {
      expect(await create(login, { shareWebId: links.demo })).toMatchObject({
        errCode: 403,
        errInfo: '只有所属机构的账号可以发起同屏',
      });
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/serviceWeb/create',
      headers: { 'access-token': tokens.demo_agent2 ?? '', 'content-type': 'application/json' },
      payload: '{"shareWebId":',
    });
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toMatchObject({ errCode: 400 });
    expect(await count('serviceWebs')).toBe(before);
  });

  it('lists each level its scope, the cmb_videoSells agents their tenant, with the spec filters', async () => {
    const mine = await created('demo_agent1');
    const colleague = await created('demo_agent2');
    const otherOrg = await created('demo_agent3');
    const acme = await created('acme_agent1', 'acme');
    const vsOwn = await created('vs_agent1', 'cmb_videoSells');
    const vsColleague = await created('vs_agent2', 'cmb_videoSells');
    const every = [mine, colleague, otherOrg, acme, vsOwn, vsColleague].map((r) => r._id);
    const sees = async (login: string, query = '') => {
      const seen = new Set(await seenIds(login, query));
      return every.filter((id) => seen.has(id));
    };

    expect(await sees('demo_agent1')).toEqual([mine._id]);
    expect(await sees('demo_agent2')).toEqual([colleague._id]);
    expect(await sees('demo_oadmin')).toEqual([mine._id, colleague._id]);
    expect(await sees('demo_tadmin')).toEqual([mine._id, colleague._id, otherOrg._id]);
    expect(await sees('acme_tadmin')).toEqual([acme._id]);
    expect(await sees('vs_agent1')).toEqual([vsOwn._id, vsColleague._id]);
    expect(await sees('vs_agent2')).toEqual([vsOwn._id, vsColleague._id]);
    expect(await sees('sysadmin')).toEqual(every);

    expect(await sees('sysadmin', `&searchTenant=${tenants.acme}`)).toEqual([acme._id]);
    expect(await sees('demo_tadmin', `&searchOrgAccount=${orgs['上海分公司']}`)).toEqual([otherOrg._id]);
    expect(await sees('demo_tadmin', `&agentId=${ids.demo_agent2}`)).toEqual([colleague._id]);
    expect(await sees('vs_agent1', `&agentId=${ids.vs_agent2}`)).toEqual([vsColleague._id]);
    expect(await sees('demo_tadmin', `&agent=${encodeURIComponent('张晓')}`)).toEqual([mine._id]);
    expect(await sees('demo_tadmin', '&agent=demo_agent3')).toEqual([otherOrg._id]);
    // Asked-for ids only narrow: outside the scope there is nothing to see.
    expect(await sees('demo_agent1', `&agentId=${ids.demo_agent2}`)).toEqual([]);
    expect(await sees('demo_oadmin', `&searchOrgAccount=${orgs['上海分公司']}`)).toEqual([]);
    expect(await sees('acme_tadmin', `&searchTenant=${tenants.demo}`)).toEqual([]);
    expect(await sees('vs_agent1', `&searchTenant=${tenants.demo}`)).toEqual([]);
    expect(await sees('demo_tadmin', '&agentId=nonsense')).toEqual([]);

    await call('demo_agent2', 'POST', '/api/serviceWeb/end', { serviceId: colleague._id, from: 'sameScreen' });
    expect(await sees('demo_oadmin', '&serviceWebStatus=ended')).toEqual([colleague._id]);
    expect(await sees('demo_oadmin', '&callStatus=inProgress')).toEqual([mine._id]);
    expect(await sees('demo_oadmin', '&serviceWebStatus=ended&callStatus=inProgress')).toEqual([]);

    await t.ctx.db
      .updateTable('serviceWebs')
      .set({ startedAt: new Date('2026-01-10T02:00:00Z') })
      .where('id', '=', otherOrg._id)
      .execute();
    expect(await sees('demo_tadmin', '&beginTime=2026-01-10T00:00:00Z&endTime=2026-01-10T23:59:59Z')).toEqual([
      otherOrg._id,
    ]);
    expect(await sees('demo_tadmin', '&beginTime=2026-01-11T00:00:00Z')).toEqual([mine._id, colleague._id]);

    const page = (
      await call<ListResult<ServiceWebRecord>>('demo_tadmin', 'GET', '/api/serviceWeb/list?pageSize=2&pageIndex=1')
    ).result ?? { list: [], count: 0 };
    expect(page.list).toHaveLength(2);
    expect(page.count).toBeGreaterThanOrEqual(3);
    expect(new Date(page.list[0]?.startedAt ?? 0) >= new Date(page.list[1]?.startedAt ?? 0)).toBe(true);
  });

  it('answers 400 with a Chinese message to bad list queries', async () => {
    const refusals: [string, string][] = [
      ['beginTime=yesterday', '开始时间格式不正确'],
      ['endTime=2026-13-01', '结束时间格式不正确'],
      ['beginTime=2026-11-23T00:00:00Z&endTime=2026-11-22T00:00:00Z', '开始时间不能晚于结束时间'],
      ['serviceWebStatus=paused', '同屏状态不正确'],
      ['callStatus=started', '同屏状态不正确'],
    ];
    for (const [query, text] of refusals) {
      expect(await call('demo_tadmin', 'GET', `/api/serviceWeb/list?${query}`), query).toMatchObject({
        errCode: 400,
        errInfo: text,
      });
    }
    expect((await call('demo_tadmin', 'GET', '/api/serviceWeb/list?pageSize=0')).errCode).toBe(400);
    expect((await call('demo_tadmin', 'GET', '/api/serviceWeb/list?unknown=1')).errCode).toBe(400);
    expect((await call('demo_tadmin', 'GET', '/api/serviceWeb/export?beginTime=x')).errInfo).toBe('开始时间格式不正确');
  });

  it('answers 404 for a record outside the scope, to every action, and changes nothing', async () => {
    const record = await created('demo_agent1');
    for (const login of ['acme_tadmin', 'acme_agent1', 'demo_agent2', 'demo_agent3', 'vs_agent1']) {
      expect((await call(login, 'GET', `/api/serviceWeb/detail?serviceId=${record._id}`)).errCode, login).toBe(404);
      expect((await call(login, 'GET', `/api/serviceWeb/${record._id}`)).errCode, login).toBe(404);
      expect(
        (await call(login, 'GET', `/api/serviceWeb/getInviteMessage?serviceId=${record._id}`)).errCode,
        login,
      ).toBe(404);
      expect((await call(login, 'GET', `/api/serviceWeb/agentShortUrl?serviceId=${record._id}`)).errCode, login).toBe(
        404,
      );
      expect(
        (
          await call(login, 'POST', '/api/serviceWeb/sendInviteMessage', {
            serviceId: record._id,
            phones: ['13912345678'],
          })
        ).errCode,
        login,
      ).toBe(404);
      expect((await call(login, 'POST', '/api/serviceWeb/end', { serviceId: record._id })).errCode, login).toBe(404);
    }
    expect((await call('demo_agent1', 'GET', '/api/serviceWeb/detail?serviceId=nonsense')).errCode).toBe(404);
    expect(await call('demo_agent1', 'GET', '/api/serviceWeb/detail')).toMatchObject({
      errCode: 400,
      errInfo: '缺少同屏记录id',
    });
    const after = await call<ServiceWebRecord>('demo_oadmin', 'GET', `/api/serviceWeb/detail?serviceId=${record._id}`);
    expect(after.result).toMatchObject({ callStatus: 'inProgress', endedAt: null });
    const links_ = await t.ctx.db
      .selectFrom('shortLinks')
      .select('code')
      .where('serviceWebId', '=', record._id)
      .execute();
    expect(links_).toEqual([]);
  });

  it('writes the invitation with the agent name, the invite number and the customer link of the caller origin', async () => {
    const record = await created('demo_agent1');
    const answer = (
      await fromHost('demo_agent1', `/api/serviceWeb/getInviteMessage?serviceId=${record._id}`)
    ).json() as { errCode: number; result: { content: string } };
    expect(answer.errCode).toBe(0);
    expect(answer.result.content).toContain('张晓明');
    expect(answer.result.content).toContain(`同屏号：${record.inviteNumber}`);
    expect(answer.result.content).toContain(
      `https://sales.example.com/customer/sameScreen/${record._id}?key=${await keyOf(record._id)}`,
    );
  });

  it('sends the invitation by SMS to valid phones only, through the outbox', async () => {
    const record = await created('demo_agent1');
    const outbox = await count('smsOutbox');
    const refusals: [unknown, string][] = [
      [['12345678901'], '请输入正确的手机号'],
      [['13912345678', '1391234567'], '请输入正确的手机号'],
      [['+8613912345678'], '请输入正确的手机号'],
      [[], '请输入手机号'],
      [Array.from({ length: 21 }, (_, i) => `139000000${String(i).padStart(2, '0')}`), '一次最多发送20个手机号'],
    ];
    for (const [phones, text] of refusals) {
      expect(
        await call('demo_agent1', 'POST', '/api/serviceWeb/sendInviteMessage', { serviceId: record._id, phones }),
        JSON.stringify(phones),
      ).toMatchObject({
        errCode: 400,
        errInfo: text,
      });
    }
    expect(
      (await call('demo_agent1', 'POST', '/api/serviceWeb/sendInviteMessage', { serviceId: record._id })).errInfo,
    ).toBe('请输入手机号');
    expect(await count('smsOutbox')).toBe(outbox);

    const sent = await call('demo_agent1', 'POST', '/api/serviceWeb/sendInviteMessage', {
      serviceId: record._id,
      phones: ['13912345678', '15800001111', '13912345678'],
    });
    expect(sent).toMatchObject({
      errCode: 0,
      errInfo: '发送短信成功',
      result: { phones: ['13912345678', '15800001111'] },
    });
    const rows = await t.ctx.db.selectFrom('smsOutbox').selectAll().orderBy('createdAt', 'desc').limit(2).execute();
    expect(rows.map((r) => r.phone).sort()).toEqual(['13912345678', '15800001111']);
    const invite = await call<{ content: string }>(
      'demo_agent1',
      'GET',
      `/api/serviceWeb/getInviteMessage?serviceId=${record._id}`,
    );
    for (const row of rows)
      expect(row).toMatchObject({ tenantId: tenants.demo, agentId: ids.demo_agent1, content: invite.result?.content });
  });

  it('gives one short URL per record that redirects to the customer link without a sign-in', async () => {
    const record = await created('demo_agent1');
    const first = (await fromHost('demo_agent1', `/api/serviceWeb/agentShortUrl?serviceId=${record._id}`)).json() as {
      errCode: number;
      result: string;
    };
    expect(first.result).toMatch(/^https:\/\/sales\.example\.com\/s\/[0-9A-Za-z]{22}$/);
    const again = await call<string>('demo_oadmin', 'GET', `/api/serviceWeb/agentShortUrl?serviceId=${record._id}`);
    expect(again.result?.split('/s/')[1]).toBe(first.result.split('/s/')[1]);

    const path = new URL(first.result).pathname;
    const redirect = await t.app.inject({
      method: 'GET',
      url: path,
      headers: { host: 'sales.example.com', 'x-forwarded-proto': 'https' },
    });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(
      `https://sales.example.com/customer/sameScreen/${record._id}?key=${await keyOf(record._id)}`,
    );
    // Once the record ends the link no longer leads anywhere.
    await call('demo_agent1', 'POST', '/api/serviceWeb/end', { serviceId: record._id });
    const afterEnd = await t.app.inject({ method: 'GET', url: path });
    expect(afterEnd.statusCode).toBe(404);
    expect(afterEnd.body).toBe('链接不存在或已失效');
    for (const missing of ['/s/ZZZZZZZZ', `/s/${'Z'.repeat(22)}`, '/s/short', '/s/%27%20or%201%3D1']) {
      const answer = await t.app.inject({ method: 'GET', url: missing });
      expect(answer.statusCode, missing).toBe(404);
      expect(answer.body).toBe('链接不存在或已失效');
    }
  });

  it('ends a record once, and refuses every invitation on it afterwards without changing anything', async () => {
    const record = await created('demo_agent1');
    expect(
      await call('demo_agent1', 'POST', '/api/serviceWeb/end', { serviceId: record._id, from: 'elsewhere' }),
    ).toMatchObject({ errCode: 400, errInfo: '结束来源不正确' });
    expect(await call('demo_agent1', 'POST', '/api/serviceWeb/end', {})).toMatchObject({
      errCode: 400,
      errInfo: '缺少同屏记录id',
    });
    const ended = await call<ServiceWebRecord>('demo_agent1', 'POST', '/api/serviceWeb/end', {
      serviceId: record._id,
      from: 'sameScreen',
    });
    expect(ended).toMatchObject({
      errCode: 0,
      errInfo: '关闭成功',
      result: { callStatus: 'ended', endedFrom: 'sameScreen' },
    });
    const again = await call<ServiceWebRecord>('demo_agent1', 'POST', '/api/serviceWeb/end', {
      serviceId: record._id,
      from: 'wechat',
    });
    expect(again).toMatchObject({ errCode: 0, errInfo: '关闭成功' });
    expect(again.result).toEqual(ended.result);

    const [outbox, shortLinks] = [await count('smsOutbox'), await count('shortLinks')];
    const refused = [
      await call('demo_agent1', 'GET', `/api/serviceWeb/getInviteMessage?serviceId=${record._id}`),
      await call('demo_agent1', 'POST', '/api/serviceWeb/sendInviteMessage', {
        serviceId: record._id,
        phones: ['13912345678'],
      }),
      await call('demo_agent1', 'GET', `/api/serviceWeb/agentShortUrl?serviceId=${record._id}`),
    ];
    for (const answer of refused) expect(answer).toEqual({ errCode: 409, errInfo: ENDED_TEXT });
    expect([await count('smsOutbox'), await count('shortLinks')]).toEqual([outbox, shortLinks]);
    expect(
      (await call<ServiceWebRecord>('demo_agent1', 'GET', `/api/serviceWeb/detail?serviceId=${record._id}`)).result,
    ).toEqual(ended.result);
  });

  it('gives a record and a room in progress never the same invite number, and reuses the numbers of ended ones', async () => {
    const record = await created('demo_agent2');
    const room = await roomInProgress();
    const ended = await created('demo_agent2');
    await call('demo_agent2', 'POST', '/api/serviceWeb/end', { serviceId: ended._id });
    const draws = [record.inviteNumber, room.inviteNumber, ended.inviteNumber];
    expect(await freeNumber(() => draws.shift() ?? '')).toBe(ended.inviteNumber);
    await expect(freeNumber(() => room.inviteNumber)).rejects.toMatchObject({
      errCode: 409,
      message: INVITE_NUMBERS_EXHAUSTED_TEXT,
    });
    await expect(freeNumber(() => record.inviteNumber)).rejects.toMatchObject({
      errCode: 409,
      message: INVITE_NUMBERS_EXHAUSTED_TEXT,
    });

    // The table holds one record in progress per number; ended records keep theirs.
    const again = {
      tenantId: tenants.demo ?? '',
      orgAccountId: orgs['北京分公司'] ?? '',
      shareWebName: 'x',
      shareWebUrl: 'https://example.com/x',
    };
    await expect(
      t.ctx.db
        .insertInto('serviceWebs')
        .values({ ...again, inviteNumber: record.inviteNumber })
        .execute(),
    ).rejects.toMatchObject({ code: '23505' });
    await t.ctx.db
      .insertInto('serviceWebs')
      .values({ ...again, inviteNumber: ended.inviteNumber })
      .execute();
    await t.ctx.db
      .updateTable('serviceRooms')
      .set({ status: 'ended', endedAt: new Date() })
      .where('id', '=', room.id)
      .execute();
  });

  it('joins a customer by the invite number to the room or the same-screen record in progress it names, as a guest', async () => {
    const record = await created('demo_agent1');
    const room = await roomInProgress();
    const guestOfRecord = guestKeyOf(await keyOf(record._id));
    expect(await join(record.inviteNumber)).toEqual({
      errCode: 0,
      result: { kind: 'sameScreen', serviceId: record._id, inviteNumber: record.inviteNumber, key: guestOfRecord },
    });
    expect(await join(room.inviteNumber)).toEqual({
      errCode: 0,
      result: { kind: 'room', serviceId: room.id, inviteNumber: room.inviteNumber, key: guestKeyOf(room.key) },
    });
    expect((await customerView(record._id, guestOfRecord)).errCode).toBe(0);
    await call('demo_agent1', 'POST', '/api/serviceWeb/end', { serviceId: record._id });
    await t.ctx.db
      .updateTable('serviceRooms')
      .set({ status: 'ended', endedAt: new Date() })
      .where('id', '=', room.id)
      .execute();
    for (const inviteNumber of [record.inviteNumber, room.inviteNumber, '12345', 'abcdef', undefined]) {
      expect(await join(inviteNumber), String(inviteNumber)).toMatchObject({
        errCode: 400,
        errInfo: callTexts.inviteWrong,
      });
    }
  });

  it('shows the customer the agent and the shared link of a record in progress by a key of its own only', async () => {
    const record = await created('demo_agent1', 'demo', { customerName: '刘女士' });
    const other = await created('demo_agent2');
    const key = await keyOf(record._id);
    expect(await customerView(record._id, key)).toEqual({
      errCode: 0,
      result: {
        serviceId: record._id,
        inviteNumber: record.inviteNumber,
        agentName: '张晓明',
        shareWeb: { name: record.shareWeb.name, url: record.shareWeb.url },
      },
    });
    const refused = [
      await customerView(record._id, await keyOf(other._id)),
      await customerView(other._id, key),
      await customerView(record._id),
      await customerView(record._id, record.inviteNumber),
      await customerView('nonsense', key),
    ];
    for (const answer of refused) expect(answer).toMatchObject({ errCode: 400, errInfo: '邀请链接无效或会话已结束' });
    await call('demo_agent1', 'POST', '/api/serviceWeb/end', { serviceId: record._id });
    expect(await customerView(record._id, key)).toMatchObject({ errCode: 400, errInfo: '邀请链接无效或会话已结束' });
  });

  it('exports the records in scope as 同屏记录.xlsx with Chinese headers', async () => {
    const record = await created('demo_agent3', 'demo', { customerName: '周先生', customerPhone: '13700001234' });
    await call('demo_agent3', 'POST', '/api/serviceWeb/end', { serviceId: record._id, from: 'recordSameScreen' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/serviceWeb/export?serviceWebStatus=ended',
      headers: { 'access-token': tokens.demo_agent3 ?? '' },
    });
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('同屏记录.xlsx')}`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      '同屏号',
      '同屏链接',
      '客户姓名',
      '客户手机号',
      '坐席',
      '机构',
      '公司',
      '状态',
      '开始时间',
      '结束时间',
    ]);
    const rows: unknown[][] = [];
    sheet?.eachRow((row, n) => {
      if (n > 1) rows.push((row.values as unknown[]).slice(1, 9));
    });
    expect(rows).toEqual([
      [
        record.inviteNumber,
        record.shareWeb.name,
        '周先生',
        '13700001234',
        '王磊',
        '上海分公司',
        '德安人寿保险',
        '已结束',
      ],
    ]);
  });
});
