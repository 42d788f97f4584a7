import type { Kysely } from 'kysely';
import { addDays, DAY_SLOTS } from '../../src/domain/workSlots';
import type { DB } from '../db/types';
import { chinaDay, chinaInstant } from '../../src/domain/chinaTime';

/** Mornings and afternoons the demo agent opens, as slot start times. */
const OPEN = new Set([
  '09:00',
  '09:30',
  '10:00',
  '10:30',
  '11:00',
  '11:30',
  '14:00',
  '14:30',
  '15:00',
  '15:30',
  '16:00',
  '16:30',
]);

/**
 * 张晓明's working slots from the day after tomorrow on, with a booking: days the demo opens are days whose
 * calls the slots decide, so none is today or tomorrow, and a call placed on the day the seed ran behaves as before.
 */
export async function seedWorkSlots(db: Kysely<DB>, now = new Date()): Promise<void> {
  const agent = await db
    .selectFrom('agents')
    .select(['id', 'tenantId', 'orgAccountId'])
    .where('loginName', '=', 'demo_agent1')
    .executeTakeFirst();
  if (!agent?.tenantId) return;
  const today = chinaDay(now);
  const rows = [2, 3, 4, 5, 6].flatMap((offset) => {
    const workDate = addDays(today, offset);
    return DAY_SLOTS.filter((slot) => OPEN.has(slot.workStartTime)).map((slot) => ({
      tenantId: agent.tenantId!,
      orgAccountId: agent.orgAccountId,
      agentId: agent.id,
      workDate,
      startTime: slot.workStartTime,
      endTime: slot.workEndTime,
      startsAt: chinaInstant(workDate, slot.workStartTime),
      endsAt: chinaInstant(workDate, slot.workEndTime),
      enabled: true,
    }));
  });
  const slots = await db.insertInto('agentWorkSlots').values(rows).returning(['id', 'workDate', 'startTime']).execute();
  const booked = slots.find((slot) => slot.workDate === addDays(today, 2) && slot.startTime === '10:00');
  if (booked)
    await db
      .insertInto('slotBookings')
      .values({
        slotId: booked.id,
        tenantId: agent.tenantId,
        agentId: agent.id,
        userName: '周女士',
        userPhone: '13700137000',
      })
      .execute();
}
