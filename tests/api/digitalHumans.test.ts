import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../src/schemas/api';
import { digitalHumanTexts, type DigitalHumanVideo } from '../../src/schemas/digitalHuman';
import { roomShareTexts, type RoomShare } from '../../src/schemas/roomShare';
import { shareWebTexts, type ShareWebRecord } from '../../src/schemas/shareWeb';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';

/** Rendering a few seconds of a speaking avatar, on a machine others share. */
const RENDER_TIMEOUT_MS = 150_000;
const WORDS = '您好，我是您的理财顾问小雅，为您介绍养老年金。';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseKinds)('digital humans that speak on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let advisor = '';
  let planBook = '';
  const call = <T>(who: string, method: InjectOptions['method'], url: string, body?: unknown) =>
    t.call<T>(method, url, { token: tokens[who], ...(body === undefined ? {} : { body }) });
  const counts = async () => ({
    links: Number(
      (
        await t.ctx.db
          .selectFrom('shareWebs')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    videos: Number(
      (
        await t.ctx.db
          .selectFrom('digitalHumanVideos')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });
  const speaker = (who: string, fields: Record<string, unknown>) =>
    call<ShareWebRecord>(who, 'POST', '/api/shareWeb', {
      type: 'digitalMan',
      name: '小雅讲年金',
      insurancePlanBookId: planBook,
      avatarId: advisor,
      voiceId: 'cmn-female',
      speedRate: 1,
      words: WORDS,
      ...fields,
    });
  const observe = (who: string, id: string) => call<DigitalHumanVideo>(who, 'GET', `/api/digitalHuman/observe/${id}`);
  const whenMade = async (id: string): Promise<DigitalHumanVideo> => {
    const states = new Set<string>();
    for (const start = Date.now(); Date.now() - start < RENDER_TIMEOUT_MS; await sleep(250)) {
      const seen = (await observe('demo_agent1', id)).result!;
      states.add(seen.render.state);
      if (seen.render.state === 'ready' || seen.render.state === 'failed') return seen;
    }
    throw new Error(`not rendered; seen ${[...states].join(', ')}`);
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const name of ['demo_agent1', 'demo_agent3', 'demo_tadmin', 'acme_agent1'])
      tokens[name] = await t.tokenFor(name);
    advisor = (
      await t.ctx.db.selectFrom('avatars').select('id').where('name', '=', '理财顾问小雅').executeTakeFirstOrThrow()
    ).id;
    const tenant = await t.ctx.db
      .selectFrom('tenants')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    planBook = (
      await t.ctx.db
        .selectFrom('insurancePlanBooks')
        .select('id')
        .where('tenantId', '=', tenant.id)
        .executeTakeFirstOrThrow()
    ).id;
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('refuses a digital human it cannot make, naming the field, and keeps nothing of it', async () => {
    const before = await counts();
    const refusals: [string, Record<string, unknown>, Record<string, string>][] = [
      ['demo_agent1', { avatarId: undefined }, { avatarId: shareWebTexts.avatarRequired }],
      // 小雅 is allotted to 北京分公司; demo_agent3 works in 上海分公司.
      ['demo_agent3', {}, { avatarId: shareWebTexts.avatarUnusable }],
      ['acme_agent1', { insurancePlanBookId: undefined }, { insurancePlanBookId: '请选择保险计划书' }],
      ['demo_agent1', { voiceId: 'robot-voice' }, { voiceId: shareWebTexts.voiceUnusable }],
      ['demo_agent1', { voiceId: undefined }, { voiceId: shareWebTexts.voiceRequired }],
      ['demo_agent1', { words: '   ' }, { words: shareWebTexts.wordsRequired }],
    ];
    for (const [who, fields, errors] of refusals) {
      const refused = await speaker(who, fields);
      expect(refused.errCode, JSON.stringify(fields)).toBe(400);
      expect(refused.result ?? (refused as Envelope<unknown> & { errors?: unknown }).errors ?? refused).toBeTruthy();
      expect(JSON.stringify(refused)).toContain(Object.values(errors)[0]);
    }
    const tooFast = await speaker('demo_agent1', { speedRate: 3 });
    expect(tooFast.errCode).toBe(400);
    expect(tooFast.errInfo).toContain(shareWebTexts.speedWrong);

    // A voice the company turned off is no longer offered, nor taken.
    await call('demo_tadmin', 'PUT', '/api/tts/voices', { enabled: ['cmn-female'], defaultVoiceId: 'cmn-female' });
    const off = await speaker('demo_agent1', { voiceId: 'cmn-male' });
    expect(JSON.stringify(off)).toContain(shareWebTexts.voiceUnusable);
    await call('demo_tadmin', 'PUT', '/api/tts/voices', {
      enabled: ['cmn-female', 'cmn-male'],
      defaultVoiceId: 'cmn-female',
    });
    expect(await counts()).toEqual(before);
  });

  it(
    'renders the avatar speaking as a job with visible progress, and plays it on its page and by the customer link',
    async () => {
      const made = await speaker('demo_agent1', {});
      expect(made).toMatchObject({ errCode: 0, errInfo: shareWebTexts.added, result: { type: 'digitalMan' } });
      const link = made.result!;
      expect(link.url).toBe(`/digitalHuman/numberObserve/${link._id}`);
      expect(link).toMatchObject({ avatarId: advisor, voiceId: 'cmn-female', speedRate: 1, words: WORDS });

      const first = (await observe('demo_agent1', link._id)).result!;
      expect(['queued', 'rendering']).toContain(first.render.state);
      expect(first.render.url).toBeNull();
      const ready = await whenMade(link._id);
      expect(ready.render).toMatchObject({ state: 'ready', progress: 100, error: null });
      expect(ready.render.seconds).toBeGreaterThan(2);
      const video = await t.app.inject({ method: 'GET', url: ready.render.url! });
      expect(video.statusCode).toBe(200);
      expect(video.headers['content-type']).toBe('video/mp4');
      expect(video.rawPayload.subarray(4, 8).toString('ascii')).toBe('ftyp');

      // The customer's page reads the same video by its signed link, without signing in.
      expect(ready.customerLink).toMatch(/^\/digitalModalIframe\?resWebId=.+&expires=\d+&signature=[0-9a-f]+$/);
      const query = ready.customerLink!.split('?')[1]!;
      const played = await t.call<DigitalHumanVideo>('GET', `/api/digitalHuman/play?${query}`);
      expect(played.result).toMatchObject({ _id: link._id, name: '小雅讲年金', words: null, customerLink: null });
      expect(played.result!.render.state).toBe('ready');
      // One hex digit of the signature changed (never to itself).
      const tampered = query.replace(/signature=(.)/, (_, first: string) => `signature=${first === '0' ? '1' : '0'}`);
      const forged = await t.call('GET', `/api/digitalHuman/play?${tampered}`);
      expect(forged).toMatchObject({ errCode: 404, errInfo: digitalHumanTexts.notFound });

      // Turned off, the link no longer plays for the customer.
      await call('demo_agent1', 'PUT', '/api/shareWeb', { id: link._id, status: 0 });
      expect(await t.call('GET', `/api/digitalHuman/play?${query}`)).toMatchObject({ errCode: 404 });
      await call('demo_agent1', 'PUT', '/api/shareWeb', { id: link._id, status: 1 });
    },
    RENDER_TIMEOUT_MS + 30_000,
  );

  it('renders the same avatar, words, voice and speed once: another link of them plays the video already made', async () => {
    const before = await counts();
    const again = (await speaker('demo_agent1', { name: '小雅讲年金（二）' })).result!;
    const after = await counts();
    expect(after).toEqual({ links: before.links + 1, videos: before.videos });
    expect((await observe('demo_agent1', again._id)).result!.render.state).toBe('ready');

    const slower = (await speaker('demo_agent1', { name: '小雅慢慢讲', speedRate: 0.75 })).result!;
    expect((await counts()).videos).toBe(before.videos + 1);
    expect(['queued', 'rendering']).toContain((await observe('demo_agent1', slower._id)).result!.render.state);
  });

  it("shows a link's video only inside the scope that sees the link", async () => {
    const link = (await speaker('demo_agent1', { name: '只给自己看' })).result!;
    for (const who of ['acme_agent1', 'demo_agent3'])
      expect(await observe(who, link._id)).toMatchObject({ errCode: 404, errInfo: digitalHumanTexts.notFound });
    expect(await observe('demo_tadmin', link._id)).toMatchObject({ errCode: 0 });
    expect(await observe('demo_agent1', 'not-an-id')).toMatchObject({ errCode: 404 });
  });

  it(
    'shares the video in the hall once made, both sides reading it from the room, and ends the share',
    async () => {
      const agent = await t.ctx.db
        .selectFrom('agents')
        .select(['id', 'tenantId', 'orgAccountId'])
        .where('loginName', '=', 'demo_agent1')
        .executeTakeFirstOrThrow();
      const room = await t.ctx.db
        .insertInto('serviceRooms')
        .values({
          inviteNumber: '246802',
          tenantId: agent.tenantId!,
          orgAccountId: agent.orgAccountId,
          agentId: agent.id,
          callId: null,
          userName: '王先生',
          userPhone: '13800138000',
        })
        .returning(['id', 'customerKey'])
        .executeTakeFirstOrThrow();
      const made = (await speaker('demo_agent1', { name: '共享用' })).result!;
      await whenMade(made._id);

      // One still being made is refused, and the room shares nothing.
      const waiting = (await speaker('demo_agent1', { name: '还在生成', words: `${WORDS}欢迎咨询。` })).result!;
      await t.ctx.db
        .updateTable('digitalHumanVideos')
        .set({ renderState: 'rendering', renderProgress: 40 })
        .where(
          'id',
          '=',
          (
            await t.ctx.db
              .selectFrom('shareWebs')
              .select('digitalVideoId')
              .where('id', '=', waiting._id)
              .executeTakeFirstOrThrow()
          ).digitalVideoId!,
        )
        .execute();
      const early = await call('demo_agent1', 'POST', '/api/digitalMan/startShare', {
        webId: waiting._id,
        serviceId: room.id,
      });
      expect(early).toMatchObject({ errCode: 409, errInfo: roomShareTexts.digitalManNotReady });

      const started = await call<RoomShare>('demo_agent1', 'POST', '/api/digitalMan/startShare', {
        webId: made._id,
        serviceId: room.id,
      });
      expect(started).toMatchObject({
        errCode: 0,
        result: { kind: 'digitalMan', id: made._id, name: '共享用', controller: 'agent', pages: [] },
      });
      const url = started.result!.url!;
      expect(url).toContain(`/api/customer/serviceRoom/shareVideo/${room.id}?key=`);
      const played = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
      expect(played.statusCode).toBe(206);
      expect(played.headers['content-type']).toBe('video/mp4');
      const customer = await t.call<{ share: RoomShare | null }>(
        'GET',
        `/api/customer/serviceRoom/share?serviceId=${room.id}&key=${room.customerKey}`,
      );
      expect(customer.result!.share).toMatchObject({ kind: 'digitalMan', url });

      // Someone else's room is not the agent's to share into.
      expect(
        await call('acme_agent1', 'POST', '/api/digitalMan/startShare', { webId: made._id, serviceId: room.id }),
      ).toMatchObject({ errCode: 404 });

      const stopped = await call('demo_agent1', 'POST', '/api/digitalMan/stopShare', { serviceId: room.id });
      expect(stopped).toMatchObject({ errCode: 0 });
      const after = await t.app.inject({ method: 'GET', url });
      expect(after.headers['content-type']).not.toBe('video/mp4');
      expect(after.json()).toMatchObject({ errCode: 404 });
    },
    RENDER_TIMEOUT_MS + 30_000,
  );
});
