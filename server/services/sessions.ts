import { seesFullPersonalData } from '../../src/domain/personalData';
import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import type { AuthContext } from '../plugins/auth';

export type { AuthContext };

export interface SessionLifetimes {
  idleMinutes: number;
  maxHours: number;
}

interface SessionOptions {
  restricted: boolean;
  kind?: string;
  userAgent?: string | undefined;
}

type RevokeReason = 'logout' | 'forceLogin' | 'passwordChanged' | 'disabled' | 'kickedOut';

/**
 * Last activity is written at most this often, and at most every 1/60 of the idle limit, so a session
 * in use is never idle by more than that fraction of the limit, however short the limit is set.
 */
const TOUCH_AT_MOST_EVERY_MS = 60_000;
/** A sign-in URL is good for one use within this time. */
const URL_TOKEN_MINUTES = 10;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export class SessionService {
  private readonly touchEveryMs: number;

  /** `now` is the app's clock (tests move it), by which activity, idleness and expiry are measured. */
  constructor(
    private readonly db: Kysely<DB>,
    private readonly lifetimes: SessionLifetimes,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.touchEveryMs = Math.min(TOUCH_AT_MOST_EVERY_MS, (lifetimes.idleMinutes * 60_000) / 60);
  }

  /**
   * A new session that takes over: the account's other live sessions are revoked ('forceLogin') by the same
   * statement, which answers their ids (their sockets are to be told). The revoke reads the table as it was
   * before the insert, so the new session is never among them.
   */
  async createReplacing(agentId: string, options: SessionOptions) {
    const token = randomBytes(32).toString('base64url');
    const row = await this.db
      .with('revoked', (db) =>
        db
          .updateTable('sessions')
          .set({ revokedAt: sql`now()`, revokedReason: 'forceLogin' })
          .where('id', 'in', this.activeQuery(agentId).select('id'))
          .returning('id'),
      )
      .insertInto('sessions')
      .values(this.newSession(agentId, token, options))
      .returning(['id', sql<string[]>`(select coalesce(jsonb_agg(id), '[]'::jsonb) from revoked)`.as('revoked')])
      .executeTakeFirstOrThrow();
    return { token, sessionId: row.id, revoked: row.revoked };
  }

  private newSession(agentId: string, token: string, options: SessionOptions) {
    const now = this.now();
    return {
      tokenHash: hashToken(token),
      agentId,
      restricted: options.restricted,
      kind: options.kind ?? 'password',
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.lifetimes.maxHours * 3_600_000),
      userAgent: options.userAgent?.slice(0, 300) ?? null,
    };
  }

  /**
   * Sessions that would still authenticate: not revoked, within both lifetimes, and with their agent
   * and tenant enabled — so disabling either ends the session on its very next call.
   */
  private live(now: Date) {
    const idleSince = new Date(now.getTime() - this.lifetimes.idleMinutes * 60_000);
    return this.db
      .selectFrom('sessions as s')
      .innerJoin('agents as a', 'a.id', 's.agentId')
      .leftJoin('tenants as t', 't.id', 'a.tenantId')
      .where('s.revokedAt', 'is', null)
      .where('s.expiresAt', '>', now)
      .where('s.lastSeenAt', '>', idleSince)
      .where('a.status', '=', true)
      .where((eb) => eb.or([eb('t.status', '=', true), eb('a.tenantId', 'is', null)]));
  }

  /** The live session behind a token. */
  async authenticate(token: string | undefined): Promise<AuthContext | null> {
    if (!token) return null;
    const now = this.now();
    const row = await this.live(now)
      .innerJoin('sysRoles as r', 'r.id', 'a.roleId')
      .leftJoin('privacySettings as p', 'p.tenantId', 'a.tenantId')
      .select([
        'a.roleId',
        'p.fullDataRoleIds',
        's.id as sessionId',
        's.restricted',
        's.lastSeenAt',
        'a.id as agentId',
        'a.loginName',
        'a.tenantId',
        'a.orgAccountId',
        'r.level',
      ])
      .where('s.tokenHash', '=', hashToken(token))
      .executeTakeFirst();
    if (!row) return null;
    if (now.getTime() - row.lastSeenAt.getTime() >= this.touchEveryMs) {
      await this.db.updateTable('sessions').set({ lastSeenAt: now }).where('id', '=', row.sessionId).execute();
    }
    return {
      sessionId: row.sessionId,
      agentId: row.agentId,
      loginName: row.loginName,
      level: row.level,
      tenantId: row.tenantId,
      orgAccountId: row.orgAccountId,
      restricted: row.restricted,
      roleId: row.roleId,
      seesFullPersonalData: seesFullPersonalData(
        { level: row.level, roleId: row.roleId, tenantId: row.tenantId },
        row.fullDataRoleIds ?? [],
      ),
    };
  }

  /** Which of these sessions are still live; the others have expired, idle or old, or were ended. */
  async liveAmong(sessionIds: readonly string[]): Promise<Set<string>> {
    if (sessionIds.length === 0) return new Set();
    const rows = await this.live(this.now()).select('s.id').where('s.id', 'in', sessionIds).execute();
    return new Set(rows.map((row) => row.id));
  }

  /** Ids of the agent's sessions that would still authenticate. */
  async activeIds(agentId: string, exceptSessionId?: string): Promise<string[]> {
    let query = this.activeQuery(agentId).select('id');
    if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
    return (await query.execute()).map((r) => r.id);
  }

  /** The account's sessions not revoked and within both lifetimes. */
  private activeQuery(agentId: string) {
    const now = this.now();
    return this.db
      .selectFrom('sessions')
      .where('agentId', '=', agentId)
      .where('revokedAt', 'is', null)
      .where('expiresAt', '>', now)
      .where('lastSeenAt', '>', new Date(now.getTime() - this.lifetimes.idleMinutes * 60_000));
  }

  async revoke(sessionIds: readonly string[], reason: RevokeReason): Promise<void> {
    if (sessionIds.length === 0) return;
    await this.db
      .updateTable('sessions')
      .set({ revokedAt: sql`now()`, revokedReason: reason })
      .where('id', 'in', sessionIds)
      .where('revokedAt', 'is', null)
      .execute();
  }

  /** A single-use token for /secretfreelogin, for an agent the caller may administer. */
  async issueUrlToken(agentId: string, createdBy: string): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.now().getTime() + URL_TOKEN_MINUTES * 60_000);
    await this.db
      .insertInto('urlLoginTokens')
      .values({ tokenHash: hashToken(token), agentId, createdBy, expiresAt })
      .execute();
    return { token, expiresAt };
  }

  /** Spends a sign-in URL token; the agent it was for, or null when unknown, used or expired. */
  async redeemUrlToken(token: string): Promise<string | null> {
    const row = await this.db
      .updateTable('urlLoginTokens')
      .set({ usedAt: sql`now()` })
      .where('tokenHash', '=', hashToken(token))
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', this.now())
      .returning('agentId')
      .executeTakeFirst();
    return row?.agentId ?? null;
  }

  async unrestrict(sessionId: string): Promise<void> {
    await this.db.updateTable('sessions').set({ restricted: false }).where('id', '=', sessionId).execute();
  }
}
