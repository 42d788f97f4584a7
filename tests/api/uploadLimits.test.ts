import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_SIZE, type VideoUploadStatus } from '../../src/schemas/file';
import { BACKGROUND_CHUNK_SIZE } from '../../src/schemas/templateBackground';
import { mp4Bytes, sendChunk, storedObjects } from '../support/chunkUploads';
import { databaseKinds } from '../support/databases';
import { ManualClock } from '../support/manualClock';
import { multipartBody } from '../support/multipart';
import { startTestApp, type TestApp } from '../support/testApp';

const VIDEO = '/api/file/video/upload';
const BACKGROUND = '/api/videoTemplateBackground/chunk';
const MB = 1024 * 1024;

describe.each(databaseKinds)('chunked uploads are bounded on %s', (kind) => {
  let t: TestApp;
  const clock = new ManualClock();
  const tokens: Record<string, string> = {};
  const logged: { level: number; msg: string }[] = [];
  const first = mp4Bytes(CHUNK_SIZE);
  const id = () => `u-${randomBytes(6).toString('hex')}`;
  const video = (identifier: string, index: number, total: number, size: number) => ({
    identifier,
    index,
    total,
    size,
    name: '发布会.mp4',
  });
  const send = (who: string, fields: Record<string, string | number>, content: Buffer, url = VIDEO) =>
    sendChunk(t, url, tokens[who] ?? '', fields, content);
  const status = async (who: string, identifier: string) =>
    (await t.call<VideoUploadStatus>('GET', `${VIDEO}?identifier=${identifier}`, { token: tokens[who] })).result;
  const chunks = async () => (await storedObjects(t.config.dataDir)).filter((key) => key.startsWith('chunks/'));
  const openUploads = async (who: string) => {
    const agent = await t.ctx.db
      .selectFrom('agents')
      .select('id')
      .where('loginName', '=', who)
      .executeTakeFirstOrThrow();
    return (
      await t.ctx.db.selectFrom('fileUploads').select('identifier').where('agentId', '=', agent.id).execute()
    ).map((u) => u.identifier);
  };

  beforeAll(async () => {
    t = await startTestApp(
      kind,
      { logLevel: 'warn' },
      { clock, logStream: { write: (line) => void logged.push(JSON.parse(line) as (typeof logged)[number]) } },
    );
    for (const who of ['demo_agent1', 'demo_agent2', 'demo_agent3', 'demo_oadmin']) tokens[who] = await t.tokenFor(who);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a total that does not match the declared size, and stores nothing', async () => {
    const before = await chunks();
    const identifier = id();
    expect(await send('demo_agent1', video(identifier, 0, 2, 25 * MB), first)).toMatchObject({
      errCode: 400,
      errInfo: '分片总数与文件大小不符',
    });
    // The attack: a small declared size with the most chunks, each a full 10 MB.
    expect(await send('demo_agent1', video(identifier, 0, 205, MB), first)).toMatchObject({
      errCode: 400,
      errInfo: '分片总数与文件大小不符',
    });
    expect(await send('demo_agent1', video(identifier, 0, 1, MB), first)).toMatchObject({
      errCode: 400,
      errInfo: '分片大小不正确，请重新上传',
    });
    expect(await status('demo_agent1', identifier)).toMatchObject({ total: null, uploaded: [] });
    expect(await chunks()).toEqual(before);
  });

  it('refuses a middle chunk or a last chunk of the wrong size, keeping the chunks sent right', async () => {
    const identifier = id();
    const size = 25 * MB;
    expect(await send('demo_agent1', video(identifier, 0, 3, size), first)).toMatchObject({
      errCode: 0,
      result: { uploaded: [0] },
    });
    const before = await chunks();
    expect(await send('demo_agent1', video(identifier, 1, 3, size), randomBytes(5 * MB))).toMatchObject({
      errCode: 400,
      errInfo: '分片大小不正确，请重新上传',
    });
    expect(await send('demo_agent1', video(identifier, 2, 3, size), randomBytes(CHUNK_SIZE))).toMatchObject({
      errCode: 400,
      errInfo: '分片大小不正确，请重新上传',
    });
    expect(await send('demo_agent1', video(identifier, 2, 3, size), randomBytes(5 * MB))).toMatchObject({
      errCode: 0,
      result: { uploaded: [0, 2] },
    });
    expect((await chunks()).length).toBe(before.length + 1);
  });

  it('refuses a file past its route cap at its first chunk, before any byte is stored', async () => {
    const before = await chunks();
    const background = { identifier: id(), index: 0, total: 101, size: 101 * MB, name: '长视频.mp4' };
    expect(await send('demo_oadmin', background, randomBytes(BACKGROUND_CHUNK_SIZE), BACKGROUND)).toMatchObject({
      errCode: 400,
      errInfo: '背景视频必须小于100MB',
    });
    const picture = { identifier: id(), index: 0, total: 6, size: 6 * MB, name: '大图.png' };
    expect(await send('demo_oadmin', picture, randomBytes(BACKGROUND_CHUNK_SIZE), BACKGROUND)).toMatchObject({
      errCode: 400,
      errInfo: '背景图片必须小于5MB',
    });
    const tooBig = 2 * 1024 * MB + 1;
    expect(await send('demo_oadmin', video(id(), 0, Math.ceil(tooBig / CHUNK_SIZE), tooBig), first)).toMatchObject({
      errCode: 400,
      errInfo: '视频必须小于2GB',
    });
    expect(await openUploads('demo_oadmin')).toEqual([]);
    expect(await chunks()).toEqual(before);
  });

  it('holds an agent to 5 unfinished uploads and 2 GB declared in them', async () => {
    const small = mp4Bytes(4100);
    for (let i = 0; i < 5; i += 1)
      expect((await send('demo_agent2', video(id(), 0, 1, small.length), small)).errCode).toBe(0);
    const sixth = id();
    expect(await send('demo_agent2', video(sixth, 0, 1, small.length), small)).toMatchObject({
      errCode: 409,
      errInfo: '未完成的上传不能超过5个，请先完成之前的上传',
    });
    expect(await openUploads('demo_agent2')).not.toContain(sixth);
    // Another agent of the tenant is not held by these.
    expect((await send('demo_agent1', video(id(), 0, 1, small.length), small)).errCode).toBe(0);

    const large = 1536 * MB;
    expect((await send('demo_agent3', video(id(), 0, Math.ceil(large / CHUNK_SIZE), large), first)).errCode).toBe(0);
    const more = 600 * MB;
    expect(await send('demo_agent3', video(id(), 0, Math.ceil(more / CHUNK_SIZE), more), first)).toMatchObject({
      errCode: 409,
      errInfo: '未完成的上传总大小不能超过2GB，请先完成之前的上传',
    });
    expect(await openUploads('demo_agent3')).toHaveLength(1);
  });

  it('removes the chunks of uploads left behind within the hour, and keeps those still sent to', async () => {
    const kept = id();
    const size = 25 * MB;
    expect((await send('demo_agent1', video(kept, 0, 3, size), first)).errCode).toBe(0);
    expect(await chunks()).not.toEqual([]);
    await clock.skip(25 * 60_000);
    expect((await send('demo_agent1', video(kept, 1, 3, size), randomBytes(CHUNK_SIZE))).errCode).toBe(0);
    await clock.skip(25 * 60_000);
    expect(await status('demo_agent1', kept)).toMatchObject({ uploaded: [0, 1] });
    // 35 minutes after its last chunk: the others have been left for 60.
    await clock.skip(10 * 60_000);
    expect(await status('demo_agent1', kept)).toMatchObject({ total: null, uploaded: [] });
    expect(await chunks()).toEqual([]);
    for (const who of ['demo_agent1', 'demo_agent2', 'demo_agent3']) expect(await openUploads(who)).toEqual([]);
  });

  it('takes an upload cut off mid-body for a warning at most, and keeps nothing of it', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const identifier = id();
    const { payload, headers } = multipartBody(video(identifier, 0, 1, first.length), {
      fileName: '发布会.mp4',
      content: first,
    });
    const handled = new Promise<void>((resolve) =>
      t.app.server.once('request', (_req, res) => res.once('close', () => resolve())),
    );
    const cut = httpRequest({
      port,
      method: 'POST',
      path: VIDEO,
      headers: { ...headers, 'content-length': payload.length, 'access-token': tokens.demo_agent1 },
    });
    cut.on('error', () => undefined);
    cut.write(payload.subarray(0, payload.length / 2), () => cut.destroy());
    await handled;
    await clock.advance(1_000);
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
    expect(await openUploads('demo_agent1')).not.toContain(identifier);
    expect(await chunks()).toEqual([]);
  });
});
