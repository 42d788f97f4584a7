import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BotFlow, BotFlowNode } from '../../src/domain/botFlow';
import { botTexts, type BotTranscript, type CustomerDmStep } from '../../src/schemas/bot';
import { callTexts, type StartedRoom } from '../../src/schemas/call';
import { CUSTOMER_NAMESPACE, type IncomingCall } from '../../src/schemas/events';
import { earAt, type Ear } from '../support/sockets';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

const node = (nodeId: string, words: string, next: Partial<BotFlowNode['next']> = {}): BotFlowNode => ({
  nodeId,
  name: `节点${nodeId}`,
  words,
  eventType: 'normal',
  intents: { yes: ['是', '好'], no: ['不'] },
  next: { yes: null, no: null, default: null, ...next },
});
/** Asks, offers, and on a second yes reaches its transfer node. */
const flow: BotFlow = {
  nodes: [
    node('n1', '您好，我是小安，想了解一下年金险吗？', { yes: 'n2' }),
    node('n2', '需要为您安排顾问详细讲解吗？', { yes: 't1', no: null }),
    { ...node('t1', '好的，马上为您转接人工客服'), eventType: 'transfer' },
  ],
};

describe.each(databaseKinds)('a bot hands its customer over to a person on %s', (kind) => {
  let t: TestApp;
  let baseUrl = '';
  let botId = '';
  let groupId = '';
  const tokens: Record<string, string> = {};
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    for (const name of ['demo_tadmin', 'demo_agent1', 'demo_agent2', 'acme_tadmin'])
      tokens[name] = await t.tokenFor(name);
    // Always working time, so what a call meets does not depend on the hour the tests run.
    await t.ctx.db
      .updateTable('orgAccounts')
      .set({ workingDayTime: JSON.stringify([]) })
      .execute();
    const made = await t.call<{ id: string }>('POST', '/api/videoBot', {
      token: tokens.demo_tadmin,
      body: { name: '年金险助手' },
    });
    botId = made.result!.id;
    expect(await t.call('PUT', `/api/videoBot/${botId}`, { token: tokens.demo_tadmin, body: { flow } })).toMatchObject({
      errCode: 0,
    });
    const group = await t.ctx.db
      .selectFrom('agentGroups as g')
      .innerJoin('tenants as t', 't.id', 'g.tenantId')
      .select('g.id')
      .where('t.code', '=', 'demo')
      .executeTakeFirstOrThrow();
    groupId = group.id;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  beforeEach(async () => {
    for (const socket of sockets.splice(0)) socket.close();
    await pause(50);
    await t.ctx.db
      .updateTable('calls')
      .set({ status: 'cancelled' })
      .where('status', 'in', ['waiting', 'ringing'])
      .execute();
    await t.ctx.db.updateTable('serviceRooms').set({ status: 'ended' }).where('status', '=', 'inProgress').execute();
    await t.ctx.db
      .updateTable('agents')
      .set({ serviceStatus: 'away', online: false, presenceChangedAt: null, statusUntil: null })
      .execute();
  });

  const setTransfer = (enabled: boolean) =>
    t.call('PUT', '/api/fiveTransfer/config', {
      token: tokens.demo_tadmin,
      body: {
        enabled,
        agentGroupId: enabled ? groupId : null,
        strategy: 'idleFirst',
        waitSeconds: 60,
        waitText: '正在为您转接人工客服，请稍候',
        busyText: '当前坐席繁忙，请稍后再试',
      },
    });

  const ear = (namespace: string, auth: Record<string, string>): Promise<Ear> =>
    earAt(baseUrl + namespace, auth, sockets);

  async function goIdle(name: string): Promise<Ear> {
    const agent = await ear('', { token: tokens[name]! });
    await pause(30);
    expect(
      await t.call('POST', '/api/agents/serviceStatus', { token: tokens[name], body: { serviceStatus: 'idle' } }),
    ).toMatchObject({ errCode: 0 });
    return agent;
  }

  const open = async (body: Record<string, unknown> = {}) => {
    const answer = await t.call<CustomerDmStep>('POST', '/api/customer/dm/init', {
      body: { tenantCode: 'demo', botId, userName: '王先生', userPhone: '13800138000', ...body },
    });
    expect(answer.errCode, answer.errInfo).toBe(0);
    return answer.result!;
  };
  const say = (dmId: string, text: string) =>
    t.call<CustomerDmStep>('POST', '/api/customer/dm/turn', { body: { dmId, text } });
  const countOf = async (table: 'calls' | 'botDialogs') =>
    Number(
      (
        await t.ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses bad input with clear texts and opens nothing', async () => {
    const before = await countOf('botDialogs');
    const init = (body: Record<string, unknown>) =>
      t.call('POST', '/api/customer/dm/init', {
        body: { tenantCode: 'demo', botId, userName: '王先生', userPhone: '13800138000', ...body },
      });
    expect(await init({ tenantCode: 'nobody' })).toMatchObject({ errCode: 400, errInfo: callTexts.tenantUnknown });
    expect(await init({ userPhone: '123' })).toMatchObject({ errCode: 400, errInfo: callTexts.phoneInvalid });
    expect(await init({ userName: '  ' })).toMatchObject({ errCode: 400, errInfo: callTexts.nameRequired });
    expect(await init({ botId: 'x' })).toMatchObject({ errCode: 400, errInfo: botTexts.botUnknown });
    // Another tenant's bot, named by a tenant it is not allotted to.
    expect(await init({ tenantCode: 'acme' })).toMatchObject({ errCode: 400, errInfo: botTexts.botUnknown });
    expect(await countOf('botDialogs')).toBe(before);

    expect(await say('6f1c1d43-7a52-4a8b-9a55-0cf1f3a3a001', '你好')).toMatchObject({ errCode: 404 });
    expect(await t.call('POST', '/api/customer/dm/turn', { body: { dmId: 'nope', text: '你好' } })).toMatchObject({
      errCode: 400,
    });
    // A staff's preview is not a customer's to take on.
    const preview = await t.call<{ dmId: string }>('POST', '/api/dm/init', {
      token: tokens.demo_agent1,
      body: { botId, callId: 'preview-1' },
    });
    expect(await say(preview.result!.dmId, '转人工')).toMatchObject({ errCode: 404 });
  });

  it('hands the customer over when asked: the call rings in the transfer group, the agent answers and reads what was said', async () => {
    expect(await setTransfer(true)).toMatchObject({ errCode: 0 });
    const agent = await goIdle('demo_agent1');
    const first = await open();
    expect(first).toMatchObject({ event: 'BOT_REPLY', handover: false, transfer: null, botNode: { nodeId: 'n1' } });
    const customer = await ear(CUSTOMER_NAMESPACE, { dmId: first.dmId });

    const second = (await say(first.dmId, '是的')).result!;
    expect(second).toMatchObject({ event: 'BOT_REPLY', handover: false, botNode: { nodeId: 'n2' } });
    expect(await customer.waitFor<{ botNode: { nodeId: string } }>('videoBot')).toMatchObject({
      dmId: first.dmId,
      botNode: { nodeId: 'n2' },
    });

    const handed = await say(first.dmId, '我想找人工客服聊聊');
    expect(handed).toMatchObject({
      errCode: 0,
      result: {
        handover: true,
        // The flow's transfer node says its words.
        botNode: { nodeId: 't1', eventType: 'transfer' },
        transferRefused: null,
        transfer: { tenantCode: 'demo', groupId, name: '王先生', phone: '13800138000' },
      },
    });
    const callId = handed.result!.transfer!.callId;
    const call = await t.ctx.db
      .selectFrom('calls')
      .select(['groupId', 'kind', 'userName'])
      .where('id', '=', callId)
      .executeTakeFirstOrThrow();
    expect(call).toEqual({ groupId, kind: 'customer', userName: '王先生' });
    expect(await customer.waitFor('handup')).toMatchObject({ dmId: first.dmId, transfer: { callId } });
    expect(await customer.waitFor('BOT_FINAL_END')).toEqual({ dmId: first.dmId, reason: 'handover' });
    // The agent's call box rings with the customer, as for any customer's call.
    expect(await agent.waitFor<IncomingCall>('videoSells.callIn', (c) => c.callId === callId)).toMatchObject({
      userName: '王先生',
      phone: '13800138000',
    });
    expect(await say(first.dmId, '还在吗')).toMatchObject({ errCode: 409, errInfo: botTexts.dialogOver });

    const room = await t.call<StartedRoom>('POST', '/api/serviceRoom/startAgent', {
      token: tokens.demo_agent1,
      body: { callId, roomInfo: { from: 'Browser' } },
    });
    expect(room.errCode, room.errInfo).toBe(0);
    const serviceId = room.result!.serviceId;
    const transcript = await t.call<BotTranscript>('GET', `/api/serviceRoom/botTranscript/${serviceId}`, {
      token: tokens.demo_agent1,
    });
    expect(transcript.result).toMatchObject({ botName: '年金险助手' });
    expect(transcript.result!.lines.map(({ who, text }) => `${who}:${text}`)).toEqual([
      'bot:您好，我是小安，想了解一下年金险吗？',
      'customer:是的',
      'bot:需要为您安排顾问详细讲解吗？',
      'customer:我想找人工客服聊聊',
      'bot:好的，马上为您转接人工客服',
    ]);
    // Nobody else reads it: another agent, another tenant's admin; the tenant's admin does.
    for (const who of ['demo_agent2', 'acme_tadmin'])
      expect(await t.call('GET', `/api/serviceRoom/botTranscript/${serviceId}`, { token: tokens[who] })).toMatchObject({
        errCode: 404,
      });
    expect(
      await t.call('GET', `/api/serviceRoom/botTranscript/${serviceId}`, { token: tokens.demo_tadmin }),
    ).toMatchObject({ errCode: 0, result: { botName: '年金险助手' } });
  });

  it('reaches the transfer node by the flow, and a cancel while it rings withdraws the call box', async () => {
    expect(await setTransfer(true)).toMatchObject({ errCode: 0 });
    const agent = await goIdle('demo_agent2');
    const first = await open({ userName: '李女士', userPhone: '13900139000' });
    await say(first.dmId, '好');
    const handed = (await say(first.dmId, '是')).result!;
    expect(handed).toMatchObject({ handover: true, event: 'BOT_FINAL', botNode: { nodeId: 't1' } });
    const callId = handed.transfer!.callId;
    await agent.waitFor<IncomingCall>('videoSells.callIn', (c) => c.callId === callId);
    expect(await t.call('POST', '/api/customer/call/cancel', { body: { callId } })).toMatchObject({
      errCode: 0,
      result: { status: 'cancelled' },
    });
    expect(
      await agent.waitFor<{ callId: string; reason?: string }>('videoSells.cancelCall', (c) => c.callId === callId),
    ).toEqual({ callId, reason: 'cancelled' });
  });

  it('tells the customer why no person can take over: no transfer group, or no agent online', async () => {
    expect(await setTransfer(false)).toMatchObject({ errCode: 0 });
    const calls = await countOf('calls');
    const first = await open();
    const customer = await ear(CUSTOMER_NAMESPACE, { dmId: first.dmId });
    expect((await say(first.dmId, '转人工')).result).toMatchObject({
      handover: true,
      transfer: null,
      transferRefused: botTexts.noTransferGroup,
    });
    expect(await customer.waitFor('handup')).toEqual({
      dmId: first.dmId,
      transfer: null,
      transferRefused: botTexts.noTransferGroup,
    });

    expect(await setTransfer(true)).toMatchObject({ errCode: 0 });
    const second = await open();
    expect((await say(second.dmId, '帮我转人工')).result).toMatchObject({
      handover: true,
      transfer: null,
      transferRefused: callTexts.noAgentOnline,
    });
    expect(await countOf('calls')).toBe(calls);
  });

  it('lets the customer leave before a hand-over: the dialogue ends and asks nothing', async () => {
    const calls = await countOf('calls');
    const first = await open();
    const customer = await ear(CUSTOMER_NAMESPACE, { dmId: first.dmId });
    expect(await t.call('POST', '/api/customer/dm/end', { body: { dmId: first.dmId } })).toMatchObject({ errCode: 0 });
    expect(await customer.waitFor('BOT_FINAL_END')).toEqual({ dmId: first.dmId, reason: 'left' });
    expect(await say(first.dmId, '转人工')).toMatchObject({ errCode: 409, errInfo: botTexts.dialogOver });
    expect(await countOf('calls')).toBe(calls);
    // A socket naming no customer dialogue is refused.
    await expect(ear(CUSTOMER_NAMESPACE, { dmId: '6f1c1d43-7a52-4a8b-9a55-0cf1f3a3a001' })).rejects.toThrow();
  });
});
