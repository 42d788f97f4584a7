/**
 * Working slots and their bookings (spec 3 §3 "Working slots", §7 "Working slots", §9): the agent's
 * grid of half-hour slots, enabling and disabling them, and the customer's booking page.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { recordOf } from './answers';
import { callTexts } from './call';
import { customerPhoneText, mobileField, requiredName, uuidField } from './fields';
import { pageLink } from '../domain/pages';

/** How long before its slot's start the agent may start a booked session (POST /api/startStream). */
export const BOOKED_START_EARLY_MINUTES = 15;

export const workSlotTexts = {
  slotUnknown: '请选择有效的时段',
  dateInvalid: '请选择正确的日期',
  agentUnknown: '顾问不存在',
  pastSlot: '该时段已过，不能修改',
  pastBooking: '该时段已过，不能预约',
  notOpen: '该时段未开放预约',
  taken: '该时段已被预约',
  bookedCannotClose: '该时段已有预约，不能关闭',
  configured: '配置成功',
  booked: '预约成功',
  rangeTooLong: '查询范围不能超过31天',
  bookingUnknown: '预约不存在或已取消',
  pastCancel: '该时段已开始，不能取消预约',
  cancelled: '预约已取消',
  phoneHasOpen: '您已预约该顾问，请勿重复预约',
  dailyFull: '该顾问今日预约已满，请明日再试',
  startTooEarly: `预约时段尚未开始，请在开始前${BOOKED_START_EARLY_MINUTES}分钟内发起`,
  slotOver: '该预约时段已结束',
  notOwnBooking: '只有被预约的顾问可以开始会话',
  sessionOver: '该预约的会话已结束',
  otherRoom: '您有进行中的会话，请先结束后再开始',
  started: '会话已开始，已短信通知客户',
  startedCannotCancel: '该预约的会话已开始，不能取消',
} as const;

const dateField = {
  type: 'string',
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  errorMessage: workSlotTexts.dateInvalid,
} as const;
const timeField = { type: 'string', pattern: '^\\d{2}:\\d{2}$', errorMessage: workSlotTexts.slotUnknown } as const;

/** GET /api/agentWorkDays: one agent's days from startTime to endTime (YYYY-MM-DD); the agent is the caller when left out. */
export const workDaysQuerySchema = {
  $id: 'workDaysQuery',
  type: 'object',
  properties: {
    agentId: uuidField(workSlotTexts.agentUnknown),
    startTime: dateField,
    endTime: dateField,
    timestamp: { type: 'string' },
  },
  required: ['startTime', 'endTime'],
  additionalProperties: false,
  errorMessage: { required: { startTime: workSlotTexts.dateInvalid, endTime: workSlotTexts.dateInvalid } },
} as const;

/** POST /api/agentWorkDay/enable and /disable. */
export const workSlotChangeSchema = {
  $id: 'workSlotChange',
  type: 'object',
  properties: {
    agentId: uuidField(workSlotTexts.agentUnknown),
    workDate: dateField,
    workStartTime: timeField,
    workEndTime: timeField,
  },
  required: ['workDate', 'workStartTime', 'workEndTime'],
  additionalProperties: false,
  errorMessage: {
    required: {
      workDate: workSlotTexts.dateInvalid,
      workStartTime: workSlotTexts.slotUnknown,
      workEndTime: workSlotTexts.slotUnknown,
    },
  },
} as const;
export type WorkSlotChange = FromSchema<typeof workSlotChangeSchema>;

/** POST /api/customer/booking: a customer books an agent's free slot. */
export const bookingSchema = {
  $id: 'slotBooking',
  type: 'object',
  properties: {
    agentId: uuidField(workSlotTexts.agentUnknown),
    workDate: dateField,
    workStartTime: timeField,
    userName: requiredName('姓名', 20, { required: callTexts.nameRequired, tooLong: callTexts.nameTooLong }),
    userPhone: mobileField(callTexts.phoneInvalid),
  },
  required: ['agentId', 'workDate', 'workStartTime', 'userName', 'userPhone'],
  additionalProperties: false,
  errorMessage: {
    required: {
      agentId: workSlotTexts.agentUnknown,
      workDate: workSlotTexts.dateInvalid,
      workStartTime: workSlotTexts.slotUnknown,
      userName: callTexts.nameRequired,
      userPhone: callTexts.phoneInvalid,
    },
  },
} as const;
export type BookingInput = FromSchema<typeof bookingSchema>;

/** POST /api/customer/booking/cancel: the customer cancels with the key of their booking's link. */
export const customerCancelSchema = {
  $id: 'bookingCustomerCancel',
  type: 'object',
  properties: {
    bookingId: uuidField(workSlotTexts.bookingUnknown),
    key: { type: 'string', minLength: 1, maxLength: 100, errorMessage: workSlotTexts.bookingUnknown },
  },
  required: ['bookingId', 'key'],
  additionalProperties: false,
  errorMessage: { required: { bookingId: workSlotTexts.bookingUnknown, key: workSlotTexts.bookingUnknown } },
} as const;

/** POST /api/live/booking/cancel: the agent, or an admin over the agent, cancels a booking of the grid. */
export const bookingCancelSchema = {
  $id: 'bookingCancel',
  type: 'object',
  properties: { bookingId: uuidField(workSlotTexts.bookingUnknown) },
  required: ['bookingId'],
  additionalProperties: false,
  errorMessage: { required: { bookingId: workSlotTexts.bookingUnknown } },
} as const;

/** POST /api/startStream (spec 3 §7 "Working slots"): the booked agent starts the session of a booking. */
export const startStreamSchema = {
  $id: 'startStream',
  type: 'object',
  properties: { requestId: uuidField(workSlotTexts.bookingUnknown) },
  required: ['requestId'],
  additionalProperties: false,
  errorMessage: { required: { requestId: workSlotTexts.bookingUnknown } },
} as const;

/** Who cancelled a booking, as the agent is told. */
type BookingCanceller = 'customer' | 'staff';
export interface BookingCancellation {
  booking: BookingRecord;
  by: BookingCanceller;
}

export const bookingSlotsQuerySchema = {
  $id: 'bookingSlotsQuery',
  type: 'object',
  properties: { agentId: uuidField(workSlotTexts.agentUnknown) },
  required: ['agentId'],
  additionalProperties: false,
  errorMessage: { required: { agentId: workSlotTexts.agentUnknown } },
} as const;

const text = { type: 'string' } as const;
const slotBookingFields = { _id: text, userName: text, userPhone: customerPhoneText, createdAt: text } as const;

/** A day of the grid (spec 3 §3): a work day when at least one slot is enabled. */
export const workDayRecordSchema = recordOf({
  workDate: text,
  isWorkDay: { type: 'boolean' },
  slots: {
    type: 'array',
    items: recordOf({
      workStartTime: text,
      workEndTime: text,
      enabled: { type: 'boolean' },
      booking: { ...recordOf(slotBookingFields), type: ['object', 'null'] },
    }),
  },
});
export type WorkDayRecord = FromSchema<typeof workDayRecordSchema>;
export type WorkSlotRecord = WorkDayRecord['slots'][number];
export type SlotBooking = NonNullable<WorkSlotRecord['booking']>;

const bookingFields = {
  ...slotBookingFields,
  workDate: text,
  workStartTime: text,
  workEndTime: text,
  agent: recordOf({ _id: text, fullName: text }),
} as const;

/** GET /api/live/bookingList: the bookings ahead in the caller's scope. */
export const bookingRecordSchema = recordOf(bookingFields);
export type BookingRecord = FromSchema<typeof bookingRecordSchema>;

/** What the booking page shows: the agent and the free slots of the week. */
export const bookingPageSchema = recordOf({
  agent: recordOf({ _id: text, fullName: text, tenantName: text }),
  days: { type: 'array', items: recordOf({ workDate: text, free: { type: 'array', items: text } }) },
});
export type BookingPage = FromSchema<typeof bookingPageSchema>;

/** The agents whose grid the caller may open. */
export const slotAgentSchema = recordOf({ _id: text, fullName: text, loginName: text });
export type SlotAgent = FromSchema<typeof slotAgentSchema>;

export const workSlotPaths = {
  days: '/api/agentWorkDays',
  enable: '/api/agentWorkDay/enable',
  disable: '/api/agentWorkDay/disable',
  agents: '/api/agentWorkDay/agents',
  bookings: '/api/live/bookingList',
  bookingPage: '/api/customer/booking/slots',
  book: '/api/customer/booking',
  customerCancel: '/api/customer/booking/cancel',
  cancel: '/api/live/booking/cancel',
  startStream: '/api/startStream',
} as const;

/** What the customer gets on booking: the booking and the key of its cancel link. */
export const madeBookingSchema = recordOf({ ...bookingFields, cancelKey: text });
export type MadeBooking = FromSchema<typeof madeBookingSchema>;

/** The customer's link back to a booking, to cancel it. */
export const bookingLinkPath = (agentId: string, bookingId: string, key: string) =>
  pageLink('customerBooking', {}, { agent: agentId, booking: bookingId, key });

/** The customer's booking page an agent shares. */
export const bookingPagePath = (agentId: string) => pageLink('customerBooking', {}, { agent: agentId });
