import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncTargets, type SyncTargets } from '../../server/services/recordSyncs/targets';
import type { ListResult } from '../../src/schemas/api';
import type { OutboxMail } from '../../src/schemas/mediaDeliverConfig';
import type { SyncRecord, SyncTask } from '../../src/schemas/recordSync';
import { databaseKinds } from '../support/databases';
import { finishedRecording } from '../support/recordings';
import { startTestApp, type TestApp } from '../support/testApp';
import { chinaDay } from '../../src/domain/chinaTime';

const HOUR = 3_600_000;
/** HH:mm in China time, `hours` from now. */
const chinaTime = (hours: number) => new Date(Date.now() + hours * HOUR + 8 * HOUR).toISOString().slice(11, 16);

describe.each(databaseKinds)('the recording sync queue on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  /** Recordings whose first copy the tenant's storage refuses, as a store timing out would. */
  const refuseOnce = new Set<string>();
  const recordings: Record<string, Awaited<ReturnType<typeof finishedRecording>>> = {};
  const bytes = (n: number) => Buffer.alloc(2048, n);

  beforeAll(async () => {
    const flaky: SyncTargets = (tenant) => {
      const real = syncTargets(t.config)(tenant);
      const put: typeof real.storage.put = async (key, body, type) => {
        const refused = [...refuseOnce].find((id) => key.includes(id));
        if (refused) {
          refuseOnce.delete(refused);
          throw new Error('连接超时');
        }
        await real.storage.put(key, body, type);
      };
      return { name: real.name, storage: { put } };
    };
    t = await startTestApp(
      kind,
      { recordSync: { retryLimit: 1, retryDelaySeconds: 0, s3: undefined } },
      { syncTargets: flaky },
    );
    for (const name of ['sysadmin', 'demo_tadmin', 'demo_oadmin', 'demo_agent1', 'acme_tadmin'])
      tokens[name] = await t.tokenFor(name);
  });
  afterAll(async () => {
    await t.close();
  });

  const records = async (who: string, query = '') =>
    (
      await t.call<ListResult<SyncRecord>>('GET', `/api/mediaMonitor/recordList?pageSize=50${query}`, {
        token: tokens[who],
      })
    ).result?.list ?? [];
  const syncOf = (recordingId: string) =>
    t.ctx.db.selectFrom('recordSyncs').selectAll().where('recordingId', '=', recordingId).executeTakeFirstOrThrow();
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 100 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 200));
  };
  const settled = (ids: string[]) =>
    until(async () =>
      (await Promise.all(ids.map(syncOf))).every((s) => s.status === 'synced' || s.status === 'failed'),
    );

  it('copies recordings inside the window only, retries a refused copy, and mails a copy that keeps failing', async () => {
    const setWindow = (start: string, end: string) =>
      t.call('PUT', '/api/mediaDeliverConfig/recordSet', {
        token: tokens.demo_tadmin,
        body: { recordSyncStartTime: start, recordSyncEndTime: end },
      });
    expect(await setWindow(chinaTime(2), chinaTime(3))).toMatchObject({ errCode: 0 });
    await t.call('PUT', '/api/mediaDeliverConfig/noticeMails', {
      token: tokens.demo_tadmin,
      body: { noticeMails: ['ops@example.com'] },
    });
    recordings.a = await finishedRecording(t.ctx, 'demo_agent1', bytes(1));
    recordings.b = await finishedRecording(t.ctx, 'demo_agent3', bytes(2));
    recordings.lost = await finishedRecording(t.ctx, 'demo_agent1', bytes(3), { stored: false });
    recordings.acme = await finishedRecording(t.ctx, 'acme_agent1', bytes(4));
    refuseOnce.add(recordings.a.recordingId);

    // demo's window is shut: its recordings wait; acme keeps the default window (all day) and goes.
    expect(await t.ctx.recordSyncs.schedule(new Date())).toBe(1);
    expect((await records('demo_tadmin')).map((r) => r.status)).toEqual(['waiting', 'waiting', 'waiting']);

    expect(await setWindow(chinaTime(-1), chinaTime(1))).toMatchObject({ errCode: 0 });
    expect(await t.ctx.recordSyncs.schedule(new Date())).toBe(3);
    await settled([
      recordings.a.recordingId,
      recordings.b.recordingId,
      recordings.lost.recordingId,
      recordings.acme.recordingId,
    ]);

    const a = await syncOf(recordings.a.recordingId);
    expect(a).toMatchObject({ status: 'synced', attempts: 2, error: null, target: 'local' });
    expect(await readFile(path.join(t.config.dataDir, 'record-sync', recordings.a.tenantId, a.targetKey!))).toEqual(
      bytes(1),
    );
    expect(await syncOf(recordings.b.recordingId)).toMatchObject({ status: 'synced', attempts: 1 });
    expect(await syncOf(recordings.lost.recordingId)).toMatchObject({
      status: 'failed',
      attempts: 2,
      error: '录制文件不存在',
    });

    const mails = (await t.call<ListResult<OutboxMail>>('GET', '/api/mailOutbox', { token: tokens.demo_tadmin }))
      .result!.list;
    expect(mails.filter((m) => m.subject === '录制同步失败')).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipients: ['ops@example.com'], subject: '录制同步失败' });
    expect(mails[0]!.body).toContain('录制文件不存在');

    const tasks = (
      await t.call<ListResult<SyncTask>>('GET', '/api/mediaMonitor/syncList', { token: tokens.demo_tadmin })
    ).result!;
    expect(tasks.list).toEqual([
      expect.objectContaining({
        taskDay: chinaDay(new Date()),
        tenantName: expect.any(String),
        total: 3,
        synced: 2,
        failed: 1,
        waiting: 0,
      }),
    ]);
    expect(tasks.list[0]!.syncEndTime).not.toBeNull();
  });

  it('shows each admin the syncs of their scope, filters them, and lets a tenant admin put a failed one back', async () => {
    const ids = (list: SyncRecord[]) => list.map((r) => r.recordingId).sort();
    const { a, lost, acme } = recordings as Record<string, { recordingId: string; tenantId: string }>;
    expect(ids(await records('demo_oadmin'))).toEqual([a!.recordingId, lost!.recordingId].sort());
    expect(ids(await records('acme_tadmin'))).toEqual([acme!.recordingId]);
    expect(await records('sysadmin')).toHaveLength(4);
    expect(ids(await records('sysadmin', `&tenant=${acme!.tenantId}`))).toEqual([acme!.recordingId]);
    expect(await t.call('GET', '/api/mediaMonitor/recordList', { token: tokens.demo_agent1 })).toMatchObject({
      errCode: 403,
    });
    expect(
      await t.call('GET', `/api/mediaMonitor/syncList?tenant=${acme!.tenantId}`, { token: tokens.demo_oadmin }),
    ).toMatchObject({ errCode: 400, errInfo: '公司超出可选范围' });
    expect(ids(await records('demo_tadmin', '&status=failed'))).toEqual([lost!.recordingId]);
    expect(await records('demo_tadmin', `&taskDay=${chinaDay(new Date())}`)).toHaveLength(3);
    expect(await records('demo_tadmin', `&syncStartTime=${new Date(Date.now() + HOUR).toISOString()}`)).toEqual([]);
    expect(
      await records(
        'demo_tadmin',
        `&startTime=${new Date(Date.now() - 10 * 24 * HOUR).toISOString()}&endTime=${new Date(Date.now() - 9 * 24 * HOUR).toISOString()}`,
      ),
    ).toEqual([]);
    expect(
      await t.call('GET', '/api/mediaMonitor/recordList?status=lost', { token: tokens.demo_tadmin }),
    ).toMatchObject({ errCode: 400, errInfo: '同步状态不正确' });

    const lostSync = await syncOf(lost!.recordingId);
    const retry = (who: string, id: string) =>
      t.call('POST', '/api/mediaMonitor/recordSync/retry', { token: tokens[who], body: { id } });
    expect(await retry('demo_oadmin', lostSync.id)).toMatchObject({
      errCode: 403,
      errInfo: '只有公司管理员可以重试同步',
    });
    expect(await retry('acme_tadmin', lostSync.id)).toMatchObject({ errCode: 404 });
    expect(await retry('demo_tadmin', (await syncOf(a!.recordingId)).id)).toMatchObject({
      errCode: 409,
      errInfo: '只有同步失败的录制可以重试',
    });
    expect(await retry('demo_tadmin', 'not-an-id')).toMatchObject({ errCode: 404 });

    const room = await t.ctx.db
      .selectFrom('roomRecordings')
      .select('storageKey')
      .where('id', '=', lost!.recordingId)
      .executeTakeFirstOrThrow();
    await t.ctx.storage.put(room.storageKey!, bytes(3));
    expect(await retry('demo_tadmin', lostSync.id)).toMatchObject({ errCode: 0, errInfo: '已重新加入同步队列' });
    await settled([lost!.recordingId]);
    expect(await syncOf(lost!.recordingId)).toMatchObject({ status: 'synced', error: null });
  });
});
