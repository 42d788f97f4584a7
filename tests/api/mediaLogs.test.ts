import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RoomShare } from '../../src/schemas/roomShare';
import { databaseKinds } from '../support/databases';
import { baseUrlOf } from '../support/rooms';
import { startTestApp, type TestApp } from '../support/testApp';

/** A video large enough that a client can go away before it has all of it. */
const BIG = Buffer.alloc(8 * 1024 * 1024, 7);

interface Heard {
  status: number;
  bytes: number;
  complete: boolean;
}

/** A GET over a real connection; with `abortAfterFirstChunk` the client closes the connection on the first bytes. */
function get(url: string, headers: Record<string, string> = {}, abortAfterFirstChunk = false): Promise<Heard> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (abortAfterFirstChunk) {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, bytes, complete: false });
        }
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, complete: true }));
      res.on('error', () => undefined);
    });
    req.on('error', (err) => (abortAfterFirstChunk ? undefined : reject(err)));
    req.end();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseKinds)('media answers log no error on %s', (kind) => {
  let t: TestApp;
  let base = '';
  let videoUrl = '';
  let downloadUrl = '';
  let token = '';
  const lines: Array<{ level: number; msg?: string; err?: unknown }> = [];
  const errors = () => lines.filter((line) => line.level >= 50);

  beforeAll(async () => {
    t = await startTestApp(
      kind,
      { logLevel: 'info' },
      { logStream: { write: (line) => void lines.push(JSON.parse(line) as (typeof lines)[number]) } },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = baseUrlOf(t);
    token = await t.tokenFor('demo_agent1');
    const agent = await t.ctx.db
      .selectFrom('agents')
      .select(['id', 'tenantId', 'orgAccountId'])
      .where('loginName', '=', 'demo_agent1')
      .executeTakeFirstOrThrow();
    const room = await t.ctx.db
      .insertInto('serviceRooms')
      .values({
        inviteNumber: '246813',
        tenantId: agent.tenantId!,
        orgAccountId: agent.orgAccountId,
        agentId: agent.id,
        callId: null,
        userName: '王先生',
        userPhone: '13800138000',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const file = await t.ctx.db
      .insertInto('files')
      .values({
        tenantId: agent.tenantId!,
        orgAccountId: agent.orgAccountId!,
        agentId: agent.id,
        name: '大视频',
        type: 'video',
        fileType: 'mp4',
        contentType: 'video/mp4',
        storageKey: 'tenants/x/big.mp4',
        size: BIG.length,
        sha256: '0',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.ctx.storage.put('tenants/x/big.mp4', BIG, 'video/mp4');
    const shared = await t.call<RoomShare>('POST', '/api/serviceRoom/shareFile', {
      token,
      body: { fileId: file.id, serviceId: room.id, control: 'client' },
    });
    expect(shared.errCode, shared.errInfo).toBe(0);
    videoUrl = base + shared.result!.url!;
    downloadUrl = `${base}/api/file/download/${file.id}`;
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    lines.length = 0;
  });

  it('a shared video read whole, by range and left half-read', async () => {
    expect(await get(videoUrl)).toEqual({ status: 200, bytes: BIG.length, complete: true });
    expect(await get(videoUrl, { range: 'bytes=100-1099' })).toEqual({ status: 206, bytes: 1000, complete: true });
    expect(await get(videoUrl, { range: `bytes=${BIG.length - 10}-` })).toEqual({
      status: 206,
      bytes: 10,
      complete: true,
    });
    for (let i = 0; i < 3; i++) expect((await get(videoUrl, {}, true)).complete).toBe(false);
    expect((await get(videoUrl, { range: 'bytes=0-' }, true)).complete).toBe(false);
    await sleep(500);
    // The answers were logged at all (the capture works), without an error among them.
    expect(lines.some((line) => line.msg === 'request completed')).toBe(true);
    expect(errors()).toEqual([]);
  });

  it('a file download read whole and left half-read', async () => {
    expect(await get(downloadUrl, { 'access-token': token })).toEqual({
      status: 200,
      bytes: BIG.length,
      complete: true,
    });
    for (let i = 0; i < 3; i++) expect((await get(downloadUrl, { 'access-token': token }, true)).complete).toBe(false);
    await sleep(500);
    expect(lines.some((line) => line.msg === 'request completed')).toBe(true);
    expect(errors()).toEqual([]);
  });
});
