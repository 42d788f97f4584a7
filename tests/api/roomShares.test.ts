import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { samplePdfPages, sampleMp4 } from '../../server/seed/sampleMedia';
import { guestKeyOf } from '../../server/services/customerKeys';
import type { Envelope } from '../../src/schemas/api';
import { documentPagesTexts, MAX_DOCUMENT_PAGES, type FileDetail } from '../../src/schemas/documentPages';
import type { FileRecord } from '../../src/schemas/file';
import type { RoomShare, RoomShareState } from '../../src/schemas/roomShare';
import type { ShareWebRecord } from '../../src/schemas/shareWeb';
import { databaseKinds } from '../support/databases';
import { multipartBody } from '../support/multipart';
import { ManualClock } from '../support/manualClock';
import { startTestApp, type TestApp } from '../support/testApp';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseKinds)('room shares on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const room = { id: '', inviteNumber: '135790', key: '' };
  const links: Record<string, ShareWebRecord> = {};
  let pdf: FileRecord;
  let video: FileRecord;
  let pending = '';
  let failed = '';
  let emitted: ReturnType<typeof vi.spyOn>;
  // The share delays wait for the test to move this clock.
  const clock = new ManualClock();

  const call = <T = unknown>(login: string | null, method: 'GET' | 'POST', url: string, body?: unknown) =>
    t.call<T>(method, url, { token: login ? tokens[login] : undefined, body });
  const state = async () =>
    (await call<RoomShareState>('demo_agent1', 'GET', `/api/serviceRoom/share?serviceId=${room.id}`)).result;
  const customerState = () =>
    call<{ share: RoomShare | null }>(
      null,
      'GET',
      `/api/customer/serviceRoom/share?serviceId=${room.id}&key=${room.key}`,
    );
  const upload = async (fileName: string, content: Buffer, url = '/api/file') => {
    const body = multipartBody({}, { fileName, content });
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, 'access-token': tokens.demo_agent1 ?? '' },
    });
    return (response.json() as Envelope<FileRecord>).result as FileRecord;
  };
  const linkNamed = async (login: string, type: string, name: string) => {
    const list =
      (await call<{ list: ShareWebRecord[] }>(login, 'GET', `/api/shareWebs/list?type=${type}&pageSize=100`)).result
        ?.list ?? [];
    const found = list.find((link) => link.name === name);
    if (!found) throw new Error(`no link ${name}`);
    return found;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
    for (const name of ['demo_agent1', 'demo_agent2', 'acme_agent1']) tokens[name] = await t.tokenFor(name);
    const agent = await t.ctx.db
      .selectFrom('agents')
      .select(['id', 'tenantId', 'orgAccountId'])
      .where('loginName', '=', 'demo_agent1')
      .executeTakeFirstOrThrow();
    const inserted = await t.ctx.db
      .insertInto('serviceRooms')
      .values({
        inviteNumber: room.inviteNumber,
        tenantId: agent.tenantId!,
        orgAccountId: agent.orgAccountId,
        agentId: agent.id,
        callId: null,
        userName: '王先生',
        userPhone: '13800138000',
      })
      .returning(['id', 'customerKey'])
      .executeTakeFirstOrThrow();
    room.id = inserted.id;
    room.key = inserted.customerKey;
    links.product = await linkNamed('demo_agent1', 'sells', '少儿教育金计划');
    links.yxzx = await linkNamed('demo_agent1', 'yxzx', '年金险热销海报');
    links.digitalMan = await linkNamed('demo_agent1', 'digitalMan', '数字人讲解-年金险');
    links.acme = await linkNamed('acme_agent1', 'sells', '少儿教育金计划');
    links.private = (
      await call<ShareWebRecord>('demo_agent2', 'POST', '/api/shareWeb', {
        name: '二号的私人链接',
        url: 'https://example.com/two',
      })
    ).result as ShareWebRecord;
    pdf = await upload('brochure.pdf', samplePdfPages([['Page one'], ['Page two']]));
    for (let i = 0; i < 300; i++) {
      const detail = (await call<FileDetail>('demo_agent1', 'GET', `/api/file/detail?id=${pdf._id}`)).result;
      if (detail?.conversion === 'done') break;
      await sleep(100);
    }
    /** A document record with the given state of its conversion, made without converting anything. */
    const documentConverting = async (
      name: string,
      conversion: { status?: 'pending' | 'failed'; error?: string; claimedUntil?: RawBuilder<Date> },
    ) => {
      const row = await t.ctx.db
        .insertInto('files')
        .values({
          tenantId: agent.tenantId!,
          orgAccountId: agent.orgAccountId!,
          agentId: agent.id,
          name,
          type: 'document',
          fileType: 'pdf',
          contentType: 'application/pdf',
          storageKey: `${name}.pdf`,
          size: 1,
          sha256: '0',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.ctx.db
        .insertInto('fileConversions')
        .values({ fileId: row.id, ...conversion })
        .execute();
      return row.id;
    };
    // A document another process is still converting, and one whose conversion failed.
    pending = await documentConverting('转码中', { claimedUntil: sql<Date>`now() + interval '1 hour'` });
    failed = await documentConverting('超长文档', {
      status: 'failed',
      error: documentPagesTexts.tooManyPages(MAX_DOCUMENT_PAGES),
    });
    const videoRow = await t.ctx.db
      .insertInto('files')
      .values({
        tenantId: agent.tenantId!,
        orgAccountId: agent.orgAccountId!,
        agentId: agent.id,
        name: '介绍视频',
        type: 'video',
        fileType: 'mp4',
        contentType: 'video/mp4',
        storageKey: 'tenants/x/video.mp4',
        size: sampleMp4().length,
        sha256: '0',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.ctx.storage.put('tenants/x/video.mp4', sampleMp4(), 'video/mp4');
    video = { _id: videoRow.id } as FileRecord;
    emitted = vi.spyOn(t.ctx.realtime, 'emitRoomMessage');
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  /** The share changes one side heard of (the agent's, unless told otherwise), in order. */
  const shareChanges = (side: 'agent' | 'customer' = 'agent') =>
    (emitted.mock.calls as unknown as [string, string, unknown, string?][])
      .filter(([, type, , to]) => type === 'share.changed' && (to === undefined || to === side))
      .map(([serviceId, , payload]) => ({ serviceId, ...(payload as object) }));

  it('shares a link, told to both sides and read again on reload by the agent and the customer', async () => {
    expect(await state()).toEqual({ share: null, roomInfo: { meetingDigitalHuman: true }, product: null });
    const started = await call<RoomShare>('demo_agent1', 'POST', '/api/shareWeb/start', {
      webId: links.product!._id,
      serviceId: room.id,
      clientUrl: 'x',
      userId: 'u',
    });
    expect(started).toMatchObject({
      errCode: 0,
      result: {
        kind: 'web',
        id: links.product!._id,
        name: '少儿教育金计划',
        url: '/demo/products/child-education.html',
        controller: 'client',
        pages: [],
      },
    });
    expect(shareChanges().at(-1)).toEqual({ serviceId: room.id, share: started.result, by: 'agent' });
    expect((await state())?.share).toEqual(started.result);
    expect((await customerState()).result?.share).toEqual(started.result);
  });

  it('shares a converted document page by page, its pages open to a key of the room only', async () => {
    const answer = await call<RoomShare>('demo_agent1', 'POST', '/api/serviceRoom/shareFile', {
      fileId: pdf._id,
      serviceId: room.id,
    });
    expect(answer).toMatchObject({ errCode: 0, result: { kind: 'file', controller: 'agent', url: null } });
    const pages = answer.result?.pages ?? [];
    expect(pages).toHaveLength(2);
    // Both sides see these addresses: they carry the guest key, never the customer key.
    expect(pages[0]).toContain(`key=${guestKeyOf(room.key)}`);
    expect(pages.join()).not.toContain(room.key);
    const first = await t.app.inject({ method: 'GET', url: pages[0]! });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const wrongKey = await t.app.inject({
      method: 'GET',
      url: pages[1]!.replace(guestKeyOf(room.key), guestKeyOf(guestKeyOf(room.key))),
    });
    expect(wrongKey.json()).toMatchObject({ errCode: 404 });
    const byNumber = await t.app.inject({
      method: 'GET',
      url: `/api/customer/serviceRoom/sharePage/${room.id}/1?invite=${room.inviteNumber}`,
    });
    expect(byNumber.json()).toMatchObject({ errCode: 400 });
    expect((await t.app.inject({ method: 'GET', url: pages[1]!.replace('/2?', '/3?') })).json()).toMatchObject({
      errCode: 404,
    });
    // Switching ends the link share in the same change: one message with the new share.
    expect(shareChanges().at(-1)).toMatchObject({ share: { kind: 'file' }, by: 'agent' });
  });

  it('shares a video, marketing-centre and digital-human content, one at a time', async () => {
    const shared = await call<RoomShare>('demo_agent1', 'POST', '/api/serviceRoom/shareFile', {
      fileId: video._id,
      serviceId: room.id,
      control: 'client',
    });
    expect(shared.result).toMatchObject({ kind: 'video', controller: 'client' });
    const played = await t.app.inject({ method: 'GET', url: shared.result!.url! });
    expect(played.headers['content-type']).toBe('video/mp4');
    expect(played.rawPayload.equals(sampleMp4())).toBe(true);
    expect(played.headers['accept-ranges']).toBe('bytes');
    // Byte ranges, so a player can seek: a slice, the open end, the last bytes; past the end is refused.
    const whole = sampleMp4();
    const ranged = (range: string) => t.app.inject({ method: 'GET', url: shared.result!.url!, headers: { range } });
    const slice = await ranged('bytes=10-99');
    expect(slice.statusCode).toBe(206);
    expect(slice.headers['content-range']).toBe(`bytes 10-99/${whole.length}`);
    expect(slice.headers['content-length']).toBe('90');
    expect(slice.rawPayload.equals(whole.subarray(10, 100))).toBe(true);
    const rest = await ranged(`bytes=${whole.length - 5}-`);
    expect(rest.statusCode).toBe(206);
    expect(rest.rawPayload.equals(whole.subarray(whole.length - 5))).toBe(true);
    const last = await ranged('bytes=-7');
    expect(last.headers['content-range']).toBe(`bytes ${whole.length - 7}-${whole.length - 1}/${whole.length}`);
    expect(last.rawPayload.equals(whole.subarray(whole.length - 7))).toBe(true);
    const past = await ranged(`bytes=${whole.length}-`);
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${whole.length}`);
    expect((await ranged('bytes=0-1,5-6')).statusCode).toBe(200);
    // The file page of the previous share is no longer served.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/customer/serviceRoom/sharePage/${room.id}/1?key=${guestKeyOf(room.key)}`,
        })
      ).json(),
    ).toMatchObject({ errCode: 404 });

    expect(
      (
        await call<RoomShare>('demo_agent1', 'POST', '/api/shareWeb/start', {
          webId: links.yxzx!._id,
          url: 'x',
          serviceId: room.id,
        })
      ).result,
    ).toMatchObject({ kind: 'yxzx' });
    expect(
      await call('demo_agent1', 'POST', '/api/digitalMan/startShare', {
        webId: links.product!._id,
        serviceId: room.id,
      }),
    ).toMatchObject({ errCode: 400, errInfo: '请选择数字人素材' });
    expect(
      (
        await call<RoomShare>('demo_agent1', 'POST', '/api/digitalMan/startShare', {
          webId: links.digitalMan!._id,
          serviceId: room.id,
        })
      ).result,
    ).toMatchObject({ kind: 'digitalMan' });
    expect((await state())?.share?.kind).toBe('digitalMan');
  });

  it('ends a share once; ending nothing tells nobody', async () => {
    const before = shareChanges().length;
    expect(await call('demo_agent1', 'POST', '/api/digitalMan/stopShare', { serviceId: room.id })).toMatchObject({
      errCode: 0,
    });
    expect(shareChanges().at(-1)).toEqual({ serviceId: room.id, share: null, by: 'agent', ended: 'digitalMan' });
    expect(await call('demo_agent1', 'POST', '/api/shareWeb/stop', { serviceId: room.id })).toMatchObject({
      errCode: 0,
    });
    expect(shareChanges()).toHaveLength(before + 1);
    expect((await state())?.share).toBeNull();
  });

  it('tells the customer of a link 3 s after the agent and of a file after 1 s, as the clock moves; of a switch away at once; of a web share ending twice', async () => {
    const customerBefore = shareChanges('customer').length;
    const link = (
      await call<RoomShare>('demo_agent1', 'POST', '/api/shareWeb/start', {
        webId: links.product!._id,
        serviceId: room.id,
      })
    ).result;
    expect(shareChanges().at(-1)).toMatchObject({ share: { kind: 'web' } });
    await clock.advance(2999);
    expect(shareChanges('customer')).toHaveLength(customerBefore);
    await clock.advance(1);
    await vi.waitFor(() => expect(shareChanges('customer')).toHaveLength(customerBefore + 1), {
      timeout: 5000,
      interval: 20,
    });
    expect(shareChanges('customer').at(-1)).toEqual({ serviceId: room.id, share: link, by: 'agent' });

    await call('demo_agent1', 'POST', '/api/serviceRoom/shareFile', { fileId: pdf._id, serviceId: room.id });
    // The customer leaves the link at once and opens the file a second later.
    expect(shareChanges('customer').at(-1)).toEqual({ serviceId: room.id, share: null, by: 'agent', ended: 'web' });
    await clock.advance(999);
    expect(shareChanges('customer').at(-1)).toEqual({ serviceId: room.id, share: null, by: 'agent', ended: 'web' });
    await clock.advance(1);
    await vi.waitFor(() => expect(shareChanges('customer').at(-1)).toMatchObject({ share: { kind: 'file' } }), {
      timeout: 5000,
      interval: 20,
    });

    // A link ended before its 3 s never reaches the customer; its end does, and again 500 ms later.
    const beforeLink = shareChanges('customer').length;
    await call('demo_agent1', 'POST', '/api/shareWeb/start', { webId: links.product!._id, serviceId: room.id });
    await call('demo_agent1', 'POST', '/api/shareWeb/stop', { serviceId: room.id });
    const ended = { serviceId: room.id, share: null, by: 'agent', ended: 'web' };
    await clock.advance(499);
    expect(shareChanges('customer').slice(beforeLink)).toEqual([{ ...ended, ended: 'file' }, ended]);
    await clock.advance(3001);
    await vi.waitFor(
      () => expect(shareChanges('customer').slice(beforeLink)).toEqual([{ ...ended, ended: 'file' }, ended, ended]),
      { timeout: 5000, interval: 20 },
    );
    // The link's own notice, due meanwhile, found it ended: nothing more comes.
    await clock.advance(5000);
    await state();
    expect(shareChanges('customer').slice(beforeLink)).toEqual([{ ...ended, ended: 'file' }, ended, ended]);
  });

  it('refuses a document still converting, with the spec text, changing nothing', async () => {
    await call('demo_agent1', 'POST', '/api/shareWeb/start', { webId: links.product!._id, serviceId: room.id });
    const before = shareChanges().length;
    expect(
      await call('demo_agent1', 'POST', '/api/serviceRoom/shareFile', { fileId: pending, serviceId: room.id }),
    ).toMatchObject({ errCode: 425, errInfo: '转码还未完成，请稍等片刻' });
    expect((await state())?.share?.kind).toBe('web');
    expect(shareChanges()).toHaveLength(before);
  });

  it('refuses a document whose conversion failed, with its reason, changing nothing', async () => {
    await call('demo_agent1', 'POST', '/api/shareWeb/start', { webId: links.product!._id, serviceId: room.id });
    const before = shareChanges().length;
    expect(
      await call('demo_agent1', 'POST', '/api/serviceRoom/shareFile', { fileId: failed, serviceId: room.id }),
    ).toMatchObject({
      errCode: 422,
      errInfo: '文档超过300页，请拆分后重新上传',
    });
    expect((await state())?.share?.kind).toBe('web');
    expect(shareChanges()).toHaveLength(before);
  });

  it('refuses another agent, another tenant, private items of others and bad ids, changing nothing', async () => {
    const before = shareChanges().length;
    const refusals: [string, string, unknown, number][] = [
      ['demo_agent2', '/api/shareWeb/start', { webId: links.product!._id, serviceId: room.id }, 404],
      ['demo_agent2', '/api/serviceRoom/stopShare', { serviceId: room.id }, 404],
      ['acme_agent1', '/api/serviceRoom/shareFile', { fileId: pdf._id, serviceId: room.id }, 404],
      ['demo_agent1', '/api/shareWeb/start', { webId: links.acme!._id, serviceId: room.id }, 404],
      ['demo_agent1', '/api/shareWeb/start', { webId: links.private!._id, serviceId: room.id }, 404],
      [
        'demo_agent1',
        '/api/shareWeb/start',
        { webId: links.product!._id, serviceId: room.id, agentId: 'someone-else' },
        404,
      ],
      ['demo_agent1', '/api/shareWeb/start', { webId: 'nope', serviceId: room.id }, 400],
      ['demo_agent1', '/api/shareWeb/start', { webId: links.product!._id, serviceId: 'nope' }, 400],
      ['demo_agent1', '/api/shareWeb/start', { webId: links.product!._id, serviceId: room.id, control: 'both' }, 400],
      [
        'demo_agent1',
        '/api/serviceRoom/shareFile',
        { fileId: '00000000-0000-0000-0000-000000000000', serviceId: room.id },
        404,
      ],
    ];
    for (const [login, path, body, code] of refusals) {
      const answer = await call(login, 'POST', path, body);
      expect(answer.errCode, `${login} ${path} ${JSON.stringify(body)}`).toBe(code);
      expect(answer.errInfo).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await call('demo_agent2', 'GET', `/api/serviceRoom/share?serviceId=${room.id}`)).errCode).toBe(404);
    expect(
      (await call(null, 'GET', `/api/customer/serviceRoom/share?serviceId=${room.id}&key=${'0'.repeat(43)}`)).errInfo,
    ).toBe('邀请链接无效或会话已结束');
    expect(
      (await call(null, 'POST', '/api/shareWeb/start', { webId: links.product!._id, serviceId: room.id })).errCode,
    ).toBe(513);
    expect((await state())?.share?.id).toBe(links.product!._id);
    expect(shareChanges()).toHaveLength(before);
  });

  it('lets the customer end a product share but nothing else', async () => {
    await call('demo_agent1', 'POST', '/api/serviceRoom/shareFile', { fileId: pdf._id, serviceId: room.id });
    const stop = { serviceId: room.id, key: room.key };
    expect((await call(null, 'POST', '/api/customer/serviceRoom/stopShare', stop)).errCode).toBe(404);
    expect((await state())?.share?.kind).toBe('file');
    await call('demo_agent1', 'POST', '/api/shareWeb/start', { webId: links.product!._id, serviceId: room.id });
    expect(
      (await call(null, 'POST', '/api/customer/serviceRoom/stopShare', { ...stop, key: '0'.repeat(43) })).errCode,
    ).toBe(400);
    expect(await call(null, 'POST', '/api/customer/serviceRoom/stopShare', stop)).toMatchObject({ errCode: 0 });
    expect(shareChanges().at(-1)).toEqual({ serviceId: room.id, share: null, by: 'customer', ended: 'web' });
  });

  it('refuses every share in an ended room, and its pages are no longer served', async () => {
    await call('demo_agent1', 'POST', '/api/serviceRoom/shareFile', { fileId: pdf._id, serviceId: room.id });
    await t.ctx.db
      .updateTable('serviceRooms')
      .set({ status: 'ended', endedAt: new Date() })
      .where('id', '=', room.id)
      .execute();
    const before = shareChanges().length;
    expect(
      await call('demo_agent1', 'POST', '/api/shareWeb/start', { webId: links.product!._id, serviceId: room.id }),
    ).toMatchObject({ errCode: 409, errInfo: '会话已结束' });
    expect((await call('demo_agent1', 'POST', '/api/serviceRoom/stopShare', { serviceId: room.id })).errCode).toBe(409);
    expect((await customerState()).errCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/customer/serviceRoom/sharePage/${room.id}/1?key=${guestKeyOf(room.key)}`,
        })
      ).json(),
    ).toMatchObject({ errCode: 404 });
    expect(shareChanges()).toHaveLength(before);
  });
});
