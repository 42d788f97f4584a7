import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../src/schemas/api';
import { CHUNK_SIZE, type FileRecord } from '../../src/schemas/file';
import type { StorageUsage } from '../../src/schemas/storage';
import type { TenantRecord } from '../../src/schemas/tenant';
import { mp4Bytes, sendChunk, storedObjects } from '../support/chunkUploads';
import { databaseKinds } from '../support/databases';
import { multipartBody } from '../support/multipart';
import { samplePng } from '../support/sampleFiles';
import { startTestApp, type TestApp } from '../support/testApp';

const GB = 1024 ** 3;
const QUOTA = 2 * GB;
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
    sendChunk(
      t,
      '/api/file/video/upload',
      tokens[who] ?? '',
      { identifier: id(), index: 0, total: Math.ceil(size / CHUNK_SIZE), size, name: '大视频.mp4' },
      first,
    );
  const uploadDocument = async (who: string, content: Buffer, orgAccount?: string) => {
    const { payload, headers } = multipartBody(orgAccount ? { orgAccount } : {}, { fileName: '海报.png', content });
    return (
      await t.app.inject({
        method: 'POST',
        url: '/api/file',
        payload,
        headers: { ...headers, 'access-token': tokens[who] ?? '' },
      })
    ).json() as Envelope<FileRecord>;
  };
  const setQuota = (who: string, tenant: string, storageQuotaGb: unknown) =>
    t.call<TenantRecord>('PUT', '/api/tenant', { token: tokens[who], body: { id: tenants[tenant], storageQuotaGb } });
  const storedQuota = async (tenant: string) =>
    (
      await t.ctx.db
        .selectFrom('tenants')
        .select('storageQuotaGb')
        .where('id', '=', tenants[tenant] ?? '')
        .executeTakeFirstOrThrow()
    ).storageQuotaGb;
  const fileRows = async () =>
    (await sql<{ count: number }>`select count(*)::int as count from files`.execute(t.ctx.db)).rows[0]?.count;

  beforeAll(async () => {
    t = await startTestApp(kind, { tenantStorageQuotaBytes: QUOTA });
    for (const who of ['sysadmin', 'demo_tadmin', 'demo_agent1', 'acme_tadmin', 'acme_agent1'])
      tokens[who] = await t.tokenFor(who);
    for (const row of await t.ctx.db.selectFrom('tenants').select(['id', 'code']).execute()) tenants[row.code] = row.id;
    for (const row of await t.ctx.db.selectFrom('orgAccounts').select(['id', 'orgName']).execute())
      orgs[row.orgName] = row.id;
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
    expect((await usage('sysadmin', `?tenant=${tenants.acme ?? ''}`)).result).toEqual({
      used: acmeBefore,
      quota: QUOTA,
    });
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
    expect(await open('acme_tadmin', CHUNK_SIZE)).toMatchObject({
      errCode: 409,
      errInfo: '存储空间不足，请联系管理员',
    });
    const png = samplePng(20, 20, 200);
    expect(await uploadDocument('acme_agent1', png)).toMatchObject({
      errCode: 409,
      errInfo: '存储空间不足，请联系管理员',
    });
    expect(await storedObjects(t.config.dataDir)).toEqual(objects);
    expect(await fileRows()).toBe(rows);
    expect(await usedBy('acme_tadmin')).toBe(QUOTA - 100);

    // The other tenant is not held by it.
    expect((await uploadDocument('demo_tadmin', png, orgs['北京分公司'])).errCode).toBe(0);
  });

  it('holds a tenant to the quota the platform admin sets it, and others to the default', async () => {
    const used = await usedBy('acme_tadmin');
    const set = await setQuota('sysadmin', 'acme', 3);
    expect(set).toMatchObject({ errCode: 0, errInfo: '编辑成功', result: { storageQuotaGb: 3 } });
    // 系统设置 shows each tenant admin its own tenant's quota.
    expect((await usage('acme_tadmin')).result).toEqual({ used, quota: 3 * GB });
    expect((await usage('demo_tadmin')).result?.quota).toBe(QUOTA);
    expect((await usage('sysadmin', `?tenant=${tenants.acme ?? ''}`)).result?.quota).toBe(3 * GB);

    // acme may now fill exactly to its own quota and not a byte past it.
    const room = 3 * GB - used;
    expect(await open('acme_tadmin', room + 1)).toMatchObject({ errCode: 409, errInfo: '存储空间不足，请联系管理员' });
    expect((await open('acme_tadmin', room)).errCode).toBe(0);
    const png = samplePng(20, 20, 200);
    expect(await uploadDocument('acme_agent1', png)).toMatchObject({
      errCode: 409,
      errInfo: '存储空间不足，请联系管理员',
    });
    expect(await usedBy('acme_tadmin')).toBe(3 * GB);

    // Lowered below what it keeps, it takes nothing more; demo, on the default, still uploads.
    expect((await setQuota('sysadmin', 'acme', 1)).errCode).toBe(0);
    expect((await usage('acme_tadmin')).result).toEqual({ used: 3 * GB, quota: GB });
    expect(await uploadDocument('acme_agent1', png)).toMatchObject({
      errCode: 409,
      errInfo: '存储空间不足，请联系管理员',
    });
    expect((await uploadDocument('demo_agent1', png)).errCode).toBe(0);
  });

  it('lets only the platform admin set a quota, a whole number of GB, empty meaning the default', async () => {
    expect((await setQuota('acme_tadmin', 'acme', 100)).errCode).toBe(403);
    expect(await storedQuota('acme')).toBe(1);
    expect((await usage('acme_tadmin')).result?.quota).toBe(GB);

    for (const bad of [0, 1.5, 1_000_001, 'abc']) {
      expect(await setQuota('sysadmin', 'acme', bad)).toMatchObject({
        errCode: 400,
        result: { fields: { storageQuotaGb: '请输入1~1000000之间的整数' } },
      });
    }
    expect(await storedQuota('acme')).toBe(1);

    expect(await setQuota('sysadmin', 'acme', null)).toMatchObject({ errCode: 0, result: { storageQuotaGb: null } });
    expect((await usage('acme_tadmin')).result?.quota).toBe(QUOTA);
    const made = await t.call<TenantRecord>('POST', '/api/tenant', {
      token: tokens.sysadmin,
      body: { name: '配额公司', code: 'quota_co', storageQuotaGb: 7 },
    });
    expect(made).toMatchObject({ errCode: 0, result: { storageQuotaGb: 7 } });
    expect((await usage('sysadmin', `?tenant=${made.result?._id ?? ''}`)).result).toEqual({ used: 0, quota: 7 * GB });
  });
});
