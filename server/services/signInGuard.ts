import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignInThrottle } from '../plugins/rateLimits';
import type { AttemptCounter } from './attemptCounter';
import { MAX_FAILED_LOGINS, type LockingTable, type LoginFailures } from './loginFailures';
import type { KeyPair } from './passwords';

/** A stranger's lock keeps unknown devices out for this long at most, counted from its first failure. */
const STRANGER_LOCK_MINUTES = 15;

/** The browser's proof of the accounts it signed in to with their password. */
export const DEVICE_COOKIE = 'signInDevices';
/** Accounts a browser is remembered for at once, the latest first. */
const DEVICE_PROOFS_KEPT = 5;
const DEVICE_COOKIE_DAYS = 365;

/** An account as a sign-in sees it: its table and id. */
export interface AccountRef {
  table: LockingTable;
  id: string;
}

const throttleKind = (table: LockingTable) => (table === 'agents' ? 'agent' : 'bill');

/**
 * Keeps an outsider from holding an account locked (decisions.md, Sign-in and sessions). A browser that
 * signed in to an account with its password carries an HMAC proof of that (an httpOnly cookie). Wrong
 * passwords from such a device lead to the spec's lock, which an admin lifts; wrong passwords from
 * anywhere else lead to a stranger's lock, which keeps only unknown devices out and runs out by itself.
 */
export class SignInGuard {
  private readonly secret: Buffer;

  constructor(
    keys: KeyPair,
    private readonly strangers: AttemptCounter,
    private readonly throttle: SignInThrottle,
  ) {
    // Derived from the sign-in key pair, which every process shares through the database.
    this.secret = createHash('sha256').update('sign-in devices\0').update(keys.privateKey).digest();
  }

  private proof(account: AccountRef): string {
    return createHmac('sha256', this.secret).update(`${account.table}:${account.id}`).digest('base64url').slice(0, 22);
  }

  private proofsOf(request: FastifyRequest): string[] {
    return (request.cookies[DEVICE_COOKIE] ?? '').split('.').filter((proof) => proof.length === 22);
  }

  /** Whether the request comes from a browser that signed in to the account before. */
  knows(request: FastifyRequest, account: AccountRef): boolean {
    const expected = Buffer.from(this.proof(account));
    return this.proofsOf(request).some((proof) => timingSafeEqual(Buffer.from(proof), expected));
  }

  /** After a right password: the browser is remembered for the account from now on. */
  remember(request: FastifyRequest, reply: FastifyReply, account: AccountRef): void {
    const proof = this.proof(account);
    const proofs = [proof, ...this.proofsOf(request).filter((other) => other !== proof)].slice(0, DEVICE_PROOFS_KEPT);
    reply.setCookie(DEVICE_COOKIE, proofs.join('.'), {
      path: '/api',
      httpOnly: true,
      sameSite: 'strict',
      maxAge: DEVICE_COOKIE_DAYS * 86_400,
    });
  }

  private strangerKey = (account: AccountRef) => `stranger:${account.table}:${account.id}`;

  async strangerLockHolds(account: AccountRef): Promise<boolean> {
    return (await this.strangers.current(this.strangerKey(account))) >= MAX_FAILED_LOGINS;
  }

  async recordStrangerFailure(account: AccountRef): Promise<void> {
    await this.strangers.add(this.strangerKey(account), STRANGER_LOCK_MINUTES * 60_000);
  }

  async clearStrangerFailures(account: AccountRef): Promise<void> {
    await this.strangers.forget(this.strangerKey(account));
  }

  /** An admin's unlock: both locks go, and the throttle, so the next right password signs in. */
  async unlock(failures: LoginFailures, id: string, names: readonly (string | null)[]): Promise<void> {
    const account = { table: failures.table, id };
    await failures.unlock(id);
    await this.clearStrangerFailures(account);
    await this.throttle.forgetAccount(
      throttleKind(account.table),
      names.filter((name): name is string => name !== null),
    );
  }
}
