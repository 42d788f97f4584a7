import { randomUUID } from 'node:crypto';
import { imageSize } from 'image-size';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREVIEWS_PENDING_PER_TENANT } from '../../server/services/videoContents/renders';
import { FRAME_HEIGHT, FRAME_WIDTH } from '../../src/domain/scene/types';
import type { VideoPreview } from '../../src/schemas/videoContent';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';

describe.each(databaseKinds)('template previews in the render queue on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let content: unknown;

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const name of ['demo_agent1', 'demo_agent2', 'demo_agent3', 'demo_oadmin', 'demo_tadmin', 'acme_agent1'])
      tokens[name] = await t.tokenFor(name);
    content = (await t.ctx.db.selectFrom('videoTemplateVersions').select('content').executeTakeFirstOrThrow()).content;
  });
  afterAll(async () => {
    await t.close();
  });

  const preview = (who: string) =>
    t.call<VideoPreview>('POST', `/api/videoTemplate/${randomUUID()}/preview`, { token: tokens[who], body: content });
  const stateOf = async (id: string) =>
    (await t.ctx.db.selectFrom('videoTemplatePreviews').select('renderState').where('id', '=', id).executeTakeFirst())
      ?.renderState ?? 'gone';

  it('keeps one waiting preview per account: a second request replaces the first still in the queue', async () => {
    const first = (await preview('demo_agent1')).result!;
    const second = await preview('demo_agent1');
    expect(second).toMatchObject({ errCode: 0, result: { render: { state: 'queued' } } });
    // Unless the worker had already taken it, the first is gone from the queue and its address with it.
    const firstState = await stateOf(first._id);
    expect(firstState).not.toBe('queued');
    if (firstState === 'gone')
      expect(
        (await t.call('GET', `/api/videoTemplatePreview/${first._id}`, { token: tokens.demo_agent1 })).errCode,
      ).toBe(404);
    const waiting = await t.ctx.db
      .selectFrom('videoTemplatePreviews')
      .select('id')
      .where('renderState', '=', 'queued')
      .execute();
    // Nothing else of the account waits: the second waits, or the worker, woken by it, already took it.
    expect(waiting.map((row) => row.id).filter((id) => id !== second.result!._id)).toEqual([]);
  });

  it('refuses a tenant’s previews past its cap with a clear message, while another tenant still previews', async () => {
    // demo_agent1's previews of the first test (one rendering, one waiting behind it) still count.
    const pending = await t.ctx.db
      .selectFrom('videoTemplatePreviews as p')
      .innerJoin('agents as a', 'a.id', 'p.agentId')
      .select('p.id')
      .where('a.loginName', '=', 'demo_agent1')
      .where('p.renderState', 'in', ['queued', 'rendering'])
      .execute();
    expect(pending.length).toBeGreaterThan(0);
    const others = ['demo_agent2', 'demo_agent3', 'demo_oadmin', 'demo_tadmin'];
    const answers = [];
    for (const who of others) answers.push(await preview(who));
    expect(answers.filter((a) => a.errCode === 0)).toHaveLength(PREVIEWS_PENDING_PER_TENANT - pending.length);
    expect(answers.at(-1)).toEqual({ errCode: 409, errInfo: '预览生成排队已满，请稍后再试' });
    expect(await preview('acme_agent1')).toMatchObject({ errCode: 0 });
  });
});

describe.each(databaseKinds)('a template preview’s first frame on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let content: unknown;
  /** Narration that waits until the test lets it go, so the render stays after its first frame. */
  let letSpeak: (outcome: 'speak' | 'fail') => void;

  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.tokenFor('demo_agent1');
    content = (await t.ctx.db.selectFrom('videoTemplateVersions').select('content').executeTakeFirstOrThrow()).content;
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    const synthesize = t.ctx.speech.synthesize.bind(t.ctx.speech);
    const heard = new Promise<'speak' | 'fail'>((resolve) => (letSpeak = resolve));
    vi.spyOn(t.ctx.speech, 'synthesize').mockImplementation(async (...args) => {
      if ((await heard) === 'fail') throw new Error('speech engine down');
      return synthesize(...args);
    });
  });
  afterEach(() => {
    letSpeak('speak');
    vi.restoreAllMocks();
  });

  const request = async () =>
    (await t.call<VideoPreview>('POST', `/api/videoTemplate/${randomUUID()}/preview`, { token, body: content }))
      .result!;
  const stateOf = async (id: string) =>
    (await t.call<VideoPreview>('GET', `/api/videoTemplatePreview/${id}`, { token })).result!.render;
  const fetched = (url: string) => t.app.inject({ method: 'GET', url });
  const firstFrameOf = async (id: string) => {
    await expect.poll(async () => (await stateOf(id)).posterUrl, { timeout: 30_000 }).not.toBeNull();
    return stateOf(id);
  };

  it('answers the first node’s frame while the rest still renders, and the video with the same frame once ready', async () => {
    const made = await request();
    const rendering = await firstFrameOf(made._id);
    expect(rendering).toMatchObject({ state: 'rendering', url: null });
    const poster = await fetched(rendering.posterUrl!);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(imageSize(poster.rawPayload)).toMatchObject({
      type: 'jpg',
      width: FRAME_WIDTH * 2,
      height: FRAME_HEIGHT * 2,
    });
    // No half-rendered video is served, even to a signed address.
    const early = await fetched(t.ctx.videoRenders.links.make('previewVideo', made._id));
    expect(early.json()).toMatchObject({ errCode: 404 });

    letSpeak('speak');
    await expect.poll(async () => (await stateOf(made._id)).state, { timeout: 60_000 }).toBe('ready');
    const ready = await stateOf(made._id);
    expect(ready.url).not.toBeNull();
    expect((await fetched(ready.url!)).headers['content-type']).toBe('video/mp4');
    expect((await fetched(ready.posterUrl!)).rawPayload.equals(poster.rawPayload)).toBe(true);
  });

  it('shows no frame of a preview whose render failed after it', async () => {
    const made = await request();
    const rendering = await firstFrameOf(made._id);
    letSpeak('fail');
    await expect.poll(async () => (await stateOf(made._id)).state, { timeout: 30_000 }).toBe('failed');
    expect(await stateOf(made._id)).toMatchObject({
      posterUrl: null,
      url: null,
      error: expect.stringContaining('speech engine down'),
    });
    expect((await fetched(rendering.posterUrl!)).json()).toMatchObject({ errCode: 404 });
  });
});
