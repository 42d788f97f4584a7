import { randomInt } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { INVITE_NUMBER_LENGTH } from '../../src/schemas/fields';
import type { DB } from '../db/types';
import { conflict } from '../plugins/envelope';

/** Draws of a free number before giving up; collisions are rare until the space fills. */
const DRAWS = 20;

/** A random invite number of INVITE_NUMBER_LENGTH digits, the first not 0. */
export const drawInviteNumber = () => String(randomInt(10 ** (INVITE_NUMBER_LENGTH - 1), 10 ** INVITE_NUMBER_LENGTH));

export const INVITE_NUMBERS_EXHAUSTED_TEXT = '暂时无法分配邀请码，请稍后重试';

/**
 * An invite number that no service room and no same-screen record in progress holds: a customer
 * joins by the number alone, so it must name one session of either kind, and no unique index spans the
 * two tables. Each draw takes a transaction-scoped advisory lock on the number, and a number another
 * transaction is claiming counts as taken (no waiting, so no deadlock); the caller inserts its row in the
 * same transaction, before the lock goes at commit.
 */
export async function claimInviteNumber(trx: Transaction<DB>, draw: () => string = drawInviteNumber): Promise<string> {
  for (let attempt = 0; attempt < DRAWS; attempt++) {
    const inviteNumber = draw();
    const lock = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_xact_lock(hashtext(${`inviteNumber:${inviteNumber}`})) as locked`.execute(trx);
    if (!lock.rows[0]?.locked) continue;
    const taken = await trx
      .selectFrom('serviceRooms')
      .select('id')
      .where('inviteNumber', '=', inviteNumber)
      .where('status', '=', 'inProgress')
      .unionAll(
        trx
          .selectFrom('serviceWebs')
          .select('id')
          .where('inviteNumber', '=', inviteNumber)
          .where('status', '=', 'inProgress'),
      )
      .executeTakeFirst();
    if (!taken) return inviteNumber;
  }
  throw conflict(INVITE_NUMBERS_EXHAUSTED_TEXT);
}
