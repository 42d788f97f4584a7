import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult } from '../../src/schemas/api';
import { dynamicVideoDetailSchema, type DynamicVideoDetail } from '../../src/schemas/dynamicVideo';
import type { VideoContentRow } from '../../src/schemas/videoContent';
import type { VideoTemplateDetail, VideoTemplateRow } from '../../src/schemas/videoTemplate';
import { databaseKinds } from '../support/databases';
import { expectShape } from '../support/recordShapes';
import { connectSocket, Ear } from '../support/sockets';
import { startTestApp, type TestApp } from '../support/testApp';

/** Two one-node renders on a busy machine. */
const RENDER_TIMEOUT_MS = 180_000;

describe.each(databaseKinds)('dynamic templates and videos on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let dynamicTemplateId = '';

  const call = <T>(who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    t.call<T>(method, url, { token: tokens[who], ...(body === undefined ? {} : { body }) });
  const names = async (who: string, url: string) =>
    ((await call<ListResult<{ name: string }>>(who, 'GET', url)).result?.list ?? []).map((row) => row.name);
  const create = (who: string, body: unknown) => call<DynamicVideoDetail>(who, 'POST', '/api/dynamicVideo', body);

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const name of ['demo_tadmin', 'demo_oadmin', 'demo_agent1', 'demo_agent3', 'acme_tadmin', 'sysadmin'])
      tokens[name] = await t.tokenFor(name);
    const dynamic = await names('demo_tadmin', '/api/videoTemplate/list?type=dynamic');
    expect(dynamic).toEqual(['客户专属问候']);
    dynamicTemplateId = (
      await t.ctx.db.selectFrom('videoTemplates').select('id').where('kind', '=', 'dynamic').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps dynamic templates apart, and submits one only when its words hold a variable', async () => {
    expect(await names('demo_tadmin', '/api/videoTemplate/list?pageSize=100')).not.toContain('客户专属问候');
    expect(await names('acme_tadmin', '/api/videoTemplate/list?type=dynamic')).toEqual([]);
    expect((await call('demo_oadmin', 'GET', '/api/videoTemplate/list?type=other')).errCode).toBe(400);
    const made = (
      await call<VideoTemplateDetail>('demo_oadmin', 'POST', '/api/videoTemplate', {
        name: '无变量动态模板',
        type: 'dynamic',
      })
    ).result!;
    expect(made.type).toBe('dynamic');
    const node = made.content.interactionInfo[0]!;
    const plain = {
      ...made.content,
      interactionInfo: [{ ...node, pointName: '问候', words: '您好，欢迎了解我们的产品。' }],
    };
    expect(await call('demo_oadmin', 'PUT', `/api/videoTemplate/${made._id}`, plain)).toMatchObject({ errCode: 0 });
    expect(await call('demo_oadmin', 'POST', `/api/videoTemplate/${made._id}/submit`)).toMatchObject({
      errCode: 400,
      errInfo: '动态模板的话术中至少需要插入一个变量',
    });
    const withVariable = {
      ...plain,
      interactionInfo: [{ ...plain.interactionInfo[0]!, words: '{customerName}您好，欢迎了解我们的产品。' }],
    };
    await call('demo_oadmin', 'PUT', `/api/videoTemplate/${made._id}`, withVariable);
    expect(await call('demo_oadmin', 'POST', `/api/videoTemplate/${made._id}/submit`)).toMatchObject({
      errCode: 0,
      result: { status: 2, type: 'dynamic' },
    });
    expect(await names('demo_tadmin', '/api/videoTemplate/auditList')).toContain('无变量动态模板');
    expect(
      await create('demo_oadmin', {
        name: '未审核',
        templateId: made._id,
        recipients: [{ recipient: '甲', variables: { customerName: '甲' } }],
      }),
    ).toMatchObject({
      errCode: 400,
      errInfo: '只能使用审核通过的动态模板创建动态视频',
    });
  });

  it('refuses bad input and another tenant, changing nothing', async () => {
    const before = await t.ctx.db.selectFrom('videoContents').select('id').execute();
    const good = {
      name: '问候',
      templateId: dynamicTemplateId,
      recipients: [{ recipient: '张先生', variables: { customerName: '张先生', agentName: '李经理' } }],
    };
    const attempts: [string, unknown, string][] = [
      ['acme_tadmin', good, '只能使用审核通过的动态模板创建动态视频'],
      ['demo_oadmin', { ...good, recipients: [] }, '请添加至少一位客户'],
      [
        'demo_oadmin',
        { ...good, recipients: [{ recipient: '张先生', variables: { customerName: '张先生' } }] },
        '请填写第1位客户的顾问姓名',
      ],
      [
        'demo_oadmin',
        {
          ...good,
          recipients: [...good.recipients, { recipient: '李', variables: { customerName: ' ', agentName: '王' } }],
        },
        '请填写第2位客户的客户姓名',
      ],
      [
        'demo_oadmin',
        { ...good, recipients: [{ recipient: '张', variables: { customerName: 'x'.repeat(51), agentName: '王' } }] },
        '变量值不能超过50个字符',
      ],
      ['demo_oadmin', { ...good, templateId: 'not-an-id' }, '只能使用审核通过的动态模板创建动态视频'],
      ['demo_oadmin', { ...good, name: '' }, '请输入视频名称'],
    ];
    for (const [who, body, text] of attempts)
      expect(await create(who, body), text).toMatchObject({ errCode: 400, errInfo: text });
    expect(await t.ctx.db.selectFrom('videoContents').select('id').execute()).toHaveLength(before.length);
    const seeded = (await t.ctx.db.selectFrom('dynamicVideos').select('id').executeTakeFirstOrThrow()).id;
    expect(await call('acme_tadmin', 'GET', `/api/dynamicVideo/${seeded}`)).toMatchObject({ errCode: 404 });
    expect(await call('acme_tadmin', 'DELETE', `/api/dynamicVideo/${seeded}`)).toMatchObject({ errCode: 404 });
    expect(await names('acme_tadmin', '/api/dynamicVideo/list')).toEqual([]);
    expect(await names('demo_agent1', '/api/dynamicVideo/list')).toEqual([]);
    expect(await names('demo_tadmin', '/api/dynamicVideo/list')).toEqual(['十一月客户问候']);
  });

  it(
    'renders each recipient with their own values, then is submitted and audited as one',
    { timeout: RENDER_TIMEOUT_MS },
    async () => {
      const recipients = [
        { recipient: '赵先生', variables: { customerName: '赵先生', agentName: '周顾问', productName: '不用的变量' } },
        { recipient: '钱女士', variables: { customerName: '钱女士', agentName: '周顾问' } },
      ];
      const made = await create('demo_oadmin', { name: '赵钱问候', templateId: dynamicTemplateId, recipients });
      expect(made).toMatchObject({
        errCode: 0,
        errInfo: '创建成功！',
        result: { status: 1, variables: ['customerName', 'agentName'], progress: { total: 2 } },
      });
      const id = made.result!._id;
      expect(await call('demo_oadmin', 'POST', `/api/dynamicVideo/${id}/submit`)).toMatchObject({
        errCode: 409,
        errInfo: '全部视频生成完成后才能提交审核',
      });
      let seen = made.result!;
      for (let i = 0; i < 600 && seen.progress.ready + seen.progress.failed < 2; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        seen = (await call<DynamicVideoDetail>('demo_oadmin', 'GET', `/api/dynamicVideo/${id}`)).result!;
      }
      expectShape(dynamicVideoDetailSchema, seen);
      expect(seen.progress).toEqual({ total: 2, ready: 2, failed: 0 });
      expect(seen.recipients.map((r) => [r.recipient, r.variables])).toEqual([
        ['赵先生', { customerName: '赵先生', agentName: '周顾问' }],
        ['钱女士', { customerName: '钱女士', agentName: '周顾问' }],
      ]);
      const video = await t.app.inject({ method: 'GET', url: seen.recipients[0]!.render.url! });
      expect(video.statusCode).toBe(200);
      expect(video.headers['content-type']).toBe('video/mp4');
      expect(await names('demo_oadmin', '/api/videoContent/list')).not.toContain('赵钱问候-赵先生');

      expect(await call('demo_oadmin', 'POST', `/api/dynamicVideo/${id}/submit`)).toMatchObject({
        errCode: 0,
        errInfo: '提交审核成功',
        result: { status: 2 },
      });
      expect(await names('demo_tadmin', '/api/dynamicVideo/auditList')).toEqual(['赵钱问候']);
      expect(await names('acme_tadmin', '/api/dynamicVideo/auditList')).toEqual([]);
      expect(await call('demo_oadmin', 'DELETE', `/api/dynamicVideo/${id}`)).toMatchObject({
        errCode: 409,
        errInfo: '动态视频正在审核中',
      });
      expect(await call('sysadmin', 'PUT', `/api/dynamicVideo/${id}/check`, { pass: true })).toMatchObject({
        errCode: 403,
      });
      expect(await call('demo_tadmin', 'PUT', `/api/dynamicVideo/${id}/check`, { pass: false })).toMatchObject({
        errCode: 400,
        errInfo: '请填写驳回原因',
      });
      expect(await call('demo_tadmin', 'PUT', `/api/dynamicVideo/${id}/check`, { pass: true })).toMatchObject({
        errCode: 0,
        errInfo: '审核成功',
        result: { status: 5 },
      });
    },
  );

  it('shows approved, rendered content and approved templates as material to the organisation only', async () => {
    const content = await t.ctx.db
      .selectFrom('videoContents')
      .select('id')
      .where('name', '=', '年金险产品介绍-示例')
      .executeTakeFirstOrThrow();
    expect(await names('demo_agent1', '/api/videoContent/shared')).toEqual([]);
    await t.ctx.db
      .updateTable('videoContents')
      .set({ renderState: 'ready', videoKey: 'rendered/x.mp4', posterKey: 'rendered/x.jpg' })
      .where('id', '=', content.id)
      .execute();
    expect(await names('demo_agent1', '/api/videoContent/shared')).toEqual(['年金险产品介绍-示例']);
    expect(await names('demo_tadmin', '/api/videoContent/shared')).toEqual(['年金险产品介绍-示例']);
    expect(await names('demo_agent3', '/api/videoContent/shared')).toEqual([]);
    expect(await names('acme_tadmin', '/api/videoContent/shared')).toEqual([]);
    const templates = (
      await call<ListResult<VideoTemplateRow>>('demo_agent1', 'GET', '/api/videoTemplate/approvedList?pageSize=100')
    ).result!.list;
    expect(templates.map((row) => [row.name, row.type, row.status])).toEqual(
      expect.arrayContaining([
        ['年金险产品介绍', 'common', 5],
        ['客户专属问候', 'dynamic', 5],
      ]),
    );
    expect(await names('demo_agent1', '/api/videoTemplate/approvedList?type=dynamic')).toEqual(['客户专属问候']);
    expect(await names('demo_agent3', '/api/videoTemplate/approvedList')).toEqual([]);
    expect(await names('acme_tadmin', '/api/videoTemplate/approvedList')).toEqual([]);
    expect((await call<VideoContentRow>('demo_agent1', 'GET', `/api/videoContent/${content.id}`)).errCode).toBe(404);
  });

  it('lists a submitted batch to the level that audits it, and tells its author the outcome with the reason', async () => {
    const seeded = await t.ctx.db
      .selectFrom('dynamicVideos')
      .select(['id', 'agentId'])
      .where('name', '=', '十一月客户问候')
      .executeTakeFirstOrThrow();
    // The seed leaves its renders queued; ready files are all that submitting needs.
    await t.ctx.db
      .updateTable('videoContents')
      .set({ renderState: 'ready', videoKey: 'rendered/x.mp4', posterKey: 'rendered/x.jpg' })
      .where('dynamicVideoId', '=', seeded.id)
      .execute();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const authorEar = new Ear(await connectSocket(baseUrl, tokens.demo_oadmin));
    const adminEar = new Ear(await connectSocket(baseUrl, tokens.demo_tadmin));
    const mailed = async () =>
      (
        await t.ctx.db
          .selectFrom('mailOutbox')
          .select(['subject', 'recipients'])
          .where('kind', '=', 'dynamicVideoAudited')
          .orderBy('createdAt')
          .execute()
      )
        .filter((m) => m.subject.includes('十一月客户问候'))
        .map((m) => [m.subject, m.recipients]);
    const audit = (who: string, body: unknown) =>
      call<DynamicVideoDetail>(who, 'PUT', `/api/dynamicVideo/${seeded.id}/check`, body);
    try {
      expect(await call('demo_oadmin', 'POST', `/api/dynamicVideo/${seeded.id}/submit`)).toMatchObject({
        errCode: 0,
        result: { status: 2 },
      });
      expect(await names('demo_tadmin', '/api/dynamicVideo/auditList')).toEqual(['十一月客户问候']);
      for (const who of ['demo_oadmin', 'demo_agent1', 'acme_tadmin', 'sysadmin'])
        expect(await names(who, '/api/dynamicVideo/auditList'), who).toEqual([]);

      expect(await audit('demo_tadmin', { pass: false, reason: '  刘女士的称呼有误 ' })).toMatchObject({
        errCode: 0,
        errInfo: '审核成功',
        result: { status: 3, reason: '刘女士的称呼有误' },
      });
      const rejected = {
        kind: 'dynamicVideo',
        id: seeded.id,
        name: '十一月客户问候',
        pass: false,
        reason: '刘女士的称呼有误',
      };
      expect(await authorEar.waitFor('audit.result')).toEqual(rejected);
      expect(await mailed()).toEqual([
        ['动态视频「十一月客户问候」审核驳回：刘女士的称呼有误', ['demo_oadmin@example.com']],
      ]);
      expect(await names('demo_tadmin', '/api/dynamicVideo/auditList')).toEqual([]);

      // Submitted again by the tenant admin, it waits for the platform admin; both authors hear the approval.
      expect(await call('demo_tadmin', 'POST', `/api/dynamicVideo/${seeded.id}/submit`)).toMatchObject({
        errCode: 0,
        result: { status: 12 },
      });
      expect(await names('sysadmin', '/api/dynamicVideo/auditList')).toEqual(['十一月客户问候']);
      expect(await names('demo_tadmin', '/api/dynamicVideo/auditList')).toEqual([]);
      expect(await audit('sysadmin', { pass: true })).toMatchObject({ errCode: 0, result: { status: 5 } });
      const approved = { ...rejected, pass: true, reason: null };
      expect(await authorEar.waitFor('audit.result', (r: { pass: boolean }) => r.pass)).toEqual(approved);
      expect(await adminEar.waitFor('audit.result')).toEqual(approved);
      expect((await mailed()).slice(1)).toEqual([
        ['动态视频「十一月客户问候」审核通过', expect.arrayContaining(['demo_oadmin@example.com'])],
      ]);
      expect(await names('sysadmin', '/api/dynamicVideo/auditList')).toEqual([]);
    } finally {
      authorEar.socket.close();
      adminEar.socket.close();
    }
  });
});
