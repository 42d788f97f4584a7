import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult } from '../../src/schemas/api';
import type { ShareWebRecord } from '../../src/schemas/shareWeb';
import { databaseKinds } from '../support/databases';
import { connectSocket, nextEvent, type TestSocket } from '../support/sockets';
import { startTestApp, type TestApp } from '../support/testApp';

describe.each(databaseKinds)('share webs on %s', (kind) => {
  let t: TestApp;
  let baseUrl = '';
  const tokens: Record<string, string> = {};
  const orgs: Record<string, string> = {};

  const call = <T>(login: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    t.call<T>(method, url, { token: tokens[login] ?? '', ...(body === undefined ? {} : { body }) });
  const list = async (login: string, query = '') =>
    (await call<ListResult<ShareWebRecord>>(login, 'GET', `/api/shareWebs/list?pageSize=1000${query}`)).result ?? {
      list: [],
      count: 0,
    };
  const ids = async (login: string, query = '') => (await list(login, query)).list.map((w) => w._id);
  const create = async (login: string, body: Record<string, unknown>) =>
    call<ShareWebRecord>(login, 'POST', '/api/shareWeb', body);

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    for (const login of [
      'sysadmin',
      'demo_tadmin',
      'demo_oadmin',
      'demo_agent1',
      'demo_agent2',
      'demo_agent3',
      'acme_tadmin',
      'acme_agent1',
      'vs_agent1',
    ]) {
      tokens[login] = await t.tokenFor(login);
    }
    for (const org of await t.ctx.db.selectFrom('orgAccounts').select(['id', 'orgName']).execute())
      orgs[org.orgName] = org.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the tenant default type: measurement for cmb_videoSells, sells elsewhere', async () => {
    const videoSells = await list('vs_agent1');
    expect(videoSells.count).toBeGreaterThanOrEqual(2);
    expect(new Set(videoSells.list.map((w) => w.type))).toEqual(new Set(['measurement']));
    const demo = await list('demo_agent1');
    expect(demo.count).toBeGreaterThanOrEqual(2);
    expect(new Set(demo.list.map((w) => w.type))).toEqual(new Set(['sells']));
    expect(new Set((await list('vs_agent1', '&type=sells')).list.map((w) => w.type))).toEqual(new Set(['sells']));
    expect(new Set((await list('demo_agent1', '&type=digitalMan')).list.map((w) => w.type))).toEqual(
      new Set(['digitalMan']),
    );
  });

  it('creates a link, answers 添加成功 and tells the sockets of the same tenant only', async () => {
    const sameTenant: TestSocket = await connectSocket(baseUrl, tokens.demo_agent3);
    const otherTenant: TestSocket = await connectSocket(baseUrl, tokens.acme_agent1);
    const heard: unknown[] = [];
    otherTenant.on('newShareWebAdded', (payload) => heard.push(payload));
    const event = nextEvent(sameTenant, 'newShareWebAdded');

    const answer = await create('demo_oadmin', {
      name: '新品年金险',
      url: 'https://example.com/new',
      isPublic: 1,
      range: 1,
      loginName: 'ignored',
      fullName: 'ignored',
    });
    expect(answer).toMatchObject({ errCode: 0, errInfo: '添加成功' });
    expect(answer.result).toMatchObject({
      type: 'sells',
      name: '新品年金险',
      url: 'https://example.com/new',
      status: 1,
      isPublic: 1,
      range: 1,
      orgAccount: { orgName: '北京分公司' },
    });
    expect(await event).toEqual({ _id: answer.result?._id, type: 'sells', name: '新品年金险' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toEqual([]);
    sameTenant.close();
    otherTenant.close();

    const v2 = await call<ShareWebRecord>('vs_agent1', 'POST', '/api/v2/shareWeb', {
      name: '测算工具',
      url: 'http://example.com/calc',
    });
    expect(v2).toMatchObject({
      errCode: 0,
      errInfo: '添加成功',
      result: { type: 'measurement', isPublic: 0, orgAccount: { orgName: '深圳分行' } },
    });
  });

  it('tells of a private or organisation-wide link only the sockets whose session may see it', async () => {
    const logins = ['demo_agent1', 'demo_agent2', 'demo_agent3', 'demo_oadmin', 'demo_tadmin', 'acme_tadmin'];
    const sockets: Record<string, TestSocket> = {};
    const heard: Record<string, string[]> = {};
    for (const login of logins) {
      sockets[login] = await connectSocket(baseUrl, tokens[login] ?? '');
      heard[login] = [];
      sockets[login].on('newShareWebAdded', (payload: { name: string }) => heard[login]?.push(payload.name));
    }
    try {
      // A level 1 agent's link is private: its owner and the admins over it hear of it, its colleagues do not.
      const ownerHears = nextEvent(sockets.demo_agent1!, 'newShareWebAdded');
      const privateLink = await create('demo_agent1', { name: '私人产品链接', url: 'https://example.com/private' });
      expect(privateLink.result).toMatchObject({ isPublic: 0 });
      await ownerHears;
      // Public only in 北京分公司: its agents hear of it, 上海分公司's do not.
      const colleagueHears = nextEvent(sockets.demo_agent2!, 'newShareWebAdded');
      expect(
        (await create('demo_oadmin', { name: '北京机构链接', url: 'https://example.com/bj', isPublic: 1, range: 2 }))
          .result,
      ).toMatchObject({ isPublic: 1, range: 2 });
      await colleagueHears;
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard).toEqual({
        demo_agent1: ['私人产品链接', '北京机构链接'],
        demo_agent2: ['北京机构链接'],
        demo_agent3: [],
        demo_oadmin: ['私人产品链接', '北京机构链接'],
        demo_tadmin: ['私人产品链接', '北京机构链接'],
        acme_tadmin: [],
      });
      // What each heard of, it can read; what it did not, it cannot.
      expect((await list('demo_agent2')).list.map((w) => w.name)).not.toContain('私人产品链接');
      expect((await list('demo_agent3')).list.map((w) => w.name)).not.toContain('北京机构链接');
    } finally {
      for (const socket of Object.values(sockets)) socket.close();
    }
  });

  it('refuses a link without a name, with a long name or with a URL that is not http(s)', async () => {
    expect(await create('demo_agent1', { url: 'https://example.com' })).toMatchObject({
      errCode: 400,
      errInfo: '请输入名称',
    });
    expect((await create('demo_agent1', { name: '   ', url: 'https://example.com' })).errInfo).toBe('请输入名称');
    expect((await create('demo_agent1', { name: '名'.repeat(31), url: 'https://example.com' })).errInfo).toBe(
      '名称不能超过30个字符',
    );
    expect((await create('demo_agent1', { name: '链接' })).errInfo).toBe('请输入链接地址');
    for (const url of ['javascript:alert(1)', 'ftp://example.com/a', 'example.com', 'https://', 'data:text/html,x']) {
      expect((await create('demo_agent1', { name: '链接', url })).result, url).toEqual({
        fields: { url: '请输入以http://或https://开头的链接地址' },
      });
    }
    expect((await create('demo_agent1', { name: '链接', url: 'https://example.com', type: 'other' })).errCode).toBe(
      400,
    );
    expect((await create('demo_agent1', { name: '链接', url: 'https://example.com', owner: 'me' })).result).toEqual({
      fields: { owner: '不支持的字段' },
    });
    expect((await create('demo_tadmin', { name: '链接', url: 'https://example.com' })).errInfo).toBe('请选择机构');
  });

  it('keeps a level 1 link private: its owner and its admins see it, other agents and tenants do not', async () => {
    const elsewhere = await create('demo_agent1', {
      name: '我的链接',
      url: 'https://example.com/mine',
      isPublic: 1,
      orgAccount: orgs['上海分公司'],
    });
    expect(elsewhere).toMatchObject({
      errCode: 400,
      errInfo: '机构超出可选范围',
      result: { fields: { orgAccount: '机构超出可选范围' } },
    });
    const own = (
      await create('demo_agent1', {
        name: '我的链接',
        url: 'https://example.com/mine',
        isPublic: 1,
        orgAccount: orgs['北京分公司'],
      })
    ).result as ShareWebRecord;
    expect(own).toMatchObject({ isPublic: 0, range: 2, orgAccount: { orgName: '北京分公司' } });
    expect(await ids('demo_agent1')).toContain(own._id);
    expect(await ids('demo_oadmin')).toContain(own._id);
    expect(await ids('demo_tadmin')).toContain(own._id);
    expect(await ids('demo_agent2')).not.toContain(own._id);
    expect(await ids('acme_tadmin', `&tenant=${own.tenant._id}`)).toEqual([]);
    for (const login of ['demo_agent2', 'demo_agent3', 'acme_tadmin']) {
      expect((await call(login, 'GET', `/api/shareWeb/detail?id=${own._id}`)).errCode, login).toBe(404);
    }
    expect((await call<ShareWebRecord>('demo_oadmin', 'GET', `/api/shareWeb/detail?id=${own._id}`)).result?.name).toBe(
      '我的链接',
    );

    const orgWide = (
      await create('demo_oadmin', { name: '机构链接', url: 'https://example.com/org', isPublic: 1, range: 2 })
    ).result as ShareWebRecord;
    expect(await ids('demo_agent2')).toContain(orgWide._id);
    expect(await ids('demo_agent3')).not.toContain(orgWide._id);
    expect(await ids('acme_agent1')).not.toContain(orgWide._id);
  });

  it('edits and deletes for the owner and the admins over it only', async () => {
    const link = (
      await create('demo_oadmin', { name: '待编辑', url: 'https://example.com/edit', isPublic: 1, range: 1 })
    ).result as ShareWebRecord;
    expect((await call('demo_agent3', 'PUT', '/api/shareWeb', { id: link._id, name: '改' })).errCode).toBe(403);
    expect((await call('acme_tadmin', 'PUT', '/api/shareWeb', { id: link._id, name: '改' })).errCode).toBe(404);
    expect((await call('demo_agent3', 'DELETE', `/api/shareWeb?id=${link._id}`)).errCode).toBe(403);

    const edited = await call<ShareWebRecord>('demo_tadmin', 'PUT', '/api/shareWeb', {
      id: link._id,
      name: '已编辑',
      status: 0,
      url: 'https://example.com/v2',
    });
    expect(edited).toMatchObject({
      errCode: 0,
      errInfo: '编辑成功',
      result: { name: '已编辑', status: 0, url: 'https://example.com/v2' },
    });
    expect(
      (await call('demo_tadmin', 'PUT', '/api/shareWeb', { id: link._id, url: 'javascript:void(0)' })).errCode,
    ).toBe(400);
    expect(await ids('demo_agent3', '&status=0')).toContain(link._id);
    expect(await ids('demo_agent3', '&status=1')).not.toContain(link._id);

    expect(await call('demo_oadmin', 'DELETE', `/api/shareWeb?id=${link._id}`)).toMatchObject({
      errCode: 0,
      errInfo: '删除成功',
    });
    expect((await call('demo_oadmin', 'GET', `/api/shareWeb/detail?id=${link._id}`)).errCode).toBe(404);
    expect((await call('demo_oadmin', 'DELETE', `/api/shareWeb?id=${link._id}`)).errCode).toBe(404);
  });

  it('exports an admin scope as a spreadsheet with Chinese headers, and not for an agent', async () => {
    expect((await call('demo_agent1', 'GET', '/api/shareWebs/export')).errCode).toBe(403);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/shareWebs/export?type=measurement',
      headers: { 'access-token': tokens.demo_tadmin ?? '' },
    });
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('H5链接列表.xlsx')}`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      '名称',
      '类型',
      '链接地址',
      '状态',
      '是否公开',
      '公开范围',
      '创建人',
      '机构',
      '公司',
      '创建时间',
    ]);
    const rows: string[] = [];
    sheet?.eachRow((row, n) => {
      if (n > 1) rows.push(`${String(row.getCell(2).value)}/${String(row.getCell(9).value)}`);
    });
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(new Set(rows)).toEqual(new Set(['测算链接/德安人寿保险']));
  });
});
