import { isDeepStrictEqual } from 'node:util';
import type { SessionLifetimes } from '../../server/services/sessions';
import { createHash } from 'node:crypto';
import type { CapturedQuery, ServiceSql } from './capture';

/** As sessions.ts stores tokens (its helper is private); checkFloorParams proves the two agree. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Positional parameters for the captured SQL, written out by hand for the floor. checkFloorParams
 * holds them against what the services actually bound, so a reordered query fails loudly instead of
 * benching a wrong statement.
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
    s.tokenHash,
    s.agentId,
    false,
    'password',
    s.now,
    new Date(s.now.getTime() + s.lifetimes.maxHours * 3_600_000),
    s.userAgent,
  ],
  // The live-session conditions come first (not ended, not idle, the agent and its tenant enabled), then the token.
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

function expectSame(name: string, captured: CapturedQuery, ours: readonly unknown[]): void {
  const same =
    captured.parameters.length === ours.length &&
    ours.every((value, i) => sameParameter(value, captured.parameters[i]));
  if (!same) {
    const [mine, theirs] = [JSON.stringify(ours), JSON.stringify(captured.parameters)];
    throw new Error(`${name}: floor parameters ${mine} differ from the service's ${theirs}`);
  }
}

export function checkFloorParams(sql: ServiceSql, sample: CaptureSample): void {
  const now = new Date();
  expectSame('findForLogin', sql.findForLogin, floorParams.findForLogin(sample.loginName));
  const { tokenHash, agentId, userAgent, lifetimes } = sample;
  expectSame(
    'createSession',
    sql.createSession,
    floorParams.createSession({ tokenHash, agentId, userAgent, now, lifetimes }),
  );
  expectSame('authenticate', sql.authenticate, floorParams.authenticate(sample.tokenHash, now, sample.lifetimes));
  expectSame('listPage', sql.listPage, floorParams.listPage(sample.tenantId, 1, 10));
  expectSame('listCount', sql.listCount, floorParams.listCount(sample.tenantId));
}
