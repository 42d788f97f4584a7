import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BotFlow, BotFlowNode } from '../../src/domain/botFlow';
import type { ListResult } from '../../src/schemas/api';
import type { BotRecord, BotRelation, DmStep } from '../../src/schemas/bot';
import type { VideoTemplateDetail } from '../../src/schemas/videoTemplate';
import { wavSeconds } from '../../server/services/speech';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';

const node = (nodeId: string, next: Partial<BotFlowNode['next']> = {}): BotFlowNode => ({
  nodeId,
  name: `节点${nodeId}`,
  words: `${nodeId}的话术`,
  eventType: 'normal',
  intents: { yes: ['是', '好'], no: ['不'] },
  next: { yes: null, no: null, default: null, ...next },
});
const threeNodes: BotFlow = { nodes: [node('n1', { yes: 'n2' }), node('n2', { yes: 'n3' }), node('n3')] };

describe.each(databaseKinds)('bots on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const name of ['sysadmin', 'demo_tadmin', 'demo_agent1', 'acme_tadmin']) tokens[name] = await t.tokenFor(name);
  });
  afterAll(async () => {
    await t.close();
  });

  const as = (who: string) => ({
    call: <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
      t.call<T>(method, url, { token: tokens[who], ...(body === undefined ? {} : { body }) }),
    names: async (url: string) =>
      (await t.call<ListResult<BotRecord>>('GET', url, { token: tokens[who] })).result?.list.map((b) => b.name) ?? [],
  });
  const create = async (who: string, path: string, body: unknown) =>
    (await as(who).call<{ id: string }>('POST', path, body)).result!.id;

  it('keeps each tenant’s bots to itself, and the platform’s public bots to the tenants they are allotted to', async () => {
    const demo = as('demo_tadmin');
    const made = await demo.call<{ id: string }>('POST', '/api/videoBot', { name: '销售助手', botKey: 'demo_sales' });
    expect(made).toMatchObject({ errCode: 0, errInfo: '创建成功！' });
    const own = made.result!.id;
    expect(await demo.call('POST', '/api/videoBot', { name: '  ' })).toMatchObject({
      errCode: 400,
      errInfo: '请输入机器人名称',
    });
    expect(await demo.call('POST', '/api/videoBot', { name: '公共', isPublic: true })).toMatchObject({
      errCode: 400,
      errInfo: '只有平台管理员可以创建公共机器人',
    });
    expect(await demo.call('POST', '/api/videoBot', { name: '坏标识', botKey: 'bad key' })).toMatchObject({
      errCode: 400,
    });
    expect(await demo.call('POST', '/api/videoBot', { name: '重复', botKey: 'demo_sales' })).toMatchObject({
      errCode: 409,
      errInfo: '机器人标识已存在',
    });
    expect(await as('demo_agent1').names('/api/videoBot?type=mine')).toEqual(['销售助手']);
    expect(await as('demo_agent1').names('/api/audioBot?type=mine')).toEqual(['续保提醒']);
    expect(await as('demo_agent1').names('/api/videoBot?type=public')).toEqual(['保险回访机器人']);
    expect(await as('acme_tadmin').names('/api/videoBot?type=mine')).toEqual([]);
    for (const [method, body] of [['GET'], ['PUT', { name: '改名' }], ['DELETE']] as const) {
      expect(await as('acme_tadmin').call(method, `/api/videoBot/${own}`, body)).toMatchObject({ errCode: 404 });
    }
    expect(await as('acme_tadmin').call('GET', `/api/audioBot/${own}`)).toMatchObject({ errCode: 404 });

    const platform = as('sysadmin');
    const shared = await create('sysadmin', '/api/audioBot', { name: '公共语音', isPublic: true });
    const privateOne = await create('sysadmin', '/api/audioBot', { name: '平台私有' });
    expect(await as('acme_tadmin').names('/api/audioBot?type=public')).toEqual([]);
    const tenants = (
      await platform.call<ListResult<{ _id: string; name: string }>>('GET', '/api/audioBot/allocate/tenant')
    ).result!.list;
    const acme = tenants.find((x) => x.name === '恒裕财富')!;
    expect(await demo.call('GET', '/api/audioBot/allocate/tenant')).toMatchObject({ errCode: 403 });
    expect(await demo.call('PUT', `/api/videoBot/${own}/allocate`, { tenantIds: [acme._id] })).toMatchObject({
      errCode: 403,
    });
    expect(
      await platform.call('PUT', `/api/audioBot/${shared}/allocate`, {
        tenantIds: ['1b4e28ba-2fa1-11d2-883f-0016d3cca427'],
      }),
    ).toMatchObject({
      errCode: 400,
      errInfo: '请选择有效的公司',
    });
    expect(await platform.call('PUT', `/api/audioBot/${privateOne}/allocate`, { tenantIds: [acme._id] })).toMatchObject(
      { errCode: 400, errInfo: '只有公共机器人可以分配给公司' },
    );
    expect(await platform.call('PUT', `/api/audioBot/${shared}/allocate`, { tenantIds: [acme._id] })).toMatchObject({
      errCode: 0,
      errInfo: '分配成功',
    });
    expect((await platform.call<BotRecord>('GET', `/api/audioBot/${shared}`)).result?.useTenant).toEqual([acme]);
    expect(await as('acme_tadmin').names('/api/audioBot?type=public')).toEqual(['公共语音']);
    expect(await as('acme_tadmin').names('/api/audioBot?type=mine')).toEqual([]);
    expect(await demo.names('/api/audioBot?type=public')).toEqual([]);
    expect(await as('acme_tadmin').call('GET', `/api/audioBot/${privateOne}`)).toMatchObject({ errCode: 404 });
    expect(await as('acme_tadmin').call('PUT', `/api/audioBot/${shared}`, { name: '改名' })).toMatchObject({
      errCode: 403,
      errInfo: '只能修改本公司的机器人',
    });
    expect(await platform.names('/api/audioBot?type=public')).toEqual(['公共语音']);
    expect(await platform.names('/api/audioBot?type=mine')).toEqual(['平台私有', '公共语音']);
  });

  it('saves a flow whose links hold, relates materials of the tenant to its nodes, and runs its dialogue', async () => {
    const demo = as('demo_tadmin');
    const bot = await create('demo_tadmin', '/api/videoBot', { name: '三节点' });
    expect(
      await demo.call('PUT', `/api/videoBot/${bot}`, { flow: { nodes: [node('a', { yes: 'zz' })] } }),
    ).toMatchObject({ errCode: 400, errInfo: '节点「节点a」的下一节点不存在' });
    expect(
      await demo.call('PUT', `/api/videoBot/${bot}`, { flow: { nodes: [{ ...node('a'), words: '' }] } }),
    ).toMatchObject({ errCode: 400 });
    expect(await demo.call('PUT', `/api/videoBot/${bot}`, { flow: threeNodes })).toMatchObject({
      errCode: 0,
      errInfo: '保存成功',
    });

    const template = (await demo.call<VideoTemplateDetail>('POST', '/api/videoTemplate', { name: '机器人素材' }))
      .result!;
    const pointId = template.content.interactionInfo[0]!.id;
    const relate = (body: unknown, who = 'demo_tadmin') =>
      as(who).call('PUT', `/api/videoBot/${bot}/relateMaterial`, body);
    expect(await relate({ botNode: { nodeId: 'nope', videoTemplateId: template._id, pointId } })).toMatchObject({
      errCode: 400,
      errInfo: '请选择机器人流程中的节点',
    });
    expect(await relate({ botNode: { nodeId: 'n2' } })).toMatchObject({
      errCode: 400,
      errInfo: '请选择视频模板和节点，或选择视频',
    });
    expect(await relate({ botNode: { nodeId: 'n2', videoTemplateId: template._id, pointId: 'other' } })).toMatchObject({
      errCode: 400,
      errInfo: '请选择视频模板中的节点',
    });
    expect(await relate({ botNode: { nodeId: 'n2', videoId: 'not-an-id' } })).toMatchObject({
      errCode: 400,
      errInfo: '请选择有效的视频',
    });
    expect(
      await relate({ botNode: { nodeId: 'n2', videoTemplateId: template._id, pointId } }, 'acme_tadmin'),
    ).toMatchObject({ errCode: 404 });
    expect(
      await relate({ botNode: { nodeId: 'n2', videoTemplateId: template._id, pointId }, flowNo: 1 }),
    ).toMatchObject({ errCode: 0, errInfo: '关联成功' });
    expect(
      (await demo.call<ListResult<BotRelation>>('GET', `/api/videoBot/relate/list?botId=${bot}`)).result?.list,
    ).toEqual([
      {
        botId: bot,
        nodeId: 'n2',
        flowNo: 1,
        videoTemplateId: template._id,
        pointId,
        videoId: null,
        materialName: '机器人素材',
      },
    ]);

    const agent = as('demo_agent1');
    const first = (await agent.call<DmStep>('POST', '/api/dm/init', { botId: bot, callId: 'preview-1' })).result!;
    expect(first).toMatchObject({
      event: 'BOT_REPLY',
      botNode: { nodeId: 'n1', words: 'n1的话术', videoTemplateId: null },
    });
    expect(await as('acme_tadmin').call('POST', '/api/dm/init', { botId: bot, callId: 'x' })).toMatchObject({
      errCode: 404,
    });
    expect(await as('acme_tadmin').call('PUT', `/api/dm/${first.dmId}`, { text: '是' })).toMatchObject({
      errCode: 404,
    });
    expect(await agent.call('PUT', `/api/dm/${first.dmId}`, { text: '是', event: 'FORM_TIMEOUT' })).toMatchObject({
      errCode: 400,
    });
    expect(await agent.call('POST', '/api/dm/init', { botId: bot })).toMatchObject({
      errCode: 400,
      errInfo: '请提供通话编号',
    });
    const second = (await agent.call<DmStep>('PUT', `/api/dm/${first.dmId}`, { text: '好的' })).result!;
    expect(second).toMatchObject({
      event: 'BOT_REPLY',
      intent: 'yes',
      botNode: { nodeId: 'n2', videoTemplateId: template._id, pointId },
    });
    expect((await agent.call<DmStep>('PUT', `/api/dm/${first.dmId}`, { text: '是' })).result).toMatchObject({
      event: 'BOT_FINAL',
      intent: 'yes',
      botNode: { nodeId: 'n3' },
    });
    expect((await agent.call<DmStep>('PUT', `/api/dm/${first.dmId}`, { text: '是' })).result).toMatchObject({
      event: 'BOT_TERMINATE',
      botNode: null,
    });

    const again = (await agent.call<DmStep>('POST', '/api/dm/init', { botId: bot, callId: 'preview-2' })).result!;
    expect(await agent.call('POST', '/api/dm/end', { dmId: again.dmId })).toMatchObject({ errCode: 0 });
    expect((await agent.call<DmStep>('PUT', `/api/dm/${again.dmId}`, { text: '是' })).result).toMatchObject({
      event: 'BOT_TERMINATE',
    });
    expect(await demo.call('DELETE', `/api/videoBot/${bot}`)).toMatchObject({ errCode: 0, errInfo: '删除成功！' });
    expect(await agent.call('PUT', `/api/dm/${first.dmId}`, { text: '是' })).toMatchObject({ errCode: 404 });
  });
  it("shows each node's material and says its words: the template node's picture, the video, the voice, all at signed addresses", async () => {
    const demo = as('demo_tadmin');
    const bot = await create('demo_tadmin', '/api/videoBot', { name: '素材机器人' });
    await demo.call('PUT', `/api/videoBot/${bot}`, { flow: threeNodes });
    const template = (await demo.call<VideoTemplateDetail>('POST', '/api/videoTemplate', { name: '节点画面' })).result!;
    const pointId = template.content.interactionInfo[0]!.id;
    const unrendered = await t.ctx.db
      .selectFrom('videoContents')
      .select('id')
      .where('name', '=', '年金险产品介绍-示例')
      .executeTakeFirstOrThrow();
    await demo.call('PUT', `/api/videoBot/${bot}/relateMaterial`, {
      botNode: { nodeId: 'n1', videoTemplateId: template._id, pointId },
    });
    await demo.call('PUT', `/api/videoBot/${bot}/relateMaterial`, {
      botNode: { nodeId: 'n2', videoId: unrendered.id },
    });

    const agent = as('demo_agent1');
    const first = (await agent.call<DmStep>('POST', '/api/dm/init', { botId: bot, callId: 'media-1' })).result!;
    const shown = first.botNode!;
    expect(shown.background).toEqual({
      type: 'image',
      url: expect.stringMatching(
        new RegExp(`^/api/videoBot/media/picture/${template._id}/${pointId}\\?expires=\\d+&signature=[0-9a-f]{64}$`),
      ),
    });
    expect(shown.voice).toEqual({
      url: expect.stringMatching(/^\/api\/videoBot\/media\/voice\/[0-9a-f]{64}\?expires=/),
      duration: expect.any(Number),
    });

    const picture = await t.app.inject({ method: 'GET', url: shown.background!.url });
    expect(picture.headers['content-type']).toBe('image/png');
    expect([picture.rawPayload.readUInt32BE(16), picture.rawPayload.readUInt32BE(20)]).toEqual([375, 667]);
    const voice = await t.app.inject({ method: 'GET', url: shown.voice!.url });
    expect(voice.headers['content-type']).toBe('audio/wav');
    expect(wavSeconds(voice.rawPayload)).toBeCloseTo(shown.voice!.duration, 2);
    expect(shown.voice!.duration).toBeGreaterThan(0.5);

    // A signature names its node and voice: another's, a changed one or none is refused.
    const tampered = shown.background!.url.replace(pointId, 'other');
    expect((await t.call('GET', tampered)).errCode).toBe(404);
    expect(
      (await t.call('GET', shown.voice!.url.replace(/signature=\w+/, `signature=${'0'.repeat(64)}`))).errCode,
    ).toBe(404);
    expect((await t.call('GET', shown.voice!.url.split('?')[0]!)).errCode).toBe(404);

    // A video not yet rendered shows nothing, and a node without material is still spoken.
    const second = (await agent.call<DmStep>('PUT', `/api/dm/${first.dmId}`, { text: '是' })).result!;
    expect(second.botNode).toMatchObject({
      nodeId: 'n2',
      videoId: unrendered.id,
      background: null,
      voice: { duration: expect.any(Number) },
    });
    const third = (await agent.call<DmStep>('PUT', `/api/dm/${first.dmId}`, { text: '是' })).result!;
    expect(third.botNode).toMatchObject({
      nodeId: 'n3',
      background: null,
      voice: { url: expect.stringContaining('/api/videoBot/media/voice/') },
    });
  });
});
