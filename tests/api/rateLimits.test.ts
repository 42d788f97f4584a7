import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config, RateLimits } from '../../server/config';
import { claimInviteNumber } from '../../server/services/inviteNumbers';
import { callTexts } from '../../src/schemas/call';
import { pathWith } from '../../src/schemas/paths';
import { roomInvitePaths } from '../../src/schemas/roomInvite';
import { sharePaths } from '../../src/schemas/roomShare';
import { rtcConfigPaths } from '../../src/schemas/rtcConfig';
import { databaseKinds } from '../support/databases';
import { DEMO_PASSWORD, ROOMY_RATE_LIMITS, startTestApp, type TestApp } from '../support/testApp';

const TOO_MANY = { errCode: 429, errInfo: '请求过于频繁，请稍后重试' };

const LIMITS: RateLimits = {
  ...ROOMY_RATE_LIMITS,
  signInPerIp: { max: 4, windowSeconds: 60 },
  signInPerAccount: { max: 3, windowSeconds: 60 },
  customerPerIp: { max: 5, windowSeconds: 60 },
  smsPerAgent: { max: 6, windowSeconds: 3600 },
  smsPerPhone: { max: 2, windowSeconds: 3600 },
  clientLogPerIp: { max: 3, windowSeconds: 60 },
};

let nextAddress = 1;
/** A client address no other test has used, so each test meets only the counts it makes. */
const freshAddress = () => `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

interface Answer {
  status: number;
  body: { errCode: number; errInfo?: string };
  retryAfter: number;
}

async function send(
  t: TestApp,
  method: InjectOptions['method'],
  url: string,
  options: { ip: string; body?: unknown; token?: string },
): Promise<Answer> {
  const response = await t.app.inject({
    method,
    url,
    remoteAddress: options.ip,
    headers: options.token ? { 'access-token': options.token } : {},
    ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
  });
  // The short link answers plain text and a shared page an image; only the envelope is read here.
  const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
  return {
    status: response.statusCode,
    body: isJson ? response.json() : { errCode: -1 },
    retryAfter: Number(response.headers['retry-after'] ?? 0),
  };
}

const login = (t: TestApp, loginName: string, ip: string, password = 'Wrong@12345') =>
  send(t, 'POST', '/api/login', { ip, body: { loginName, password, encrypted: false, isForceLogin: 1 } });

/** Over a limit: HTTP 429 with the envelope, and when to try again. */
function expectRefused(answer: Answer): void {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual(TOO_MANY);
  expect(answer.retryAfter).toBeGreaterThan(0);
}

describe.each(databaseKinds)('rate limits on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp(kind, { rateLimits: LIMITS });
    // Before the sign-in tests spend these accounts' attempts.
    for (const name of ['demo_agent1', 'demo_agent2']) tokens[name] = await t.tokenFor(name);
  });
  afterAll(async () => {
    await t.close();
  });
  /** A session of the account, signed in from an address of its own. */
  const tokenAt = async (loginName: string) => {
    const answer = await login(t, loginName, freshAddress(), DEMO_PASSWORD);
    return (answer.body as { result?: { token: string } }).result?.token ?? '';
  };

  it('limits sign-in attempts per account, whichever addresses they come from and however the name is typed', async () => {
    for (const typed of ['demo_oadmin', 'DEMO_OADMIN', ' demo_oadmin '])
      expect((await login(t, typed, freshAddress())).body.errCode).toBe(519);
    expectRefused(await login(t, 'demo_oadmin', freshAddress(), DEMO_PASSWORD));
    expect((await login(t, 'demo_agent3', freshAddress(), DEMO_PASSWORD)).body.errCode).toBe(0);

    // An unknown account is limited exactly like a real one, so the limit tells nothing either.
    for (let i = 0; i < 3; i++) expect((await login(t, 'nobody_here', freshAddress())).body.errCode).toBe(519);
    expectRefused(await login(t, 'nobody_here', freshAddress()));
  });

  it('limits sign-in attempts per address across accounts and every way of signing in', async () => {
    const ip = freshAddress();
    expect((await login(t, 'demo_agent3', ip)).body.errCode).toBe(519);
    expect((await login(t, 'acme_agent1', ip)).body.errCode).toBe(519);
    const bill = await send(t, 'POST', '/api/billAccount/login', {
      ip,
      body: { loginName: 'billing_demo', password: 'Wrong@12345', encrypted: false },
    });
    expect(bill.body.errCode).toBe(519);
    const byUrl = await send(t, 'POST', '/api/auth/secretFreeLogin', { ip, body: { token: 'a'.repeat(43) } });
    expect(byUrl.body.errCode).toBe(518);

    expectRefused(await login(t, 'vs_agent1', ip, DEMO_PASSWORD));
    expectRefused(
      await send(t, 'POST', '/api/billAccount/login', {
        ip,
        body: { loginName: 'billing_demo', password: DEMO_PASSWORD, encrypted: false },
      }),
    );
    expect((await login(t, 'vs_agent1', freshAddress(), DEMO_PASSWORD)).body.errCode).toBe(0);
  });

  it('limits billing sign-in per account apart from agents of the same name', async () => {
    const bill = (ip: string) =>
      send(t, 'POST', '/api/billAccount/login', {
        ip,
        body: { loginName: 'demo_tadmin', password: 'Wrong@12345', encrypted: false },
      });
    for (let i = 0; i < 3; i++) expect((await bill(freshAddress())).body.errCode).toBe(519);
    expectRefused(await bill(freshAddress()));
    expect((await login(t, 'demo_tadmin', freshAddress(), DEMO_PASSWORD)).body.errCode).toBe(0);
  });

  it('limits every route a customer reaches without signing in, per address and together', async () => {
    const serviceId = randomUUID();
    const routes: [InjectOptions['method'], string, unknown?][] = [
      ['POST', '/api/customer/call', { tenantCode: 'nobody', userName: '王先生', userPhone: '13800138000' }],
      ['POST', '/api/customer/call/cancel', { callId: serviceId }],
      ['GET', `/api/customer/call/${serviceId}`],
      ['POST', '/api/customer/call/evaluate', { callId: serviceId, score: 5 }],
      ['POST', '/api/customer/room/end', { serviceId, inviteNumber: '123456' }],
      ['POST', '/api/customer/join', { inviteNumber: '123456' }],
      ['GET', `/api/customer/sameScreen/${serviceId}?invite=123456`],
      ['POST', '/api/customer/serviceRoomEvent', { serviceId, inviteNumber: '123456', event: 'audioOn' }],
      ['POST', rtcConfigPaths.customer, { serviceId, inviteNumber: '123456' }],
      ['GET', `${sharePaths.customerCurrent}?serviceId=${serviceId}&inviteNumber=123456`],
      ['POST', sharePaths.customerStop, { serviceId, inviteNumber: '123456' }],
      ['GET', pathWith(sharePaths.page, { serviceId, pageNumber: 1 }, { key: '123456' })],
      ['GET', pathWith(sharePaths.video, { serviceId }, { key: '123456' })],
      ['POST', '/api/serviceRoom/startUser', { serviceId, inviteNumber: '123456' }],
      ['GET', '/s/abcdefgh'],
    ];
    for (const [method, url, body] of routes) {
      const ip = freshAddress();
      for (let i = 0; i < LIMITS.customerPerIp.max; i++) {
        const answer = await send(t, method, url, { ip, body });
        expect(answer.status, `${method} ${url}`).not.toBe(429);
      }
      expectRefused(await send(t, method, url, { ip, body }));
      // One count for all the customer's routes: the next route from this address is refused too.
      expectRefused(await send(t, 'POST', '/api/customer/join', { ip, body: { inviteNumber: '123456' } }));
    }
    expect(
      (await send(t, 'POST', '/api/customer/join', { ip: freshAddress(), body: { inviteNumber: '123456' } })).status,
    ).toBe(200);
  });

  it("limits the web client's reports per address", async () => {
    const ip = freshAddress();
    const report = () => send(t, 'POST', '/api/log', { ip, body: { level: 'info', label: 'test', content: 'report' } });
    for (let i = 0; i < 3; i++) expect((await report()).body).toEqual({ errCode: 0 });
    expectRefused(await report());
    expect(
      (
        await send(t, 'POST', '/api/log', {
          ip: freshAddress(),
          body: { level: 'info', label: 'test', content: 'report' },
        })
      ).body.errCode,
    ).toBe(0);
  });

  it('limits invitations by SMS per phone and per agent, on both invitation routes, and sends nothing refused', async () => {
    const ip = freshAddress();
    const token1 = tokens.demo_agent1 ?? '';
    const token2 = tokens.demo_agent2 ?? '';
    const agent = await t.ctx.db
      .selectFrom('agents')
      .select(['id', 'tenantId'])
      .where('loginName', '=', 'demo_agent1')
      .executeTakeFirstOrThrow();
    const link = await t.ctx.db
      .selectFrom('shareWebs')
      .select('id')
      .where('tenantId', '=', agent.tenantId)
      .where('status', '=', true)
      .where('isPublic', '=', true)
      .executeTakeFirstOrThrow();
    const sameScreen = async (token: string) => {
      const made = await send(t, 'POST', '/api/serviceWeb/create', { ip, token, body: { shareWebId: link.id } });
      expect(made.body.errCode, made.body.errInfo).toBe(0);
      return (made.body as { result?: { _id: string } }).result?._id ?? '';
    };
    const inviteNumber = await t.ctx.db.transaction().execute((trx) => claimInviteNumber(trx));
    const room = await t.ctx.db
      .insertInto('serviceRooms')
      .values({ inviteNumber, tenantId: agent.tenantId ?? '', agentId: agent.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const outbox = async (phone: string) =>
      (await t.ctx.db.selectFrom('smsOutbox').select('id').where('phone', '=', phone).execute()).length;

    const record1 = await sameScreen(token1);
    const bySameScreen = (token: string, serviceId: string, phones: string[]) =>
      send(t, 'POST', '/api/serviceWeb/sendInviteMessage', { ip, token, body: { serviceId, phones } });
    expect((await bySameScreen(token1, record1, ['13911110001'])).body.errCode).toBe(0);
    expect(
      (
        await send(t, 'POST', roomInvitePaths.sms, {
          ip,
          token: token1,
          body: { serviceId: room.id, phones: ['13911110001'] },
        })
      ).body.errCode,
    ).toBe(0);
    expectRefused(await bySameScreen(token1, record1, ['13911110001']));
    expectRefused(
      await send(t, 'POST', roomInvitePaths.sms, {
        ip,
        token: token1,
        body: { serviceId: room.id, phones: ['13911110002', '13911110001'] },
      }),
    );
    expect(await outbox('13911110001')).toBe(2);
    expect(await outbox('13911110002')).toBe(0);

    // Per agent every message counts: demo_agent2 may send six.
    const record2 = await sameScreen(token2);
    expect((await bySameScreen(token2, record2, ['13922220001', '13922220002', '13922220003'])).body.errCode).toBe(0);
    expect((await bySameScreen(token2, record2, ['13922220004', '13922220005', '13922220007'])).body.errCode).toBe(0);
    expectRefused(await bySameScreen(token2, record2, ['13922220006']));
    expect(await outbox('13922220006')).toBe(0);
    expect((await bySameScreen(token1, record1, ['13922220006'])).body.errCode).toBe(0);
  });

  it("lifts an account's sign-in throttle when an admin unlocks it, so the user is let in at once", async () => {
    for (let i = 0; i < 3; i++) expect((await login(t, 'acme_tadmin', freshAddress())).body.errCode).toBe(519);
    expectRefused(await login(t, 'acme_tadmin', freshAddress(), DEMO_PASSWORD));
    const target = await t.ctx.agents.findForLogin('acme_tadmin');
    const admin = await tokenAt('sysadmin');
    expect(
      (await send(t, 'POST', '/api/auth/unlock', { ip: freshAddress(), token: admin, body: { agentId: target?.id } }))
        .body,
    ).toEqual({ errCode: 0, errInfo: '解冻成功' });
    expect((await login(t, 'acme_tadmin', freshAddress(), DEMO_PASSWORD)).body.errCode).toBe(0);
  });

  it("counts against the agent's SMS budget only the messages sent, not sends the phone limit or the route refused", async () => {
    const ip = freshAddress();
    const agent = await t.ctx.db
      .selectFrom('agents')
      .select(['id', 'tenantId'])
      .where('loginName', '=', 'demo_agent3')
      .executeTakeFirstOrThrow();
    const link = await t.ctx.db
      .selectFrom('shareWebs')
      .select('id')
      .where('tenantId', '=', agent.tenantId)
      .where('status', '=', true)
      .where('isPublic', '=', true)
      .executeTakeFirstOrThrow();
    const token = await tokenAt('demo_agent3');
    const made = await send(t, 'POST', '/api/serviceWeb/create', { ip, token, body: { shareWebId: link.id } });
    const record = (made.body as { result?: { _id: string } }).result?._id ?? '';
    const invite = (serviceId: string, phones: string[]) =>
      send(t, 'POST', '/api/serviceWeb/sendInviteMessage', { ip, token, body: { serviceId, phones } });

    // Two messages to one phone fill its limit and use two of the agent's six.
    const busyPhone = '13933330000';
    for (let i = 0; i < 2; i++) expect((await invite(record, [busyPhone])).body.errCode).toBe(0);
    for (let i = 0; i < 3; i++) expectRefused(await invite(record, [busyPhone]));
    for (let i = 0; i < 3; i++) expect((await invite(randomUUID(), ['13933330009'])).body.errCode).toBe(404);

    const phones = ['13933330001', '13933330002', '13933330003', '13933330004'];
    expect((await invite(record, phones)).body.errCode).toBe(0);
    expectRefused(await invite(record, ['13933330007']));
    const sent = await t.ctx.db
      .selectFrom('smsOutbox')
      .select('phone')
      .where('phone', 'in', [...phones, '13933330007', '13933330009'])
      .execute();
    expect(sent).toHaveLength(4);
  });
});

describe.each(databaseKinds)('the waiting-call cap on %s', (kind) => {
  let t: TestApp;
  const customer = (tenantCode: string, userPhone: string) =>
    t.call<{ callId: string }>('POST', '/api/customer/call', { body: { tenantCode, userName: '王先生', userPhone } });
  const unanswered = async () =>
    (await t.ctx.db.selectFrom('calls').select('id').where('status', 'in', ['waiting', 'ringing']).execute()).length;

  beforeAll(async () => {
    t = await startTestApp(kind, { callQueue: { perTenant: 3, perPhone: 1 } });
    // An agent of each tenant is there but busy, so calls wait in the queue instead of being turned away.
    await t.ctx.db
      .updateTable('agents')
      .set({ online: true, serviceStatus: 'busy' })
      .where('loginName', 'in', ['demo_agent1', 'acme_agent1'])
      .execute();
    await t.ctx.db
      .updateTable('orgAccounts')
      .set({ workingDayTime: JSON.stringify([]) })
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a second waiting call of one phone and a call beyond the tenant queue, and queues nothing then', async () => {
    const first = await customer('demo', '13833330001');
    expect(first.errCode).toBe(0);
    expect(await customer('demo', '13833330001')).toEqual({ errCode: 409, errInfo: callTexts.phoneQueued });
    expect(await unanswered()).toBe(1);

    expect(
      (await t.call('POST', '/api/customer/call/cancel', { body: { callId: first.result?.callId } })).errCode,
    ).toBe(0);
    expect((await customer('demo', '13833330001')).errCode).toBe(0);
    expect((await customer('demo', '13833330002')).errCode).toBe(0);
    expect((await customer('demo', '13833330003')).errCode).toBe(0);
    expect(await customer('demo', '13833330004')).toEqual({ errCode: 409, errInfo: callTexts.queueFull });
    expect(await unanswered()).toBe(3);

    // Another tenant's queue, and the same phone there, are counted apart.
    expect((await customer('acme', '13833330001')).errCode).toBe(0);
  });
});

describe.runIf(Boolean(process.env.REDIS_URL))('rate limits shared through Redis', () => {
  const apps: TestApp[] = [];
  beforeAll(async () => {
    const shared: Partial<Config> = {
      rateLimits: LIMITS,
      redisUrl: process.env.REDIS_URL,
      rateLimitNamespace: `vs:test:${randomUUID()}:`,
    };
    apps.push(...(await Promise.all([startTestApp('pglite', shared), startTestApp('pglite', shared)])));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('holds one limit across two server instances', async () => {
    const [a, b] = apps as [TestApp, TestApp];
    expect((await login(a, 'demo_agent1', freshAddress())).body.errCode).toBe(519);
    expect((await login(b, 'demo_agent1', freshAddress())).body.errCode).toBe(519);
    expect((await login(a, 'demo_agent1', freshAddress())).body.errCode).toBe(519);
    expectRefused(await login(b, 'demo_agent1', freshAddress(), DEMO_PASSWORD));
    expectRefused(await login(a, 'demo_agent1', freshAddress(), DEMO_PASSWORD));
  });
});
