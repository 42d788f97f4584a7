import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult } from '../../src/schemas/api';
import type { DeliveryTaskRecord, OutboxMessage } from '../../src/schemas/deliveryTask';
import type { SimpleTaskSources } from '../../src/schemas/simpleTask';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';

/** 10:00 on a day in China: inside the demo tenant's window (09:00–20:00). */
const IN_WINDOW = new Date('2026-11-26T10:00:00+08:00');
const REFUSED = { errCode: 403, errInfo: '当前账号所属公司未开通5G互动视频营销平台，不能使用此页面' };

describe.each(databaseKinds)('the simple 5G task form on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let contentId = '';
  const call = <T>(who: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    t.call<T>(method, url, { token: tokens[who], body });
  const sources = (who: string) =>
    call<SimpleTaskSources>(who, 'GET', '/api/mediaDeliverPlatform/simpleCallFive/sources');
  const create = (who: string, body: unknown) =>
    call<DeliveryTaskRecord>(who, 'POST', '/api/mediaDeliverPlatform/simpleCallFive', body);
  const useSystem = async (code: string, value: string) => {
    const tenant = await t.ctx.db.selectFrom('tenants').select('id').where('code', '=', code).executeTakeFirstOrThrow();
    expect(await call('sysadmin', 'PUT', '/api/tenant', { id: tenant.id, useSystem: value })).toMatchObject({
      errCode: 0,
    });
  };

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { seedFiles: true, now: () => IN_WINDOW });
    for (const name of ['demo_oadmin', 'acme_tadmin', 'sysadmin']) tokens[name] = await t.tokenFor(name);
    contentId = (
      await t.ctx.db
        .selectFrom('videoContents')
        .select('id')
        .where('name', '=', '年金产品介绍（客户版）')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('is refused to a tenant outside the 5G interactive video marketing system, changing nothing', async () => {
    expect(await sources('demo_oadmin')).toMatchObject(REFUSED);
    expect(await create('demo_oadmin', { phone: '13900000001', taskType: 'videoContent', contentId })).toMatchObject(
      REFUSED,
    );
    expect(await call('sysadmin', 'GET', '/api/mediaDeliverPlatform/simpleCallFive/sources')).toMatchObject(REFUSED);
    expect(await t.ctx.db.selectFrom('deliveryTasks').select('id').execute()).toEqual([]);
  });

  it('offers the approved items and the window, checks the form, and sends a callFive task named by the time', async () => {
    await useSystem('demo', 'spcd');
    const offered = (await sources('demo_oadmin')).result!;
    expect(offered.sendWindow).toEqual({ startSendTime: '09:00', finishSendTime: '20:00' });
    expect(offered.items).toContainEqual({ _id: contentId, name: '年金产品介绍（客户版）', taskType: 'videoContent' });
    expect(offered.items.some((item) => item.taskType === 'interaction')).toBe(true);

    expect(await create('demo_oadmin', { phone: '', taskType: 'videoContent', contentId })).toMatchObject({
      errCode: 400,
      errInfo: '请输入接收号码!',
    });
    expect(await create('demo_oadmin', { phone: '12345', taskType: 'videoContent', contentId })).toMatchObject({
      errCode: 400,
      errInfo: '请输入正确格式的电话号码',
    });
    expect(await create('demo_oadmin', { phone: '13900000001', contentId })).toMatchObject({
      errCode: 400,
      errInfo: '请选择任务类型!',
    });
    expect(await create('demo_oadmin', { phone: '13900000001', taskType: 'videoContent' })).toMatchObject({
      errCode: 400,
      errInfo: '请选择任务内容!',
    });

    const made = await create('demo_oadmin', { phone: '13900000001', taskType: 'videoContent', contentId });
    expect(made).toMatchObject({
      errCode: 0,
      errInfo: '创建成功！',
      result: { deliverType: 'callFive', total: 1, name: '2026-11-26 10:00:00', videoContent: { _id: contentId } },
    });
    expect(made.result!.sendWindow).toEqual({ startSendTime: '09:00', finishSendTime: '20:00' });
    const id = made.result!._id;
    await expect
      .poll(
        async () =>
          (await call<DeliveryTaskRecord>('demo_oadmin', 'GET', `/api/mediaDeliverPlatform/list/${id}`)).result!.status,
      )
      .toBe('finished');
    const outbox = (
      await call<ListResult<OutboxMessage>>('demo_oadmin', 'GET', `/api/mediaDeliverPlatform/list/${id}/outbox`)
    ).result!.list;
    expect(outbox).toHaveLength(1);
    // The organisation admin reads the message's phone masked.
    expect(outbox[0]).toMatchObject({ phone: '139****0001' });
    expect(outbox[0]!.content).toContain('客户您好');
  });

  it('keeps another tenant’s items out of reach, even of a 5G marketing tenant', async () => {
    await useSystem('acme', 'spcd');
    const offered = (await sources('acme_tadmin')).result!;
    expect(offered.items.map((item) => item._id)).not.toContain(contentId);
    expect(await create('acme_tadmin', { phone: '13900000002', taskType: 'videoContent', contentId })).toMatchObject({
      errCode: 400,
      errInfo: '只能使用审核通过且已生成的视频内容',
    });
  });
});
