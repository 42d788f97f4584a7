import type { Transaction } from 'kysely';
import { addDays, BOOKINGS_PER_AGENT_PER_DAY } from '../../src/domain/workSlots';
import { workSlotTexts } from '../../src/schemas/workSlot';
import type { DB } from '../db/types';
import { conflict } from '../plugins/envelope';
import { chinaDay, chinaInstant } from '../../src/domain/chinaTime';

/**
 * What keeps one visitor from booking out an agent's week (docs/decisions.md): one open booking (its slot
 * not over) per phone per agent, and at most BOOKINGS_PER_AGENT_PER_DAY customer bookings made per agent
 * per China day. Runs in the booking's transaction after the agent's row is locked, so bookings sent at
 * once are counted one after another.
 */
export async function checkBookingLimits(
  trx: Transaction<DB>,
  agentId: string,
  userPhone: string,
  now: Date,
): Promise<void> {
  const open = await trx
    .selectFrom('slotBookings as b')
    .innerJoin('agentWorkSlots as s', 's.id', 'b.slotId')
    .select('b.id')
    .where('b.agentId', '=', agentId)
    .where('b.userPhone', '=', userPhone)
    .where('s.endsAt', '>', now)
    .executeTakeFirst();
  if (open) throw conflict(workSlotTexts.phoneHasOpen);
  const today = chinaDay(now);
  const made = await trx
    .selectFrom('slotBookings')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('agentId', '=', agentId)
    .where('createdAt', '>=', chinaInstant(today, '00:00'))
    .where('createdAt', '<', chinaInstant(addDays(today, 1), '00:00'))
    .executeTakeFirst();
  if (Number(made?.count ?? 0) >= BOOKINGS_PER_AGENT_PER_DAY) throw conflict(workSlotTexts.dailyFull);
}
