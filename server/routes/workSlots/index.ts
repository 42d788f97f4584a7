import type { FastifyInstance } from 'fastify';
import { scopeFilter } from '../../../src/domain/scope';
import {
  bookingCancelSchema,
  bookingSchema,
  customerCancelSchema,
  startStreamSchema,
  bookingSlotsQuerySchema,
  workDaysQuerySchema,
  workSlotChangeSchema,
  workSlotPaths,
  workSlotTexts,
  bookingPageSchema,
  bookingRecordSchema,
  madeBookingSchema,
  slotAgentSchema,
  workDayRecordSchema,
  type BookingRecord,
} from '../../../src/schemas/workSlot';
import { answerOf, recordOf } from '../../../src/schemas/answers';
import { startedRoomSchema } from '../../../src/schemas/call';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { ok, outOfScope } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { publicOrigin } from '../../services/publicUrl';
import { roomInvitation } from '../../services/roomInvitation';
import type { AuthContext } from '../../services/sessions';

/**
 * Working slots (spec 3 §7 "Working slots"): an agent's own grid; admins open the grids of the agents in
 * their scope. The booking page is public: a customer reaches it from the link the agent shares.
 */
const listAnswer = <const R>(item: R) => answerOf(recordOf({ list: { type: 'array', items: item } }));
const oneBooking = answerOf(bookingRecordSchema);

export function workSlotRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const slots = ctx.workSlots;

  /** The agent the request names (the caller when none), refused naming agentId when outside the scope. */
  const agentOf = async (session: AuthContext, agentId: string | undefined) => {
    const filter = scopeFilter(scopeOf(session));
    const agent = filter && (await slots.agentIn(agentId || session.agentId, filter));
    if (!agent) throw outOfScope('agentId');
    return agent;
  };

  app.get(workSlotPaths.agents, { schema: { response: listAnswer(slotAgentSchema) } }, async (request) => {
    const filter = scopeFilter(scopeOf(auth(request)));
    return ok({ list: filter ? await slots.agents(filter) : [] });
  });

  app.get(
    workSlotPaths.days,
    { schema: { querystring: workDaysQuerySchema, response: listAnswer(workDayRecordSchema) } },
    async (request) => {
      const agent = await agentOf(auth(request), request.query.agentId);
      return ok({ list: await slots.days(agent.id, request.query.startTime, request.query.endTime) });
    },
  );

  for (const [path, enabled] of [
    [workSlotPaths.enable, true],
    [workSlotPaths.disable, false],
  ] as const) {
    const response = answerOf({ type: 'null' });
    app.post(path, { schema: { body: workSlotChangeSchema, response } }, async (request) => {
      const agent = await agentOf(auth(request), request.body.agentId);
      await slots.set(agent, request.body, enabled);
      return ok(null, workSlotTexts.configured);
    });
  }

  app.get(workSlotPaths.bookings, { schema: { response: listAnswer(bookingRecordSchema) } }, async (request) => {
    const filter = scopeFilter(scopeOf(auth(request)));
    return ok({ list: filter ? await slots.bookings(filter) : [] });
  });

  app.get(
    workSlotPaths.bookingPage,
    {
      schema: { querystring: bookingSlotsQuerySchema, response: answerOf(bookingPageSchema) },
      config: { access: 'public' },
    },
    async (request) => ok(await slots.bookingPage(request.query.agentId)),
  );

  app.post(
    workSlotPaths.book,
    { schema: { body: bookingSchema, response: answerOf(madeBookingSchema) }, config: { access: 'public' } },
    async (request) => {
      const { cancelKey, ...booking } = await slots.book(request.body);
      ctx.realtime.emitToAgent(booking.agent._id, 'booking.created', booking);
      return ok({ ...booking, cancelKey }, workSlotTexts.booked);
    },
  );

  const cancelled = (booking: BookingRecord, by: 'customer' | 'staff') => {
    ctx.realtime.emitToAgent(booking.agent._id, 'booking.cancelled', { booking, by });
    return ok(booking, workSlotTexts.cancelled);
  };

  app.post(
    workSlotPaths.customerCancel,
    { schema: { body: customerCancelSchema, response: oneBooking }, config: { access: 'public' } },
    async (request) => cancelled(await slots.cancel(request.body.bookingId, { key: request.body.key }), 'customer'),
  );

  /**
   * The booked agent starts the booking's session: the room opens with the customer, the customer gets the
   * invitation by SMS (once, when the room is made), and the agent enters the hall with the room given back.
   */
  app.post(
    workSlotPaths.startStream,
    { schema: { body: startStreamSchema, response: answerOf(startedRoomSchema) } },
    async (request) => {
      const session = auth(request);
      const filter = scopeFilter(scopeOf(session));
      if (!filter) throw outOfScope('agentId');
      const booking = await slots.bookingToStart(request.body.requestId, session.agentId, filter);
      const { room, created } = await ctx.calls.rooms.openBooked(booking);
      if (created) {
        const invited = await ctx.db
          .selectFrom('serviceRooms as r')
          .innerJoin('agents as a', 'a.id', 'r.agentId')
          .innerJoin('tenants as t', 't.id', 'r.tenantId')
          .select(['r.id', 'r.inviteNumber', 'r.customerKey', 'a.fullName', 't.code as tenantCode'])
          .where('r.id', '=', room.serviceId)
          .executeTakeFirstOrThrow();
        const { content } = await roomInvitation(ctx.shortLinks, publicOrigin(ctx.config, request), invited);
        await ctx.sms.send(
          { tenantId: booking.tenantId, agentId: booking.agentId },
          { phone: booking.userPhone, content, params: [content] },
        );
      }
      return ok(room, workSlotTexts.started);
    },
  );

  app.post(workSlotPaths.cancel, { schema: { body: bookingCancelSchema, response: oneBooking } }, async (request) => {
    const filter = scopeFilter(scopeOf(auth(request)));
    if (!filter) throw outOfScope('agentId');
    return cancelled(await slots.cancel(request.body.bookingId, { filter }), 'staff');
  });
}
