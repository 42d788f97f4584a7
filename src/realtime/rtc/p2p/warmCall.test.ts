import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignalChannel } from '../RtcClient';

/** The p2p client as the warm call drives it: joined, published, moved, left. */
const clients: FakeClient[] = [];
class FakeClient {
  readonly steps: string[] = [];
  constructor(readonly options: { role: string; signals: SignalChannel }) {
    clients.push(this);
  }
  join() {
    this.steps.push('join');
    return Promise.resolve();
  }
  publish() {
    this.steps.push('publish');
    return Promise.resolve();
  }
  moveTo(signals: SignalChannel) {
    this.steps.push(signals === roomSignals ? 'moveTo room' : 'moveTo ?');
  }
  leave() {
    this.steps.push('leave');
  }
}
vi.mock('./P2pRtcClient', () => ({ P2pRtcClient: FakeClient }));

const { answerWarmCall, dropWarmCall, hasWarmCall, isCallWarm, takeWarmCall, warmCallUp } = await import('./warmCall');

const callSignals: SignalChannel = { send: () => undefined, onSignal: () => () => undefined };
const roomSignals: SignalChannel = { send: () => undefined, onSignal: () => () => undefined };

/** Web Locks as two tabs of one browser share them: a name is held until its callback's promise settles. */
function sharedLocks() {
  const held = new Set<string>();
  return {
    request(name: string, _options: { ifAvailable: boolean }, run: (lock: object | null) => Promise<void> | undefined) {
      if (held.has(name)) return Promise.resolve(run(null));
      held.add(name);
      return Promise.resolve(run({ name })).finally(() => held.delete(name));
    },
    held,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the connection of a ringing call', () => {
  let released = 0;
  const warmUp = (callId: string) =>
    warmCallUp({ callId, role: 'agent', signals: callSignals, iceServers: [], release: () => (released += 1) });

  beforeEach(() => {
    clients.length = 0;
    released = 0;
  });
  afterEach(() => {
    dropWarmCall();
    vi.unstubAllGlobals();
  });

  it('connects while it rings without sending, sends on the answer, and goes over to the room that call opened', async () => {
    warmUp('c1');
    await settle();
    expect(isCallWarm('c1')).toBe(true);
    expect(clients).toHaveLength(1);
    expect(clients[0]!.steps).toEqual(['join']);

    answerWarmCall('c1', { media: true });
    expect(clients[0]!.steps).toEqual(['join', 'publish']);
    expect(hasWarmCall('s1')).toBe(false);
    answerWarmCall('c1', { serviceId: 's1', media: true });
    expect(hasWarmCall('s1')).toBe(true);

    // Another room does not take it; its own room does, once, on the room's signals, and lets the call's go.
    expect(takeWarmCall('s2', roomSignals)).toBeNull();
    expect(takeWarmCall('s1', roomSignals)).toBe(clients[0]);
    expect(clients[0]!.steps.at(-1)).toBe('moveTo room');
    expect(released).toBe(1);
    expect(takeWarmCall('s1', roomSignals)).toBeNull();
    expect(clients[0]!.steps).not.toContain('leave');
  });

  it('leaves the connection when the call is let go, and a new call replaces the old one', async () => {
    warmUp('c1');
    await settle();
    dropWarmCall('other');
    expect(clients[0]!.steps).toEqual(['join']);
    dropWarmCall('c1');
    expect(clients[0]!.steps).toEqual(['join', 'leave']);
    expect(released).toBe(1);
    expect(isCallWarm('c1')).toBe(false);

    warmUp('c2');
    await settle();
    warmUp('c3');
    await settle();
    expect(clients.map((c) => c.steps)).toEqual([['join', 'leave'], ['join', 'leave'], ['join']]);
    // The customer's answer without consent yet: the connection is kept for the room, nothing is sent.
    answerWarmCall('c3', { serviceId: 's3', media: false });
    expect(clients[2]!.steps).toEqual(['join']);
    expect(hasWarmCall('s3')).toBe(true);
  });

  it('is made by one tab of the browser only, and by the next once the first has let it go', async () => {
    const locks = sharedLocks();
    vi.stubGlobal('navigator', { locks });
    warmUp('c1');
    await settle();
    expect(clients).toHaveLength(1);
    expect(locks.held.has('rtc.warmCall:c1')).toBe(true);

    // A second tab (another module instance) asks while the first holds it: nothing is made there.
    vi.resetModules();
    const otherTab = await import('./warmCall');
    otherTab.warmCallUp({ callId: 'c1', role: 'agent', signals: callSignals, iceServers: [] });
    await settle();
    expect(clients).toHaveLength(1);
    expect(otherTab.isCallWarm('c1')).toBe(false);

    dropWarmCall('c1');
    await settle();
    expect(locks.held.has('rtc.warmCall:c1')).toBe(false);
  });

  it('makes nothing for a call let go before its turn came', async () => {
    warmUp('c1');
    dropWarmCall('c1');
    await settle();
    expect(clients).toHaveLength(0);
    expect(isCallWarm('c1')).toBe(false);
  });
});
