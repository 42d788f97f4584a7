import { randomBytes, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { ScopeFilter } from '../../src/domain/scope';
import { DAY_SLOTS, daysBetween, isGridSlot, isWorkDate, slotHasBegun, weekFrom } from '../../src/domain/workSlots';
import type {
  BookingInput,
  BookingPage,
  BookingRecord,
  MadeBooking,
  SlotAgent,
  WorkDayRecord,
} from '../../src/schemas/workSlot';
import { BOOKED_START_EARLY_MINUTES, workSlotTexts } from '../../src/schemas/workSlot';
import type { DB } from '../db/types';
import { conflict, invalid, notFound } from '../plugins/envelope';
import { checkBookingLimits } from './bookingLimits';
import { chinaDay, chinaInstant } from '../../src/domain/chinaTime';

interface SlotAgentRow {
  id: string;
  tenantId: string;
  orgAccountId: string | null;
}

/** One slot named by its day and start and end times. */
interface SlotName {
  workDate: string;
  workStartTime: string;
  workEndTime: string;
}

function checkSlot(slot: SlotName): void {
  if (!isWorkDate(slot.workDate)) throw invalid({ workDate: workSlotTexts.dateInvalid });
  if (!isGridSlot(slot.workStartTime, slot.workEndTime)) throw invalid({ workStartTime: workSlotTexts.slotUnknown });
}

const bookingRecord = (row: {
  id: string;
  userName: string;
  userPhone: string;
  createdAt: Date | string;
  workDate: string;
  startTime: string;
  endTime: string;
  agentId: string;
  fullName: string;
}): BookingRecord => ({
  _id: row.id,
  userName: row.userName,
  userPhone: row.userPhone,
  createdAt: new Date(row.createdAt).toISOString(),
  workDate: row.workDate,
  workStartTime: row.startTime,
  workEndTime: row.endTime,
  agent: { _id: row.agentId, fullName: row.fullName },
});

/**
 * Agents' working slots and customers' bookings of them. A slot without a row is closed; enabling and
 * disabling write its row. A slot under way or over keeps what it was, a booked slot stays open, and the
 * unique slot of a booking makes a second booking of it fail however close together they come.
 */
export class WorkSlots {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly now: () => Date,
  ) {}

  /** The enabled agents inside the filter whose grids may be opened, by name. */
  async agents(filter: ScopeFilter): Promise<SlotAgent[]> {
    let query = this.db
      .selectFrom('agents')
      .select(['id', 'fullName', 'loginName'])
      .where('status', '=', true)
      .where('tenantId', 'is not', null);
    if (filter.tenantId) query = query.where('tenantId', '=', filter.tenantId);
    if (filter.orgAccountId) query = query.where('orgAccountId', '=', filter.orgAccountId);
    if (filter.agentId) query = query.where('id', '=', filter.agentId);
    const rows = await query.orderBy('loginName').limit(1000).execute();
    // Named here, not in SQL: the database's camel-case mapping would turn an `_id` column into `_Id`.
    return rows.map(({ id, fullName, loginName }) => ({ _id: id, fullName, loginName }));
  }

  /** The agent if inside the filter. */
  async agentIn(agentId: string, filter: ScopeFilter): Promise<SlotAgentRow | undefined> {
    let query = this.db.selectFrom('agents').select(['id', 'tenantId', 'orgAccountId']).where('id', '=', agentId);
    if (filter.tenantId) query = query.where('tenantId', '=', filter.tenantId);
    if (filter.orgAccountId) query = query.where('orgAccountId', '=', filter.orgAccountId);
    if (filter.agentId) query = query.where('id', '=', filter.agentId);
    const row = await query.executeTakeFirst();
    return row && row.tenantId ? { id: row.id, tenantId: row.tenantId, orgAccountId: row.orgAccountId } : undefined;
  }

  async days(agentId: string, from: string, to: string): Promise<WorkDayRecord[]> {
    if (!isWorkDate(from) || !isWorkDate(to) || to < from) throw invalid({ startTime: workSlotTexts.dateInvalid });
    const days = daysBetween(from, to);
    if (days[days.length - 1] !== to) throw invalid({ endTime: workSlotTexts.rangeTooLong });
    const rows = await this.db
      .selectFrom('agentWorkSlots as s')
      .leftJoin('slotBookings as b', 'b.slotId', 's.id')
      .select([
        's.workDate',
        's.startTime',
        's.enabled',
        'b.id as bookingId',
        'b.userName',
        'b.userPhone',
        'b.createdAt as bookedAt',
      ])
      .where('s.agentId', '=', agentId)
      .where('s.workDate', '>=', from)
      .where('s.workDate', '<=', to)
      .execute();
    const byKey = new Map(rows.map((row) => [`${row.workDate} ${row.startTime}`, row]));
    return days.map((workDate) => {
      const slots = DAY_SLOTS.map((slot) => {
        const row = byKey.get(`${workDate} ${slot.workStartTime}`);
        const booking =
          row?.bookingId && row.userName && row.userPhone && row.bookedAt
            ? {
                _id: row.bookingId,
                userName: row.userName,
                userPhone: row.userPhone,
                createdAt: new Date(row.bookedAt).toISOString(),
              }
            : null;
        return { ...slot, enabled: row?.enabled ?? false, booking };
      });
      return { workDate, isWorkDay: slots.some((slot) => slot.enabled), slots };
    });
  }

  /** Opens or closes one slot of the agent's grid; a slot begun or booked cannot change. */
  async set(agent: SlotAgentRow, slot: SlotName, enabled: boolean): Promise<void> {
    checkSlot(slot);
    if (slotHasBegun(slot.workDate, slot.workStartTime, this.now())) throw conflict(workSlotTexts.pastSlot);
    await this.db.transaction().execute(async (trx) => {
      const startsAt = chinaInstant(slot.workDate, slot.workStartTime);
      const current = await trx
        .selectFrom('agentWorkSlots as s')
        .leftJoin('slotBookings as b', 'b.slotId', 's.id')
        .select(['s.id', 'b.id as bookingId'])
        .where('s.agentId', '=', agent.id)
        .where('s.startsAt', '=', startsAt)
        .forUpdate('s')
        .executeTakeFirst();
      if (current?.bookingId && !enabled) throw conflict(workSlotTexts.bookedCannotClose);
      await trx
        .insertInto('agentWorkSlots')
        .values({
          tenantId: agent.tenantId,
          orgAccountId: agent.orgAccountId,
          agentId: agent.id,
          workDate: slot.workDate,
          startTime: slot.workStartTime,
          endTime: slot.workEndTime,
          startsAt,
          endsAt: chinaInstant(slot.workDate, slot.workEndTime),
          enabled,
        })
        .onConflict((oc) => oc.columns(['agentId', 'startsAt']).doUpdateSet({ enabled, updatedAt: sql`now()` }))
        .execute();
    });
  }

  private bookingRows() {
    return this.db
      .selectFrom('slotBookings as b')
      .innerJoin('agentWorkSlots as s', 's.id', 'b.slotId')
      .innerJoin('agents as a', 'a.id', 'b.agentId')
      .select([
        'b.id',
        'b.userName',
        'b.userPhone',
        'b.createdAt',
        'b.cancelKey',
        'b.tenantId',
        'a.orgAccountId',
        's.startsAt',
        's.endsAt',
        'b.serviceRoomId',
        's.workDate',
        's.startTime',
        's.endTime',
        'a.id as agentId',
        'a.fullName',
      ]);
  }

  /** The bookings of slots not yet over, inside the filter, soonest first. */
  async bookings(filter: ScopeFilter): Promise<BookingRecord[]> {
    let query = this.bookingRows().where('s.endsAt', '>', this.now());
    if (filter.tenantId) query = query.where('b.tenantId', '=', filter.tenantId);
    if (filter.orgAccountId) query = query.where('a.orgAccountId', '=', filter.orgAccountId);
    if (filter.agentId) query = query.where('b.agentId', '=', filter.agentId);
    const rows = await query.orderBy('s.startsAt').limit(500).execute();
    return rows.map(bookingRecord);
  }

  /**
   * Cancels a booking whose slot has not begun, named by its customer's key or by staff whose scope
   * holds its agent; the slot stays open and is free again. Anything else is "no such booking".
   */
  async cancel(bookingId: string, by: { key: string } | { filter: ScopeFilter }): Promise<BookingRecord> {
    const row = await this.bookingRows().where('b.id', '=', bookingId).executeTakeFirst();
    const allowed =
      row &&
      ('key' in by
        ? row.cancelKey !== null &&
          row.cancelKey.length === by.key.length &&
          timingSafeEqual(Buffer.from(row.cancelKey), Buffer.from(by.key))
        : (!by.filter.tenantId || by.filter.tenantId === row.tenantId) &&
          (!by.filter.orgAccountId || by.filter.orgAccountId === row.orgAccountId) &&
          (!by.filter.agentId || by.filter.agentId === row.agentId));
    if (!row || !allowed) throw notFound();
    if (new Date(row.startsAt) <= this.now()) throw conflict(workSlotTexts.pastCancel);
    if (row.serviceRoomId) throw conflict(workSlotTexts.startedCannotCancel);
    const gone = await this.db.deleteFrom('slotBookings').where('id', '=', row.id).executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) throw notFound();
    return bookingRecord(row);
  }

  /**
   * The booking whose session the caller starts (POST /api/startStream): a booking of the caller's own slot,
   * from BOOKED_START_EARLY_MINUTES before the slot begins until it ends. A booking outside the caller's scope
   * is unknown; one of another agent in it is refused in words.
   */
  async bookingToStart(bookingId: string, agentId: string, filter: ScopeFilter) {
    const row = await this.bookingRows().where('b.id', '=', bookingId).executeTakeFirst();
    const inScope =
      row &&
      (!filter.tenantId || filter.tenantId === row.tenantId) &&
      (!filter.orgAccountId || filter.orgAccountId === row.orgAccountId) &&
      (!filter.agentId || filter.agentId === row.agentId);
    if (!row || !inScope) throw invalid({ requestId: workSlotTexts.bookingUnknown });
    if (row.agentId !== agentId) throw conflict(workSlotTexts.notOwnBooking);
    const now = this.now().getTime();
    if (new Date(row.endsAt).getTime() <= now) throw conflict(workSlotTexts.slotOver);
    if (new Date(row.startsAt).getTime() - BOOKED_START_EARLY_MINUTES * 60_000 > now)
      throw conflict(workSlotTexts.startTooEarly);
    return {
      id: row.id,
      tenantId: row.tenantId,
      agentId: row.agentId,
      userName: row.userName,
      userPhone: row.userPhone,
    };
  }

  /**
   * The booking page of an enabled agent of an enabled tenant: the enabled slots of the week not begun nor
   * booked. Only ordinary agents (level 1) take bookings; an admin's id is an unknown agent, named nowhere.
   */
  async bookingPage(agentId: string): Promise<BookingPage> {
    const agent = await this.db
      .selectFrom('agents as a')
      .innerJoin('tenants as t', 't.id', 'a.tenantId')
      .innerJoin('sysRoles as r', 'r.id', 'a.roleId')
      .select(['a.id', 'a.fullName', 't.name as tenantName'])
      .where('a.id', '=', agentId)
      .where('a.status', '=', true)
      .where('t.status', '=', true)
      .where('r.level', '=', '1')
      .executeTakeFirst();
    if (!agent) throw invalid({ agentId: workSlotTexts.agentUnknown });
    const now = this.now();
    const week = weekFrom(now);
    const free = await this.db
      .selectFrom('agentWorkSlots as s')
      .leftJoin('slotBookings as b', 'b.slotId', 's.id')
      .select(['s.workDate', 's.startTime'])
      .where('s.agentId', '=', agentId)
      .where('s.enabled', '=', true)
      .where('b.id', 'is', null)
      .where('s.startsAt', '>', now)
      .where('s.workDate', '<=', week[week.length - 1]!)
      .orderBy('s.startsAt')
      .execute();
    return {
      agent: { _id: agent.id, fullName: agent.fullName, tenantName: agent.tenantName },
      days: week.map((workDate) => ({
        workDate,
        free: free.filter((row) => row.workDate === workDate).map((row) => row.startTime),
      })),
    };
  }

  /** Books a slot for a customer: it must be enabled, ahead and free, within the limits of checkBookingLimits. */
  async book(input: BookingInput): Promise<MadeBooking> {
    const slot = DAY_SLOTS.find((s) => s.workStartTime === input.workStartTime);
    if (!slot || !isWorkDate(input.workDate)) throw invalid({ workStartTime: workSlotTexts.slotUnknown });
    if (slotHasBegun(input.workDate, input.workStartTime, this.now())) throw conflict(workSlotTexts.pastBooking);
    const page = await this.bookingPage(input.agentId);
    const cancelKey = randomBytes(18).toString('base64url');
    return this.db.transaction().execute(async (trx) => {
      await trx.selectFrom('agents').select('id').where('id', '=', input.agentId).forUpdate().executeTakeFirst();
      const now = this.now();
      await checkBookingLimits(trx, input.agentId, input.userPhone, now);
      const row = await trx
        .selectFrom('agentWorkSlots')
        .select(['id', 'tenantId', 'enabled'])
        .where('agentId', '=', input.agentId)
        .where('startsAt', '=', chinaInstant(input.workDate, input.workStartTime))
        .forUpdate()
        .executeTakeFirst();
      if (!row?.enabled) throw conflict(workSlotTexts.notOpen);
      const made = await trx
        .insertInto('slotBookings')
        .values({
          slotId: row.id,
          tenantId: row.tenantId,
          agentId: input.agentId,
          userName: input.userName.trim(),
          userPhone: input.userPhone,
          cancelKey,
          createdAt: now,
        })
        .onConflict((oc) => oc.column('slotId').doNothing())
        .returning(['id', 'createdAt'])
        .executeTakeFirst();
      if (!made) throw conflict(workSlotTexts.taken);
      return {
        _id: made.id,
        userName: input.userName.trim(),
        userPhone: input.userPhone,
        createdAt: new Date(made.createdAt).toISOString(),
        workDate: input.workDate,
        workStartTime: slot.workStartTime,
        workEndTime: slot.workEndTime,
        agent: { _id: page.agent._id, fullName: page.agent.fullName },
        cancelKey,
      };
    });
  }
}

/**
 * Whether the tenant's slots let a call in at the instant (a condition of the call's insert): on a China
 * day where some agent of the tenant has enabled a slot, only while an enabled slot is under way; on a
 * day nobody planned, always (the organisations' working time and the agents online decide). A customer's call
 * asks the same in SQL (call_ask, migration 20261218100000): change both.
 */
export function slotsAdmit(tenantId: string, at: Date) {
  return sql<boolean>`(
    not exists (select 1 from agent_work_slots where tenant_id = ${tenantId} and work_date = ${chinaDay(at)} and enabled)
    or exists (select 1 from agent_work_slots where tenant_id = ${tenantId} and enabled and starts_at <= ${at} and ends_at > ${at})
  )`;
}
