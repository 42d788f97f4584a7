import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';

/** Consecutive wrong passwords after which an account is locked (spec 1 §8). */
export const MAX_FAILED_LOGINS = 9;

/** A platform admin has no one above to unlock it, so its lock runs out by itself. */
export const PLATFORM_ADMIN_LOCK_MINUTES = 15;

/** How long an agent's lock lasts by its role level; null: until an admin unlocks it. */
export const agentLockMinutes = (level: string): number | null => (level === '4' ? PLATFORM_ADMIN_LOCK_MINUTES : null);

/** Whether a lock set at `lockedAt` still holds at `now`; `lockMinutes` null holds until an admin unlocks. */
export function lockHolds(lockedAt: Date | null, lockMinutes: number | null, now: Date): boolean {
  if (lockedAt === null) return false;
  return lockMinutes === null || now.getTime() < lockedAt.getTime() + lockMinutes * 60_000;
}

/** The accounts that sign in with a password and lock after failures: agents and billing accounts. */
export type LockingTable = 'agents' | 'billAccounts';

/** Counting of consecutive wrong passwords and the lock they lead to, the same for both kinds of account. */
export class LoginFailures {
  constructor(
    private readonly db: Kysely<DB>,
    readonly table: LockingTable,
  ) {}

  /** One more wrong password; the ninth locks the account as of `now`. */
  async record(id: string, now: Date): Promise<void> {
    await this.db
      .updateTable(this.table)
      .set((eb) => ({
        failedLogins: eb('failedLogins', '+', 1),
        lockedAt: sql<Date | null>`case when failed_logins + 1 >= ${MAX_FAILED_LOGINS} then coalesce(locked_at, ${now}) else locked_at end`,
      }))
      .where('id', '=', id)
      .execute();
  }

  /** A right password starts the count again. */
  async reset(id: string): Promise<void> {
    await this.db
      .updateTable(this.table)
      .set({ failedLogins: 0, updatedAt: sql`now()` })
      .where('id', '=', id)
      .execute();
  }

  async unlock(id: string): Promise<void> {
    await this.db
      .updateTable(this.table)
      .set({ failedLogins: 0, lockedAt: null, updatedAt: sql`now()` })
      .where('id', '=', id)
      .execute();
  }
}
