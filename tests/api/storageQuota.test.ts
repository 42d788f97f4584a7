import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../src/schemas/api';
import { CHUNK_SIZE, type FileRecord } from '../../src/schemas/file';
import type { StorageUsage } from '../../src/schemas/storage';
import { mp4Bytes, sendChunk, storedObjects } from '../support/chunkUploads';
import { databaseKinds } from '../support/databases';
import { multipartBody } from '../support/multipart';
import { samplePng } from '../support/sampleFiles';
import { startTestApp, type TestApp } from '../support/testApp';

const QUOTA = 2 * 1024 ** 3;
const USAGE = '/api/storage/usage';

describe.each(databaseKinds)('tenant storage quota on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const tenants: Record<string, string> = {};
  const orgs: Record<string, string> = {};
  const first = mp4Bytes(CHUNK_SIZE);
  const id = () => `q-${randomBytes(6).toString('hex')}`;

  const usage = (who: string, query = '') => t.call<StorageUsage>('GET', `${USAGE}${query}`, { token: tokens[who] });
  const usedBy = async (who: string) => (await usage(who)).result?.used ?? -1;
  /** Opens an upload of `size` bytes declared by sending its first chunk. */
  const open = (who: string, size: number) =>
    sendChunk(t, '/api/file/video/upload', tokens[who] ?? '', { identifier: id(), index: 0, total: Math.ceil(size / CHUNK_SIZE), size, name: '大视频.mp4' }, first);
  const uploadDocument = async (who: string, content: Buffer, orgAccount?: string) => {
    const { payload, headers } = multipartBody(orgAccount ? { orgAccount } : {}, { fileName: '海报.png', content });
    return (await t.app.inject({ method: 'POST', url: '/api/file', payload, headers: { ...headers, 'access-token': tokens[who] ?? '' } })).json() as Envelope<FileRecord>;
  };
  const fileRows = async () => (await sql<{ count: number }>`select count(*)::int as count from files`.execute(t.ctx.db)).rows[0]?.count;

  beforeAll(async () => {
    t = await startTestApp(kind, { tenantStorageQuotaBytes: QUOTA });
    for (const who of ['sysadmin', 'demo_tadmin', 'demo_agent1', 'acme_tadmin', 'acme_agent1']) tokens[who] = await t.tokenFor(who);
    for (const row of await t.ctx.db.selectFrom('tenants').select(['id', 'code']).execute()) tenants[row.code] = row.id;
    for (const row of await t.ctx.db.selectFrom('orgAccounts').select(['id', 'orgName']).execute()) orgs[row.orgName] = row.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows a tenant admin its own tenant’s storage, counting an upload and no other tenant’s files', async () => {
    const demoBefore = await usage('demo_tadmin');
    expect(demoBefore).toMatchObject({ errCode: 0, result: { quota: QUOTA } });
    const acmeBefore = await usedBy('acme_tadmin');
    const png = samplePng(40, 40, 3000);
    expect((await uploadDocument('demo_agent1', png)).errCode).toBe(0);
    expect(await usedBy('demo_tadmin')).toBe((demoBefore.result?.used ?? 0) + png.length);
    expect(await usedBy('acme_tadmin')).toBe(acmeBefore);
    // A tenant named by a tenant's admin does not widen what it sees; only the platform admin names one.
    expect((await usage('acme_tadmin', `?tenant=${tenants.demo ?? ''}`)).result?.used).toBe(acmeBefore);
    expect((await usage('sysadmin', `?tenant=${tenants.acme ?? ''}`)).result).toEqual({ used: acmeBefore, quota: QUOTA });
    expect(await usage('sysadmin')).toMatchObject({ errCode: 400, errInfo: '请选择公司' });
    expect((await usage('demo_agent1')).errCode).toBe(403);
  });

  it('refuses a write past the quota with 存储空间不足，请联系管理员 and stores nothing', async () => {
    const used = await usedBy('acme_tadmin');
    const room = QUOTA - used;
    expect(room).toBeGreaterThan(CHUNK_SIZE);
    // The open upload holds its declared size from its first chunk, leaving 100 bytes.
    expect((await open('acme_agent1', room - 100)).errCode).toBe(0);
    expect(await usedBy('acme_tadmin')).toBe(QUOTA - 100);

    const objects = await storedObjects(t.config.dataDir);
    const rows = await fileRows();
    expect(await open('acme_tadmin', CHUNK_SIZE)).toMatchObject({ errCode: 409, errInfo: '存储空间不足，请联系管理员' });
    const png = samplePng(20, 20, 200);
    expect(await uploadDocument('acme_agent1', png)).toMatchObject({ errCode: 409, errInfo: '存储空间不足，请联系管理员' });
    expect(await storedObjects(t.config.dataDir)).toEqual(objects);
    expect(await fileRows()).toBe(rows);
    expect(await usedBy('acme_tadmin')).toBe(QUOTA - 100);

    // The other tenant is not held by it.
    expect((await uploadDocument('demo_tadmin', png, orgs['北京分公司'])).errCode).toBe(0);
  });
});
