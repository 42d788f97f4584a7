import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/demo';
import { demoBrochurePdf, demoVideoMp4 } from '../../server/seed/sampleMedia';
import type { ListResult } from '../../src/schemas/api';
import type { FileRecord } from '../../src/schemas/file';
import type { ShareWebRecord, ShareWebType } from '../../src/schemas/shareWeb';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';

const publicDir = path.resolve(import.meta.dirname, '../../public');
const CHINESE = /[\u4e00-\u9fff]/;

/** The boxes of an MP4 (ISO BMFF) by path, e.g. 'moov/trak/mdia/hdlr', each with its payload. */
function mp4Boxes(bytes: Buffer, prefix = '', out: { path: string; body: Buffer }[] = []) {
  const containers = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl']);
  for (let at = 0; at + 8 <= bytes.length;) {
    const size = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (size < 8 || at + size > bytes.length) throw new Error(`bad box ${type} at ${at}`);
    const body = bytes.subarray(at + 8, at + size);
    out.push({ path: prefix + type, body });
    if (containers.has(type)) mp4Boxes(body, `${prefix}${type}/`, out);
    at += size;
  }
  return out;
}

/** What a player would find in the MP4: its video track's size, frame count and length. */
function videoTrackOf(bytes: Buffer) {
  const boxes = mp4Boxes(bytes);
  const one = (name: string) => boxes.find((b) => b.path === `moov/trak/${name}`)?.body;
  const handler = one('mdia/hdlr')?.toString('latin1', 8, 12);
  const tkhd = one('tkhd');
  const mdhd = one('mdia/mdhd');
  const stsz = one('mdia/minf/stbl/stsz');
  if (!tkhd || !mdhd || !stsz) throw new Error('no video track');
  const v1 = tkhd[0] === 1;
  const widthAt = v1 ? 88 : 76;
  const timescale = mdhd.readUInt32BE(mdhd[0] === 1 ? 20 : 12);
  const duration = mdhd[0] === 1 ? Number(mdhd.readBigUInt64BE(24)) : mdhd.readUInt32BE(16);
  return {
    handler,
    width: tkhd.readUInt32BE(widthAt) / 65536,
    height: tkhd.readUInt32BE(widthAt + 4) / 65536,
    frames: stsz.readUInt32BE(8),
    seconds: duration / timescale,
    moovFirst: boxes.findIndex((b) => b.path === 'moov') < boxes.findIndex((b) => b.path === 'mdat'),
  };
}

describe('the demo seed', () => {
  it('names organisations and people as a company would', () => {
    const orgs = new Set(DEMO_ACCOUNTS.map((a) => a.org).filter(Boolean));
    expect([...orgs]).toEqual(['北京分公司', '上海分公司', '广州分公司', '深圳分行', '杭州分公司']);
    for (const account of DEMO_ACCOUNTS) expect(account.fullName).toMatch(/^[\u4e00-\u9fff]{2,5}$/);
  });

  it('has a product video of ten seconds of 640x360 pictures that plays while it loads, under 1 MB', async () => {
    const video = await demoVideoMp4();
    expect(video.length).toBeLessThan(1024 * 1024);
    expect(videoTrackOf(video)).toEqual({
      handler: 'vide',
      width: 640,
      height: 360,
      frames: 240,
      seconds: 10,
      moovFirst: true,
    });
  });
});

describe.each(databaseKinds)('the demo seed with its files on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { seedFiles: true });
    for (const name of ['demo_agent1', 'acme_agent1', 'vs_agent1']) tokens[name] = await t.tokenFor(name);
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async <T>(login: string, url: string) =>
    (await t.call<ListResult<T>>('GET', url, { token: tokens[login] })).result?.list ?? [];

  it.each(['demo_agent1', 'acme_agent1', 'vs_agent1'])(
    'shows %s links of every type to Chinese pages of the site itself, needing nothing from elsewhere',
    async (login) => {
      const types: ShareWebType[] = ['sells', 'measurement', 'digitalMan', 'yxzx'];
      for (const type of types) {
        const links = await list<ShareWebRecord>(login, `/api/shareWebs/list?type=${type}&pageSize=100`);
        expect(links.length, type).toBeGreaterThanOrEqual(2);
        for (const link of links) {
          expect(link.url).toMatch(/^\/demo\/[a-z-]+\/[a-z-]+\.html$/);
          const file = path.join(publicDir, link.url);
          expect(existsSync(file), link.url).toBe(true);
          const html = readFileSync(file, 'utf8');
          expect(html).toContain('<html lang="zh-CN">');
          expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
          expect(html.match(/<h1>([^<]+)<\/h1>/)?.[1]).toMatch(CHINESE);
          // Every address the page and its own style and scripts name is of this site.
          const local = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
          for (const ref of local) {
            expect(ref, `${link.url} → ${ref}`).not.toMatch(/^(https?:)?\/\//);
            const target = path.join(path.dirname(file), ref);
            expect(existsSync(target), `${link.url} → ${ref}`).toBe(true);
            if (/\.(css|js)$/.test(ref)) expect(readFileSync(target, 'utf8'), ref).not.toMatch(/https?:\/\/|url\(/);
          }
        }
      }
    },
  );

  it('stores a brochure and a product video per tenant, which each tenant downloads as uploaded', async () => {
    const video = await demoVideoMp4();
    const brochure = await demoBrochurePdf();
    for (const login of ['demo_agent1', 'acme_agent1', 'vs_agent1']) {
      const files = await list<FileRecord>(login, '/api/files/list?pageSize=100');
      expect(files.map((f) => [f.name, f.type, f.fileType]).sort()).toEqual([
        ['产品介绍视频', 'video', 'mp4'],
        ['产品说明书', 'document', 'pdf'],
      ]);
      for (const [file, bytes] of [
        [files.find((f) => f.type === 'video'), video],
        [files.find((f) => f.type === 'document'), brochure],
      ] as const) {
        const answer = await t.app.inject({
          method: 'GET',
          url: `/api/file/download/${file?._id ?? ''}`,
          headers: { 'access-token': tokens[login] ?? '' },
        });
        expect(answer.statusCode).toBe(200);
        expect(createHash('sha256').update(answer.rawPayload).digest('hex')).toBe(
          createHash('sha256').update(bytes).digest('hex'),
        );
      }
    }
  });

  it('gives the first room of each demo agent the product video as its recording', async () => {
    const rooms = await t.ctx.db
      .selectFrom('serviceRooms')
      .select('recordingFileId')
      .where('recordingFileId', 'is not', null)
      .execute();
    expect(rooms).toHaveLength(5);
    const size = (await demoVideoMp4()).length;
    for (const room of rooms) expect(await t.ctx.storage.stat(room.recordingFileId ?? '')).toEqual({ size });
  });
});
