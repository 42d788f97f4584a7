import { digitalHumanPaths } from '../../src/schemas/digitalHuman';
import fastifyRateLimit, {
  normalizeIP,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { createClient } from 'redis';
import { apiPaths } from '../../src/schemas/api';
import { ssoPaths, ssoSignOnPaths } from '../../src/schemas/sso';
import { billAccountPaths } from '../../src/schemas/billAccount';
import { callPaths } from '../../src/schemas/call';
import { callRecordPaths } from '../../src/schemas/callRecord';
import { callServiceApiPaths } from '../../src/schemas/callService';
import { deliveryTaskPaths } from '../../src/schemas/deliveryTask';
import { CUSTOMER_API_PREFIX } from '../../src/schemas/paths';
import { richMediaSharePaths } from '../../src/schemas/richMediaShare';
import { roomInvitePaths } from '../../src/schemas/roomInvite';
import { serviceWebPaths } from '../../src/schemas/serviceWeb';
import { wecomPaths } from '../../src/schemas/wecom';
import type { Config, RateLimitName } from '../config';
import { auth } from './auth';

/** The subjects one request counts against under a rule: an address, an account, each phone messaged. */
type Subjects = (request: FastifyRequest) => readonly string[];

interface Counting {
  rule: RateLimitName;
  subjects: Subjects;
  /**
   * onRequest sheds a flood by address before its body is read. preHandler sees the validated body and
   * the session; its counts can be handed back (`refundRefused`) or dropped when an admin unlocks.
   */
  hook: 'onRequest' | 'preHandler';
  /** A request the route refuses (an error) counts nothing: only messages sent use up an SMS budget. */
  refundRefused?: boolean;
}

const byAddress = (rule: RateLimitName): Counting => ({
  rule,
  hook: 'onRequest',
  subjects: (request) => [`ip:${normalizeIP(request.ip)}`],
});

type SignInKind = 'agent' | 'bill';
/** Per account as typed (case and spaces aside), so an unknown name counts like a real one. */
const accountSubject = (kind: SignInKind, loginName: string) => `${kind}:${loginName.trim().toLowerCase()}`;
const byLoginName = (kind: SignInKind): Counting => ({
  rule: 'signInPerAccount',
  hook: 'preHandler',
  subjects: (request) => [accountSubject(kind, String((request.body as { loginName?: unknown }).loginName ?? ''))],
});

const phonesOf = (request: FastifyRequest): string[] => [...new Set((request.body as { phones: string[] }).phones)];

/** Every message counts: once against the phone it goes to and once against the agent sending it. */
const smsCounting: Counting[] = [
  {
    rule: 'smsPerPhone',
    hook: 'preHandler',
    refundRefused: true,
    subjects: (request) => phonesOf(request).map((phone) => `phone:${phone}`),
  },
  {
    rule: 'smsPerAgent',
    hook: 'preHandler',
    refundRefused: true,
    subjects: (request) => phonesOf(request).map(() => `agent:${auth(request).agentId}`),
  },
];

/** Routes a customer reaches without signing in that live outside /api/customer/. */
const customerRoutes = new Set([
  `POST ${callPaths.startUser}`,
  `GET ${serviceWebPaths.shortLink}`,
  `HEAD ${serviceWebPaths.shortLink}`,
]);

/** WeCom's sign-in: starting one, finishing it, and the simulator's approval, counted as sign-ins. */
const wecomSignInRoutes = [
  `POST ${wecomPaths.loginStart}`,
  `POST ${wecomPaths.login}`,
  `POST ${wecomPaths.simulatorApprove}`,
];

/** Public routes outside /api/customer/, each counted per address on its own (a GET's HEAD with it). */
const publicRouteRules: Record<string, RateLimitName> = {
  [`GET ${deliveryTaskPaths.customerTask}`]: 'deliveryDetailPerIp',
  [`POST ${deliveryTaskPaths.answer}`]: 'deliveryAnswerPerIp',
  [`GET ${richMediaSharePaths.share}`]: 'richMediaSharePerIp',
  // A digital human's customer page is a share page of the same kind, counted with it.
  [`GET ${digitalHumanPaths.play}`]: 'richMediaSharePerIp',
  [`GET ${billAccountPaths.usage}`]: 'billUsagePerIp',
  [`POST ${callServiceApiPaths.inbound}`]: 'callServiceInboundPerIp',
  [`GET ${callRecordPaths.videoFile}`]: 'roomVideoPerIp',
};

function countingFor(route: RouteOptions): Counting[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const names = methods.map((method) => `${method} ${route.url}`);
  const is = (name: string) => names.includes(name);
  if (is(`POST ${apiPaths.login}`)) return [byAddress('signInPerIp'), byLoginName('agent')];
  if (is(`POST ${billAccountPaths.login}`)) return [byAddress('signInPerIp'), byLoginName('bill')];
  if (is(`POST ${apiPaths.urlLogin}`) || is(`POST ${ssoPaths.start}`)) return [byAddress('signInPerIp')];
  if (Object.values(ssoSignOnPaths).some((path) => is(`POST ${path}`))) return [byAddress('signInPerIp')];
  if (wecomSignInRoutes.some(is)) return [byAddress('signInPerIp')];
  if (is(`POST ${apiPaths.log}`)) return [byAddress('clientLogPerIp')];
  if (is(`POST ${serviceWebPaths.sendInvite}`) || is(`POST ${roomInvitePaths.sms}`)) return smsCounting;
  const publicRule = names
    .map((name) => publicRouteRules[name.replace(/^HEAD /, 'GET ')])
    .find((rule) => rule !== undefined);
  if (publicRule) return [byAddress(publicRule)];
  if (route.url.startsWith(CUSTOMER_API_PREFIX) || names.some((name) => customerRoutes.has(name)))
    return [byAddress('customerPerIp')];
  return [];
}

/** Counts that can be handed back and dropped (services/attemptCounter.ts, in this process or in Redis). */
export interface HeldCounts {
  add(key: string, windowMs: number): Promise<number>;
  refund(key: string): Promise<void>;
  remainingMs(key: string): Promise<number>;
  forget(key: string): Promise<void>;
}

/** The sign-in throttle per account, which an admin's unlock lifts. */
export interface SignInThrottle {
  forgetAccount(kind: SignInKind, names: readonly string[]): Promise<void>;
}

/** Over the limit: the envelope plugin answers HTTP 429 {errCode:429, errInfo:'请求过于频繁，请稍后重试'}. */
class TooManyRequests extends Error {
  readonly statusCode = 429;
}

// Counts in one step and starts the window with the first request, so every process sees the same window.
const COUNT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;

/**
 * Counters in Redis, so several server processes share each limit. Commands fail at once while Redis
 * is away (no offline queue) and the limits then let requests through rather than hold them.
 */
async function redisStore(app: FastifyInstance, url: string, namespace: string): Promise<FastifyRateLimitStoreCtor> {
  const client = createClient({ url, disableOfflineQueue: true });
  client.on('error', (err: unknown) => app.log.error({ err }, 'rate-limit redis'));
  await client.connect();
  app.addHook('onClose', async () => {
    await client.close().catch(() => undefined);
  });
  return class RedisCounterStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      client.eval(COUNT_SCRIPT, { keys: [namespace + key], arguments: [String(timeWindow)] }).then(
        (reply) => {
          const [current, ttl] = reply as [number, number];
          callback(null, { current, ttl });
        },
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/**
 * Rate limits (config.rateLimits) on sign-in, the customer's routes, SMS and client reports, counted in
 * this process or, with REDIS_URL, in Redis. Register before the routes: limits attach as routes are added.
 * Answers the sign-in throttle per account, which an admin's unlock lifts.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  config: Pick<Config, 'rateLimits' | 'rateLimitNamespace' | 'redisUrl'>,
  held: HeldCounts,
): Promise<SignInThrottle> {
  const store = config.redisUrl ? await redisStore(app, config.redisUrl, config.rateLimitNamespace) : undefined;
  await app.register(fastifyRateLimit, { global: false, skipOnError: true, ...(store ? { store } : {}) });

  // The library keys a count by the request alone; one request may count against several subjects (each phone).
  const subjectOf = new WeakMap<FastifyRequest, string>();
  const counters = new Map<RateLimitName, ReturnType<FastifyInstance['createRateLimit']>>();
  const counter = (rule: RateLimitName) => {
    let count = counters.get(rule);
    if (!count) {
      const { max, windowSeconds } = config.rateLimits[rule];
      count = app.createRateLimit({
        max,
        timeWindow: windowSeconds * 1000,
        keyGenerator: (request) => `${rule}:${subjectOf.get(request) ?? ''}`,
      });
      counters.set(rule, count);
    }
    return count;
  };

  const checkByAddress = (counting: Counting) => async (request: FastifyRequest, reply: FastifyReply) => {
    const count = counter(counting.rule);
    for (const subject of counting.subjects(request)) {
      subjectOf.set(request, subject);
      const outcome = await count(request);
      if (!outcome.isAllowed && outcome.isExceeded) {
        reply.header('retry-after', outcome.ttlInSeconds);
        throw new TooManyRequests(`rate limit ${counting.rule}`);
      }
    }
  };

  // Counts after the body is read, kept per request so a refusal hands back all of them.
  const heldBy = new WeakMap<FastifyRequest, string[]>();
  const handBack = async (request: FastifyRequest) => {
    const keys = heldBy.get(request) ?? [];
    heldBy.delete(request);
    for (const key of keys) await held.refund(key);
  };
  const checkHeld = (counting: Counting) => async (request: FastifyRequest, reply: FastifyReply) => {
    const { max, windowSeconds } = config.rateLimits[counting.rule];
    const keys = heldBy.get(request) ?? [];
    heldBy.set(request, keys);
    for (const subject of counting.subjects(request)) {
      const key = `${counting.rule}:${subject}`;
      keys.push(key);
      if ((await held.add(key, windowSeconds * 1000)) > max) {
        reply.header('retry-after', Math.max(1, Math.ceil((await held.remainingMs(key)) / 1000)));
        await handBack(request);
        throw new TooManyRequests(`rate limit ${counting.rule}`);
      }
    }
  };

  app.addHook('onRoute', (route) => {
    const countings = countingFor(route);
    for (const counting of countings) {
      const existing = route[counting.hook];
      const hooks = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
      route[counting.hook] = [
        ...hooks,
        counting.hook === 'onRequest' ? checkByAddress(counting) : checkHeld(counting),
      ] as typeof existing;
    }
    if (countings.some((counting) => counting.refundRefused)) {
      const existing = route.onError;
      const hooks = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
      route.onError = [...hooks, async (request: FastifyRequest) => handBack(request)] as typeof existing;
    }
  });

  return {
    async forgetAccount(kind, names) {
      for (const name of names) await held.forget(`signInPerAccount:${accountSubject(kind, name)}`);
    },
  };
}
