import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallRecord } from '../../src/schemas/callRecord';
import type { RecordPauseState } from '../../src/schemas/recording';
import type { SopCheckpointList, SopScriptRecord } from '../../src/schemas/sop';
import { insertPastCall } from '../../server/seed/records';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';

describe.each(databaseKinds)('双录 pauses, tracks and completeness on %s', (kind) => {
  let t: TestApp;
  let now = new Date('2026-12-03T02:00:00Z');
  const tokens: Record<string, string> = {};
  let serviceId = '';
  let callId = '';
  let customerKey = '';

  const as = (who: string) => ({ token: tokens[who] });
  const pause = (who: string, body: object) =>
    t.call<RecordPauseState>('POST', '/api/serviceRoom/pauseRecord', { ...as(who), body: { serviceId, ...body } });
  const resume = (who: string) =>
    t.call<RecordPauseState>('POST', '/api/serviceRoom/resumeRecord', { ...as(who), body: { serviceId } });
  const later = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { now: () => now });
    for (const name of ['demo_agent1', 'demo_agent2', 'demo_tadmin', 'demo_oadmin'])
      tokens[name] = await t.tokenFor(name);
    const agent = await t.ctx.db
      .selectFrom('agents')
      .select(['id', 'tenantId', 'orgAccountId'])
      .where('loginName', '=', 'demo_agent1')
      .executeTakeFirstOrThrow();
    const inserted = await insertPastCall(t.ctx.db, {
      tenantId: agent.tenantId!,
      orgAccountId: agent.orgAccountId,
      agentId: agent.id,
      status: 'started',
      userName: '双录客户',
      userPhone: '13900001234',
      askedAt: new Date(now.getTime() - 5_000),
      room: { startedAt: now, endedAt: null, from: 'PC', endedBy: null },
    });
    callId = inserted.callId;
    serviceId = inserted.serviceId!;
    const room = await t.ctx.db
      .updateTable('serviceRooms')
      .set({ dualRecord: true, consentAt: now, consentText: '同意' })
      .where('id', '=', serviceId)
      .returning('customerKey')
      .executeTakeFirstOrThrow();
    customerKey = room.customerKey;
  });
  afterAll(async () => {
    await t.close();
  });

  it('records a track per party only under 双录', async () => {
    const start = (track: string) =>
      t.call('POST', '/api/serviceRoom/startRecord', { ...as('demo_agent1'), body: { serviceId, track } });
    expect(await start('customer')).toMatchObject({ errCode: 0 });
    expect(await start('agent')).toMatchObject({ errCode: 0 });
    expect(await start('composite')).toMatchObject({ errCode: 0 });
    expect(await start('screen')).toMatchObject({ errCode: 400, errInfo: '录像轨道不正确' });
    const tracks = await t.ctx.db
      .selectFrom('roomRecordings')
      .select('track')
      .where('serviceId', '=', serviceId)
      .orderBy('track')
      .execute();
    expect(tracks.map((r) => r.track)).toEqual(['agent', 'composite', 'customer']);

    await t.ctx.db.updateTable('serviceRooms').set({ dualRecord: false }).where('id', '=', serviceId).execute();
    expect(await start('customer')).toMatchObject({ errCode: 409, errInfo: '本会话未开启双录，仅录制合成画面' });
    await t.ctx.db.updateTable('serviceRooms').set({ dualRecord: true }).where('id', '=', serviceId).execute();
  });

  it('pauses for a reason of the tenant’s list, both sides read it, and the log keeps who, when and why', async () => {
    const state = await t.call<RecordPauseState>(
      'GET',
      `/api/serviceRoom/recordPause?serviceId=${serviceId}`,
      as('demo_agent1'),
    );
    expect(state.result).toMatchObject({
      paused: false,
      dualRecord: true,
      reasons: ['客户临时离开', '客户要求暂停', '网络中断', '其他'],
    });

    expect(await pause('demo_agent1', {})).toMatchObject({ errCode: 400, errInfo: '请选择暂停原因' });
    expect(await pause('demo_agent1', { reason: '想休息' })).toMatchObject({
      errCode: 400,
      errInfo: '暂停原因不在本公司的列表中',
    });
    expect(await pause('demo_agent2', { reason: '其他' })).toMatchObject({ errCode: 404 });
    // The page's own event route cannot write a pause.
    expect(
      await t.call('POST', '/api/serviceRoomEvent', {
        ...as('demo_agent1'),
        body: { serviceId, event: 'recordingPaused' },
      }),
    ).toMatchObject({ errCode: 400 });

    later(10);
    expect(await pause('demo_agent1', { reason: '客户临时离开' })).toMatchObject({
      errCode: 0,
      errInfo: '录制已暂停',
      result: { paused: true, reason: '客户临时离开', since: now.toISOString() },
    });
    expect(await pause('demo_agent1', { reason: '其他' })).toMatchObject({ errCode: 409, errInfo: '录制已暂停' });
    const customer = await t.call<RecordPauseState>(
      'GET',
      `/api/customer/recordPause?serviceId=${serviceId}&key=${customerKey}`,
    );
    expect(customer.result).toMatchObject({ paused: true, reason: '客户临时离开', reasons: [] });
    expect((await t.call('GET', `/api/customer/recordPause?serviceId=${serviceId}&key=wrong`)).errCode).toBe(400);

    later(20);
    expect(await resume('demo_agent1')).toMatchObject({ errCode: 0, errInfo: '录制已恢复', result: { paused: false } });
    expect(await resume('demo_agent1')).toMatchObject({ errCode: 409, errInfo: '录制未暂停' });

    const events = await t.call<{ event: string; actorName: string; detail: Record<string, unknown> }[]>(
      'GET',
      `/api/serviceRoomEvent?serviceId=${serviceId}`,
      as('demo_tadmin'),
    );
    expect(
      events.result!.filter((e) => e.event.startsWith('recording')).map((e) => [e.event, e.detail.reason ?? null]),
    ).toEqual([
      ['recordingPaused', '客户临时离开'],
      ['recordingResumed', null],
    ]);
  });

  it('places checkpoints and pauses in the recording without the paused time, and flags what an ended 双录 lacks', async () => {
    // The mixed recording started with the room; the pause above took 20 s of the 40 s until now.
    await t.ctx.db
      .updateTable('roomRecordings')
      .set({ startedAt: new Date(now.getTime() - 30_000) })
      .where('serviceId', '=', serviceId)
      .execute();
    const script = (
      await t.call<SopScriptRecord>('POST', '/api/sop/scripts', {
        ...as('demo_tadmin'),
        body: {
          product: '养老年金',
          stage: '风险提示',
          title: '收益风险提示',
          content: '收益不保证。',
          confirmKeywords: ['确认'],
        },
      })
    ).result!;
    later(5);
    expect(
      await t.call('POST', '/api/sop/checkpoints', {
        ...as('demo_agent1'),
        body: { serviceId, scriptId: script._id, kind: 'scriptRead' },
      }),
    ).toMatchObject({ errCode: 0 });
    later(5);
    expect(
      await t.call('POST', '/api/sop/checkpoints', {
        ...as('demo_agent1'),
        body: { serviceId, scriptId: script._id, kind: 'confirmation', keyword: script.confirmKeywords[0] },
      }),
    ).toMatchObject({ errCode: 0 });

    const record = (
      await t.call<SopCheckpointList>('GET', `/api/sop/checkpoints/list?serviceId=${serviceId}`, as('demo_tadmin'))
    ).result!;
    // Recording started 30 s before the first checkpoint's 5 s; 20 s of that were paused.
    expect(record.list.map((c) => [c.kind, c.part, c.offsetSeconds])).toEqual([
      ['riskNotice', 0, 15],
      ['confirmation', 0, 20],
    ]);
    expect(record.pauses).toEqual([
      expect.objectContaining({
        reason: '客户临时离开',
        by: expect.any(String),
        part: 0,
        offsetSeconds: 10,
        seconds: 20,
      }),
    ]);
    expect(record).toMatchObject({ dualRecord: 'ongoing', missing: ['facePresent'] });

    // Ended without the customer's face: incomplete, in the list, its filter and its export.
    await t.ctx.db
      .updateTable('serviceRooms')
      .set({ status: 'ended', endedAt: now })
      .where('id', '=', serviceId)
      .execute();
    const listed = async (filter: string) =>
      (
        await t.call<{ list: CallRecord[] }>(
          'GET',
          `/api/serviceRoom/request/list?callStatus=all&pageSize=50${filter}&beginTime=2026-12-01T00:00:00Z`,
          as('demo_tadmin'),
        )
      ).result!.list;
    const mine = (await listed('')).find((c) => c._id === callId);
    expect(mine).toMatchObject({ dualRecord: 'incomplete', dualRecordMissing: ['facePresent'] });
    expect((await listed('&dualRecord=incomplete')).map((c) => c._id)).toEqual([callId]);
    expect((await listed('&dualRecord=complete')).map((c) => c._id)).toEqual([]);
    expect((await listed('&dualRecord=none')).map((c) => c._id)).not.toContain(callId);
    expect(await t.call('GET', '/api/serviceRoom/request/list?dualRecord=half', as('demo_tadmin'))).toMatchObject({
      errCode: 400,
      errInfo: '双录状态不正确',
    });

    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/serviceRoom/request/export?callStatus=all&dualRecord=incomplete&beginTime=2026-12-01T00:00:00Z',
      headers: { 'access-token': tokens.demo_tadmin ?? '' },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const column = headers.indexOf('双录') + 1;
    expect(column).toBeGreaterThan(0);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(column).value).toBe('双录不完整（缺少：人脸在场）');

    // Once the face is there the record is complete (a face seen before the end, stored late by a test).
    await t.ctx.db
      .insertInto('sopCheckpoints')
      .values({
        serviceId,
        agentId: (
          await t.ctx.db
            .selectFrom('agents')
            .select('id')
            .where('loginName', '=', 'demo_agent1')
            .executeTakeFirstOrThrow()
        ).id,
        scriptId: null,
        scriptTitle: '人脸检测',
        kind: 'facePresent',
        at: now,
      })
      .execute();
    expect((await listed('&dualRecord=complete')).map((c) => c._id)).toEqual([callId]);
  });

  it('keeps each tenant’s own pause reasons', async () => {
    const settings = await t.call<{ pauseReasons: string[] }>('GET', '/api/personalData/settings', as('demo_tadmin'));
    const saved = await t.call<{ pauseReasons: string[] }>('PUT', '/api/personalData/settings', {
      ...as('demo_tadmin'),
      body: {
        fullDataRoleIds: [],
        recordingDays: 3650,
        smsDays: 90,
        consentText: '',
        pauseReasons: [' 客户接听电话 ', '客户接听电话', ''],
      },
    });
    expect(settings.result!.pauseReasons).toHaveLength(4);
    expect(saved.result!.pauseReasons).toEqual(['客户接听电话']);
  });
});
