/**
 * The agent's incoming call (spec 1 §4 "Incoming call", spec 3 §4 "Seat call modal") as a pure state
 * machine: each event (a push from the server, a click, the answer of a call the box made) gives the next
 * state and the effects to run (ring, silence, a notice, a server call, opening a room). The call box draws
 * the state; a hook feeds it the events and runs the effects.
 */

/** What the machine reads of a call; the box's record carries more, which it keeps as it came. */
export interface OfferedCall {
  callId: string;
  /** The tenant's ring, or null for the default. */
  ringUrl?: string | null;
  /** A colleague passes the customer on (a transfer). */
  manualCallId?: string;
  /** A 5G call, answered at the call service. */
  incomeId?: string;
}

export type IncomingCallState<C extends OfferedCall, R> =
  | { phase: 'idle' }
  /**
   * The box shows the call, the ring plays. For a customer's call the server is asked meanwhile whether a
   * session is in progress: `inProgress` is its answer (null: none), absent until it comes.
   */
  | { phase: 'ringing'; call: C; inProgress?: R | null }
  /** Answered: the box stays, its buttons off, while the server says whether a session is in progress. */
  | { phase: 'checking'; call: C }
  /** A session is in progress: the box gives way to the question whether to end it. */
  | { phase: 'asking'; call: C; room: R }
  /** The box is closed while the room opens (after the session in progress ended, if it had to). */
  | { phase: 'joining'; call: C };

export type IncomingCallEvent<C extends OfferedCall, R> =
  /** A call rings at this agent: pushed now, or found ringing when the page (re)loads. */
  | { type: 'offered'; call: C; source: 'push' | 'reload' }
  /** The ring is over for this agent: the customer cancelled, or the call timed out, went on or was taken. */
  | { type: 'withdrawn'; callId: string; reason?: 'cancelled' }
  | { type: 'answer' }
  | { type: 'reject' }
  | { type: 'inProgressChecked'; callId: string; room: R | null }
  /** The agent's reply to the question: end the session in progress and take the call, or not. */
  | { type: 'endInProgress' }
  | { type: 'keepInProgress' }
  | { type: 'inProgressEnded'; callId: string }
  | { type: 'roomOpened'; callId: string; serviceId: string }
  /** A server call of this flow failed; the server's words have been shown. */
  | { type: 'failed'; callId: string };

export type IncomingCallNotice = 'customerCancelled' | 'rejected';

export type IncomingCallEffect<C extends OfferedCall, R> =
  /** The ring plays (the tenant's sound or the default); `fiveG` for a 5G call. */
  | { type: 'ring'; url: string | null | undefined; fiveG: boolean }
  | { type: 'silence' }
  | { type: 'notify'; notice: IncomingCallNotice }
  | { type: 'checkInProgress'; call: C }
  | { type: 'endInProgress'; call: C; room: R }
  /** Opens the room of a customer's call or of a transfer. */
  | { type: 'startRoom'; call: C }
  | { type: 'answerFiveG'; call: C }
  /** Turns the call down at the server (a 5G call: ends it at the call service). */
  | { type: 'refuse'; call: C }
  | { type: 'openRoom'; call: C; serviceId: string };

export interface IncomingCallStep<C extends OfferedCall, R> {
  state: IncomingCallState<C, R>;
  effects: IncomingCallEffect<C, R>[];
}

export type IncomingKind = 'fiveG' | 'transfer' | 'customer';

export function incomingKind(call: OfferedCall): IncomingKind {
  if (call.incomeId) return 'fiveG';
  return call.manualCallId ? 'transfer' : 'customer';
}

/** The call the box shows, or null when it is closed. */
export function callShown<C extends OfferedCall, R>(state: IncomingCallState<C, R>): C | null {
  return state.phase === 'ringing' || state.phase === 'checking' ? state.call : null;
}

export const idleCall = { phase: 'idle' } as const;

function stay<C extends OfferedCall, R>(state: IncomingCallState<C, R>): IncomingCallStep<C, R> {
  return { state, effects: [] };
}

/** The call the state holds, if the event's call is that one. */
function isCurrent<C extends OfferedCall, R>(state: IncomingCallState<C, R>, callId: string): boolean {
  return state.phase !== 'idle' && state.call.callId === callId;
}

export function nextIncomingCall<C extends OfferedCall, R>(
  state: IncomingCallState<C, R>,
  event: IncomingCallEvent<C, R>,
): IncomingCallStep<C, R> {
  switch (event.type) {
    case 'offered':
      // A pushed call always shows (the server offers one call at a time, so an earlier one is over);
      // one found on reload shows only when nothing else goes on.
      if (event.source === 'reload' && state.phase !== 'idle') return stay(state);
      return {
        state: { phase: 'ringing', call: event.call },
        effects: [
          { type: 'ring', url: event.call.ringUrl, fiveG: incomingKind(event.call) === 'fiveG' },
          // Asked while it rings, so that answering opens the room at once.
          ...(incomingKind(event.call) === 'customer' ? [{ type: 'checkInProgress' as const, call: event.call }] : []),
        ],
      };
    case 'withdrawn': {
      if (!isCurrent(state, event.callId)) return stay(state);
      // The box going away is explained when the customer cancelled; a ring passed on needs no words.
      const told: IncomingCallEffect<C, R>[] =
        event.reason === 'cancelled' ? [{ type: 'notify', notice: 'customerCancelled' }] : [];
      // A room already opening is refused by the server, which says so.
      if (state.phase === 'joining') return { state, effects: told };
      return { state: idleCall, effects: [{ type: 'silence' }, ...told] };
    }
    case 'answer': {
      if (state.phase !== 'ringing') return stay(state);
      const { call, inProgress } = state;
      if (incomingKind(call) === 'customer') {
        if (inProgress === null)
          return { state: { phase: 'joining', call }, effects: [{ type: 'silence' }, { type: 'startRoom', call }] };
        if (inProgress !== undefined)
          return { state: { phase: 'asking', call, room: inProgress }, effects: [{ type: 'silence' }] };
        return {
          state: { phase: 'checking', call },
          effects: [{ type: 'silence' }, { type: 'checkInProgress', call }],
        };
      }
      const open: IncomingCallEffect<C, R> =
        incomingKind(call) === 'fiveG' ? { type: 'answerFiveG', call } : { type: 'startRoom', call };
      return { state: { phase: 'joining', call }, effects: [{ type: 'silence' }, open] };
    }
    case 'reject':
      if (state.phase !== 'ringing') return stay(state);
      return {
        state: idleCall,
        effects: [{ type: 'silence' }, { type: 'refuse', call: state.call }, { type: 'notify', notice: 'rejected' }],
      };
    case 'inProgressChecked':
      if (state.phase === 'ringing' && isCurrent(state, event.callId))
        return stay({ ...state, inProgress: event.room });
      if (state.phase !== 'checking' || !isCurrent(state, event.callId)) return stay(state);
      if (event.room !== null) return stay({ phase: 'asking', call: state.call, room: event.room });
      return { state: { phase: 'joining', call: state.call }, effects: [{ type: 'startRoom', call: state.call }] };
    case 'endInProgress':
      if (state.phase !== 'asking') return stay(state);
      return {
        state: { phase: 'joining', call: state.call },
        effects: [{ type: 'endInProgress', call: state.call, room: state.room }],
      };
    case 'keepInProgress':
      if (state.phase !== 'asking') return stay(state);
      return { state: idleCall, effects: [{ type: 'refuse', call: state.call }] };
    case 'inProgressEnded':
      if (state.phase !== 'joining' || !isCurrent(state, event.callId)) return stay(state);
      return { state, effects: [{ type: 'startRoom', call: state.call }] };
    case 'roomOpened':
      if (state.phase !== 'joining' || !isCurrent(state, event.callId)) return stay(state);
      return { state: idleCall, effects: [{ type: 'openRoom', call: state.call, serviceId: event.serviceId }] };
    case 'failed':
      if ((state.phase !== 'checking' && state.phase !== 'joining') || !isCurrent(state, event.callId))
        return stay(state);
      return stay(idleCall);
  }
}
