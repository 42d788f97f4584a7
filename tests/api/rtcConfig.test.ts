import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rtcConfigPaths, rtcUserOf, type RtcConfig } from '../../src/schemas/rtcConfig';
import { verifyUserSig } from '../support/userSigCheck';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';

const SDK_APP_ID = 1400000001;
const SECRET_KEY = 'a-test-secret-key';
const TURN = { urls: ['turn:turn.example.com:3478'], username: 'u', credential: 'c' };
const STUN = { urls: 'stun:stun.example.com:3478' };

/** A room in progress of the account, as answering a call leaves it. */
async function roomOf(
  t: TestApp,
  loginName: string,
  inviteNumber: string,
): Promise<{ serviceId: string; agentId: string; inviteNumber: string; key: string }> {
  const agent = await t.ctx.db
    .selectFrom('agents')
    .select(['id', 'tenantId', 'orgAccountId'])
    .where('loginName', '=', loginName)
    .executeTakeFirstOrThrow();
  const room = await t.ctx.db
    .insertInto('serviceRooms')
    .values({
      inviteNumber,
      tenantId: agent.tenantId!,
      orgAccountId: agent.orgAccountId,
      agentId: agent.id,
      callId: null,
      userName: '王先生',
      userPhone: '13800138000',
    })
    .returning(['id', 'customerKey'])
    .executeTakeFirstOrThrow();
  return { serviceId: room.id, agentId: agent.id, inviteNumber, key: room.customerKey };
}

describe.each(databaseKinds)('the room page engine and credentials on %s', (kind) => {
  let p2p: TestApp;
  let trtc: TestApp;
  const tokens: Record<string, string> = {};
  let room = { serviceId: '', agentId: '', inviteNumber: '', key: '' };
  let trtcRoom = { serviceId: '', agentId: '', inviteNumber: '', key: '' };

  beforeAll(async () => {
    p2p = await startTestApp(kind);
    trtc = await startTestApp(kind, {
      rtc: 'trtc',
      trtc: { sdkAppId: SDK_APP_ID, secretKey: SECRET_KEY },
      iceServers: [STUN, TURN],
    });
    tokens.p2p = await p2p.tokenFor('demo_agent1');
    tokens.trtc = await trtc.tokenFor('demo_agent1');
    tokens.other = await trtc.tokenFor('demo_agent2');
    room = await roomOf(p2p, 'demo_agent1', '135790');
    trtcRoom = await roomOf(trtc, 'demo_agent1', '246802');
  });
  afterAll(async () => {
    await p2p.close();
    await trtc.close();
  });

  const agentConfig = (t: TestApp, serviceId: string, token: string | undefined) =>
    t.call<RtcConfig>('GET', `${rtcConfigPaths.agent}?serviceId=${serviceId}`, { token });
  const customerConfig = (t: TestApp, body: unknown) => t.call<RtcConfig>('POST', rtcConfigPaths.customer, { body });

  it('answers the p2p engine and no ICE servers by default, to the agent and the customer', async () => {
    expect(await agentConfig(p2p, room.serviceId, tokens.p2p)).toEqual({
      errCode: 0,
      result: { engine: 'p2p', iceServers: [] },
    });
    expect(await customerConfig(p2p, { serviceId: room.serviceId, key: room.key })).toEqual({
      errCode: 0,
      result: { engine: 'p2p', iceServers: [] },
    });
  });

  it('tells any page the engine and the STUN servers, without signing in and without a TURN credential', async () => {
    expect(await p2p.call('GET', rtcConfigPaths.engine)).toEqual({
      errCode: 0,
      result: { engine: 'p2p', iceServers: [] },
    });
    const trtcEngine = await trtc.call('GET', rtcConfigPaths.engine);
    expect(trtcEngine).toEqual({ errCode: 0, result: { engine: 'trtc', iceServers: [STUN] } });
    expect(JSON.stringify(trtcEngine)).not.toContain('turn:');
  });

  it('answers TRTC with a UserSig Tencent accepts for the agent, in the room named by its serviceId', async () => {
    const answer = await agentConfig(trtc, trtcRoom.serviceId, tokens.trtc);
    expect(answer.errCode).toBe(0);
    const config = answer.result as Extract<RtcConfig, { engine: 'trtc' }>;
    expect(config).toMatchObject({
      engine: 'trtc',
      iceServers: [STUN, TURN],
      sdkAppId: SDK_APP_ID,
      roomId: trtcRoom.serviceId,
    });
    expect(config.userId.length).toBeLessThanOrEqual(32);
    expect(rtcUserOf(config.userId)).toEqual({ role: 'agent', id: trtcRoom.agentId });
    expect(verifyUserSig(config.userSig, SDK_APP_ID, SECRET_KEY, config.userId)).toBe('ok');
    expect(JSON.stringify(answer)).not.toContain(SECRET_KEY);
  });

  it('gives each customer page a user of its own with its UserSig', async () => {
    const body = { serviceId: trtcRoom.serviceId, key: trtcRoom.key };
    const [first, second] = [
      (await customerConfig(trtc, body)).result,
      (await customerConfig(trtc, body)).result,
    ] as Extract<RtcConfig, { engine: 'trtc' }>[];
    expect(first).toMatchObject({ engine: 'trtc', sdkAppId: SDK_APP_ID, roomId: trtcRoom.serviceId });
    expect(rtcUserOf(first!.userId)?.role).toBe('customer');
    expect(first!.userId.length).toBeLessThanOrEqual(32);
    expect(second!.userId).not.toBe(first!.userId);
    expect(verifyUserSig(first!.userSig, SDK_APP_ID, SECRET_KEY, first!.userId)).toBe('ok');
  });

  it('refuses another agent, a signed-out caller, a wrong key, the invite number and bad input with a clear answer', async () => {
    expect(await agentConfig(trtc, trtcRoom.serviceId, tokens.other)).toMatchObject({
      errCode: 404,
      errInfo: '记录不存在或无权访问',
    });
    expect((await agentConfig(trtc, trtcRoom.serviceId, undefined)).errCode).toBe(513);
    expect(await agentConfig(trtc, 'not-a-room', tokens.trtc)).toMatchObject({ errCode: 400, errInfo: '会话已结束' });
    expect(await agentConfig(trtc, room.serviceId, tokens.trtc)).toMatchObject({ errCode: 404 });
    expect(await customerConfig(trtc, { serviceId: trtcRoom.serviceId, key: room.key })).toMatchObject({
      errCode: 400,
      errInfo: '邀请链接无效或会话已结束',
      result: { fields: { key: '邀请链接无效或会话已结束' } },
    });
    expect(await customerConfig(trtc, { serviceId: trtcRoom.serviceId })).toMatchObject({
      errCode: 400,
      errInfo: '邀请链接无效或会话已结束',
    });
    expect(
      await customerConfig(trtc, { serviceId: trtcRoom.serviceId, inviteNumber: trtcRoom.inviteNumber }),
    ).toMatchObject({ errCode: 400 });
    expect(
      await customerConfig(trtc, { serviceId: trtcRoom.serviceId, key: trtcRoom.key, userId: 'a_chosen' }),
    ).toMatchObject({ errCode: 400 });
  });

  it('answers nothing once the room has ended, and leaves the room as it was', async () => {
    await trtc.ctx.db
      .updateTable('serviceRooms')
      .set({ status: 'ended', endedAt: new Date() })
      .where('id', '=', trtcRoom.serviceId)
      .execute();
    const before = await trtc.ctx.db
      .selectFrom('serviceRooms')
      .selectAll()
      .where('id', '=', trtcRoom.serviceId)
      .executeTakeFirstOrThrow();
    expect(await agentConfig(trtc, trtcRoom.serviceId, tokens.trtc)).toMatchObject({
      errCode: 400,
      errInfo: '会话已结束',
    });
    expect(await customerConfig(trtc, { serviceId: trtcRoom.serviceId, key: trtcRoom.key })).toMatchObject({
      errCode: 400,
      errInfo: '邀请链接无效或会话已结束',
    });
    expect(
      await trtc.ctx.db
        .selectFrom('serviceRooms')
        .selectAll()
        .where('id', '=', trtcRoom.serviceId)
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
  });
});
