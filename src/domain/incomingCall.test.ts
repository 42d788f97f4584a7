import { describe, expect, it } from 'vitest';
import {
  callShown,
  idleCall,
  incomingKind,
  nextIncomingCall,
  type IncomingCallEvent,
  type IncomingCallState,
  type OfferedCall,
} from './incomingCall';

interface Room {
  serviceId: string;
}
type State = IncomingCallState<OfferedCall, Room>;
type Event = IncomingCallEvent<OfferedCall, Room>;

const customer: OfferedCall = { callId: 'c1', ringUrl: '/ring.wav' };
const other: OfferedCall = { callId: 'c2', ringUrl: null };
const transfer: OfferedCall = { callId: 't1', manualCallId: 'm1' };
const fiveG: OfferedCall = { callId: 'f1', incomeId: 'i1' };
const inProgress: Room = { serviceId: 's-old' };

/** The state and effects after the events, from an idle box. */
function run(...events: Event[]) {
  let state: State = idleCall;
  let effects: ReturnType<typeof nextIncomingCall<OfferedCall, Room>>['effects'] = [];
  for (const event of events) ({ state, effects } = nextIncomingCall(state, event));
  return { state, effects, shown: callShown(state) };
}

const offered = (call: OfferedCall): Event => ({ type: 'offered', call, source: 'push' });

describe('the incoming call', () => {
  it('rings: the box shows the call and plays the tenant’s ring', () => {
    const { shown, state, effects } = run(offered(customer));
    expect(shown).toBe(customer);
    expect(state.phase).toBe('ringing');
    // Whether a session is in progress is asked while a customer's call rings.
    expect(effects).toEqual([
      { type: 'ring', url: '/ring.wav', fiveG: false },
      { type: 'checkInProgress', call: customer },
    ]);
    // A 5G call rings as well, and says so: its room always runs the p2p engine.
    expect(run(offered(fiveG)).effects).toEqual([{ type: 'ring', url: undefined, fiveG: true }]);
    expect(run(offered(transfer)).effects).toEqual([{ type: 'ring', url: undefined, fiveG: false }]);
  });

  it('a call found ringing when the page loads shows, unless another already does', () => {
    expect(run({ type: 'offered', call: customer, source: 'reload' }).shown).toBe(customer);
    const later = run(offered(other), { type: 'offered', call: customer, source: 'reload' });
    expect(later.shown).toBe(other);
    expect(later.effects).toEqual([]);
  });

  it('a new call pushed while one rings takes the box', () => {
    expect(run(offered(customer), offered(other)).shown).toBe(other);
  });

  it('the customer cancelling closes the box, stops the ring and says 客户已取消呼叫', () => {
    const { shown, effects } = run(offered(customer), { type: 'withdrawn', callId: 'c1', reason: 'cancelled' });
    expect(shown).toBeNull();
    expect(effects).toEqual([{ type: 'silence' }, { type: 'notify', notice: 'customerCancelled' }]);
  });

  it('a ring that timed out, went on to another agent or was taken elsewhere closes the box without words', () => {
    const { shown, effects } = run(offered(customer), { type: 'withdrawn', callId: 'c1' });
    expect(shown).toBeNull();
    expect(effects).toEqual([{ type: 'silence' }]);
  });

  it('the end of another call leaves the box as it is', () => {
    const { shown, effects } = run(offered(customer), { type: 'withdrawn', callId: 'c2', reason: 'cancelled' });
    expect(shown).toBe(customer);
    expect(effects).toEqual([]);
  });

  it('refusing closes the box, turns the call down and says so', () => {
    const { shown, effects } = run(offered(customer), { type: 'reject' });
    expect(shown).toBeNull();
    expect(effects).toEqual([
      { type: 'silence' },
      { type: 'refuse', call: customer },
      { type: 'notify', notice: 'rejected' },
    ]);
  });

  it('answering keeps the box, buttons off, while it asks whether a session is in progress', () => {
    const { state, shown, effects } = run(offered(customer), { type: 'answer' });
    expect(state.phase).toBe('checking');
    expect(shown).toBe(customer);
    expect(effects).toEqual([{ type: 'silence' }, { type: 'checkInProgress', call: customer }]);
    // A second click while it checks does nothing.
    expect(nextIncomingCall(state, { type: 'answer' }).effects).toEqual([]);
    expect(nextIncomingCall(state, { type: 'reject' }).effects).toEqual([]);
  });

  it('answered after the check came back while it rang, the room opens at once, or the question comes at once', () => {
    const none = run(offered(customer), { type: 'inProgressChecked', callId: 'c1', room: null }, { type: 'answer' });
    expect(none.state).toEqual({ phase: 'joining', call: customer });
    expect(none.effects).toEqual([{ type: 'silence' }, { type: 'startRoom', call: customer }]);
    const busy = run(
      offered(customer),
      { type: 'inProgressChecked', callId: 'c1', room: inProgress },
      { type: 'answer' },
    );
    expect(busy.state).toEqual({ phase: 'asking', call: customer, room: inProgress });
    expect(busy.effects).toEqual([{ type: 'silence' }]);
    // The answer of an earlier call's check says nothing of this one.
    const stale = run(offered(customer), { type: 'inProgressChecked', callId: 'c0', room: null }, { type: 'answer' });
    expect(stale.state.phase).toBe('checking');
  });

  it('with no session in progress the box closes and the room opens, then the meeting page', () => {
    const checked = run(offered(customer), { type: 'answer' }, { type: 'inProgressChecked', callId: 'c1', room: null });
    expect(checked.shown).toBeNull();
    expect(checked.effects).toEqual([{ type: 'startRoom', call: customer }]);
    const opened = nextIncomingCall(checked.state, { type: 'roomOpened', callId: 'c1', serviceId: 's1' });
    expect(opened.state).toEqual(idleCall);
    expect(opened.effects).toEqual([{ type: 'openRoom', call: customer, serviceId: 's1' }]);
  });

  it('with a session in progress the box gives way to the question', () => {
    const { state, shown } = run(
      offered(customer),
      { type: 'answer' },
      { type: 'inProgressChecked', callId: 'c1', room: inProgress },
    );
    expect(state).toEqual({ phase: 'asking', call: customer, room: inProgress });
    expect(shown).toBeNull();
  });

  it('confirming ends the session in progress, then opens the new room', () => {
    const asked = [
      offered(customer),
      { type: 'answer' },
      { type: 'inProgressChecked', callId: 'c1', room: inProgress },
    ] satisfies Event[];
    const confirmed = run(...asked, { type: 'endInProgress' });
    expect(confirmed.effects).toEqual([{ type: 'endInProgress', call: customer, room: inProgress }]);
    const ended = run(...asked, { type: 'endInProgress' }, { type: 'inProgressEnded', callId: 'c1' });
    expect(ended.effects).toEqual([{ type: 'startRoom', call: customer }]);
  });

  it('declining the question turns the call down quietly', () => {
    const { state, effects } = run(
      offered(customer),
      { type: 'answer' },
      { type: 'inProgressChecked', callId: 'c1', room: inProgress },
      { type: 'keepInProgress' },
    );
    expect(state).toEqual(idleCall);
    expect(effects).toEqual([{ type: 'refuse', call: customer }]);
  });

  it('the customer cancelling while the question is open closes it too', () => {
    const { state, effects } = run(
      offered(customer),
      { type: 'answer' },
      { type: 'inProgressChecked', callId: 'c1', room: inProgress },
      { type: 'withdrawn', callId: 'c1', reason: 'cancelled' },
    );
    expect(state).toEqual(idleCall);
    expect(effects).toContainEqual({ type: 'notify', notice: 'customerCancelled' });
  });

  it('a transfer is answered at once: no question, the room is taken over', () => {
    const { shown, effects } = run(offered(transfer), { type: 'answer' });
    expect(incomingKind(transfer)).toBe('transfer');
    expect(shown).toBeNull();
    expect(effects).toEqual([{ type: 'silence' }, { type: 'startRoom', call: transfer }]);
  });

  it('a 5G call is answered at the call service and opens the 5G room', () => {
    const answered = run(offered(fiveG), { type: 'answer' });
    expect(incomingKind(fiveG)).toBe('fiveG');
    expect(answered.shown).toBeNull();
    expect(answered.effects).toEqual([{ type: 'silence' }, { type: 'answerFiveG', call: fiveG }]);
    const opened = nextIncomingCall(answered.state, { type: 'roomOpened', callId: 'f1', serviceId: 's5' });
    expect(opened.effects).toEqual([{ type: 'openRoom', call: fiveG, serviceId: 's5' }]);
  });

  it('a failed answer (the call was taken or is over) closes everything; the server’s words were shown', () => {
    for (const events of [
      [offered(customer), { type: 'answer' }],
      [offered(customer), { type: 'answer' }, { type: 'inProgressChecked', callId: 'c1', room: null }],
    ] satisfies Event[][]) {
      const { state, effects } = run(...events, { type: 'failed', callId: 'c1' });
      expect(state).toEqual(idleCall);
      expect(effects).toEqual([]);
    }
  });

  it('the customer cancelling while the room opens is told, and the opening goes on to its answer', () => {
    const { state, effects } = run(
      offered(transfer),
      { type: 'answer' },
      { type: 'withdrawn', callId: 't1', reason: 'cancelled' },
    );
    expect(state.phase).toBe('joining');
    expect(effects).toEqual([{ type: 'notify', notice: 'customerCancelled' }]);
  });

  it('the answers of an earlier call do not touch a newer one', () => {
    const { state, effects } = run(
      offered(transfer),
      { type: 'answer' },
      offered(other),
      { type: 'roomOpened', callId: 't1', serviceId: 's1' },
      { type: 'failed', callId: 't1' },
    );
    expect(state).toEqual({ phase: 'ringing', call: other });
    expect(effects).toEqual([]);
  });
});
