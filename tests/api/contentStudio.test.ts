import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult } from '../../src/schemas/api';
import {
  interactionDetailSchema,
  type InteractionDetail,
  type InteractionPreview,
} from '../../src/schemas/interactionTemplate';
import {
  materialImageRecordSchema,
  tagRecordSchema,
  type MaterialImageRecord,
  type TagRecord,
} from '../../src/schemas/materialImage';
import type { VideoTemplateDetail } from '../../src/schemas/videoTemplate';
import { demoInteraction } from '../../server/seed/studio';
import { databaseKinds } from '../support/databases';
import { multipartBody } from '../support/multipart';
import { expectShape } from '../support/recordShapes';
import { samplePng } from '../support/sampleFiles';
import { startTestApp, type TestApp } from '../support/testApp';

describe.each(databaseKinds)('content studio on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const orgs: Record<string, string> = {};
  const tenants: Record<string, string> = {};

  const call = <T>(who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    t.call<T>(method, url, { token: tokens[who] ?? '', ...(body === undefined ? {} : { body }) });
  const upload = async (who: string, fields: Record<string, string>, fileName: string, content: Buffer) => {
    const body = multipartBody(fields, { fileName, content });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/materialImage',
      headers: { ...body.headers, 'access-token': tokens[who] ?? '' },
      payload: body.payload,
    });
    return response.json<{ errCode: number; errInfo: string; result?: MaterialImageRecord }>();
  };
  const imageNames = async (who: string, type: number) =>
    (
      (await call<ListResult<MaterialImageRecord>>(who, 'GET', `/api/materialImage/list?type=${type}&pageSize=999`))
        .result?.list ?? []
    ).map((r) => r.name);
  const tagNames = async (who: string, type: number) =>
    (
      (await call<ListResult<TagRecord>>(who, 'GET', `/api/contentTag/list?type=${type}&pageSize=100`)).result?.list ??
      []
    ).map((r) => r.name);

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const name of [
      'sysadmin',
      'demo_tadmin',
      'demo_oadmin',
      'demo_agent1',
      'demo_agent2',
      'acme_tadmin',
      'acme_agent1',
    ])
      tokens[name] = await t.tokenFor(name);
    for (const r of await t.ctx.db.selectFrom('tenants').select(['id', 'code']).execute()) tenants[r.code] = r.id;
    for (const r of await t.ctx.db.selectFrom('orgAccounts').select(['id', 'orgName']).execute())
      orgs[r.orgName] = r.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates an interaction template by name, saves its cards and keywords, previews it, within its tenant only', async () => {
    expect(await call('demo_oadmin', 'POST', '/api/videoInteractionTemplate', { name: '  ' })).toMatchObject({
      errCode: 400,
      errInfo: '需要填写模板名称',
    });
    expect(await call('demo_oadmin', 'POST', '/api/videoInteractionTemplate', {})).toMatchObject({
      errCode: 400,
      errInfo: '需要填写模板名称',
    });
    const made = await call<InteractionDetail>('demo_oadmin', 'POST', '/api/videoInteractionTemplate', {
      name: '回访意向',
    });
    expect(made).toMatchObject({
      errCode: 0,
      errInfo: '新建成功',
      result: { name: '回访意向', status: 1, content: { answerNoKeywords: [], isConnect: false } },
    });
    expectShape(interactionDetailSchema, made.result);
    const id = made.result!._id;

    const content = { ...demoInteraction(), isConnect: true, answerYesKeywords: [' 需要 ', '好的'] };
    const saved = await call<InteractionDetail>('demo_oadmin', 'PUT', `/api/videoInteractionTemplate/${id}`, {
      name: '回访意向2',
      ...content,
    });
    expect(saved).toMatchObject({
      errCode: 0,
      errInfo: '保存成功',
      result: { name: '回访意向2', content: { isConnect: true, answerYesKeywords: ['需要', '好的'] } },
    });

    const preview = await call<InteractionPreview>('demo_tadmin', 'GET', `/api/videoInteractionTemplate/${id}/preview`);
    expect(preview).toMatchObject({
      errCode: 0,
      errInfo: '获取互动预览成功',
      result: {
        inquiry: { card: '/studio/card-question.svg' },
        outcomes: { no: { card: '/studio/card-thanks.svg', keywords: content.answerNoKeywords } },
      },
    });

    // Refusals change nothing.
    const refused = async (body: object, errInfo: string) => {
      expect(
        await call('demo_oadmin', 'PUT', `/api/videoInteractionTemplate/${id}`, { name: '改坏', ...content, ...body }),
      ).toMatchObject({ errCode: 400, errInfo });
    };
    await refused({ name: '' }, '需要填写模板名称');
    await refused({ answerNoKeywords: ['是', ''] }, '关键词不能为空');
    await refused({ answerNoKeywords: ['好的'] }, '关键词「好的」重复');
    await refused({ answerYesKeywords: Array.from({ length: 21 }, (_, i) => `词${i}`) }, '每类最多20个关键词');
    await refused({ inquiryCard: 'javascript:alert(1)' }, '请选择有效的图片');
    await refused({ transferStrategyForAnswerYes: 'later' }, '请选择有效的转人工策略');
    await refused({ staffServiceForAnswerYes: orgs['广州分公司'] }, '请选择有效的客服组');
    expect(
      (await call<InteractionDetail>('demo_oadmin', 'GET', `/api/videoInteractionTemplate/${id}`)).result?.name,
    ).toBe('回访意向2');

    // Another tenant neither sees nor changes it; an agent sees only its own.
    expect(await call('acme_tadmin', 'GET', `/api/videoInteractionTemplate/${id}`)).toMatchObject({ errCode: 404 });
    expect(await call('acme_tadmin', 'GET', `/api/videoInteractionTemplate/${id}/preview`)).toMatchObject({
      errCode: 404,
    });
    expect(
      await call('acme_tadmin', 'PUT', `/api/videoInteractionTemplate/${id}`, { name: '别人的', ...content }),
    ).toMatchObject({ errCode: 404 });
    expect(await call('acme_tadmin', 'DELETE', `/api/videoInteractionTemplate/${id}`)).toMatchObject({ errCode: 404 });
    expect(
      (
        await call<ListResult<InteractionDetail>>(
          'acme_tadmin',
          'GET',
          '/api/videoInteractionTemplate/list?pageSize=100',
        )
      ).result?.list.map((r) => r.name),
    ).not.toContain('回访意向2');
    expect(await call('demo_agent1', 'GET', `/api/videoInteractionTemplate/${id}`)).toMatchObject({ errCode: 404 });
    expect(
      (
        await call<ListResult<InteractionDetail>>('demo_tadmin', 'GET', '/api/videoInteractionTemplate/list?name=回访')
      ).result?.list.map((r) => r.name),
    ).toEqual(['回访意向2']);
    for (const path of [
      '/api/videoInteractionTemplate/list?orderBy=name&order=asc',
      '/api/contentTag/list?type=1&orderBy=name&order=asc',
      '/api/materialImage/list?type=1&orderBy=name',
    ]) {
      expect((await call('demo_tadmin', 'GET', path)).errCode).toBe(0);
    }
    expect(await call('demo_tadmin', 'GET', '/api/contentTag/list?type=1&orderBy=agentId')).toMatchObject({
      errCode: 400,
      errInfo: '排序字段不正确',
    });

    // A video template names it; while it does, it cannot be deleted.
    const video = (await call<VideoTemplateDetail>('demo_oadmin', 'POST', '/api/videoTemplate', { name: '带互动' }))
      .result!;
    expect(
      await call('acme_tadmin', 'PUT', `/api/videoTemplate/${video._id}/interaction`, { interactionTemplateId: id }),
    ).toMatchObject({ errCode: 404 });
    const acmeOwn = (
      await call<InteractionDetail>('acme_tadmin', 'POST', '/api/videoInteractionTemplate', { name: '恒裕互动' })
    ).result!;
    expect(
      await call('demo_oadmin', 'PUT', `/api/videoTemplate/${video._id}/interaction`, {
        interactionTemplateId: acmeOwn._id,
      }),
    ).toMatchObject({
      errCode: 400,
      errInfo: '请选择有效的互动模板',
    });
    expect(
      await call('demo_oadmin', 'PUT', `/api/videoTemplate/${video._id}/interaction`, { interactionTemplateId: id }),
    ).toMatchObject({
      errCode: 0,
      errInfo: '关联成功',
      result: { interactionTemplateId: id },
    });
    expect(await call('demo_oadmin', 'DELETE', `/api/videoInteractionTemplate/${id}`)).toMatchObject({
      errCode: 409,
      errInfo: '该互动模板正被视频模板使用，不能删除',
    });
    await call('demo_oadmin', 'PUT', `/api/videoTemplate/${video._id}/interaction`, { interactionTemplateId: null });
    expect(await call('demo_oadmin', 'DELETE', `/api/videoInteractionTemplate/${id}`)).toMatchObject({
      errCode: 0,
      errInfo: '删除成功！',
    });
    expect(await call('demo_oadmin', 'GET', `/api/videoInteractionTemplate/${id}`)).toMatchObject({ errCode: 404 });
  });

  it('uploads pictures for the tenant, lists them before the platform ones, serves them, and keeps tenants apart', async () => {
    expect((await imageNames('acme_agent1', 1)).sort()).toEqual(['暖色渐变', '蓝色渐变']);
    const made = await upload('demo_tadmin', { type: '1', name: '春节背景' }, 'spring.png', samplePng(4, 8));
    expect(made).toMatchObject({
      errCode: 0,
      errInfo: '上传成功！',
      result: { name: '春节背景', type: 1, isPublic: 0, mayDelete: true },
    });
    expectShape(materialImageRecordSchema, made.result);
    const picture = made.result!;
    expect((await imageNames('demo_agent1', 1))[0]).toBe('春节背景');
    expect(await imageNames('demo_agent1', 3)).not.toContain('春节背景');
    expect(await imageNames('acme_tadmin', 1)).not.toContain('春节背景');

    const served = await t.app.inject({ method: 'GET', url: picture.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    expect(await upload('demo_tadmin', { type: '1' }, 'notes.gif', Buffer.from('GIF89a'))).toMatchObject({
      errCode: 400,
      errInfo: '只能上传jpg、jpeg、png格式的图片',
    });
    expect(await upload('demo_tadmin', { type: '1' }, 'fake.png', Buffer.from('not a picture'))).toMatchObject({
      errCode: 400,
    });
    expect(await upload('demo_tadmin', { type: '7' }, 'a.png', samplePng())).toMatchObject({
      errCode: 400,
      errInfo: '图片类型不正确',
    });
    expect(await upload('demo_agent1', { type: '1' }, 'a.png', samplePng())).toMatchObject({ errCode: 403 });
    expect(await call('acme_tadmin', 'DELETE', `/api/materialImage/${picture._id}`)).toMatchObject({ errCode: 404 });
    const platformOne = (
      await call<ListResult<MaterialImageRecord>>('demo_tadmin', 'GET', '/api/materialImage/list?type=2')
    ).result!.list[0]!;
    expect(platformOne).toMatchObject({ isPublic: 1, mayDelete: false });
    expect(await call('demo_tadmin', 'DELETE', `/api/materialImage/${platformOne._id}`)).toMatchObject({
      errCode: 403,
      errInfo: '没有权限管理该图片',
    });
    expect(await call('demo_oadmin', 'DELETE', `/api/materialImage/${picture._id}`)).toMatchObject({
      errCode: 0,
      errInfo: '删除成功！',
    });
    expect(await imageNames('demo_tadmin', 1)).not.toContain('春节背景');
    expect((await t.app.inject({ method: 'GET', url: picture.url })).json()).toMatchObject({ errCode: 404 });
  });

  it('keeps tags per tenant, authorised to organisations or (platform tags) tenants', async () => {
    expect(await call('demo_tadmin', 'POST', '/api/contentTag', { type: 1, name: ' ' })).toMatchObject({
      errCode: 400,
      errInfo: '请输入标签名称',
    });
    const made = await call<TagRecord>('demo_tadmin', 'POST', '/api/contentTag', { type: 1, name: '重疾险' });
    expect(made).toMatchObject({
      errCode: 0,
      errInfo: '添加成功',
      result: { name: '重疾险', isPublic: 0, authorized: [], mayChange: true },
    });
    expectShape(tagRecordSchema, made.result);
    const id = made.result!._id;
    expect(await call('demo_tadmin', 'POST', '/api/contentTag', { type: 1, name: '重疾险' })).toMatchObject({
      errCode: 409,
      errInfo: '标签名称已存在',
    });
    expect(await call('acme_tadmin', 'POST', '/api/contentTag', { type: 1, name: '重疾险' })).toMatchObject({
      errCode: 0,
    });
    expect(await call('demo_agent1', 'POST', '/api/contentTag', { type: 1, name: '坐席的' })).toMatchObject({
      errCode: 403,
    });

    expect(await call('acme_tadmin', 'GET', `/api/contentTag/${id}`)).toMatchObject({ errCode: 404 });
    expect(await call('acme_tadmin', 'PUT', `/api/contentTag/${id}`, { name: '改名' })).toMatchObject({ errCode: 404 });
    expect(await call('acme_tadmin', 'DELETE', `/api/contentTag/${id}`)).toMatchObject({ errCode: 404 });
    expect(
      await call('demo_tadmin', 'PUT', `/api/contentTag/${id}/authorize`, { authorized: [orgs['广州分公司']] }),
    ).toMatchObject({ errCode: 400, errInfo: '授权范围超出可选范围' });

    // Authorised to one organisation: its agents see the tag, the others do not.
    const own = (
      await t.ctx.db
        .selectFrom('agents')
        .select('orgAccountId')
        .where('loginName', '=', 'demo_agent1')
        .executeTakeFirstOrThrow()
    ).orgAccountId!;
    const other = Object.entries(orgs).find(
      ([name, orgId]) => orgId !== own && name !== '广州分公司' && name !== own,
    )?.[1];
    expect(await call('demo_tadmin', 'PUT', `/api/contentTag/${id}/authorize`, { authorized: [own] })).toMatchObject({
      errCode: 0,
      errInfo: '分配成功',
      result: { authorized: [own] },
    });
    expect(await tagNames('demo_agent1', 1)).toContain('重疾险');
    if (other) {
      await call('demo_tadmin', 'PUT', `/api/contentTag/${id}/authorize`, { authorized: [other] });
      expect(await tagNames('demo_agent1', 1)).not.toContain('重疾险');
    }
    expect(await tagNames('demo_tadmin', 1)).toContain('重疾险');

    // A platform tag authorised to one tenant.
    const platform = (
      await call<TagRecord>('sysadmin', 'POST', '/api/contentTag', {
        type: 2,
        name: '平台标签',
        authorized: [tenants.acme],
      })
    ).result!;
    expect(await tagNames('acme_agent1', 2)).toContain('平台标签');
    expect(await tagNames('demo_tadmin', 2)).not.toContain('平台标签');
    expect(await call('acme_tadmin', 'PUT', `/api/contentTag/${platform._id}`, { name: '抢来的' })).toMatchObject({
      errCode: 403,
      errInfo: '没有权限管理该标签',
    });

    expect(await call('demo_tadmin', 'PUT', `/api/contentTag/${id}`, { name: '重大疾病' })).toMatchObject({
      errCode: 0,
      errInfo: '修改成功',
      result: { name: '重大疾病' },
    });
    expect(await call('demo_oadmin', 'DELETE', `/api/contentTag/${id}`)).toMatchObject({
      errCode: 0,
      errInfo: '删除成功！',
    });
    expect(await tagNames('demo_tadmin', 1)).not.toContain('重大疾病');
  });
});
