import ExcelJS from 'exceljs';
import { fileTypeFromBuffer } from 'file-type';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemo } from '../../server/seed/demo';
import { samplePdf } from '../../server/seed/sampleMedia';
import { mp4Bytes } from '../support/chunkUploads';
import { FsStorage } from '../../server/storage/fsStorage';
import type { Envelope, ListResult } from '../../src/schemas/api';
import { CHUNK_SIZE, fileRecordSchema, type FileRecord, type VideoUploadStatus } from '../../src/schemas/file';
import { databaseKinds, openTestDatabase } from '../support/databases';
import { multipartBody, type MultipartFilePart } from '../support/multipart';
import { sampleDocx, samplePng } from '../support/sampleFiles';
import { startTestApp, type TestApp } from '../support/testApp';
import { expectShape } from '../support/recordShapes';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(databaseKinds)('files on %s', (kind) => {
  let t: TestApp;
  let dataDir = '';
  const tokens: Record<string, string> = {};
  const orgs: Record<string, string> = {};

  const upload = async (
    login: string,
    fields: Record<string, string | number | undefined>,
    ...files: MultipartFilePart[]
  ) => {
    const { payload, headers } = multipartBody(fields, ...files);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/file',
      payload,
      headers: { ...headers, 'access-token': tokens[login] ?? '' },
    });
    return response.json() as Envelope<FileRecord>;
  };
  const sendChunk = async (
    login: string,
    fields: Record<string, string | number>,
    content: Buffer,
    fileName = 'blob',
  ) => {
    const { payload, headers } = multipartBody(fields, { fileName, content });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/file/video/upload',
      payload,
      headers: { ...headers, 'access-token': tokens[login] ?? '' },
    });
    return response.json() as Envelope<{ uploaded: number[] }>;
  };
  const call = <T>(login: string, method: 'GET' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    t.call<T>(method, url, { token: tokens[login] ?? '', ...(body === undefined ? {} : { body }) });
  const listIds = async (login: string, query = '') => {
    const list =
      (await call<ListResult<FileRecord>>(login, 'GET', `/api/files/list?pageSize=1000${query}`)).result?.list ?? [];
    expectShape(fileRecordSchema, ...list);
    return list.map((f) => f._id);
  };
  const download = (login: string, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/file/download/${id}`, headers: { 'access-token': tokens[login] ?? '' } });
  const storedObjects = async (): Promise<string[]> => {
    const root = path.join(dataDir, 'files');
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    const keys = entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
    // Page images come and go in the background as documents convert (documentPages.test.ts).
    return keys.filter((key) => !/^tenants\/[^/]+\/pages\//.test(key));
  };
  const fileRows = async () =>
    (await sql<{ count: number }>`select count(*)::int as count from files`.execute(t.ctx.db)).rows[0]?.count;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'files-test-'));
    t = await startTestApp(kind, { dataDir });
    for (const login of [
      'sysadmin',
      'demo_tadmin',
      'demo_oadmin',
      'demo_agent1',
      'demo_agent2',
      'demo_agent3',
      'acme_tadmin',
      'acme_agent1',
    ]) {
      tokens[login] = await t.tokenFor(login);
    }
    for (const org of await t.ctx.db.selectFrom('orgAccounts').select(['id', 'orgName']).execute())
      orgs[org.orgName] = org.id;
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  describe('documents', () => {
    const pdf = samplePdf(['Quarterly brochure', 'for the files test']);
    let agentFile: FileRecord;

    it('uploads a PDF named after the file, lists it and downloads the same bytes as an attachment', async () => {
      const answer = await upload(
        'demo_agent1',
        { isPublic: 1 },
        { fileName: '产品手册2026.pdf', content: pdf, contentType: 'application/pdf' },
      );
      expect(answer).toMatchObject({ errCode: 0, errInfo: '上传成功' });
      agentFile = answer.result as FileRecord;
      expect(agentFile).toMatchObject({
        name: '产品手册2026',
        type: 'document',
        fileType: 'pdf',
        size: pdf.length,
        sha256: sha256(pdf),
        isPublic: 0,
        range: 2,
        orgAccount: { orgName: '北京分公司' },
        agent: { loginName: 'demo_agent1' },
      });
      expect(agentFile.url).toBe(`/api/file/download/${agentFile._id}`);
      expect(await listIds('demo_agent1', '&type=document')).toContain(agentFile._id);
      expect(await listIds('demo_agent1', '&type=video')).not.toContain(agentFile._id);

      const response = await t.app.inject({
        method: 'GET',
        url: agentFile.url,
        headers: { 'access-token': tokens.demo_agent1 ?? '' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="____2026.pdf"; filename*=UTF-8''${encodeURIComponent('产品手册2026.pdf')}`,
      );
      expect(response.rawPayload.equals(pdf)).toBe(true);
      expect((await storedObjects()).filter((key) => !key.endsWith('.pdf'))).toEqual([]);
    });

    it('accepts an image and a Word document by their content, and stores keys of its own', async () => {
      const png = await upload('demo_agent1', { name: '二维码' }, { fileName: 'qr.PNG', content: samplePng(4, 4) });
      expect(png.result).toMatchObject({ name: '二维码', fileType: 'png', contentType: 'image/png' });
      const docx = await upload('demo_agent1', {}, { fileName: '../../etc/投保须知.docx', content: sampleDocx() });
      expect(docx.result).toMatchObject({ name: '投保须知', fileType: 'docx' });
      const keys = await storedObjects();
      expect(keys.every((key) => /^tenants\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.(pdf|png|docx)$/.test(key))).toBe(true);
    });

    it('refuses content that does not match the extension and stores nothing', async () => {
      const objects = await storedObjects();
      const rows = await fileRows();
      const fake = await upload(
        'demo_agent1',
        {},
        { fileName: 'contract.pdf', content: Buffer.from('just some text, not a PDF at all') },
      );
      expect(fake).toMatchObject({
        errCode: 400,
        errInfo: '文件内容与扩展名.pdf不符，请上传真实的PDF文件',
        result: { fields: { file: expect.any(String) } },
      });
      expect((await upload('demo_agent1', {}, { fileName: 'photo.jpg', content: samplePng() })).errInfo).toBe(
        '文件内容与扩展名.jpg不符，请上传真实的JPG文件',
      );
      expect((await upload('demo_agent1', {}, { fileName: 'slides.pptx', content: sampleDocx() })).errCode).toBe(400);
      expect((await upload('demo_agent1', {}, { fileName: 'tool.exe', content: pdf })).errInfo).toBe(
        '只支持上传jpg、jpeg、png图片和doc、docx、pdf、ppt、pptx文件',
      );
      expect((await upload('demo_agent1', {}, { fileName: 'empty.pdf', content: Buffer.alloc(0) })).errInfo).toBe(
        '不能上传空文件',
      );
      expect((await upload('demo_agent1', { name: 'x' })).errInfo).toBe('请上传文件');
      expect(
        (await upload('demo_agent1', {}, { fileName: 'big.png', content: samplePng(1, 1, 5 * 1024 * 1024) })).errInfo,
      ).toBe('图片必须小于5MB!');
      expect(await storedObjects()).toEqual(objects);
      expect(await fileRows()).toBe(rows);
    });

    it('reads no upload without a session, and no JSON as an upload', async () => {
      const { payload, headers } = multipartBody({}, { fileName: 'a.pdf', content: pdf });
      const anonymous = await t.app.inject({ method: 'POST', url: '/api/file', payload, headers });
      expect(anonymous.json()).toMatchObject({ errCode: 513 });
      expect((await t.app.inject({ method: 'GET', url: `/api/file/download/${agentFile._id}` })).json()).toMatchObject({
        errCode: 513,
      });
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/file',
        payload: { name: 'x' },
        headers: { 'access-token': tokens.demo_agent1 ?? '' },
      });
      expect(json.json()).toMatchObject({ errCode: 400 });
    });

    it('cuts a default name to 30 characters and refuses a longer explicit one', async () => {
      const long = '很'.repeat(40);
      const cut = await upload('demo_agent2', {}, { fileName: `${long}.pdf`, content: pdf });
      expect(cut.result?.name).toBe('很'.repeat(30));
      const refused = await upload('demo_agent2', { name: long }, { fileName: 'a.pdf', content: pdf });
      expect(refused).toMatchObject({
        errCode: 400,
        errInfo: '文件名称不能超过30个字符',
        result: { fields: { name: '文件名称不能超过30个字符' } },
      });
      expect((await upload('demo_agent2', { range: 3 }, { fileName: 'a.pdf', content: pdf })).result).toMatchObject({
        fields: { range: '请选择公开范围' },
      });
    });

    it('shows a private upload to its owner and the admins above it, and to nobody else', async () => {
      const id = agentFile._id;
      expect(await listIds('demo_agent2')).not.toContain(id);
      expect(await listIds('demo_agent3')).not.toContain(id);
      expect(await listIds('demo_oadmin')).toContain(id);
      expect(await listIds('demo_tadmin')).toContain(id);
      expect(await listIds('sysadmin')).toContain(id);
      expect(await listIds('acme_tadmin')).not.toContain(id);
      for (const login of ['demo_agent2', 'demo_agent3', 'acme_tadmin', 'acme_agent1']) {
        expect((await call(login, 'GET', `/api/file/detail?id=${id}`)).errCode, login).toBe(404);
        const response = await download(login, id);
        expect(response.json(), login).toMatchObject({ errCode: 404 });
        expect(response.rawPayload.includes(pdf.subarray(0, 16))).toBe(false);
      }
      expect((await call<FileRecord>('demo_oadmin', 'GET', `/api/file/detail?id=${id}`)).result?._id).toBe(id);
      expect((await download('demo_oadmin', id)).rawPayload.equals(pdf)).toBe(true);
      expect((await call('demo_agent1', 'GET', '/api/file/detail?id=not-a-uuid')).errCode).toBe(404);
    });

    it('shows a public item to its organisation (range 2) or its tenant (range 1), never to another tenant', async () => {
      const orgWide = (
        await upload('demo_oadmin', { isPublic: 1, range: 2, name: '机构资料' }, { fileName: 'a.pdf', content: pdf })
      ).result as FileRecord;
      const tenantWide = (
        await upload('demo_oadmin', { isPublic: 1, range: 1, name: '公司资料' }, { fileName: 'b.pdf', content: pdf })
      ).result as FileRecord;
      expect(orgWide).toMatchObject({ isPublic: 1, range: 2 });
      expect(await listIds('demo_agent2')).toEqual(expect.arrayContaining([orgWide._id, tenantWide._id]));
      expect(await listIds('demo_agent3')).toContain(tenantWide._id);
      expect(await listIds('demo_agent3')).not.toContain(orgWide._id);
      expect((await call('demo_agent3', 'GET', `/api/file/detail?id=${orgWide._id}`)).errCode).toBe(404);
      expect((await download('demo_agent3', tenantWide._id)).rawPayload.equals(pdf)).toBe(true);
      for (const login of ['acme_agent1', 'acme_tadmin']) {
        const seen = await listIds(login);
        expect(seen).not.toContain(orgWide._id);
        expect(seen).not.toContain(tenantWide._id);
      }
      expect(await listIds('acme_agent1', `&tenant=${orgWide.tenant._id}`)).toEqual([]);
    });

    it('places an upload in the organisation the rules allow', async () => {
      const byTenantAdmin = await upload(
        'demo_tadmin',
        { orgAccount: orgs['上海分公司'] },
        { fileName: 'b.pdf', content: pdf },
      );
      expect(byTenantAdmin.result).toMatchObject({ orgAccount: { orgName: '上海分公司' }, isPublic: 1, range: 1 });
      expect((await upload('demo_tadmin', {}, { fileName: 'b.pdf', content: pdf })).errInfo).toBe('请选择机构');
      expect(
        (await upload('demo_tadmin', { orgAccount: orgs['广州分公司'] }, { fileName: 'b.pdf', content: pdf })).errInfo,
      ).toBe('机构超出可选范围');
      const elsewhere = await upload(
        'demo_agent1',
        { orgAccount: orgs['上海分公司'] },
        { fileName: 'b.pdf', content: pdf },
      );
      expect(elsewhere).toMatchObject({
        errCode: 400,
        errInfo: '机构超出可选范围',
        result: { fields: { orgAccount: '机构超出可选范围' } },
      });
      const byAgent = await upload(
        'demo_agent1',
        { orgAccount: orgs['北京分公司'] },
        { fileName: 'b.pdf', content: pdf },
      );
      expect(byAgent.result?.orgAccount.orgName).toBe('北京分公司');
    });

    it('lets the owner and the admins over it edit and delete, and nobody else', async () => {
      const tenantWide = (
        await upload('demo_oadmin', { isPublic: 1, range: 1, name: '共享文件' }, { fileName: 'c.pdf', content: pdf })
      ).result as FileRecord;
      expect((await call('demo_agent3', 'PUT', '/api/file', { id: tenantWide._id, name: '改名' })).errCode).toBe(403);
      expect((await call('demo_agent2', 'PUT', '/api/file', { id: agentFile._id, name: '改名' })).errCode).toBe(404);
      expect((await call('acme_tadmin', 'DELETE', `/api/file?id=${agentFile._id}`)).errCode).toBe(404);

      const renamed = await call<FileRecord>('demo_agent1', 'PUT', '/api/file', {
        id: agentFile._id,
        name: '  新名称  ',
        isPublic: 1,
      });
      expect(renamed).toMatchObject({ errCode: 0, errInfo: '编辑成功', result: { name: '新名称', isPublic: 0 } });
      expect(
        (await call('demo_agent1', 'PUT', '/api/file', { id: agentFile._id, name: '名'.repeat(31) })).errInfo,
      ).toBe('文件名称不能超过30个字符');
      expect((await call('demo_agent1', 'PUT', '/api/file', { id: agentFile._id, owner: 'x' })).errCode).toBe(400);

      const before = await storedObjects();
      expect(await call('demo_oadmin', 'DELETE', `/api/file?id=${agentFile._id}`)).toMatchObject({
        errCode: 0,
        errInfo: '删除成功',
      });
      expect((await storedObjects()).length).toBe(before.length - 1);
      expect((await download('demo_agent1', agentFile._id)).json()).toMatchObject({ errCode: 404 });
      expect((await call('demo_oadmin', 'DELETE', `/api/file?id=${agentFile._id}`)).errCode).toBe(404);
    });

    it('exports the files in an admin scope as a spreadsheet, and not for an agent', async () => {
      expect((await call('demo_agent1', 'GET', '/api/files/export')).errCode).toBe(403);
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/files/export?type=document',
        headers: { 'access-token': tokens.demo_oadmin ?? '' },
      });
      expect(response.headers['content-type']).toContain('spreadsheetml');
      expect(response.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent('文件列表.xlsx')}`,
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      expect(sheet?.getRow(1).values).toEqual([
        undefined,
        '文件名称',
        '类型',
        '格式',
        '大小(字节)',
        '是否公开',
        '公开范围',
        '上传人',
        '机构',
        '公司',
        '上传时间',
      ]);
      const orgNames = new Set<string>();
      sheet?.eachRow((row, n) => {
        if (n > 1) orgNames.add(String(row.getCell(8).value));
      });
      expect([...orgNames]).toEqual(['北京分公司']);
      expect(sheet?.rowCount).toBeGreaterThan(3);
    });
  });

  describe('videos in chunks', () => {
    const total = 25 * 1024 * 1024;
    const video = mp4Bytes(total);
    const pieces = [0, 1, 2].map((i) => video.subarray(i * CHUNK_SIZE, Math.min(total, (i + 1) * CHUNK_SIZE)));
    const chunkFields = (identifier: string, index: number) => ({
      identifier,
      index,
      total: 3,
      size: total,
      name: '发布会视频.mp4',
    });
    const status = async (login: string, identifier: string) =>
      (await call<VideoUploadStatus>(login, 'GET', `/api/file/video/upload?identifier=${identifier}`)).result;
    const chunkObjects = async () => (await storedObjects()).filter((key) => key.startsWith('chunks/'));

    it('resumes an interrupted upload, refuses to merge while a chunk is missing, then merges with the source sha256', async () => {
      const identifier = `v-${randomBytes(6).toString('hex')}`;
      expect(await sendChunk('demo_agent1', chunkFields(identifier, 0), pieces[0] ?? Buffer.alloc(0))).toMatchObject({
        errCode: 0,
        result: { uploaded: [0] },
      });
      expect(
        (await sendChunk('demo_agent1', chunkFields(identifier, 0), pieces[0] ?? Buffer.alloc(0))).result?.uploaded,
      ).toEqual([0]);
      expect(
        (await sendChunk('demo_agent1', chunkFields(identifier, 2), pieces[2] ?? Buffer.alloc(0))).result?.uploaded,
      ).toEqual([0, 2]);
      // The connection drops here; the client asks what the server holds.
      expect(await status('demo_agent1', identifier)).toEqual({ identifier, total: 3, size: total, uploaded: [0, 2] });

      const rowsEarly = await fileRows();
      const early = await call('demo_agent1', 'GET', `/api/file/video/merge?identifier=${identifier}`);
      expect(early).toMatchObject({
        errCode: 400,
        errInfo: '视频分片不完整（缺少第2片），请继续上传后再合并',
        result: { missing: [1] },
      });
      expect(await chunkObjects()).toHaveLength(2);
      expect(await fileRows()).toBe(rowsEarly);

      // Another agent neither reaches these chunks nor merges them.
      expect((await status('demo_agent2', identifier))?.uploaded).toEqual([]);
      expect((await call('demo_agent2', 'GET', `/api/file/video/merge?identifier=${identifier}`)).errInfo).toBe(
        '没有找到该视频的上传分片，请重新上传',
      );
      await sendChunk('demo_agent2', chunkFields(identifier, 1), pieces[1] ?? Buffer.alloc(0));
      expect((await status('demo_agent1', identifier))?.uploaded).toEqual([0, 2]);

      await sendChunk('demo_agent1', chunkFields(identifier, 1), pieces[1] ?? Buffer.alloc(0));
      const chunksBefore = (await chunkObjects()).length;
      const rowsBefore = await fileRows();
      const merged = await call<FileRecord>(
        'demo_agent1',
        'GET',
        `/api/file/video/merge?identifier=${identifier}&isPublic=1`,
      );
      expect(merged).toMatchObject({ errCode: 0, errInfo: '上传成功' });
      expect(merged.result).toMatchObject({
        name: '发布会视频',
        type: 'video',
        fileType: 'mp4',
        contentType: 'video/mp4',
        size: total,
        sha256: sha256(video),
        isPublic: 0,
      });
      expect(await status('demo_agent1', identifier)).toMatchObject({ uploaded: [] });
      expect((await chunkObjects()).length).toBe(chunksBefore - 3);
      expect(await fileRows()).toBe((rowsBefore ?? 0) + 1);

      const response = await download('demo_agent1', merged.result?._id ?? '');
      expect(response.headers['content-type']).toBe('video/mp4');
      expect(response.rawPayload.equals(video)).toBe(true);
      expect(await listIds('demo_agent1', '&type=video')).toContain(merged.result?._id);
    });

    it('refuses empty files, other formats and long names', async () => {
      const id = () => `x-${randomBytes(4).toString('hex')}`;
      const head = pieces[0]?.subarray(0, 4096) ?? Buffer.alloc(0);
      const one = (identifier: string, name: string) => ({ identifier, index: 0, total: 1, size: head.length, name });
      expect((await sendChunk('demo_agent1', { ...one(id(), 'a.mp4'), size: 0 }, head)).errInfo).toBe('不能上传空文件');
      expect((await sendChunk('demo_agent1', one(id(), 'a.mp4'), Buffer.alloc(0))).errInfo).toBe('不能上传空文件');
      expect((await sendChunk('demo_agent1', one(id(), 'clip.avi'), head)).errInfo).toBe('只支持MP4格式的视频');
      const riff = Buffer.concat([Buffer.from('RIFF\x00\x10\x00\x00AVI LIST', 'latin1'), Buffer.alloc(4000)]);
      expect((await sendChunk('demo_agent1', { ...one(id(), 'clip.mp4'), size: riff.length }, riff)).errInfo).toBe(
        '只支持MP4格式的视频',
      );
      expect((await sendChunk('demo_agent1', { ...one('../../etc', 'a.mp4') }, head)).result).toMatchObject({
        fields: { identifier: expect.any(String) },
      });
      expect((await sendChunk('demo_agent1', { ...one(id(), 'a.mp4'), index: 1 }, head)).errCode).toBe(400);

      const named = id();
      expect((await sendChunk('demo_agent1', one(named, 'a.mp4'), head)).errCode).toBe(0);
      const tooLong = await call(
        'demo_agent1',
        'GET',
        `/api/file/video/merge?identifier=${named}&name=${encodeURIComponent('视'.repeat(31))}`,
      );
      expect(tooLong.errInfo).toBe('视频名称不能超过30个字符');
      const longer = Buffer.concat([head, Buffer.alloc(1)]);
      expect((await sendChunk('demo_agent1', { ...one(named, 'a.mp4'), size: longer.length }, longer)).errCode).toBe(
        409,
      );
      expect(
        await call(
          'demo_agent1',
          'GET',
          `/api/file/video/merge?identifier=${named}&name=${encodeURIComponent('短片')}`,
        ),
      ).toMatchObject({
        errCode: 0,
        result: { name: '短片', size: head.length },
      });
    });
  });
});

describe('demo seed of files', () => {
  // A whole migration and seed with files: tens of seconds on a busy machine.
  it("stores a small PDF and MP4 per tenant, and the demo tenant's 5G materials, through the storage, readable and of the right type", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'files-seed-'));
    const testDb = await openTestDatabase('pglite');
    try {
      await migrateToLatest(testDb.database.db);
      const storage = new FsStorage(path.join(dataDir, 'files'));
      await seedDemo(testDb.database.db, 'Seed@12345', storage);
      const rows = await testDb.database.db
        .selectFrom('files')
        .select(['storageKey', 'fileType', 'sha256', 'size', 'resType'])
        .execute();
      expect(
        rows
          .filter((r) => r.resType === null)
          .map((r) => r.fileType)
          .sort(),
      ).toEqual(['mp4', 'mp4', 'mp4', 'pdf', 'pdf', 'pdf']);
      // Two portrait posters and the brochure as 5G materials.
      expect(
        rows
          .filter((r) => r.resType !== null)
          .map((r) => r.fileType)
          .sort(),
      ).toEqual(['pdf', 'png', 'png']);
      for (const row of rows) {
        const parts: Buffer[] = [];
        for await (const part of await storage.get(row.storageKey)) parts.push(part as Buffer);
        const bytes = Buffer.concat(parts);
        expect(bytes.length).toBe(Number(row.size));
        expect(sha256(bytes)).toBe(row.sha256);
        expect((await fileTypeFromBuffer(bytes))?.ext).toBe(row.fileType);
      }
    } finally {
      await testDb.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
