import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimitName, RateLimits } from '../../server/config';
import { databaseKinds } from '../support/databases';
import { ROOMY_RATE_LIMITS, startTestApp, type TestApp } from '../support/testApp';

const TOO_MANY = { errCode: 429, errInfo: '请求过于频繁，请稍后重试' };
const MAX = 3;

/** The public routes outside /api/customer/, each with its own limit per address. */
const ROUTES: [RateLimitName, InjectOptions['method'], string, unknown?][] = [
  ['deliveryDetailPerIp', 'GET', `/api/mediaDeliverJob/detail?taskId=${randomUUID()}`],
  ['deliveryAnswerPerIp', 'POST', '/api/mediaDeliverJob/answer', { taskId: randomUUID(), answer: '需要' }],
  ['richMediaSharePerIp', 'GET', `/api/richMediaShare?videoId=${randomUUID()}`],
  ['billUsagePerIp', 'GET', '/api/billAccount/usage'],
  ['callServiceInboundPerIp', 'POST', '/api/callService/inbound', { event: 'offered' }],
  ['roomVideoPerIp', 'GET', `/api/serviceRoom/video/file?serviceId=${randomUUID()}&expires=1&signature=x`],
  ['roomVideoPerIp', 'HEAD', `/api/serviceRoom/video/file?serviceId=${randomUUID()}&expires=1&signature=x`],
];

const LIMITS: RateLimits = {
  ...ROOMY_RATE_LIMITS,
  ...Object.fromEntries(ROUTES.map(([rule]) => [rule, { max: MAX, windowSeconds: 60 }])),
};

let nextAddress = 1;
const freshAddress = () => `10.7.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

describe.each(databaseKinds)('limits of the public routes outside the customer API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { rateLimits: LIMITS });
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: InjectOptions['method'], url: string, ip: string, body?: unknown) =>
    t.app.inject({
      method,
      url,
      remoteAddress: ip,
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    });

  it.each(ROUTES)(
    '%s: %s %s answers 429 after its max from one address, while another address still gets through',
    async (_rule, method, url, body) => {
      const ip = freshAddress();
      for (let i = 0; i < MAX; i++) expect((await send(method, url, ip, body)).statusCode).not.toBe(429);
      const refused = await send(method, url, ip, body);
      expect(refused.statusCode).toBe(429);
      if (method !== 'HEAD') expect(refused.json()).toEqual(TOO_MANY);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await send(method, url, freshAddress(), body)).statusCode).not.toBe(429);
    },
  );

  it('counts each route apart: one route spent leaves another open from the same address', async () => {
    const ip = freshAddress();
    for (let i = 0; i <= MAX; i++) await send('GET', '/api/billAccount/usage', ip);
    expect((await send('GET', '/api/billAccount/usage', ip)).statusCode).toBe(429);
    expect((await send('POST', '/api/callService/inbound', ip, { event: 'offered' })).statusCode).not.toBe(429);
  });
});
