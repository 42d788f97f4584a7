import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest, migrationNames } from '../../server/db/migrate';
import { seedDemo } from '../../server/seed/demo';
import { samplePdfPages } from '../../server/seed/sampleMedia';
import { VERIFY_EXIT, verifyRecordCommand } from '../../server/services/recordIntegrity/command';
import { RecordIntegrity } from '../../server/services/recordIntegrity/verify';
import type { Envelope } from '../../src/schemas/api';
import type { FileDetail } from '../../src/schemas/documentPages';
import type { FileRecord } from '../../src/schemas/file';
import type { IntegrityReport } from '../../src/schemas/recordIntegrity';
import type { RecordingState } from '../../src/schemas/recording';
import { databaseKinds, openTestDatabase } from '../support/databases';
import { multipartBody } from '../support/multipart';
import { piecesOf, sampleRecording } from '../support/sampleWebm';
import { DEMO_PASSWORD, startTestApp, type TestApp } from '../support/testApp';

const INTACT = '录像与留痕完整，未被篡改';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

describe.each(databaseKinds)('record integrity on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let invite = 310000;
  let brochure: FileRecord;

  const call = <T = unknown>(login: string, method: 'GET' | 'POST', url: string, body?: unknown) =>
    t.call<T>(method, url, { token: tokens[login], ...(body === undefined ? {} : { body }) });
  const verify = (serviceId: string, login = 'demo_tadmin') =>
    call<IntegrityReport>(login, 'POST', '/api/serviceRoom/integrity', { serviceId });
  const upload = async (fileName: string, content: Buffer, url: string) => {
    const { payload, headers } = multipartBody({}, { fileName, content });
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...headers, 'access-token': tokens.demo_agent1 ?? '' },
    });
    return response.json() as Envelope<unknown>;
  };

  /** A room of demo_agent1's whose customer agreed to be recorded, as a call leaves it. */
  const openRoom = async () => {
    const agent = await t.ctx.db
      .selectFrom('agents')
      .select(['id', 'tenantId', 'orgAccountId'])
      .where('loginName', '=', 'demo_agent1')
      .executeTakeFirstOrThrow();
    const room = await t.ctx.db
      .insertInto('serviceRooms')
      .values({
        inviteNumber: String(invite++),
        tenantId: agent.tenantId!,
        orgAccountId: agent.orgAccountId,
        agentId: agent.id,
        callId: null,
        userName: '王先生',
        userPhone: '13800138000',
        consentAt: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return room.id;
  };

  /** The room's call as the product records it: events, a recording, and the admin looking at it and playing it. */
  const recordedRoom = async () => {
    const serviceId = await openRoom();
    for (const event of ['enterRoom', 'videoOn'] as const)
      expect((await call('demo_agent1', 'POST', '/api/serviceRoomEvent', { serviceId, event })).errCode).toBe(0);
    const started = await call<RecordingState>('demo_agent1', 'POST', '/api/serviceRoom/startRecord', {
      serviceId,
      mimeType: 'video/webm',
    });
    const recordingId = started.result!.recordingId;
    const pieces = piecesOf(sampleRecording(2000, { payload: 400 }), 4000);
    for (const [seq, content] of pieces.entries()) {
      const { payload, headers } = multipartBody(
        { recordingId, seq },
        { fileName: 'blob', content, contentType: 'video/webm' },
      );
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/serviceRoom/recordPiece',
        payload,
        headers: { ...headers, 'access-token': tokens.demo_agent1 ?? '' },
      });
      expect(response.json()).toMatchObject({ errCode: 0 });
    }
    const finished = await call<RecordingState>('demo_agent1', 'POST', '/api/serviceRoom/finishRecord', {
      recordingId,
      pieces: pieces.length,
    });
    expect(finished.result?.status).toBe('finished');
    expect((await call('demo_tadmin', 'GET', `/api/serviceRoom/roomInfo/${serviceId}`)).errCode).toBe(0);
    expect((await call('demo_tadmin', 'GET', `/api/serviceRoom/video?serviceId=${serviceId}`)).errCode).toBe(0);
    return { serviceId, recordingId };
  };

  const trailOf = (serviceId: string) =>
    t.ctx.db.selectFrom('recordTrail').selectAll().where('serviceId', '=', serviceId).orderBy('seq').execute();

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const name of ['demo_agent1', 'demo_agent2', 'demo_oadmin', 'demo_tadmin', 'acme_tadmin'])
      tokens[name] = await t.tokenFor(name);
    brochure = (await upload('brochure.pdf', samplePdfPages([['第一页'], ['第二页']]), '/api/file'))
      .result as FileRecord;
    for (let i = 0; i < 300; i++) {
      const detail = await call<FileDetail>('demo_agent1', 'GET', `/api/file/detail?id=${brochure._id}`);
      if (detail.result?.conversion === 'done') break;
      await sleep(100);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the hash of each recording and chains the room’s events, recording and access log in order', async () => {
    const { serviceId, recordingId } = await recordedRoom();
    const recording = await t.ctx.db
      .selectFrom('roomRecordings')
      .select(['sha256', 'storageKey'])
      .where('id', '=', recordingId)
      .executeTakeFirstOrThrow();
    const stored: Buffer[] = [];
    for await (const chunk of await t.ctx.storage.get(recording.storageKey!)) stored.push(chunk as Buffer);
    expect(recording.sha256).toBe(sha256(Buffer.concat(stored)));

    const trail = await trailOf(serviceId);
    expect(trail.map((entry) => [entry.seq, entry.kind])).toEqual([
      [1, 'event'],
      [2, 'event'],
      [3, 'recording'],
      [4, 'access'],
      [5, 'access'],
    ]);
    expect(trail[0]?.prevHash).toBe('0'.repeat(64));
    for (const [index, entry] of trail.entries()) {
      if (index > 0) expect(entry.prevHash).toBe(trail[index - 1]?.hash);
      expect(entry.hash).toBe(sha256(entry.prevHash + entry.content));
    }
    // Canonical form: keys sorted, no spaces.
    expect(trail[2]?.content).toMatch(/^\{"agentId":"[^"]+","finishedAt":"[^"]+","recordingId":"/);

    const answer = await verify(serviceId);
    expect(answer).toMatchObject({
      errCode: 0,
      result: { serviceId, intact: true, entries: 5, files: 1, firstChanged: null, changedFiles: [], message: INTACT },
    });
  });

  it('names the first changed entry when one is altered in the database', async () => {
    const { serviceId } = await recordedRoom();
    const trail = await trailOf(serviceId);
    const altered = trail[1]!.content.replace('"videoOn"', '"videoOff"');
    expect(altered).not.toBe(trail[1]!.content);
    const alter = (set: { content: string; hash?: string }) =>
      t.ctx.db.updateTable('recordTrail').set(set).where('serviceId', '=', serviceId).where('seq', '=', 2).execute();
    await alter({ content: altered });
    const answer = await verify(serviceId);
    expect(answer.result).toMatchObject({
      intact: false,
      firstChanged: { seq: 2, kind: 'event', change: 'changed', at: trail[1]!.at.toISOString() },
      changedFiles: [],
    });
    expect(answer.result?.message).toMatch(
      /^第 2 条留痕（房间事件·打开了视频，\d{4}-\d\d-\d\d \d\d:\d\d:\d\d）已被修改$/,
    );

    // Rehashing the altered entry does not hide it: the next one no longer follows it, and its event differs.
    await alter({ content: altered, hash: sha256(trail[1]!.prevHash + altered) });
    expect((await verify(serviceId)).result?.firstChanged).toMatchObject({ seq: 2, change: 'changed' });
  });

  it('names the recording whose stored file was changed', async () => {
    const { serviceId, recordingId } = await recordedRoom();
    const { storageKey } = await t.ctx.db
      .selectFrom('roomRecordings')
      .select('storageKey')
      .where('id', '=', recordingId)
      .executeTakeFirstOrThrow();
    await t.ctx.storage.put(storageKey!, sampleRecording(2000, { payload: 401 }), 'video/webm');
    const answer = await verify(serviceId);
    expect(answer.result).toMatchObject({
      intact: false,
      firstChanged: null,
      changedFiles: [{ kind: 'recording', change: 'changed', name: expect.stringContaining('张晓明') }],
    });
    expect(answer.result?.message).toMatch(/^录像文件已被修改：张晓明 .+ 开始的录像$/);

    await t.ctx.storage.remove(storageKey!);
    expect((await verify(serviceId)).result?.changedFiles).toEqual([
      expect.objectContaining({ kind: 'recording', change: 'missing' }),
    ]);
  });

  it('names an access-log line about the room that was changed, removed, or written past the trail', async () => {
    const { serviceId } = await recordedRoom();
    const playback = await t.ctx.db
      .selectFrom('accessLogs')
      .select('id')
      .where('recordId', '=', serviceId)
      .where('action', '=', 'playback')
      .executeTakeFirstOrThrow();
    await t.ctx.db.updateTable('accessLogs').set({ loginName: 'someone_else' }).where('id', '=', playback.id).execute();
    const changed = await verify(serviceId);
    expect(changed.result?.firstChanged).toMatchObject({ seq: 5, kind: 'access', change: 'changed' });
    expect(changed.result?.message).toMatch(/^第 5 条留痕（访问日志·播放录像，.+）已被修改$/);

    await t.ctx.db.deleteFrom('accessLogs').where('id', '=', playback.id).execute();
    expect((await verify(serviceId)).result?.message).toMatch(/^第 5 条留痕（访问日志·播放录像，.+）已被删除$/);

    const other = await recordedRoom();
    await t.ctx.db
      .insertInto('roomEvents')
      .values({ serviceId: other.serviceId, actor: 'customer', actorName: '王先生', event: 'leaveRoom', detail: '{}' })
      .execute();
    const added = await verify(other.serviceId);
    expect(added.result?.firstChanged).toMatchObject({ seq: null, kind: 'event', change: 'added' });
    expect(added.result?.message).toMatch(/^有一条留痕（房间事件·离开了房间，.+）不在留痕链上，为事后添加$/);
  });

  it('notices an entry deleted from the trail and entries cut from its end', async () => {
    const { serviceId } = await recordedRoom();
    await t.ctx.db.deleteFrom('recordTrail').where('serviceId', '=', serviceId).where('seq', '=', 3).execute();
    expect((await verify(serviceId)).result?.firstChanged).toMatchObject({ seq: 3, change: 'removed' });

    const cut = await recordedRoom();
    await t.ctx.db.deleteFrom('recordTrail').where('serviceId', '=', cut.serviceId).where('seq', '=', 5).execute();
    // The source line is gone too, as an attacker would leave it: the head still counts five.
    await t.ctx.db
      .deleteFrom('accessLogs')
      .where('recordId', '=', cut.serviceId)
      .where('action', '=', 'playback')
      .execute();
    expect((await verify(cut.serviceId)).result?.firstChanged).toMatchObject({ seq: 5, change: 'removed' });
  });

  it('keeps one unbroken chain when entries of a room are written at once', async () => {
    const serviceId = await openRoom();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call('demo_agent1', 'POST', '/api/serviceRoomEvent', {
          serviceId,
          event: i % 2 === 0 ? 'audioOn' : 'audioOff',
        }),
      ),
    );
    expect(answers.every((answer) => answer.errCode === 0)).toBe(true);
    expect((await trailOf(serviceId)).map((entry) => entry.seq)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect((await verify(serviceId)).result).toMatchObject({ intact: true, entries: 12 });
  });

  it('checks the page images of a document the room showed', async () => {
    const { serviceId } = await recordedRoom();
    const shared = await call('demo_agent1', 'POST', '/api/serviceRoom/shareFile', { fileId: brochure._id, serviceId });
    expect(shared.errCode).toBe(0);
    expect((await verify(serviceId)).result).toMatchObject({ intact: true, files: 4, message: INTACT });
    const page = await t.ctx.db
      .selectFrom('filePages')
      .select(['storageKey', 'sha256'])
      .where('fileId', '=', brochure._id)
      .where('pageNumber', '=', 2)
      .executeTakeFirstOrThrow();
    expect(page.sha256).toMatch(/^[0-9a-f]{64}$/);
    await t.ctx.storage.put(page.storageKey, Buffer.from('not the page'), 'image/png');
    const answer = await verify(serviceId);
    expect(answer.result?.changedFiles).toEqual([{ kind: 'document', name: 'brochure 第 2 页', change: 'changed' }]);
    expect(answer.result?.message).toBe('文档页面已被修改：brochure 第 2 页');
  });

  it('verifies only rooms of the caller’s scope, telling nothing of the others', async () => {
    const { serviceId } = await recordedRoom();
    for (const login of ['acme_tadmin', 'demo_agent2']) {
      const refused = await verify(serviceId, login);
      expect(refused.errCode).toBe(404);
      expect(refused.result).toBeUndefined();
    }
    for (const login of ['demo_agent1', 'demo_oadmin', 'demo_tadmin'])
      expect((await verify(serviceId, login)).result?.intact).toBe(true);
    expect((await verify('not-a-room')).errCode).toBe(404);
    expect(await call('demo_tadmin', 'POST', '/api/serviceRoom/integrity', {})).toMatchObject({
      errCode: 400,
      errInfo: '请选择记录',
    });
    expect((await t.call('POST', '/api/serviceRoom/integrity', { body: { serviceId } })).errCode).toBe(513);
  });

  it('answers `npm run verify-record` in the same words, with an exit code a script can test', async () => {
    const { serviceId } = await recordedRoom();
    const run = async (args: string[]) => {
      const lines: string[] = [];
      const code = await verifyRecordCommand(t.ctx.db, t.ctx.recordIntegrity, args, (line) => lines.push(line));
      return { code, lines };
    };
    expect(await run([serviceId])).toEqual({ code: VERIFY_EXIT.intact, lines: [INTACT, '已核对 5 条留痕、1 个文件'] });
    await t.ctx.db
      .updateTable('roomEvents')
      .set({ actorName: '李四' })
      .where('serviceId', '=', serviceId)
      .where('event', '=', 'enterRoom')
      .execute();
    const changed = await run([serviceId]);
    expect(changed.code).toBe(VERIFY_EXIT.changed);
    expect(changed.lines[0]).toMatch(/^第 1 条留痕（房间事件·进入了房间，.+）已被修改$/);
    expect(await run([])).toMatchObject({ code: VERIFY_EXIT.refused });
    expect(await run(['00000000-0000-4000-8000-000000000000'])).toEqual({
      code: VERIFY_EXIT.refused,
      lines: ['记录不存在：00000000-0000-4000-8000-000000000000'],
    });
  });

  it('chains what the rooms already held when the trail came, oldest first, so they verify from their start', async () => {
    const testDb = await openTestDatabase(kind, { prepared: true });
    try {
      const db = testDb.database.db;
      await migrateToLatest(db);
      await seedDemo(db, DEMO_PASSWORD);
      // The database as it was before: the trail and the hashes gone, a line of the access log about a room.
      await migrateTo(db, migrationNames[migrationNames.indexOf('20261215100000_record_integrity') - 1]!);
      const { serviceId } = await db
        .selectFrom('roomEvents')
        .select('serviceId')
        .orderBy('createdAt')
        .limit(1)
        .executeTakeFirstOrThrow();
      const events = await db.selectFrom('roomEvents').select('id').where('serviceId', '=', serviceId).execute();
      await db
        .insertInto('accessLogs')
        .values({
          loginName: 'demo_tadmin',
          roleName: '公司管理员',
          action: 'view',
          target: '会议号',
          recordId: serviceId,
          address: '127.0.0.1',
          createdAt: new Date(),
        })
        .execute();
      await migrateToLatest(db);
      const trail = await db
        .selectFrom('recordTrail')
        .select(['seq', 'kind', 'at'])
        .where('serviceId', '=', serviceId)
        .orderBy('seq')
        .execute();
      expect(trail.map((entry) => entry.kind)).toEqual([...events.map(() => 'event'), 'access']);
      const times = trail.map((entry) => entry.at.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      const report = await new RecordIntegrity(db, t.ctx.storage, () => new Date()).verify(serviceId);
      expect(report).toMatchObject({ intact: true, entries: events.length + 1, message: INTACT });
    } finally {
      await testDb.drop();
    }
  });

  it('stays intact when retention deletes the recordings, its deletion chained after them', async () => {
    const { serviceId } = await recordedRoom();
    await t.ctx.db
      .updateTable('serviceRooms')
      .set({ startedAt: sql<Date>`now() - interval '3660 days'` })
      .where('id', '=', serviceId)
      .execute();
    const { tenantId } = await t.ctx.db
      .selectFrom('serviceRooms')
      .select('tenantId')
      .where('id', '=', serviceId)
      .executeTakeFirstOrThrow();
    await t.ctx.retention.sweep(new Date(), tenantId);
    const trail = await trailOf(serviceId);
    expect(trail.at(-1)?.kind).toBe('deletion');
    expect((await verify(serviceId)).result).toMatchObject({ intact: true, files: 0, message: INTACT });
  });
});
