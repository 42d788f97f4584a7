import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RichMediaShare } from '../../src/schemas/richMediaShare';
import type { VideoTemplateDetail } from '../../src/schemas/videoTemplate';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';

/** Rendering the seeded three-node template takes a while on a busy machine. */
const RENDER_TIMEOUT_MS = 180_000;
const REFUSED = { errCode: 404, errInfo: '分享的内容不存在或未通过审核' };

describe.each(databaseKinds)('the rich-media share page on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const share = (query: Record<string, string>, token?: string) =>
    t.call<RichMediaShare>(
      'GET',
      `/api/richMediaShare?${new URLSearchParams(query).toString()}`,
      token ? { token } : {},
    );
  const contentId = async (name: string) =>
    (await t.ctx.db.selectFrom('videoContents').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  const templateId = async (name: string) =>
    (
      await t.ctx.db
        .selectFrom('videoTemplateVersions')
        .select('templateId')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).templateId;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { seedFiles: true });
    for (const name of ['demo_oadmin', 'acme_tadmin']) tokens[name] = await t.tokenFor(name);
  });
  afterAll(async () => {
    await t.close();
  });

  it('plays an approved, rendered content to anyone, naming nothing but its name and signed media', async () => {
    const answer = await share({ videoId: await contentId('年金产品介绍（客户版）') });
    expect(answer).toMatchObject({
      errCode: 0,
      result: { kind: 'video', name: '年金产品介绍（客户版）', render: { state: 'ready' } },
    });
    expect(Object.keys(answer.result!).sort()).toEqual(['kind', 'name', 'render']);
    const video = await t.app.inject({ method: 'GET', url: answer.result!.render.url! });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
  });

  it(
    'shows a template’s approved version while a newer draft waits, rendering it once for every visitor',
    { timeout: RENDER_TIMEOUT_MS },
    async () => {
      const id = await templateId('年金险产品介绍');
      const detail = (
        await t.call<VideoTemplateDetail>('GET', `/api/videoTemplate/${id}`, { token: tokens.demo_oadmin })
      ).result!;
      const draft = await t.call<VideoTemplateDetail>('PUT', `/api/videoTemplate/${id}`, {
        token: tokens.demo_oadmin,
        body: { ...detail.content, name: '年金险产品介绍改版' },
      });
      expect(draft.result).toMatchObject({ status: 1, approvedVersion: 1, name: '年金险产品介绍改版' });

      const first = await share({ videoTemplateId: id });
      expect(first).toMatchObject({ errCode: 0, result: { kind: 'template', name: '年金险产品介绍' } });
      expect(['queued', 'rendering', 'ready']).toContain(first.result!.render.state);
      let shown = first.result!;
      for (let i = 0; i < 600 && (shown.render.state === 'queued' || shown.render.state === 'rendering'); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        shown = (await share({ videoTemplateId: id })).result!;
      }
      expect(shown.render).toMatchObject({
        state: 'ready',
        url: expect.stringContaining('/api/videoContent/media/previewVideo/'),
      });
      const previews = await t.ctx.db
        .selectFrom('videoTemplatePreviews')
        .select('templateVersionId')
        .where('templateVersionId', 'is not', null)
        .execute();
      expect(previews).toHaveLength(1);
    },
  );

  it('refuses drafts, unapproved content, unknown and malformed ids alike, whoever asks', async () => {
    const draftTemplate = await templateId('客户回访问候');
    expect(await share({ videoTemplateId: draftTemplate })).toMatchObject(REFUSED);
    expect(await share({ videoTemplateId: draftTemplate }, tokens.acme_tadmin)).toMatchObject(REFUSED);
    expect(await share({ videoTemplateId: draftTemplate }, tokens.demo_oadmin)).toMatchObject(REFUSED);
    const made = await t.call<{ _id: string }>('POST', '/api/videoContent', {
      token: tokens.demo_oadmin,
      body: {
        name: '未审核的视频',
        templateId: await templateId('年金险产品介绍'),
        variables: { customerName: '张先生', agentName: '李顾问' },
      },
    });
    expect(await share({ videoId: made.result!._id })).toMatchObject(REFUSED);
    expect(await share({ videoId: '6f1c1c1e-0000-4000-8000-000000000000' })).toMatchObject(REFUSED);
    expect(await share({ videoTemplateId: 'not-an-id' })).toMatchObject(REFUSED);
    expect(await share({})).toMatchObject({ errCode: 400, errInfo: '请提供要预览的视频模板或视频内容' });
  });
});
