import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult } from '../../src/schemas/api';
import { videoContentRowSchema, type VideoContentRow } from '../../src/schemas/videoContent';
import { probe } from '../../server/services/render/compose';
import { databaseKinds } from '../support/databases';
import { startFakeTts, type FakeTts } from '../support/fakeTencentTts';
import { expectShape } from '../support/recordShapes';
import { startTestApp, type TestApp } from '../support/testApp';
import { download, expectNear, pixelAt } from '../support/videoFrames';

/** Rendering a video of three narrated nodes takes seconds, more on a busy machine. */
const RENDER_TIMEOUT_MS = 180_000;

/** Waits for the content's render to end (ready or failed), as the list's progress would show it. */
async function rendered(t: TestApp, token: string, id: string): Promise<VideoContentRow> {
  for (let i = 0; i < 600; i += 1) {
    const row = (await t.call<VideoContentRow>('GET', `/api/videoContent/${id}`, { token })).result!;
    if (row.render.state === 'ready' || row.render.state === 'failed') return row;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the render did not end');
}

describe.each(databaseKinds)('video content on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let approvedId = '';
  let draftId = '';

  const create = (who: string, body: unknown) =>
    t.call<VideoContentRow>('POST', '/api/videoContent', { token: tokens[who], body });
  const names = async (who: string, url: string) =>
    ((await t.call<ListResult<VideoContentRow>>('GET', url, { token: tokens[who] })).result?.list ?? []).map(
      (row) => row.name,
    );

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const name of ['demo_tadmin', 'demo_oadmin', 'demo_agent1', 'acme_tadmin', 'sysadmin'])
      tokens[name] = await t.tokenFor(name);
    const templates = await t.ctx.db
      .selectFrom('videoTemplates')
      .select(['id', 'approvedVersion'])
      .where('kind', '=', 'common')
      .execute();
    approvedId = templates.find((row) => row.approvedVersion !== null)!.id;
    draftId = templates.find((row) => row.approvedVersion === null)!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('makes content only from an approved template version the caller may use', async () => {
    expect(await create('demo_oadmin', { name: '草稿视频', templateId: draftId })).toMatchObject({
      errCode: 400,
      errInfo: '只能使用审核通过的模板创建视频内容',
    });
    expect(await create('acme_tadmin', { name: '别家视频', templateId: approvedId })).toMatchObject({
      errInfo: '只能使用审核通过的模板创建视频内容',
    });
    expect(await create('demo_oadmin', { name: '', templateId: approvedId })).toMatchObject({
      errInfo: '请输入视频名称',
    });
    expect(
      await t.ctx.db.selectFrom('videoContents').select('id').where('name', 'in', ['草稿视频', '别家视频']).execute(),
    ).toEqual([]);
  });

  it(
    'renders the approved version into an H.264/AAC video with its poster, narrated node by node',
    { timeout: RENDER_TIMEOUT_MS },
    async () => {
      const made = await create('demo_oadmin', {
        name: '张先生的年金介绍',
        templateId: approvedId,
        variables: { customerName: '张先生', agentName: '李顾问' },
      });
      expect(made).toMatchObject({
        errCode: 0,
        errInfo: '创建成功！',
        result: { status: 1, template: { version: 1 }, render: { state: 'queued' } },
      });
      expectShape(videoContentRowSchema, made.result);
      const row = await rendered(t, tokens.demo_oadmin!, made.result!._id);
      expect(row.render).toMatchObject({ state: 'ready', progress: 100, error: null });
      const video = await download(t, row.render.url!, 'content.mp4');
      expect(video).toMatchObject({ status: 200, type: 'video/mp4' });
      const media = await probe(video.file);
      expect(media).toMatchObject({ video: 'h264', audio: 'aac', width: 480, height: 854 });
      // Three narrated nodes of a few seconds each.
      expect(media.seconds).toBeGreaterThan(6);
      expect(Math.abs(media.seconds - row.render.seconds!)).toBeLessThan(0.5);
      // The first node shows the sky background (#0b3d91 at its top), the last its colour #1f2d3d.
      expectNear(await pixelAt(video.file, 0.2, 240, 4), [0x0b, 0x3d, 0x91]);
      expectNear(await pixelAt(video.file, media.seconds - 0.3, 10, 300), [0x1f, 0x2d, 0x3d]);
      const poster = await download(t, row.render.posterUrl!, 'poster.jpg');
      expect(poster).toMatchObject({ status: 200, type: 'image/jpeg' });
      // An address whose signature was changed serves nothing.
      const forged = await t.app.inject({
        method: 'GET',
        url: row.render.url!.replace(/signature=\w+/, `signature=${'0'.repeat(64)}`),
      });
      expect(forged.headers['content-type']).not.toBe('video/mp4');
      expect(forged.json()).toMatchObject({ errCode: 404 });
    },
  );

  it('keeps content within its tenant', async () => {
    expect(await names('demo_tadmin', '/api/videoContent/list')).toContain('张先生的年金介绍');
    expect(await names('acme_tadmin', '/api/videoContent/list')).toEqual([]);
    expect(await names('demo_agent1', '/api/videoContent/list')).toEqual([]);
    const id = (
      await t.ctx.db
        .selectFrom('videoContents')
        .select('id')
        .where('name', '=', '张先生的年金介绍')
        .executeTakeFirstOrThrow()
    ).id;
    expect(await t.call('GET', `/api/videoContent/${id}`, { token: tokens.acme_tadmin })).toMatchObject({
      errCode: 404,
    });
    expect(await t.call('POST', `/api/videoContent/${id}/submit`, { token: tokens.acme_tadmin })).toMatchObject({
      errCode: 404,
    });
    expect(await t.call('DELETE', `/api/videoContent/${id}`, { token: tokens.acme_tadmin })).toMatchObject({
      errCode: 404,
    });
  });

  it('is submitted once ready and audited by the tenant admin, a rejection saying why', async () => {
    const id = (
      await t.ctx.db
        .selectFrom('videoContents')
        .select('id')
        .where('name', '=', '张先生的年金介绍')
        .executeTakeFirstOrThrow()
    ).id;
    expect(await t.call('POST', `/api/videoContent/${id}/retry`, { token: tokens.demo_oadmin })).toMatchObject({
      errInfo: '只有生成失败的视频可以重试',
    });
    expect(await t.call('POST', `/api/videoContent/${id}/submit`, { token: tokens.demo_oadmin })).toMatchObject({
      errCode: 0,
      errInfo: '提交审核成功',
      result: { status: 2 },
    });
    expect(await names('demo_tadmin', '/api/videoContent/auditList')).toEqual(['张先生的年金介绍']);
    expect(await names('sysadmin', '/api/videoContent/auditList')).toEqual([]);
    expect(await names('acme_tadmin', '/api/videoContent/auditList')).toEqual([]);
    expect(
      await t.call('PUT', `/api/videoContent/${id}/check`, { token: tokens.demo_tadmin, body: { pass: false } }),
    ).toMatchObject({ errInfo: '请填写驳回原因' });
    expect(
      await t.call('PUT', `/api/videoContent/${id}/check`, {
        token: tokens.demo_tadmin,
        body: { pass: false, reason: '称呼有误' },
      }),
    ).toMatchObject({
      result: { status: 3, reason: '称呼有误' },
    });
    expect(await t.call('POST', `/api/videoContent/${id}/submit`, { token: tokens.demo_oadmin })).toMatchObject({
      result: { status: 2 },
    });
    expect(
      await t.call('PUT', `/api/videoContent/${id}/check`, { token: tokens.demo_tadmin, body: { pass: true } }),
    ).toMatchObject({ errInfo: '审核成功', result: { status: 5 } });
    expect(await names('demo_tadmin', '/api/videoContent/auditList')).toEqual([]);
    const mailed = await t.ctx.db
      .selectFrom('mailOutbox')
      .select(['subject', 'recipients'])
      .where('kind', '=', 'videoContentAudited')
      .orderBy('createdAt')
      .execute();
    expect(mailed).toEqual([
      { subject: '视频内容「张先生的年金介绍」审核驳回：称呼有误', recipients: ['demo_oadmin@example.com'] },
      { subject: '视频内容「张先生的年金介绍」审核通过', recipients: ['demo_oadmin@example.com'] },
    ]);
  });
});

describe('video content narrated by Tencent TTS', () => {
  let t: TestApp;
  let fake: FakeTts;
  let token = '';

  beforeAll(async () => {
    fake = await startFakeTts('AKIDtest', 'secret');
    t = await startTestApp('pglite', {
      tts: { engine: 'tencent', secretId: 'AKIDtest', secretKey: 'secret', region: 'ap-shanghai', endpoint: fake.url },
    });
    token = await t.tokenFor('demo_oadmin');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it(
    'says why a render failed, and renders on retry, with signed requests for WAV speech',
    { timeout: RENDER_TIMEOUT_MS },
    async () => {
      const template = (
        await t.ctx.db
          .selectFrom('videoTemplates')
          .select('id')
          .where('approvedVersion', 'is not', null)
          .where('kind', '=', 'common')
          .executeTakeFirstOrThrow()
      ).id;
      fake.answers.push('fail');
      const made = (
        await t.call<VideoContentRow>('POST', '/api/videoContent', {
          token,
          body: { name: '重试的视频', templateId: template },
        })
      ).result!;
      const failed = await rendered(t, token, made._id);
      expect(failed.render).toMatchObject({ state: 'failed', url: null });
      expect(failed.render.error).toContain('synthesis engine busy');
      const retried = await t.call<VideoContentRow>('POST', `/api/videoContent/${made._id}/retry`, { token });
      expect(retried).toMatchObject({ errCode: 0, result: { render: { state: 'queued', error: null } } });
      expect((await rendered(t, token, made._id)).render).toMatchObject({ state: 'ready', progress: 100 });
      const request = fake.requests.at(-1)!;
      expect(request.body).toMatchObject({
        Codec: 'wav',
        SampleRate: 16000,
        Speed: 0,
        Volume: 0,
        VoiceType: 101001,
        Text: '如需详细了解，欢迎随时联系我。',
      });
      expect(request.headers['x-tc-region']).toBe('ap-shanghai');
    },
  );
});
