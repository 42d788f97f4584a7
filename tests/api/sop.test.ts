import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SopCheckpointRecord, SopScriptRecord } from '../../src/schemas/sop';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';

const script = {
  product: '养老年金',
  stage: '风险提示',
  title: '收益风险提示',
  content: '本产品收益不保证，请您知悉。',
  keywords: ['风险', '收益'],
  confirmKeywords: ['确认', '明白'],
};

describe.each(databaseKinds)('SOP scripts and checkpoints on %s', (kind) => {
  let t: TestApp;
  let now = new Date('2026-12-03T02:00:00Z');
  const tokens: Record<string, string> = {};
  const list = async (who: string, query = '') =>
    (
      await t.call<{ list: SopScriptRecord[]; count: number }>('GET', `/api/sop/scripts/list?pageSize=50${query}`, {
        token: tokens[who],
      })
    ).result!;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { now: () => now });
    for (const name of ['demo_agent1', 'demo_agent2', 'demo_agent3', 'demo_oadmin', 'demo_tadmin', 'acme_tadmin'])
      tokens[name] = await t.tokenFor(name);
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps scripts by product and stage for admins in scope; agents read and search them', async () => {
    const company = await t.call<SopScriptRecord>('POST', '/api/sop/scripts', {
      token: tokens.demo_tadmin,
      body: { ...script, keywords: [' 风险 ', '收益', '风险'] },
    });
    expect(company).toMatchObject({
      errCode: 0,
      errInfo: '新增成功',
      result: { orgAccount: null, keywords: ['风险', '收益'], mayChange: true },
    });
    const org = await t.call<SopScriptRecord>('POST', '/api/sop/scripts', {
      token: tokens.demo_oadmin,
      body: {
        product: '少儿教育金',
        stage: '开场破冰',
        title: '开场问候',
        content: '您好，我是您的专属顾问。',
        keywords: ['您好'],
      },
    });
    expect(org.result).toMatchObject({ orgAccount: { orgName: expect.any(String) }, mayChange: true });
    const orgId = org.result!._id;
    const companyId = company.result!._id;

    // Agents cannot add; bad input is refused and nothing changes.
    expect(await t.call('POST', '/api/sop/scripts', { token: tokens.demo_agent1, body: script })).toMatchObject({
      errCode: 403,
      errInfo: '没有权限管理该话术',
    });
    expect(
      await t.call('POST', '/api/sop/scripts', { token: tokens.demo_tadmin, body: { ...script, title: '  ' } }),
    ).toMatchObject({ errCode: 400, errInfo: '请输入话术标题' });
    expect(
      await t.call('POST', '/api/sop/scripts', { token: tokens.demo_tadmin, body: { ...script, stage: '售后' } }),
    ).toMatchObject({ errCode: 400, errInfo: '请选择销售阶段' });
    expect((await list('demo_tadmin')).count).toBe(2);

    // demo-a's agent sees both; demo-b's only the company's; another tenant none.
    expect((await list('demo_agent1')).list.map((s) => [s.title, s.mayChange])).toEqual([
      ['收益风险提示', false],
      ['开场问候', false],
    ]);
    expect((await list('demo_agent3')).list.map((s) => s.title)).toEqual(['收益风险提示']);
    expect((await list('acme_tadmin')).count).toBe(0);
    expect(await t.call('GET', `/api/sop/scripts/${companyId}`, { token: tokens.acme_tadmin })).toMatchObject({
      errCode: 404,
    });
    expect(await t.call('GET', '/api/sop/scripts/not-an-id', { token: tokens.demo_agent1 })).toMatchObject({
      errCode: 400,
    });

    // Filters and search.
    expect((await list('demo_agent1', `&product=${encodeURIComponent('养老年金')}`)).list.map((s) => s.title)).toEqual([
      '收益风险提示',
    ]);
    expect((await list('demo_agent1', `&stage=${encodeURIComponent('开场破冰')}`)).list.map((s) => s.title)).toEqual([
      '开场问候',
    ]);
    expect((await list('demo_agent1', `&keyword=${encodeURIComponent('收益')}`)).list.map((s) => s.title)).toEqual([
      '收益风险提示',
    ]);
    expect((await list('demo_agent1', `&keyword=${encodeURIComponent('%')}`)).count).toBe(0);
    expect(
      (await t.call<{ list: string[] }>('GET', '/api/sop/scripts/products', { token: tokens.demo_agent1 })).result
        ?.list,
    ).toEqual(['养老年金', '少儿教育金']);

    // The organisation admin keeps its organisation's scripts, not the company's; the tenant admin both.
    expect(
      await t.call('PUT', `/api/sop/scripts/${companyId}`, { token: tokens.demo_oadmin, body: script }),
    ).toMatchObject({ errCode: 403 });
    expect(await t.call('DELETE', `/api/sop/scripts/${companyId}`, { token: tokens.acme_tadmin })).toMatchObject({
      errCode: 404,
    });
    const edited = await t.call<SopScriptRecord>('PUT', `/api/sop/scripts/${orgId}`, {
      token: tokens.demo_tadmin,
      body: { product: '少儿教育金', stage: '开场破冰', title: '开场白', content: '您好！' },
    });
    expect(edited).toMatchObject({ errCode: 0, errInfo: '修改成功', result: { title: '开场白', keywords: [] } });
    expect(await t.call('DELETE', `/api/sop/scripts/${orgId}`, { token: tokens.demo_oadmin })).toMatchObject({
      errCode: 0,
      errInfo: '删除成功',
    });
    expect((await list('demo_tadmin')).list.map((s) => s.title)).toEqual(['收益风险提示']);
  });

  it('records 双录 checkpoints in the agent’s own room, each at its second of the recording', async () => {
    const scriptId = (await list('demo_tadmin')).list[0]!._id;
    const agent = await t.ctx.db
      .selectFrom('agents')
      .select(['id', 'tenantId', 'orgAccountId'])
      .where('loginName', '=', 'demo_agent1')
      .executeTakeFirstOrThrow();
    const room = await t.ctx.db
      .insertInto('serviceRooms')
      .values({
        inviteNumber: '246810',
        tenantId: agent.tenantId!,
        orgAccountId: agent.orgAccountId,
        agentId: agent.id,
        callId: null,
        startedAt: new Date(now.getTime() - 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .insertInto('roomRecordings')
      .values({
        serviceId: room.id,
        agentId: agent.id,
        tenantId: agent.tenantId!,
        mimeType: 'video/webm',
        startedAt: new Date(now.getTime() - 50_000),
      })
      .execute();
    const serviceId = room.id;
    const mark = (who: string, body: object) =>
      t.call('POST', '/api/sop/checkpoints', { token: tokens[who], body: { serviceId, scriptId, ...body } });

    expect(await mark('demo_agent1', { kind: 'scriptRead' })).toMatchObject({ errCode: 0, errInfo: '已记录' });
    now = new Date(now.getTime() + 15_000);
    expect(await mark('demo_agent1', { kind: 'confirmation', keyword: '确认', text: '好的，我确认' })).toMatchObject({
      errCode: 0,
    });
    // Someone else's room, a keyword the script does not have, a script out of scope: refused, nothing stored.
    expect(await mark('demo_agent2', { kind: 'scriptRead' })).toMatchObject({ errCode: 404 });
    expect(await mark('demo_agent1', { kind: 'confirmation', keyword: '好的' })).toMatchObject({
      errCode: 400,
      errInfo: '该关键词不是此话术的确认关键词',
    });
    expect(await mark('demo_agent1', { kind: 'scriptRead', scriptId: serviceId })).toMatchObject({
      errCode: 400,
      errInfo: '请选择话术',
    });
    expect(await mark('demo_agent1', { kind: 'confirmation', scriptId: undefined, keyword: '确认' })).toMatchObject({
      errCode: 400,
      errInfo: '请选择话术',
    });
    // The customer's face: the first sighting is the checkpoint, later ones answer it.
    now = new Date(now.getTime() + 5_000);
    const face = await mark('demo_agent1', { kind: 'facePresent', scriptId: undefined });
    expect(face).toMatchObject({ errCode: 0, errInfo: '已记录' });
    now = new Date(now.getTime() + 5_000);
    expect((await mark('demo_agent1', { kind: 'facePresent', scriptId: undefined })).result).toEqual(face.result);

    const seen = (who: string) =>
      t.call<{ list: SopCheckpointRecord[] }>('GET', `/api/sop/checkpoints/list?serviceId=${serviceId}`, {
        token: tokens[who],
      });
    const checkpoints = (await seen('demo_oadmin')).result!.list;
    expect(checkpoints.map((c) => [c.kind, c.scriptTitle, c.keyword, c.text, c.offsetSeconds])).toEqual([
      // The demo's script is of the 风险提示 stage: reading it out is the risk notice.
      ['riskNotice', '收益风险提示', null, null, 50],
      ['confirmation', '收益风险提示', '确认', '好的，我确认', 65],
      ['facePresent', '人脸检测', null, null, 70],
    ]);
    expect((await seen('demo_agent2')).errCode).toBe(404);
    expect((await seen('acme_tadmin')).errCode).toBe(404);

    await t.ctx.db
      .updateTable('serviceRooms')
      .set({ status: 'ended', endedAt: now })
      .where('id', '=', serviceId)
      .execute();
    expect(await mark('demo_agent1', { kind: 'scriptRead' })).toMatchObject({ errCode: 409, errInfo: '会话已结束' });
    expect((await seen('demo_tadmin')).result!.list).toHaveLength(3);
  });
});
