/**
 * Where the simulator keeps its calls, bounded: each found by serviceId, callId or handset key; a cap of
 * open calls per app token and in all; ended calls forgotten after a while, the oldest first when full.
 */
import { callServiceTexts } from '../../../src/schemas/callService';
import type { Clock } from '../../clock';
import { CallServiceError, type SimulatedCall } from './call';

/** Calls one app token may hold open at once: an agent has one call at a time, a seat test a few. */
export const MAX_OPEN_CALLS_PER_TOKEN = 10;
/** Calls kept at once, open or ended: far above a demo's, low enough to bound the process. */
const MAX_CALLS = 2000;
/** An ended call is kept this long for the agent's last poll and hang-up, then forgotten. */
const ENDED_KEPT_MS = 10 * 60 * 1000;

export class CallBook {
  private readonly byService = new Map<string, SimulatedCall>();
  private readonly byCallId = new Map<string, SimulatedCall>();
  private readonly byHandsetKey = new Map<string, SimulatedCall>();

  constructor(private readonly clock: Clock) {}

  /** Keeps a new call, or refuses it when its token or the simulator holds too many open ones. */
  add(call: SimulatedCall): void {
    if (call.token !== null && this.openOf(call.token) >= MAX_OPEN_CALLS_PER_TOKEN)
      throw new CallServiceError(429, callServiceTexts.tooManyCalls);
    if (this.byService.size >= MAX_CALLS) this.forgetOldestEnded();
    if (this.byService.size >= MAX_CALLS) throw new CallServiceError(503, callServiceTexts.busy);
    this.byService.set(call.serviceId, call);
    this.byCallId.set(call.callId, call);
    this.byHandsetKey.set(call.handsetKey, call);
  }

  /** The call just ended: it is forgotten once the agent has had time for its last requests. */
  ended(call: SimulatedCall): void {
    this.clock.after(ENDED_KEPT_MS, () => this.forget(call));
  }

  byServiceId(serviceId: string): SimulatedCall | undefined {
    return this.byService.get(serviceId);
  }

  byCall(callId: string): SimulatedCall | undefined {
    return this.byCallId.get(callId);
  }

  byKey(handsetKey: string): SimulatedCall | undefined {
    return this.byHandsetKey.get(handsetKey);
  }

  all(): IterableIterator<SimulatedCall> {
    return this.byService.values();
  }

  private openOf(token: string): number {
    let open = 0;
    for (const call of this.byService.values()) if (call.token === token && call.state !== 'ended') open += 1;
    return open;
  }

  private forgetOldestEnded(): void {
    for (const call of this.byService.values()) {
      if (call.state === 'ended') return this.forget(call);
    }
  }

  private forget(call: SimulatedCall): void {
    if (this.byService.get(call.serviceId) !== call) return;
    call.waiter?.(null);
    this.byService.delete(call.serviceId);
    this.byCallId.delete(call.callId);
    this.byHandsetKey.delete(call.handsetKey);
  }
}
