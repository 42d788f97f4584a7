import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCardParam, addSticker, setCard } from '../../src/domain/scene/elements';
import { addNode, newScene, renameNode, selectNode, setBackground } from '../../src/domain/scene/nodes';
import { fromStored, toStored, type StoredTemplate } from '../../src/domain/scene/stored';
import type { Outcome, Scene } from '../../src/domain/scene/types';
import { setWords } from '../../src/domain/scene/words';
import type { ListResult } from '../../src/schemas/api';
import {
  videoTemplateDetailSchema,
  videoTemplateRowSchema,
  type VideoTemplateDetail,
  type VideoTemplateRow,
} from '../../src/schemas/videoTemplate';
import { databaseKinds } from '../support/databases';
import { expectShape } from '../support/recordShapes';
import { startTestApp, type TestApp } from '../support/testApp';

function ok<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.value;
}

/** Three named nodes with words, stickers on the first, a video card with a variable on the second. */
function threeNodes(name: string): Scene {
  let scene = { ...newScene('node-1'), name };
  scene = ok(setWords(ok(renameNode(scene, '开场')), '您好{customerName}，我是您的顾问'));
  scene = ok(
    addSticker(ok(addSticker(scene, { id: 's1', url: '/studio/sticker-star.svg' })), {
      id: 's2',
      url: '/studio/sticker-hot.svg',
    }),
  );
  scene = ok(addNode(scene, 'node-2'));
  scene = ok(setWords(ok(renameNode(scene, '产品')), '这是为您准备的保障计划'));
  scene = ok(setCard(scene, { mediaType: 'video', _id: 'card-intro', url: '/studio/card-intro.mp4' }));
  scene = ok(addCardParam(scene, { _id: 'p1', paramsKey: 'customerName', defaultVal: '尊敬的客户' }));
  scene = ok(addNode(scene, 'node-3'));
  scene = ok(setWords(ok(renameNode(scene, '结束')), '感谢观看'));
  scene = ok(setBackground(scene, { kind: 'image', _id: 'bg-sky', url: '/studio/background-sky.svg' }));
  return ok(selectNode(scene, 0));
}

describe.each(databaseKinds)('video templates on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const tenants: Record<string, string> = {};

  const detail = async (who: string, id: string) =>
    t.call<VideoTemplateDetail>('GET', `/api/videoTemplate/${id}`, { token: tokens[who] });
  const create = async (who: string, name: string) =>
    (await t.call<VideoTemplateDetail>('POST', '/api/videoTemplate', { token: tokens[who], body: { name } })).result!;
  const save = (who: string, id: string, body: unknown) =>
    t.call<VideoTemplateDetail>('PUT', `/api/videoTemplate/${id}`, { token: tokens[who], body });
  const submit = (who: string, id: string) =>
    t.call<VideoTemplateDetail>('POST', `/api/videoTemplate/${id}/submit`, { token: tokens[who] });
  const check = (who: string, id: string, body: unknown) =>
    t.call<VideoTemplateDetail>('PUT', `/api/videoTemplate/${id}/check`, { token: tokens[who], body });
  /** What the author (demo_oadmin, with an address in the demo seed) was mailed of audits, oldest first. */
  const authorMails = async () =>
    (
      await t.ctx.db
        .selectFrom('mailOutbox')
        .select(['subject', 'recipients'])
        .where('kind', '=', 'videoTemplateAudited')
        .orderBy('createdAt')
        .execute()
    )
      .filter((mail) => JSON.stringify(mail.recipients).includes('demo_oadmin@example.com'))
      .map((mail) => mail.subject);
  const names = async (who: string, path: string) =>
    ((await t.call<ListResult<VideoTemplateRow>>('GET', path, { token: tokens[who] })).result?.list ?? []).map(
      (row) => row.name,
    );

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const name of ['sysadmin', 'demo_tadmin', 'demo_oadmin', 'demo_agent1', 'demo_agent2', 'acme_tadmin'])
      tokens[name] = await t.tokenFor(name);
    for (const r of await t.ctx.db.selectFrom('tenants').select(['id', 'code']).execute()) tenants[r.code] = r.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a template of one node 新节点1, seen within the tenant and nowhere else', async () => {
    const made = await t.call<VideoTemplateDetail>('POST', '/api/videoTemplate', {
      token: tokens.demo_oadmin,
      body: {},
    });
    expect(made).toMatchObject({
      errCode: 0,
      errInfo: '创建成功！',
      result: { name: '新模板', status: 1, version: 1, approvedVersion: null, nodeLength: 1 },
    });
    expectShape(videoTemplateDetailSchema, made.result);
    expect(made.result?.content.interactionInfo[0]).toMatchObject({
      pointName: '新节点1',
      title: '默认标题',
      titleConfig: { y: 170.8 },
      subTitleConfig: { y: 1083.2 },
    });
    const id = made.result!._id;

    expect(await names('demo_tadmin', '/api/videoTemplate/list?name=新模板')).toContain('新模板');
    expect(
      (
        await t.call<ListResult<VideoTemplateRow>>('GET', '/api/videoTemplate/list', { token: tokens.demo_tadmin })
      ).result?.list.every((row) => expectShape(videoTemplateRowSchema, row) === undefined),
    ).toBe(true);
    expect(await detail('acme_tadmin', id)).toMatchObject({ errCode: 404 });
    expect(await save('acme_tadmin', id, toStored(threeNodes('别人的'))).then((r) => r.errCode)).toBe(404);
    expect((await t.call('DELETE', `/api/videoTemplate/${id}`, { token: tokens.acme_tadmin })).errCode).toBe(404);
    expect(await names('acme_tadmin', '/api/videoTemplate/list?name=新模板')).toEqual([]);
    expect(
      await t.call('GET', `/api/videoTemplate/list?tenant=${tenants.demo}`, { token: tokens.acme_tadmin }),
    ).toMatchObject({ errCode: 400, errInfo: '公司超出可选范围' });
    expect(await detail('demo_tadmin', 'not-a-uuid')).toMatchObject({ errCode: 404 });
    expect(await t.call('POST', '/api/videoTemplate', { token: tokens.sysadmin, body: {} })).toMatchObject({
      errCode: 403,
      errInfo: '只有所属公司的账号可以创建模板',
    });
  });

  it('an agent sees its own templates only, its organisation admin sees them too', async () => {
    const own = await create('demo_agent1', '坐席模板');
    expect(await detail('demo_agent2', own._id)).toMatchObject({ errCode: 404 });
    expect(await names('demo_agent2', '/api/videoTemplate/list?name=坐席模板')).toEqual([]);
    expect(await names('demo_oadmin', '/api/videoTemplate/list?name=坐席模板')).toEqual(['坐席模板']);
    expect(await names('demo_agent1', `/api/videoTemplate/list?agentId=${own.agent._id}`)).toContain('坐席模板');
  });

  it('saves a three-node scene doubled, and refuses what breaks a rule with a clear text, changing nothing', async () => {
    const { _id: id } = await create('demo_oadmin', '三节点');
    const stored = toStored(threeNodes('三节点'));
    const saved = await save('demo_oadmin', id, stored);
    expect(saved).toMatchObject({
      errCode: 0,
      errInfo: '保存成功',
      result: { name: '三节点', status: 1, version: 1, nodeLength: 3 },
    });
    expect(saved.result?.content).toEqual(stored);
    expect(saved.result?.content.interactionInfo[1]?.cardParams[0]).toMatchObject({
      paramsKey: 'customerName',
      paramsVal: '{customerName}',
    });

    const node = stored.interactionInfo[0]!;
    const withFirst = (change: object): StoredTemplate => ({
      ...stored,
      interactionInfo: [{ ...node, ...change }, ...stored.interactionInfo.slice(1)],
    });
    const sticker = node.sticker[0]!;
    const attempts: [unknown, string][] = [
      [
        withFirst({ sticker: Array.from({ length: 6 }, (_, i) => ({ ...sticker, id: `x${i}` })) }),
        '最多只能同时存在5个贴纸元素',
      ],
      [withFirst({ words: '  ' }), '请完成必填项'],
      [withFirst({ pointName: '' }), '请完成必填项'],
      [withFirst({ title: '', titleConfig: { ...node.titleConfig, content: '' } }), '请完成必填项'],
      [withFirst({ sticker: [{ ...sticker, width: 5000 }] }), '第1个节点：贴纸的位置或大小超出范围'],
      [
        withFirst({ backgroundCard: { _id: 'bg-sky', url: '/studio/background-sky.svg' } }),
        '第1个节点：背景图片、背景颜色和数字人模板只能选择一种',
      ],
      [withFirst({ backgroundCardColor: 'red' }), '颜色格式不正确'],
      [{ ...stored, interactionInfo: [...stored.interactionInfo, ...stored.interactionInfo] }, '节点不能超过5个'],
      [{ ...stored, interactionInfo: [] }, '至少需要保留一个节点'],
      [{ ...stored, name: ' ' }, '请输入模板名称'],
      [{ ...stored, voiceSpeedRate: 7 }, '语速需在0.5到2之间'],
      [{ ...stored, interactionInfo: 'x' }, '模板内容不正确'],
      [withFirst({ sticker: [{ ...sticker, x: 'left' }] }), '模板内容不正确'],
      [withFirst({ sticker: [{ ...sticker, url: 'javascript:alert(1)' }] }), '素材地址不正确'],
    ];
    for (const [body, text] of attempts) {
      const answer = await save('demo_oadmin', id, body);
      expect(answer.errCode, text).toBe(400);
      expect(answer.errInfo, text).toContain(text);
    }
    expect((await detail('demo_oadmin', id)).result?.content).toEqual(stored);
  });

  it('submits only a completed draft; a rejection returns to its author with the reason, editing starts a new version', async () => {
    const { _id: id } = await create('demo_oadmin', '审核流程');
    expect(await submit('demo_oadmin', id)).toMatchObject({ errCode: 400, errInfo: '请先编辑模板！' });
    await save('demo_oadmin', id, toStored(threeNodes('审核流程')));
    expect(await submit('demo_oadmin', id)).toMatchObject({ errCode: 0, errInfo: '提交成功！', result: { status: 2 } });
    expect(await submit('demo_oadmin', id)).toMatchObject({ errCode: 409, errInfo: '模板正在审核中，不能修改' });
    expect(await save('demo_oadmin', id, toStored(threeNodes('改名')))).toMatchObject({
      errCode: 409,
      errInfo: '模板正在审核中，不能修改',
    });
    expect(await t.call('DELETE', `/api/videoTemplate/${id}`, { token: tokens.demo_oadmin })).toMatchObject({
      errCode: 409,
      errInfo: '审核中的模板不能删除',
    });

    expect(await names('demo_tadmin', '/api/videoTemplate/auditList')).toContain('审核流程');
    expect(await names('sysadmin', '/api/videoTemplate/auditList')).not.toContain('审核流程');
    expect(await names('demo_oadmin', '/api/videoTemplate/auditList')).toEqual([]);
    expect(await names('acme_tadmin', '/api/videoTemplate/auditList')).not.toContain('审核流程');
    expect(await check('demo_oadmin', id, { pass: true })).toMatchObject({
      errCode: 403,
      errInfo: '没有权限审核该模板',
    });
    expect(await check('sysadmin', id, { pass: true })).toMatchObject({ errCode: 403, errInfo: '没有权限审核该模板' });
    expect(await check('acme_tadmin', id, { pass: true })).toMatchObject({ errCode: 404 });
    expect(await check('demo_tadmin', id, { pass: false, reason: '  ' })).toMatchObject({
      errCode: 400,
      errInfo: '请填写驳回原因',
    });
    expect(await check('demo_tadmin', id, { pass: 'yes' })).toMatchObject({ errCode: 400, errInfo: '请选择审核结果' });

    const rejected = await check('demo_tadmin', id, { pass: false, reason: '第二个节点的话术需要修改' });
    expect(rejected).toMatchObject({
      errCode: 0,
      errInfo: '审核成功',
      result: { status: 3, reason: '第二个节点的话术需要修改' },
    });
    const seen = (await detail('demo_oadmin', id)).result!;
    expect(seen).toMatchObject({ status: 3, reason: '第二个节点的话术需要修改' });
    expect(seen.versions[0]).toMatchObject({
      version: 1,
      status: 3,
      auditedBy: { loginName: 'demo_tadmin' },
      submittedBy: { loginName: 'demo_oadmin' },
      reason: '第二个节点的话术需要修改',
    });
    expect(await authorMails()).toEqual(['视频模板「审核流程」审核驳回：第二个节点的话术需要修改']);
    expect(await check('demo_tadmin', id, { pass: true })).toMatchObject({ errCode: 403 });
    expect(await submit('demo_oadmin', id)).toMatchObject({ errCode: 409, errInfo: '请先编辑模板后再提交' });

    const edited = await save('demo_oadmin', id, toStored(threeNodes('审核流程二稿')));
    expect(edited.result).toMatchObject({ status: 1, version: 2, name: '审核流程二稿' });
    expect(edited.result?.versions.map((v) => [v.version, v.status])).toEqual([
      [2, 1],
      [1, 3],
    ]);
    await submit('demo_oadmin', id);
    const approved = await check('demo_tadmin', id, { pass: true });
    expect(approved.result).toMatchObject({ status: 5, version: 2, approvedVersion: 2 });
    expect(approved.result?.versions[0]).toMatchObject({
      version: 2,
      status: 5,
      auditedBy: { loginName: 'demo_tadmin' },
      reason: null,
    });
    expect(approved.result?.versions[0]?.auditedAt).toEqual(expect.any(String));
    expect(await authorMails()).toEqual([
      '视频模板「审核流程」审核驳回：第二个节点的话术需要修改',
      '视频模板「审核流程二稿」审核通过',
    ]);
  });

  it('keeps an approved version as it was: editing it starts a new draft', async () => {
    const { _id: id } = await create('demo_oadmin', '已通过');
    const first = toStored(threeNodes('已通过'));
    await save('demo_oadmin', id, first);
    await submit('demo_oadmin', id);
    await check('demo_tadmin', id, { pass: true });
    const changed = await save('demo_oadmin', id, toStored(threeNodes('已通过改版')));
    expect(changed.result).toMatchObject({ status: 1, version: 2, approvedVersion: 1, name: '已通过改版' });
    await save('demo_oadmin', id, toStored(threeNodes('已通过改版二')));
    const versions = await t.ctx.db
      .selectFrom('videoTemplateVersions')
      .select(['version', 'status', 'name', 'content'])
      .where('templateId', '=', id)
      .orderBy('version')
      .execute();
    expect(versions.map((v) => [v.version, v.status, v.name])).toEqual([
      [1, 5, '已通过'],
      [2, 1, '已通过改版二'],
    ]);
    expect(versions[0]?.content).toEqual(first);
    const rewrite = t.ctx.db
      .updateTable('videoTemplateVersions')
      .set({ name: '篡改' })
      .where('templateId', '=', id)
      .where('version', '=', 1)
      .execute();
    await expect(rewrite).rejects.toThrow(/cannot change/);
    const reopen = t.ctx.db
      .updateTable('videoTemplateVersions')
      .set({ status: 1 })
      .where('templateId', '=', id)
      .where('version', '=', 1)
      .execute();
    await expect(reopen).rejects.toThrow(/cannot change/);
  });

  it('a tenant admin submission waits for the platform admin (status 12)', async () => {
    const { _id: id } = await create('demo_tadmin', '租户模板');
    await save('demo_tadmin', id, toStored(threeNodes('租户模板')));
    expect((await submit('demo_tadmin', id)).result).toMatchObject({ status: 12 });
    expect(await names('demo_tadmin', '/api/videoTemplate/auditList')).not.toContain('租户模板');
    expect(await check('demo_tadmin', id, { pass: true })).toMatchObject({
      errCode: 403,
      errInfo: '没有权限审核该模板',
    });
    expect(await names('sysadmin', '/api/videoTemplate/auditList')).toContain('租户模板');
    expect((await check('sysadmin', id, { pass: false, reason: '请补充产品说明' })).result).toMatchObject({
      status: 4,
      reason: '请补充产品说明',
    });
  });

  it('deletes a template out of the lists', async () => {
    const { _id: id } = await create('demo_oadmin', '待删除');
    expect(await t.call('DELETE', `/api/videoTemplate/${id}`, { token: tokens.demo_oadmin })).toMatchObject({
      errCode: 0,
      errInfo: '删除成功！',
    });
    expect(await detail('demo_oadmin', id)).toMatchObject({ errCode: 404 });
    expect(await names('demo_oadmin', '/api/videoTemplate/list?name=待删除')).toEqual([]);
  });

  it('seeds the demo tenant with an approved template and a draft, read back by the editor', async () => {
    const rows =
      (
        await t.call<ListResult<VideoTemplateRow>>('GET', '/api/videoTemplate/list?pageSize=100', {
          token: tokens.demo_tadmin,
        })
      ).result?.list ?? [];
    expect(rows.find((row) => row.name === '年金险产品介绍')).toMatchObject({
      status: 5,
      approvedVersion: 1,
      nodeLength: 3,
      agent: { loginName: 'demo_oadmin' },
    });
    expect(rows.find((row) => row.name === '客户回访问候')).toMatchObject({
      status: 1,
      approvedVersion: null,
      nodeLength: 1,
    });
    expect(await names('acme_tadmin', '/api/videoTemplate/list?name=年金险')).toEqual([]);
    const approved = (await detail('demo_oadmin', rows.find((row) => row.name === '年金险产品介绍')!._id)).result!;
    expect(fromStored(approved.content).ok).toBe(true);
    expect(approved.versions[0]).toMatchObject({
      status: 5,
      submittedBy: { loginName: 'demo_oadmin' },
      auditedBy: { loginName: 'demo_tadmin' },
    });
  });

  it('answers the variables and voices', async () => {
    const answer = await t.call<{ list: { nameKey: string }[]; voices: { id: string }[] }>(
      'GET',
      '/api/videoTemplate/variables',
      { token: tokens.demo_agent1 },
    );
    expect(answer.result?.list.map((v) => v.nameKey)).toContain('customerName');
    expect(answer.result?.voices.length).toBeGreaterThan(0);
  });
});
