/** The events a call queues for its agent, and the long poll (agentEvent) that takes them one at a time. */
import { callServiceTexts, type AgentEvent } from '../../../src/schemas/callService';
import { CallServiceError, type SimulatedCall } from './call';

/** Events queued for a call nobody polls; past it the oldest go (a call's life has a dozen at most). */
const MAX_QUEUED_EVENTS = 50;

/** Hands the event to the poll waiting for it, or queues it for the next one. */
export function pushEvent(call: SimulatedCall, event: AgentEvent): void {
  const waiter = call.waiter;
  if (waiter) return waiter(event);
  call.events.push(event);
  if (call.events.length > MAX_QUEUED_EVENTS) call.events.shift();
}

/** The next event of a call, at once if one is queued, else when one comes, or null after holdMs. */
export function nextEvent(call: SimulatedCall, holdMs: number): Promise<AgentEvent | null> {
  const queued = call.events.shift();
  if (queued) return Promise.resolve(queued);
  if (call.state === 'ended') return Promise.reject(new CallServiceError(404, callServiceTexts.noCall));
  // A newer poll replaces a waiting one, which is answered empty.
  call.waiter?.(null);
  return new Promise((resolve) => {
    const timer = setTimeout(() => settle(null), holdMs);
    const settle = (event: AgentEvent | null) => {
      clearTimeout(timer);
      if (call.waiter === settle) call.waiter = null;
      resolve(event);
    };
    call.waiter = settle;
  });
}

/** The event of a call that ended before it was answered. */
export const callOutFail = (reason: 'noAgent' | 'noAnswer' | 'refused' | 'failed'): AgentEvent => ({
  eventType: 'AgentEvent_Call_Out_Fail',
  content: { reason },
});
