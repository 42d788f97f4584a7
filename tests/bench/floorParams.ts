import { isDeepStrictEqual } from 'node:util';
import type { SessionLifetimes } from '../../server/services/sessions';
import { createHash } from 'node:crypto';
import type { CapturedQuery, ServiceSql } from './capture';

/** As sessions.ts stores tokens (its helper is private); checkFloorParams proves the two agree. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * The parameters of the captured SQL, written out by hand for the floor. checkFloorParams matches
 * them by value against what the services actually bound and returns the service's order, in which
 * the floor binds them; a changed value fails loudly instead of benching a wrong statement.
 */
export const floorParams = {
  findForLogin: (loginName: string) => [loginName, loginName.toLowerCase(), loginName],
  createSession: (s: {
    tokenHash: string;
    agentId: string;
    userAgent: string | null;
    now: Date;
    lifetimes: SessionLifetimes;
  }) => [
    // The account's other live sessions, revoked by the same statement.
    'forceLogin',
    s.agentId,
    s.now,
    new Date(s.now.getTime() - s.lifetimes.idleMinutes * 60_000),
    s.tokenHash,
    s.agentId,
    false,
    'password',
    s.now,
    new Date(s.now.getTime() + s.lifetimes.maxHours * 3_600_000),
    s.userAgent,
  ],
  authenticate: (tokenHash: string, now: Date, lifetimes: SessionLifetimes) => [
    now,
    new Date(now.getTime() - lifetimes.idleMinutes * 60_000),
    true,
    true,
    tokenHash,
  ],
  listPage: (tenantId: string, pageIndex: number, pageSize: number) => [tenantId, pageSize, (pageIndex - 1) * pageSize],
  listCount: (tenantId: string) => [tenantId],
};

/** What the capture ran with, so the hand-written parameters can be rebuilt for the same call. */
export interface CaptureSample {
  loginName: string;
  agentId: string;
  tenantId: string;
  tokenHash: string;
  userAgent: string;
  lifetimes: SessionLifetimes;
}

/** The services read the clock themselves, so their dates can only match ours to within a few seconds. */
const DATE_SLACK_MS = 10_000;

function sameParameter(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return Math.abs(a.getTime() - b.getTime()) < DATE_SLACK_MS;
  return isDeepStrictEqual(a, b);
}

/** For each of the service's parameters, the index of the floor's parameter of the same value. */
export type ParamOrder = readonly number[];

/**
 * Matches the floor's parameters to the service's by value, whatever order each side lists them in,
 * so a service that reorders its conditions still benches the same statement; a value the service does
 * not bind, or binds and the floor lacks, fails loudly.
 */
function matchOrder(name: string, captured: CapturedQuery, ours: readonly unknown[]): ParamOrder {
  const unused = new Set(ours.keys());
  const order: number[] = [];
  for (const theirs of captured.parameters) {
    const match = [...unused].find((i) => sameParameter(ours[i], theirs));
    if (match === undefined) break;
    unused.delete(match);
    order.push(match);
  }
  if (order.length !== captured.parameters.length || unused.size > 0) {
    const [mine, theirs] = [JSON.stringify(ours), JSON.stringify(captured.parameters)];
    throw new Error(`${name}: floor parameters ${mine} differ from the service's ${theirs}`);
  }
  return order;
}

/** The floor's parameters put in the service's order. */
export const inOrder = (order: ParamOrder, values: readonly unknown[]): unknown[] => order.map((i) => values[i]);

export type FloorOrders = Record<keyof ServiceSql, ParamOrder>;

export function checkFloorParams(sql: ServiceSql, sample: CaptureSample): FloorOrders {
  const now = new Date();
  const { tokenHash, agentId, userAgent, lifetimes } = sample;
  return {
    findForLogin: matchOrder('findForLogin', sql.findForLogin, floorParams.findForLogin(sample.loginName)),
    createSession: matchOrder(
      'createSession',
      sql.createSession,
      floorParams.createSession({ tokenHash, agentId, userAgent, now, lifetimes }),
    ),
    authenticate: matchOrder('authenticate', sql.authenticate, floorParams.authenticate(tokenHash, now, lifetimes)),
    listPage: matchOrder('listPage', sql.listPage, floorParams.listPage(sample.tenantId, 1, 10)),
    listCount: matchOrder('listCount', sql.listCount, floorParams.listCount(sample.tenantId)),
  };
}
