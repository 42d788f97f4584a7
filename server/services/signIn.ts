import { passwordMessage } from '../../src/domain/password';
import { ErrCode, type LoginResult } from '../../src/schemas/api';
import { AppError } from '../plugins/envelope';
import type { Realtime } from '../plugins/realtime';
import type { AgentService } from './agents';
import type { Calls } from './calls';
import { agentLockMinutes, lockHolds, type LoginFailures } from './loginFailures';
import { readPassword, verifyAgainstNoAccount, verifyPassword, type KeyPair } from './passwords';
import type { SessionService } from './sessions';
import type { AccountRef, SignInGuard } from './signInGuard';

export { PASSWORD_RULES_TEXT } from '../plugins/auth';
const WRONG_PASSWORD_TEXT = '密码错误，请重新输入，密码错误超过9次系统将自动锁定';
const LOCKED_TEXT = '密码错误次数过多，账号已被锁定，请联系管理员解冻';
const DISABLED_TEXT = '账号已被禁用，请联系管理员';
const ELSEWHERE_TEXT = '该账号已在其他设备登录，确认要继续登录吗?';

/** What signing in reads and changes (the app's context, seen from here). */
interface SignInContext {
  keys: KeyPair;
  agents: AgentService;
  sessions: SessionService;
  calls: Calls;
  realtime: Pick<Realtime, 'expireSessions'>;
  signInGuard: SignInGuard;
}

interface SignInRequest {
  loginName: string;
  password: string;
  encrypted: boolean;
  force: boolean;
  userAgent?: string | undefined;
  knowsDevice: LockCheck['knowsDevice'];
  /** The time of the attempt, which a lock is measured against. */
  now: Date;
}

export interface SignInOutcome {
  result: LoginResult;
  /** The password no longer meets the rules: the session may only change it or log out (517). */
  restricted: boolean;
}

/** An account as the password check sees it: an agent or a billing account. */
interface PasswordAccount {
  id: string;
  passwordHash: string;
  /** The account and its tenant are enabled. */
  enabled: boolean;
  lockedAt: Date | null;
  /** How long a lock lasts; null until an admin unlocks it. */
  lockMinutes: number | null;
}

/** What a password check counts failures and locks with. */
export interface LockCheck {
  failures: LoginFailures;
  guard: SignInGuard;
  /** Whether the request comes from a browser that signed in to this account before (SignInGuard.knows). */
  knowsDevice: (account: AccountRef) => boolean;
  /** The time of the attempt, which a lock is measured against. */
  now: Date;
}

/**
 * The password decides first, so sign-in reveals nothing to someone without it: a wrong password
 * answers 519 for every name, known or unknown, enabled or not, locked or not, after the same argon2id
 * work. Only the right password hears that the account is disabled or locked (518). Wrong passwords
 * count towards a lock while none holds; a lock that has run out is lifted first. From a device the
 * account knows they count towards the spec's lock; from any other, towards a stranger's lock, which
 * keeps only unknown devices out and runs out by itself.
 */
export async function checkPassword<A extends PasswordAccount>(
  account: A | undefined,
  password: string,
  check: LockCheck,
): Promise<A> {
  if (!account) {
    await verifyAgainstNoAccount(password);
    throw new AppError(ErrCode.wrongPassword, WRONG_PASSWORD_TEXT);
  }
  const ref = { table: check.failures.table, id: account.id };
  let lockedAt = account.lockedAt;
  if (lockedAt !== null && !lockHolds(lockedAt, account.lockMinutes, check.now)) {
    await check.failures.unlock(account.id);
    lockedAt = null;
  }
  const known = check.knowsDevice(ref);
  const strangerLocked = !known && (await check.guard.strangerLockHolds(ref));
  if (!(await verifyPassword(account.passwordHash, password))) {
    if (lockedAt === null && !strangerLocked) {
      await (known ? check.failures.record(account.id, check.now) : check.guard.recordStrangerFailure(ref));
    }
    throw new AppError(ErrCode.wrongPassword, WRONG_PASSWORD_TEXT);
  }
  if (!account.enabled) throw new AppError(ErrCode.refused, DISABLED_TEXT);
  if (lockedAt !== null || strangerLocked) throw new AppError(ErrCode.refused, LOCKED_TEXT);
  // From an unknown device a right password starts the strangers' count again; the user's own device
  // leaves it, since a lock strangers earned keeps guessing out whoever else signs in meanwhile.
  if (!known) await check.guard.clearStrangerFailures(ref);
  return account;
}

/** Spec 1 §4 login outcomes; an unknown account answers like a wrong password, naming no account. */
export async function signIn(ctx: SignInContext, request: SignInRequest): Promise<SignInOutcome> {
  const password = readPassword(ctx.keys, request.password, request.encrypted);
  const found = await ctx.agents.findForLogin(request.loginName.trim());
  const candidate = found && {
    ...found,
    enabled: found.status && found.tenantStatus !== false,
    lockMinutes: agentLockMinutes(found.level),
  };
  const { id, loginName, failedLogins, tenantId, level } = await checkPassword(candidate, password, {
    failures: ctx.agents.failures,
    guard: ctx.signInGuard,
    knowsDevice: request.knowsDevice,
    now: request.now,
  });

  // Without force, another live session is asked about first; with it, the new session takes over.
  if (!request.force) {
    const others = await ctx.sessions.activeIds(id);
    if (others.length > 0) {
      if (failedLogins > 0) await ctx.agents.failures.reset(id);
      throw new AppError(ErrCode.loggedInElsewhere, ELSEWHERE_TEXT);
    }
  }
  const restricted = passwordMessage(password, loginName) !== null;
  return openSession(
    ctx,
    { id, loginName, failedLogins, tenantId, level },
    { restricted, kind: 'password', userAgent: request.userAgent },
  );
}

/**
 * Opens a new session that ends the account's others (telling their sockets why), and answers the account as
 * it now is. The session, the account and the roles it may hand out are independent reads and writes, asked
 * together; an agent not yet idle is then set idle and read again.
 */
async function openSession(
  ctx: SignInContext,
  /** failedLogins, when known, spares the reset of a count that is already 0. */
  account: { id: string; loginName: string; failedLogins?: number; tenantId: string | null; level: string },
  options: { restricted: boolean; kind: string; userAgent?: string | undefined },
): Promise<SignInOutcome> {
  const [session, read, sysRoles] = await Promise.all([
    ctx.sessions.createReplacing(account.id, options),
    ctx.agents.get(account.id),
    ctx.agents.assignableRoles({ tenantId: account.tenantId, level: account.level }),
  ]);
  if (session.revoked.length > 0) ctx.realtime.expireSessions(session.revoked, account.loginName);
  if (account.failedLogins !== 0) await ctx.agents.failures.reset(account.id);
  let agent = read;
  if (agent && agent.serviceStatus !== 'idle') {
    await ctx.calls.queue.setStatus(account.id, 'idle');
    agent = await ctx.agents.get(account.id);
  }
  if (!agent) throw new Error(`agent ${account.id} vanished during sign-in`);
  return { result: { agent, sysRoles, token: session.token }, restricted: options.restricted };
}

const URL_LOGIN_FAILED_TEXT = '登录链接无效或已过期，请重新获取';

/** /secretfreelogin: a single-use token stands for the password; it takes over any other session. */
export async function signInByUrlToken(
  ctx: SignInContext,
  token: string,
  userAgent: string | undefined,
): Promise<SignInOutcome> {
  const agentId = await ctx.sessions.redeemUrlToken(token);
  if (!agentId) throw new AppError(ErrCode.refused, URL_LOGIN_FAILED_TEXT);
  return signInVouchedFor(ctx, agentId, { kind: 'url', userAgent, unknown: URL_LOGIN_FAILED_TEXT });
}

/**
 * Signs in an account someone else vouched for (a URL token, WeCom): no password, so the account's own state
 * decides (disabled, locked), and the new session takes over any other, as the password login's force does.
 */
export async function signInVouchedFor(
  ctx: SignInContext,
  agentId: string,
  options: { kind: string; userAgent: string | undefined; unknown: string },
): Promise<SignInOutcome> {
  const account = await ctx.agents.get(agentId);
  if (!account) throw new AppError(ErrCode.refused, options.unknown);
  if (!account.status || account.tenant?.status === false) throw new AppError(ErrCode.refused, DISABLED_TEXT);
  if (account.locked) throw new AppError(ErrCode.refused, LOCKED_TEXT);
  return openSession(
    ctx,
    {
      id: account._id,
      loginName: account.loginName,
      tenantId: account.tenant?._id ?? null,
      level: account.agentRole.level,
    },
    { restricted: false, kind: options.kind, userAgent: options.userAgent },
  );
}
