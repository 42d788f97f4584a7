import type { FastifyInstance } from 'fastify';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type BuiltApp } from '../../server/app';
import { samplePdfPages } from '../../server/seed/sampleMedia';
import { DocumentPages } from '../../server/services/documentPages';
import { FileConversions } from '../../server/services/fileConversions';
import type { Envelope, ListResult } from '../../src/schemas/api';
import { DocumentPagesCode, documentPagesTexts, filePagePath, type FileDetail } from '../../src/schemas/documentPages';
import type { FileRecord } from '../../src/schemas/file';
import { databaseKinds } from '../support/databases';
import { multipartBody } from '../support/multipart';
import { samplePng } from '../support/sampleFiles';
import { sampleWordDocument } from '../support/sampleOffice';
import { startTestApp, type TestApp } from '../support/testApp';

const CONVERSION_MS = 60_000;

/** Share of dark pixels: drawn text, not an empty page. */
function ink(png: PNG): number {
  let dark = 0;
  for (let i = 0; i < png.data.length; i += 4) if ((png.data[i] ?? 255) < 128) dark++;
  return dark / (png.width * png.height);
}

/** The parent of each live process (Linux /proc), zombies left out. */
async function liveProcesses(): Promise<Map<number, number>> {
  const parents = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const status = await readFile(`/proc/${entry}/status`, 'utf8').catch(() => '');
    if (status === '' || /^State:\s+Z/m.test(status)) continue;
    parents.set(Number(entry), Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0));
  }
  return parents;
}

/** Processes this test process started, and theirs: LibreOffice runs as oosplash and its soffice.bin child. */
async function descendants(): Promise<number[]> {
  const parents = await liveProcesses();
  const found: number[] = [];
  const visit = (pid: number) => {
    for (const [child, parent] of parents) {
      if (parent === pid) {
        found.push(child);
        visit(child);
      }
    }
  };
  visit(process.pid);
  return found;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseKinds)('document pages on %s', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  let restarted: BuiltApp | null = null;
  let dataDir = '';
  const tokens: Record<string, string> = {};

  const headers = (login: string) => ({ 'access-token': tokens[login] ?? '' });
  const upload = async (login: string, fileName: string, content: Buffer) => {
    const body = multipartBody({}, { fileName, content });
    const response = await app.inject({
      method: 'POST',
      url: '/api/file',
      payload: body.payload,
      headers: { ...body.headers, ...headers(login) },
    });
    const answer = response.json() as Envelope<FileRecord>;
    if (answer.errCode !== 0 || !answer.result) throw new Error(`upload ${fileName}: ${answer.errInfo}`);
    return answer.result;
  };
  const detail = async (login: string, id: string) =>
    (
      await app.inject({ method: 'GET', url: `/api/file/detail?id=${id}`, headers: headers(login) })
    ).json() as Envelope<FileDetail>;
  const converted = async (login: string, id: string) => {
    const deadline = Date.now() + CONVERSION_MS;
    for (;;) {
      const answer = await detail(login, id);
      if (answer.errCode !== DocumentPagesCode.converting || Date.now() > deadline) return answer;
      await sleep(100);
    }
  };
  const listed = async (login: string, id: string) => {
    const answer = (
      await app.inject({ method: 'GET', url: '/api/files/list?type=document&pageSize=1000', headers: headers(login) })
    ).json() as Envelope<ListResult<FileRecord>>;
    return answer.result?.list.find((file) => file._id === id);
  };
  const page = (login: string, url: string) => app.inject({ method: 'GET', url, headers: headers(login) });
  const pageImages = async (login: string, images: readonly string[]) =>
    Promise.all(images.map(async (url) => PNG.sync.read((await page(login, url)).rawPayload)));
  const storedPages = async (fileId: string) => {
    const tenants = path.join(dataDir, 'files', 'tenants');
    const found: string[] = [];
    for (const tenant of await readdir(tenants).catch(() => [])) {
      found.push(...(await readdir(path.join(tenants, tenant, 'pages', fileId)).catch(() => [])));
    }
    return found;
  };
  const conversionRow = (fileId: string) =>
    t.ctx.db
      .selectFrom('fileConversions')
      .select(['status', 'claimedUntil', 'attempts'])
      .where('fileId', '=', fileId)
      .executeTakeFirst();

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'document-pages-test-'));
    t = await startTestApp(kind, { dataDir });
    app = t.app;
    for (const login of ['demo_agent1', 'demo_agent2', 'demo_oadmin', 'acme_agent1'])
      tokens[login] = await t.tokenFor(login);
  });
  afterAll(async () => {
    if (restarted) {
      await restarted.app.close();
      await t.testDb.drop();
    } else {
      await t.close();
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  let pdf: FileRecord;
  let broken: FileRecord;

  it(
    'draws each page of a PDF as a PNG of the page shape, long side 1600 pixels',
    { timeout: CONVERSION_MS },
    async () => {
      pdf = await upload(
        'demo_agent1',
        '三页资料.pdf',
        samplePdfPages([['Page one', 'Premium plan'], ['Page two'], ['Page three', 'Claims', 'Contacts']]),
      );
      const answer = await converted('demo_agent1', pdf._id);
      expect(answer).toMatchObject({ errCode: 0, result: { _id: pdf._id, name: '三页资料', conversion: 'done' } });
      expect(answer.result?.images).toEqual([1, 2, 3].map((n) => filePagePath(pdf._id, n)));

      const response = await page('demo_agent1', filePagePath(pdf._id, 1));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const images = await pageImages('demo_agent1', answer.result?.images ?? []);
      for (const image of images) {
        expect(image.height).toBe(1600);
        expect(Math.abs(image.width - (1600 * 595) / 842)).toBeLessThanOrEqual(1);
        expect(ink(image)).toBeGreaterThan(0);
      }
      const [first, second, third] = images.map((image) => image.data);
      expect(first?.equals(second ?? Buffer.alloc(0))).toBe(false);
      expect(second?.equals(third ?? Buffer.alloc(0))).toBe(false);
      expect(first?.equals(third ?? Buffer.alloc(0))).toBe(false);
      expect(await storedPages(pdf._id)).toHaveLength(3);
      expect((await page('demo_agent1', filePagePath(pdf._id, 4))).json()).toMatchObject({ errCode: 404 });
    },
  );

  it(
    'answers the pending text while a Word document converts, then its pages with the Chinese text drawn',
    { timeout: CONVERSION_MS },
    async () => {
      const docx = await upload(
        'demo_agent1',
        '投保须知.docx',
        sampleWordDocument([
          ['投保须知', '请仔细阅读'],
          ['理赔指南', '请仔细阅读'],
        ]),
      );
      const pending = await detail('demo_agent1', docx._id);
      expect(pending).toMatchObject({
        errCode: DocumentPagesCode.converting,
        errInfo: '转码还未完成，请稍等片刻',
        result: { _id: docx._id, name: '投保须知', images: [], conversion: 'pending' },
      });

      const answer = await converted('demo_agent1', docx._id);
      expect(answer).toMatchObject({ errCode: 0, result: { conversion: 'done' } });
      expect(answer.result?.images).toHaveLength(2);
      const [first, second] = await pageImages('demo_agent1', answer.result?.images ?? []);
      expect(first && ink(first)).toBeGreaterThan(0.001);
      // Same layout, different characters: missing CJK glyphs would draw both headings as the same empty boxes.
      expect(first?.data.equals(second?.data ?? Buffer.alloc(0))).toBe(false);
    },
  );

  it('keeps an image as its own single page', async () => {
    const png = samplePng(40, 30);
    const image = await upload('demo_agent1', '海报.png', png);
    const answer = await converted('demo_agent1', image._id);
    expect(answer).toMatchObject({ errCode: 0, result: { images: [filePagePath(image._id, 1)], conversion: 'done' } });
    const response = await page('demo_agent1', filePagePath(image._id, 1));
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.equals(png)).toBe(true);
    expect(await storedPages(image._id)).toEqual([]);
  });

  it(
    'answers a Chinese failure for a document that cannot be drawn, in its detail and in the list',
    { timeout: CONVERSION_MS },
    async () => {
      broken = await upload('demo_agent1', '损坏.pdf', Buffer.from('%PDF-1.4\nthis is not a real PDF body\n'));
      const answer = await converted('demo_agent1', broken._id);
      expect(answer).toMatchObject({
        errCode: DocumentPagesCode.failed,
        errInfo: documentPagesTexts.failed,
        result: { _id: broken._id, images: [], conversion: 'failed', conversionError: documentPagesTexts.failed },
      });
      expect(await listed('demo_agent1', broken._id)).toMatchObject({
        conversion: 'failed',
        conversionError: documentPagesTexts.failed,
      });
      expect(await listed('demo_agent1', pdf._id)).toMatchObject({ conversion: 'done', conversionError: null });
    },
  );

  it(
    'says the conversion tools are missing, logs no error, and converts at the next start once they are there',
    { timeout: CONVERSION_MS },
    async () => {
      const logged = vi.spyOn(app.log, 'error');
      const installedPath = process.env.PATH;
      let answer: Envelope<FileDetail>;
      let missing: FileRecord;
      // Tools not on the PATH are tools not installed, for the server's child processes.
      process.env.PATH = '/nonexistent';
      try {
        missing = await upload('demo_agent1', '无工具.pdf', samplePdfPages([['Converted once installed']]));
        answer = await converted('demo_agent1', missing._id);
      } finally {
        process.env.PATH = installedPath;
      }
      expect(answer).toMatchObject({
        errCode: DocumentPagesCode.failed,
        errInfo: documentPagesTexts.toolsMissing,
        result: { conversion: 'failed' },
      });
      expect(await listed('demo_agent1', missing._id)).toMatchObject({
        conversion: 'failed',
        conversionError: documentPagesTexts.toolsMissing,
      });
      expect(logged).not.toHaveBeenCalled();
      logged.mockRestore();

      // Another server starting (a restart) takes up what failed for want of the tools, not the broken document.
      const another = new DocumentPages(new FileConversions(t.ctx.db), t.ctx.storage, app.log);
      await another.start();
      try {
        expect((await converted('demo_agent1', missing._id)).result).toMatchObject({
          conversion: 'done',
          images: [filePagePath(missing._id, 1)],
        });
      } finally {
        await another.stop();
      }
      expect((await listed('demo_agent1', missing._id))?.conversion).toBe('done');
      expect(await listed('demo_agent1', broken._id)).toMatchObject({
        conversion: 'failed',
        conversionError: documentPagesTexts.failed,
      });
    },
  );

  it('shows the detail and the pages only to those who may see the file', async () => {
    for (const login of ['acme_agent1', 'demo_agent2']) {
      expect((await detail(login, pdf._id)).errCode, login).toBe(404);
      const response = await page(login, filePagePath(pdf._id, 1));
      expect(response.json(), login).toMatchObject({ errCode: 404 });
    }
    expect((await detail('demo_oadmin', pdf._id)).result?.images).toHaveLength(3);
    expect((await page('demo_oadmin', filePagePath(pdf._id, 2))).statusCode).toBe(200);
    expect((await page('demo_agent1', '/api/file/page/not-a-uuid/1')).json()).toMatchObject({ errCode: 404 });
    expect((await page('demo_agent1', `/api/file/page/${pdf._id}/0`)).json()).toMatchObject({ errCode: 400 });
  });

  it('removes the page images with the file', async () => {
    const doomed = await upload('demo_agent1', '待删除.pdf', samplePdfPages([['one'], ['two']]));
    expect((await converted('demo_agent1', doomed._id)).result?.images).toHaveLength(2);
    expect(await storedPages(doomed._id)).toHaveLength(2);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/file?id=${doomed._id}`,
      headers: headers('demo_agent1'),
    });
    expect(removed.json()).toMatchObject({ errCode: 0 });
    expect(await storedPages(doomed._id)).toEqual([]);
    expect((await page('demo_agent1', filePagePath(doomed._id, 1))).json()).toMatchObject({ errCode: 404 });
  });

  it(
    'takes up after a restart the conversions a stop cut short, a crash left claimed, or that were never queued',
    { timeout: 2 * CONVERSION_MS },
    async () => {
      const cut = await upload('demo_agent1', '中断.docx', sampleWordDocument([['中断后继续']]));
      const crashed = await upload('demo_agent1', '崩溃.pdf', samplePdfPages([['claimed by a process that died']]));
      const unqueued = await upload('demo_agent1', '未排队.png', samplePng(8, 8));
      while ((await conversionRow(cut._id))?.claimedUntil === null) await sleep(20);
      await sleep(500);
      const converting = await descendants();
      expect(converting.length).toBeGreaterThan(0);
      await app.close();
      // Killed as a group: none lives on, not even a soffice.bin handed to init when its parent died.
      const live = await liveProcesses();
      expect(converting.filter((pid) => live.has(pid))).toEqual([]);

      // The stop ended LibreOffice and gave the document back, without counting the attempt.
      expect(await conversionRow(cut._id)).toEqual({ status: 'pending', claimedUntil: null, attempts: 0 });
      expect(await storedPages(cut._id)).toEqual([]);
      await t.ctx.db
        .updateTable('fileConversions')
        .set({ claimedUntil: new Date(Date.now() - 1000), attempts: 1 })
        .where('fileId', '=', crashed._id)
        .execute();
      await t.ctx.db.deleteFrom('fileConversions').where('fileId', '=', unqueued._id).execute();

      restarted = await buildApp(t.config, t.testDb.database, { webAppRoot: '/nonexistent' });
      app = restarted.app;
      expect((await converted('demo_agent1', cut._id)).result).toMatchObject({
        conversion: 'done',
        images: [filePagePath(cut._id, 1)],
      });
      expect((await converted('demo_agent1', crashed._id)).result?.images).toHaveLength(1);
      expect((await converted('demo_agent1', unqueued._id)).result?.images).toHaveLength(1);
      expect((await pageImages('demo_agent1', [filePagePath(cut._id, 1)]))[0]?.height).toBe(1600);
    },
  );
});
