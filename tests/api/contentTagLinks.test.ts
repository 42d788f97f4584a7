import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult } from '../../src/schemas/api';
import type { InteractionDetail, InteractionRow } from '../../src/schemas/interactionTemplate';
import type { TagRecord } from '../../src/schemas/materialImage';
import type { VideoContentRow } from '../../src/schemas/videoContent';
import type { VideoTemplateDetail, VideoTemplateRow } from '../../src/schemas/videoTemplate';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';

describe.each(databaseKinds)('tags on templates and contents on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const tags: Record<string, string> = {};
  let template = '';
  let content = '';
  let interaction = '';

  const call = <T>(who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    t.call<T>(method, url, { token: tokens[who] ?? '', ...(body === undefined ? {} : { body }) });
  const names = (rows: { tags: { name: string }[] } | undefined) => rows?.tags.map((g) => g.name);
  const listed = async <R extends { name: string }>(who: string, url: string) =>
    ((await call<ListResult<R>>(who, 'GET', url)).result?.list ?? []).map((r) => r.name);

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const name of ['sysadmin', 'demo_tadmin', 'demo_oadmin', 'demo_agent1', 'acme_tadmin'])
      tokens[name] = await t.tokenFor(name);
    const acme = await call<TagRecord>('acme_tadmin', 'POST', '/api/contentTag', { type: 1, name: '恒裕专用' });
    tags['恒裕专用'] = acme.result!._id;
    for (const r of await t.ctx.db.selectFrom('contentTags').select(['id', 'name']).execute()) tags[r.name] = r.id;
    const db = t.ctx.db;
    template = (
      await db
        .selectFrom('videoTemplateVersions')
        .select('templateId')
        .where('name', '=', '年金险产品介绍')
        .executeTakeFirstOrThrow()
    ).templateId;
    content = (
      await db
        .selectFrom('videoContents')
        .select('id')
        .where('name', '=', '年金险产品介绍-示例')
        .executeTakeFirstOrThrow()
    ).id;
    interaction = (
      await db
        .selectFrom('interactionTemplates')
        .select('id')
        .where('name', '=', '保障计划意向询问')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('attaches template tags of the tenant and the platform to a video template and filters the list by them', async () => {
    const saved = await call<VideoTemplateDetail>('demo_oadmin', 'PUT', `/api/videoTemplate/${template}/tags`, {
      tagIds: [tags['节日问候'], tags['年金险']],
    });
    expect(saved).toMatchObject({ errCode: 0, errInfo: '修改成功' });
    expect(names(saved.result)).toEqual(['年金险', '节日问候'].sort());
    expect(
      names((await call<VideoTemplateDetail>('demo_tadmin', 'GET', `/api/videoTemplate/${template}`)).result),
    ).toHaveLength(2);

    expect(await listed<VideoTemplateRow>('demo_oadmin', `/api/videoTemplate/list?tagId=${tags['年金险']}`)).toEqual([
      '年金险产品介绍',
    ]);
    expect(
      (await listed<VideoTemplateRow>('demo_oadmin', '/api/videoTemplate/list?pageSize=100')).length,
    ).toBeGreaterThan(1);
    expect(
      await listed<VideoTemplateRow>('demo_tadmin', `/api/videoTemplate/approvedList?tagId=${tags['节日问候']}`),
    ).toEqual(['年金险产品介绍']);
    expect(await listed<VideoTemplateRow>('demo_oadmin', '/api/videoTemplate/list?tagId=nonsense')).toEqual([]);
    // Another tenant filtering by the same tag sees none of demo's templates.
    expect(await listed<VideoTemplateRow>('acme_tadmin', `/api/videoTemplate/list?tagId=${tags['节日问候']}`)).toEqual(
      [],
    );

    const detach = await call<VideoTemplateDetail>('demo_oadmin', 'PUT', `/api/videoTemplate/${template}/tags`, {
      tagIds: [tags['年金险']],
    });
    expect(names(detach.result)).toEqual(['年金险']);
    expect(await listed<VideoTemplateRow>('demo_oadmin', `/api/videoTemplate/list?tagId=${tags['节日问候']}`)).toEqual(
      [],
    );
  });

  it("refuses another tenant's tags, tags of the other type and foreign items, changing nothing", async () => {
    const before = names(
      (await call<VideoTemplateDetail>('demo_oadmin', 'GET', `/api/videoTemplate/${template}`)).result,
    );
    const refused = async (who: string, tagIds: unknown, answer: object) => {
      expect(await call(who, 'PUT', `/api/videoTemplate/${template}/tags`, { tagIds })).toMatchObject(answer);
    };
    await refused('demo_oadmin', [tags['恒裕专用']], { errCode: 400, errInfo: '请选择有效的标签' });
    // The platform admin sees every tag, but acme's tag still does not fit a demo template.
    await refused('sysadmin', [tags['恒裕专用']], { errCode: 400, errInfo: '请选择有效的标签' });
    await refused('demo_oadmin', [tags['产品海报']], { errCode: 400, errInfo: '请选择有效的标签' });
    await refused('demo_oadmin', ['not-a-uuid'], { errCode: 400, errInfo: '请选择有效的标签' });
    await refused('demo_oadmin', [tags['年金险'], tags['年金险']], { errCode: 400, errInfo: '请选择有效的标签' });
    await refused(
      'demo_oadmin',
      Array.from({ length: 11 }, () => crypto.randomUUID()),
      { errCode: 400, errInfo: '最多选择10个标签' },
    );
    await refused('acme_tadmin', [tags['恒裕专用']], { errCode: 404 });
    expect(
      names((await call<VideoTemplateDetail>('demo_oadmin', 'GET', `/api/videoTemplate/${template}`)).result),
    ).toEqual(before);

    // A platform tag authorised to acme alone is not demo's to use.
    expect(
      await call('sysadmin', 'PUT', `/api/contentTag/${tags['节日问候']}/authorize`, {
        authorized: [
          (await t.ctx.db.selectFrom('tenants').select('id').where('code', '=', 'acme').executeTakeFirstOrThrow()).id,
        ],
      }),
    ).toMatchObject({ errCode: 0 });
    await refused('demo_oadmin', [tags['节日问候']], { errCode: 400, errInfo: '请选择有效的标签' });
    await refused('sysadmin', [tags['节日问候']], { errCode: 400, errInfo: '请选择有效的标签' });
    expect(
      await call('sysadmin', 'PUT', `/api/contentTag/${tags['节日问候']}/authorize`, { authorized: [] }),
    ).toMatchObject({ errCode: 0 });
  });

  it('puts material tags on video contents and template tags on interaction templates, each list filtered by them', async () => {
    const tagged = await call<VideoContentRow>('demo_oadmin', 'PUT', `/api/videoContent/${content}/tags`, {
      tagIds: [tags['产品海报']],
    });
    expect(tagged).toMatchObject({ errCode: 0, errInfo: '修改成功' });
    expect(names(tagged.result)).toEqual(['产品海报']);
    expect(
      await call('demo_oadmin', 'PUT', `/api/videoContent/${content}/tags`, { tagIds: [tags['年金险']] }),
    ).toMatchObject({ errCode: 400, errInfo: '请选择有效的标签' });
    expect(await call('acme_tadmin', 'PUT', `/api/videoContent/${content}/tags`, { tagIds: [] })).toMatchObject({
      errCode: 404,
    });
    expect(await listed<VideoContentRow>('demo_tadmin', `/api/videoContent/list?tagId=${tags['产品海报']}`)).toEqual([
      '年金险产品介绍-示例',
    ]);
    expect(await listed<VideoContentRow>('demo_tadmin', `/api/videoContent/list?tagId=${tags['年金险']}`)).toEqual([]);

    const linked = await call<InteractionDetail>(
      'demo_oadmin',
      'PUT',
      `/api/videoInteractionTemplate/${interaction}/tags`,
      { tagIds: [tags['年金险']] },
    );
    expect(linked).toMatchObject({ errCode: 0, errInfo: '修改成功' });
    expect(names(linked.result)).toEqual(['年金险']);
    expect(
      await call('demo_oadmin', 'PUT', `/api/videoInteractionTemplate/${interaction}/tags`, {
        tagIds: [tags['恒裕专用']],
      }),
    ).toMatchObject({
      errCode: 400,
      errInfo: '请选择有效的标签',
    });
    expect(
      await listed<InteractionRow>('demo_oadmin', `/api/videoInteractionTemplate/list?tagId=${tags['年金险']}`),
    ).toEqual(['保障计划意向询问']);
  });

  it('detaches a deleted tag everywhere', async () => {
    expect(await call('demo_tadmin', 'DELETE', `/api/contentTag/${tags['年金险']}`)).toMatchObject({ errCode: 0 });
    expect(
      names((await call<VideoTemplateDetail>('demo_oadmin', 'GET', `/api/videoTemplate/${template}`)).result),
    ).toEqual([]);
    expect(
      names(
        (await call<InteractionDetail>('demo_oadmin', 'GET', `/api/videoInteractionTemplate/${interaction}`)).result,
      ),
    ).toEqual([]);
    expect(await listed<VideoTemplateRow>('demo_oadmin', `/api/videoTemplate/list?tagId=${tags['年金险']}`)).toEqual(
      [],
    );
    expect(names((await call<VideoContentRow>('demo_oadmin', 'GET', `/api/videoContent/${content}`)).result)).toEqual([
      '产品海报',
    ]);
  });
});
