/**
 * The conference side of the simulator's socket (src/schemas/callConference.ts): the agent's page logs in
 * with the conference token of /mcu/rooms/token and enters the call's room; a lost connection relogs in
 * with its reconnection ticket; participants, streams, texts and 'soac' signalling reach the others.
 */
import { randomBytes } from 'node:crypto';
import type { Namespace, Socket } from 'socket.io';
import {
  MAX_CONFERENCE_TEXT,
  RECONNECTION_TICKET_MS,
  conferenceTexts,
  type ConferenceAck,
  type ConferenceLogin,
  type ConferenceParticipant,
  type ConferenceStream,
} from '../../../src/schemas/callConference';
import type { SimulatedCalls } from './calls';

export const callRoom = (serviceId: string) => `call:${serviceId}`;

interface Seat extends ConferenceParticipant {
  serviceId: string;
}

/** What one socket of the namespace may do beyond the conference's own events. */
export interface ConferenceSocketSeat {
  /** The customer's handset entered the call's media: a participant like the agent, one call at a time. */
  enterHandset(serviceId: string, phone: string): void;
}

/** Streams of one call, and views of one stream: a call has two or three of each. */
const MAX_STREAMS = 10;
const MAX_VIEWS = 20;

const newTicket = () => randomBytes(24).toString('base64url');
const ackOf = <T>(ack: unknown): ConferenceAck<T> =>
  typeof ack === 'function' ? (ack as ConferenceAck<T>) : () => undefined;

export class SimulatedConference {
  private readonly seats = new Map<string, Map<string, Seat>>();
  private readonly streams = new Map<string, Map<string, ConferenceStream>>();
  private readonly tickets = new Map<string, { seat: Seat; expiresAt: number }>();

  constructor(
    private readonly line: Namespace,
    private readonly calls: SimulatedCalls,
    private readonly now: () => number = Date.now,
  ) {}

  /** The call's stream changed (POST /mcu/stream/update). */
  updateStream(serviceId: string, streamId: string, updates: { path: string; value: unknown }[]): void {
    const streams = this.streams.get(serviceId) ?? new Map<string, ConferenceStream>();
    this.streams.set(serviceId, streams);
    const known = streams.get(streamId);
    if (!known && streams.size >= MAX_STREAMS) return;
    const stream = known ?? { id: streamId, info: { owner: serviceId, inViews: [] } };
    streams.set(streamId, stream);
    if (!known) this.line.to(callRoom(serviceId)).emit('stream', { id: streamId, status: 'add', data: stream });
    for (const update of updates) {
      const view = update.path === '/info/inViews' && typeof update.value === 'string' ? update.value : null;
      if (view !== null && !stream.info.inViews.includes(view) && stream.info.inViews.length < MAX_VIEWS)
        stream.info.inViews.push(view);
      this.line
        .to(callRoom(serviceId))
        .emit('stream', { id: streamId, status: 'update', data: { field: update.path, value: update.value } });
    }
  }

  /**
   * The call ended: its streams go with it, and so does the customer's handset, whose line stays open for the
   * next call; the agent's page leaves as it logs out or its socket goes.
   */
  endCall(serviceId: string): void {
    this.streams.delete(serviceId);
    for (const seat of [...(this.seats.get(serviceId)?.values() ?? [])]) {
      if (seat.role !== 'customer') continue;
      this.forget(seat, false);
      this.line.in(seat.id).socketsLeave(callRoom(serviceId));
    }
  }

  /**
   * Serves one socket: the agent's page logging in to a call's conference, or a handset's line entering one
   * call's media after another. Whatever the socket does, it has one seat of each kind at most and one
   * disconnect listener, so a line that places call after call holds no more than its current call.
   */
  serve(socket: Socket): ConferenceSocketSeat {
    let mine: Seat | null = null;
    let handset: Seat | null = null;
    socket.on('login', (request: { token?: unknown } | undefined, ack: unknown) => {
      const token = typeof request?.token === 'string' ? request.token : '';
      const call = token ? this.calls.byToken(token) : null;
      if (!call || call.state === 'ended') return ackOf(ack)('error', conferenceTexts.badToken);
      mine = this.seat(socket, { id: socket.id, user: call.serviceId, role: 'presenter', serviceId: call.serviceId });
      ackOf<ConferenceLogin>(ack)('ok', this.loginOf(mine));
    });
    socket.on('relogin', (ticket: unknown, ack: unknown) => {
      const held = typeof ticket === 'string' ? this.tickets.get(ticket) : undefined;
      if (typeof ticket === 'string') this.tickets.delete(ticket);
      if (!held || held.expiresAt < this.now()) return ackOf(ack)('error', conferenceTexts.badTicket);
      // The same participant comes back on a new connection.
      mine = this.seat(socket, held.seat);
      ackOf<ConferenceLogin>(ack)('ok', this.loginOf(mine));
    });
    socket.on('refreshReconnectionTicket', (ack: unknown) => {
      if (!mine) return ackOf(ack)('error', conferenceTexts.notLoggedIn);
      ackOf<string>(ack)('ok', this.ticketFor(mine));
    });
    socket.on('logout', (ack: unknown) => {
      if (mine) this.leave(socket, mine);
      mine = null;
      ackOf<null>(ack)('ok', null);
    });
    socket.on('text', (request: { to?: unknown; message?: unknown } | undefined, ack: unknown) => {
      if (!mine) return ackOf(ack)('error', conferenceTexts.notLoggedIn);
      const message = typeof request?.message === 'string' ? request.message : '';
      if (message.length > MAX_CONFERENCE_TEXT) return ackOf(ack)('error', conferenceTexts.tooLong);
      const to = typeof request?.to === 'string' && request.to !== '' ? request.to : 'all';
      const text = { from: mine.id, to, message };
      if (to === 'all') socket.to(callRoom(mine.serviceId)).emit('text', text);
      else if (this.seats.get(mine.serviceId)?.has(to)) this.line.to(to).emit('text', text);
      ackOf<null>(ack)('ok', null);
    });
    socket.on('soac', (request: { id?: unknown; signaling?: unknown } | undefined, ack: unknown) => {
      if (!mine) return ackOf(ack)('error', conferenceTexts.notLoggedIn);
      if (JSON.stringify(request?.signaling ?? null).length > 64 * 1024)
        return ackOf(ack)('error', conferenceTexts.tooLong);
      socket
        .to(callRoom(mine.serviceId))
        .emit('progress', { id: mine.id, status: 'soac', data: request?.signaling ?? null });
      ackOf<null>(ack)('ok', null);
    });
    socket.on('disconnect', () => {
      // A lost connection keeps the agent's seat for a relogin; the others hear it left.
      if (mine) this.leave(socket, mine, true);
      if (handset) this.leave(socket, handset);
    });
    return {
      enterHandset: (serviceId, phone) => {
        if (handset && this.seated(handset)) {
          if (handset.serviceId === serviceId) return;
          this.leave(socket, handset);
        }
        handset = this.seat(socket, { id: socket.id, user: phone, role: 'customer', serviceId });
      },
    };
  }

  private seated(seat: Seat): boolean {
    return this.seats.get(seat.serviceId)?.get(seat.id) === seat;
  }

  private seat(socket: Socket, seat: Seat): Seat {
    const seats = this.seats.get(seat.serviceId) ?? new Map<string, Seat>();
    this.seats.set(seat.serviceId, seats);
    seats.set(seat.id, seat);
    void socket.join(callRoom(seat.serviceId));
    void socket.join(seat.id);
    socket.to(callRoom(seat.serviceId)).emit('participant', { action: 'join', data: this.shown(seat) });
    return seat;
  }

  /** The seat leaves its call, once: a seat the call's end took already has nothing left to do. */
  private leave(socket: Socket, seat: Seat, keepTicket = false): void {
    if (!this.seated(seat)) return;
    this.forget(seat, keepTicket);
    void socket.leave(callRoom(seat.serviceId));
  }

  /** Takes the seat out of its call (and its tickets, unless kept for a relogin); the others hear it left. */
  private forget(seat: Seat, keepTicket: boolean): void {
    const seats = this.seats.get(seat.serviceId);
    seats?.delete(seat.id);
    if (seats?.size === 0) this.seats.delete(seat.serviceId);
    if (!keepTicket)
      for (const [ticket, held] of this.tickets) if (held.seat.id === seat.id) this.tickets.delete(ticket);
    this.line.to(callRoom(seat.serviceId)).emit('participant', { action: 'leave', data: this.shown(seat) });
  }

  private loginOf(seat: Seat): ConferenceLogin {
    return {
      ...this.shown(seat),
      room: {
        id: seat.serviceId,
        participants: [...(this.seats.get(seat.serviceId)?.values() ?? [])].map((s) => this.shown(s)),
        streams: [...(this.streams.get(seat.serviceId)?.values() ?? [])],
      },
      reconnectionTicket: this.ticketFor(seat),
    };
  }

  private ticketFor(seat: Seat): string {
    const now = this.now();
    for (const [ticket, held] of this.tickets)
      if (held.seat.id === seat.id || held.expiresAt < now) this.tickets.delete(ticket);
    const ticket = newTicket();
    this.tickets.set(ticket, { seat, expiresAt: now + RECONNECTION_TICKET_MS });
    return ticket;
  }

  private shown = ({ id, user, role }: Seat): ConferenceParticipant => ({ id, user, role });
}
