import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult } from '../../src/schemas/api';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { wavSeconds } from '../../server/services/speech';
import {
  spokenTexts,
  type AnswerResult,
  type CustomerTask,
  type DeliveryRecipientRecord,
  type DeliverySources,
  type DeliveryTaskRecord,
  type DeliveryTenant,
  type OutboxMessage,
} from '../../src/schemas/deliveryTask';
import type { DeliveryCallQuality, DeliveryJobDetail, DeliveryJobVideo } from '../../src/schemas/deliveryJob';
import { databaseKinds } from '../support/databases';
import { startTestApp, WEEK_LONG_SESSIONS, type TestApp } from '../support/testApp';

/** 10:00 and 22:00 on a day in China: inside and outside the demo tenant's window (09:00–20:00). */
const IN_WINDOW = new Date('2026-11-26T10:00:00+08:00');
const OUT_OF_WINDOW = new Date('2026-11-26T22:00:00+08:00');
const TWO = [
  { name: '张三', phone: '13900000001' },
  { name: '李四', phone: '13900000002' },
];

async function sheet(rows: (string | number)[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('收件人');
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

describe.each(databaseKinds)('delivery tasks on %s', (kind) => {
  let t: TestApp;
  let now = IN_WINDOW;
  const tokens: Record<string, string> = {};
  let contentId = '';

  const call = <T>(who: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    t.call<T>(method, url, { token: tokens[who], body });
  const create = (who: string, body: unknown) =>
    call<DeliveryTaskRecord>(who, 'POST', '/api/mediaDeliverPlatform/create', body);
  const task = (who: string, id: string) =>
    call<DeliveryTaskRecord>(who, 'GET', `/api/mediaDeliverPlatform/list/${id}`);
  const outbox = async (id: string) =>
    (await call<ListResult<OutboxMessage>>('demo_tadmin', 'GET', `/api/mediaDeliverPlatform/list/${id}/outbox`)).result!
      .list;
  async function finished(id: string): Promise<DeliveryTaskRecord> {
    for (let i = 0; i < 200; i += 1) {
      const row = (await task('demo_tadmin', id)).result!;
      if (row.status === 'finished') return row;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the task did not finish');
  }

  /**
   * The question and each reply are real WAVs of the words, served to the link's page alone: the same
   * words are synthesised once (the store holds one file per text), and a player's range request gets its part.
   */
  async function heardReplies(recipientId: string, page: CustomerTask) {
    expect(page.audioUrls).toEqual({
      inquiry: `/api/customer/mediaDeliverJob/${recipientId}/audio/inquiry`,
      yes: `/api/customer/mediaDeliverJob/${recipientId}/audio/yes`,
      no: `/api/customer/mediaDeliverJob/${recipientId}/audio/no`,
      default: `/api/customer/mediaDeliverJob/${recipientId}/audio/default`,
    });
    const first = await t.app.inject({ method: 'GET', url: page.audioUrls.no! });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('audio/wav');
    expect(first.rawPayload.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wavSeconds(first.rawPayload)).toBeGreaterThan(1);
    expect(first.rawPayload.readUInt32LE(4)).toBe(first.rawPayload.length - 8);
    const again = await t.app.inject({ method: 'GET', url: page.audioUrls.no! });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const part = await t.app.inject({ method: 'GET', url: page.audioUrls.inquiry!, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);
    for (const url of [page.audioUrls.yes!, page.audioUrls.default!])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const stored = await readdir(path.join(t.config.dataDir, 'files', 'speech'));
    expect(stored).toHaveLength(new Set(Object.values(spokenTexts(page.interaction!))).size);

    expect((await t.call('GET', `/api/customer/mediaDeliverJob/${recipientId}/audio/elsewhere`)).errCode).toBe(404);
    expect(
      (await t.call('GET', '/api/customer/mediaDeliverJob/00000000-0000-4000-8000-000000000000/audio/no')).errCode,
    ).toBe(404);
    expect((await t.call('GET', '/api/customer/mediaDeliverJob/not-a-link/audio/no')).errCode).toBe(404);
  }

  beforeAll(async () => {
    // Sessions run on the app's clock, which these tests move by hours: they stay open for the week.
    t = await startTestApp(
      kind,
      { publicUrl: 'https://video.example.com', ...WEEK_LONG_SESSIONS },
      { seedFiles: true, now: () => now },
    );
    for (const name of ['demo_tadmin', 'demo_oadmin', 'demo_agent3', 'acme_tadmin', 'sysadmin'])
      tokens[name] = await t.tokenFor(name);
    const sources = (await call<DeliverySources>('demo_oadmin', 'GET', '/api/mediaDeliverPlatform/mediaConfig/list'))
      .result!;
    expect(sources.sendWindow).toEqual({ startSendTime: '09:00', finishSendTime: '20:00' });
    contentId = sources.contents[0]!._id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends within the window through the outbox, keeps the task in its scope, and lets the customer answer', async () => {
    now = IN_WINDOW;
    const made = await create('demo_oadmin', { deliverType: 'richMedia', videoContentId: contentId, recipients: TWO });
    expect(made).toMatchObject({
      errCode: 0,
      errInfo: '创建成功！',
      result: { total: 2, deliverType: 'richMedia', videoContent: { _id: contentId } },
    });
    const id = made.result!._id;
    expect(await finished(id)).toMatchObject({ sent: 2, failed: 0 });
    const messages = await outbox(id);
    expect(messages.map((m) => m.phone)).toEqual(['13900000001', '13900000002']);
    expect(messages[0]).toMatchObject({
      status: 'recorded',
      link: expect.stringMatching(/^https:\/\/video\.example\.com\/videoData\/[0-9a-f-]{36}$/),
    });
    expect(messages[0]!.content).toContain('张三您好');

    // Another tenant, another organisation's agent and the platform admin's tenant-less session see nothing of it.
    expect((await task('acme_tadmin', id)).errCode).toBe(404);
    expect((await call('acme_tadmin', 'PUT', `/api/mediaDeliverPlatform/list/${id}`)).errCode).toBe(404);
    expect((await task('demo_agent3', id)).errCode).toBe(404);
    expect(
      (await call<ListResult<DeliveryTaskRecord>>('acme_tadmin', 'GET', '/api/mediaDeliverPlatform/list')).result,
    ).toEqual({ list: [], count: 0 });
    expect(
      await create('acme_tadmin', { deliverType: 'richMedia', videoContentId: contentId, recipients: TWO }),
    ).toMatchObject({
      errCode: 400,
      errInfo: '只能使用审核通过且已生成的视频内容',
    });
    expect(
      await create('sysadmin', { deliverType: 'richMedia', videoContentId: contentId, recipients: TWO }),
    ).toMatchObject({ errCode: 403 });

    const recipientId = messages[0]!.link!.split('/').pop()!;
    const page = await t.call<CustomerTask>('GET', `/api/mediaDeliverJob/detail?taskId=${recipientId}`);
    expect(page.result).toMatchObject({
      taskId: recipientId,
      speechAnswering: false,
      video: expect.stringContaining('/api/'),
      interaction: { outcomes: { no: { keywords: expect.arrayContaining(['不需要']) } } },
    });
    await heardReplies(recipientId, page.result!);
    const watch = {
      startTime: IN_WINDOW.toISOString(),
      endTime: IN_WINDOW.toISOString(),
      watchTime: 10,
      answerType: ['no'],
      answer: ['不需要'],
    };
    expect(
      (
        await t.call('POST', '/api/mediaDeliverJob/messageSendResult', {
          body: { taskId: recipientId, watchId: 'w1', watchDetail: watch },
        })
      ).errCode,
    ).toBe(0);
    const answered = await t.call<AnswerResult>('POST', '/api/mediaDeliverJob/answer', {
      body: { taskId: recipientId, answer: '不需要' },
    });
    expect(answered.result).toEqual({ outcome: 'no', transfer: null, transferRefused: null });
    const part1 = (
      await call<ListResult<DeliveryRecipientRecord>>(
        'demo_tadmin',
        'GET',
        `/api/mediaDeliverPlatform/list/${id}/part1`,
      )
    ).result!;
    expect(part1.list[0]).toMatchObject({
      status: 'answered',
      outcome: 'no',
      answer: '不需要',
      watch: { watchTime: 10 },
    });
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/mediaDeliverPlatform/list/${id}/part2?export=1`,
      headers: { 'access-token': tokens.demo_tadmin },
    });
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    expect(
      (await t.call('GET', '/api/mediaDeliverJob/detail?taskId=00000000-0000-4000-8000-000000000000')).errCode,
    ).toBe(404);
  });

  it('lists the tenants a caller may pick, and filters the platform admin’s tasks by one without widening anyone’s', async () => {
    now = IN_WINDOW;
    const made = await create('demo_oadmin', { deliverType: 'richMedia', videoContentId: contentId, recipients: TWO });
    const id = made.result!._id;
    const tenantIds = Object.fromEntries(
      (await t.ctx.db.selectFrom('tenants').select(['id', 'code']).execute()).map((r) => [r.code, r.id]),
    );
    const tenants = async (who: string) =>
      (await call<{ list: DeliveryTenant[] }>(who, 'GET', '/api/mediaDeliverPlatform/tenants')).result!.list;
    const all = await tenants('sysadmin');
    expect(all.map((x) => x._id)).toEqual(expect.arrayContaining([tenantIds.demo, tenantIds.acme]));
    expect(await tenants('demo_oadmin')).toEqual([
      { _id: tenantIds.demo, name: all.find((x) => x._id === tenantIds.demo)!.name },
    ]);
    expect((await tenants('acme_tadmin')).map((x) => x._id)).toEqual([tenantIds.acme]);

    const listed = async (who: string, query = '') =>
      (
        await call<ListResult<DeliveryTaskRecord>>(who, 'GET', `/api/mediaDeliverPlatform/list?pageSize=100${query}`)
      ).result!.list.map((x) => x._id);
    expect(await listed('sysadmin')).toContain(id);
    expect(await listed('sysadmin', `&tenant=${tenantIds.demo}`)).toContain(id);
    expect(await listed('sysadmin', `&tenant=${tenantIds.acme}`)).not.toContain(id);
    expect(await listed('demo_tadmin', `&tenant=${tenantIds.demo}`)).toContain(id);
    // Another tenant's id never widens what a tenant's admin sees.
    expect(await listed('acme_tadmin', `&tenant=${tenantIds.demo}`)).toEqual([]);
    expect(await call('sysadmin', 'GET', '/api/mediaDeliverPlatform/list?tenant=x')).toMatchObject({
      errCode: 400,
      errInfo: '请选择有效的公司',
    });
  });

  it("shows one recipient's detail, video and call to staff, in the task's scope only", async () => {
    now = IN_WINDOW;
    const id = (await create('demo_oadmin', { deliverType: 'richMedia', videoContentId: contentId, recipients: TWO }))
      .result!._id;
    await finished(id);
    const [first, second] = (await outbox(id)).map((m) => m.link!.split('/').pop()!);
    const watch = { startTime: IN_WINDOW.toISOString(), endTime: IN_WINDOW.toISOString(), watchTime: 12 };
    await t.call('POST', '/api/mediaDeliverJob/messageSendResult', {
      body: { taskId: first, watchId: 'w1', watchDetail: watch },
    });
    await t.call('POST', '/api/mediaDeliverJob/answer', { body: { taskId: first, answer: '不需要' } });

    const detail = await call<DeliveryJobDetail>(
      'demo_tadmin',
      'GET',
      `/api/mediaDeliverPlatform/list/detail/${first}`,
    );
    expect(detail.result).toMatchObject({
      task: { _id: id },
      recipient: {
        _id: first,
        name: '张三',
        phone: '13900000001',
        status: 'answered',
        answer: '不需要',
        outcome: 'no',
      },
      messages: [{ phone: '13900000001', link: expect.stringContaining(first!) }],
    });
    expect(detail.result!.messages).toHaveLength(1);
    expect(
      (await call<DeliveryJobVideo>('demo_oadmin', 'GET', `/api/mediaDeliverPlatform/list/videoDetail/${first}`))
        .result,
    ).toMatchObject({ videoContent: { _id: contentId }, watch: { watchTime: 12 } });
    expect(
      (await call<DeliveryJobVideo>('demo_oadmin', 'GET', `/api/mediaDeliverPlatform/list/videoDetail/${second}`))
        .result,
    ).toMatchObject({ watch: null });
    expect(
      (await call<DeliveryCallQuality>('demo_oadmin', 'GET', `/api/mediaDeliverPlatform/callQuality/${first}`)).result,
    ).toEqual({ call: null, callQualityResult: null, callQualityMonitorResult: null });

    // The second recipient's call to staff, as an outcome that hands over makes it: asked, answered by demo_agent1
    // a minute later, talked for two minutes, with a poor network once.
    const tenantId = (
      await t.ctx.db.selectFrom('tenants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()
    ).id;
    const agent = await t.ctx.db
      .selectFrom('agents')
      .select(['id', 'orgAccountId'])
      .where('loginName', '=', 'demo_agent1')
      .executeTakeFirstOrThrow();
    const at = (seconds: number) => new Date(IN_WINDOW.getTime() + seconds * 1000);
    const room = await t.ctx.db
      .insertInto('serviceRooms')
      .values({
        inviteNumber: '990000000001',
        tenantId,
        orgAccountId: agent.orgAccountId,
        agentId: agent.id,
        status: 'ended',
        startedAt: at(60),
        endedAt: at(180),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const callRow = await t.ctx.db
      .insertInto('calls')
      .values({
        tenantId,
        kind: 'transfer',
        status: 'started',
        agentId: agent.id,
        passedBy: JSON.stringify([]),
        serviceId: room.id,
        askedAt: at(0),
        answeredAt: at(60),
        closedAt: at(60),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .insertInto('roomEvents')
      .values({ serviceId: room.id, actor: 'customer', event: 'poorNetwork', detail: JSON.stringify({}) })
      .execute();
    await t.ctx.db.updateTable('deliveryRecipients').set({ callId: callRow.id }).where('id', '=', second!).execute();
    expect(
      (await call<DeliveryCallQuality>('demo_tadmin', 'GET', `/api/mediaDeliverPlatform/callQuality/${second}`)).result,
    ).toEqual({
      call: { _id: callRow.id, status: 'started', agentName: '张晓明', waitSeconds: 60, talkSeconds: 120 },
      callQualityResult: 'fair',
      callQualityMonitorResult: { poorNetwork: 1, networkOffline: 0, networkRecovery: 0 },
    });

    // Outside the task's scope, or no recipient at all: nothing.
    for (const [who, url] of [
      ['acme_tadmin', `/api/mediaDeliverPlatform/list/detail/${first}`],
      ['demo_agent3', `/api/mediaDeliverPlatform/list/videoDetail/${first}`],
      ['acme_tadmin', `/api/mediaDeliverPlatform/callQuality/${second}`],
      ['demo_tadmin', '/api/mediaDeliverPlatform/list/detail/00000000-0000-4000-8000-000000000000'],
      ['demo_tadmin', '/api/mediaDeliverPlatform/callQuality/not-a-job'],
    ] as const)
      expect((await call(who, 'GET', url)).errCode, url).toBe(404);
  });

  it('holds a task created outside the send window until it opens, and cancels it with nothing sent', async () => {
    now = OUT_OF_WINDOW;
    const made = await create('demo_tadmin', { deliverType: 'callFive', videoContentId: contentId, recipients: TWO });
    const id = made.result!._id;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await task('demo_tadmin', id)).result).toMatchObject({ status: 'waiting', sent: 0 });
    expect(await outbox(id)).toEqual([]);
    expect(await call('demo_tadmin', 'PUT', `/api/mediaDeliverPlatform/list/${id}`)).toMatchObject({
      errCode: 0,
      errInfo: '撤销成功！',
      result: { status: 'cancelled' },
    });
    expect((await call('demo_tadmin', 'PUT', `/api/mediaDeliverPlatform/list/${id}`)).errCode).toBe(409);
    const part1 = (
      await call<ListResult<DeliveryRecipientRecord>>(
        'demo_tadmin',
        'GET',
        `/api/mediaDeliverPlatform/list/${id}/part1`,
      )
    ).result!;
    expect(part1.list.map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
    expect((await t.call('GET', `/api/customer/mediaDeliverJob/${part1.list[0]!._id}/audio/inquiry`)).errCode).toBe(
      404,
    );
    expect(
      (
        await call<ListResult<DeliveryTaskRecord>>(
          'demo_tadmin',
          'GET',
          '/api/mediaDeliverPlatform/list?deliverType=callFive',
        )
      ).result!.list.map((r) => r._id),
    ).toEqual([id]);
    expect(
      await call('demo_oadmin', 'PUT', '/api/mediaDeliverPlatform/sendWindow', {
        startSendTime: '00:00',
        finishSendTime: '00:00',
      }),
    ).toMatchObject({ errCode: 403 });
    expect(
      await call('demo_tadmin', 'PUT', '/api/mediaDeliverPlatform/sendWindow', {
        startSendTime: '25:00',
        finishSendTime: '00:00',
      }),
    ).toMatchObject({ errCode: 400 });
  });

  it('reads recipients from a spreadsheet and refuses bad sheets and bad recipients, creating nothing', async () => {
    const read = (file: string) =>
      call<{ list: { name: string; phone: string }[] }>('demo_oadmin', 'POST', '/api/mediaDeliverPlatform/recipients', {
        file,
      });
    expect(
      (await read(await sheet([['姓名', '手机号'], ['王五', '13900000003'], [], ['赵六', 13900000004]]))).result!.list,
    ).toEqual([
      { name: '王五', phone: '13900000003' },
      { name: '赵六', phone: '13900000004' },
    ]);
    expect(await read(Buffer.from('not a sheet').toString('base64'))).toMatchObject({
      errCode: 400,
      errInfo: '请上传xlsx格式的表格',
    });
    expect(await read(await sheet([['名字', '电话']]))).toMatchObject({
      errCode: 400,
      errInfo: '表格第一行需包含“姓名”和“手机号”两列',
    });
    expect(
      await read(
        await sheet([
          ['姓名', '手机号'],
          ['王五', '12345'],
        ]),
      ),
    ).toMatchObject({ errCode: 400, errInfo: '表格第2行：请输入正确的手机号' });
    expect(await read(await sheet([['姓名', '手机号']]))).toMatchObject({ errCode: 400, errInfo: '表格中没有收件人' });

    const before = await t.ctx.db.selectFrom('deliveryTasks').select('id').execute();
    expect(await create('demo_oadmin', { deliverType: 'richMedia', recipients: TWO })).toMatchObject({
      errCode: 400,
      errInfo: '请选择视频内容或互动模板',
    });
    expect(
      await create('demo_oadmin', { deliverType: 'richMedia', videoContentId: contentId, recipients: [] }),
    ).toMatchObject({ errCode: 400, errInfo: '请添加收件人' });
    expect(
      await create('demo_oadmin', {
        deliverType: 'richMedia',
        videoContentId: contentId,
        recipients: [TWO[0], TWO[0]],
      }),
    ).toMatchObject({
      errCode: 400,
      errInfo: '手机号13900000001重复',
    });
    expect(
      await create('demo_oadmin', {
        deliverType: 'richMedia',
        videoContentId: contentId,
        recipients: [{ name: '张三', phone: '123' }],
      }),
    ).toMatchObject({
      errCode: 400,
      errInfo: '请输入正确的手机号',
    });
    expect(await t.ctx.db.selectFrom('deliveryTasks').select('id').execute()).toEqual(before);
  });
});
