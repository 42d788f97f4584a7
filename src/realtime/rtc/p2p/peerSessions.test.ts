import { describe, expect, it } from 'vitest';
import type { RtcSignalData } from '../../../schemas/events';
import { admitSignal, startPeerSessions, type PeerDecision, type PeerSessions } from './peerSessions';

const hello = (from: string): RtcSignalData => ({ kind: 'hello', from });
const bye = (from: string): RtcSignalData => ({ kind: 'bye', from });
const candidate = (from: string, to: string | null): RtcSignalData => ({
  kind: 'candidate',
  from,
  to,
  candidate: { candidate: '' },
});

/** Feeds the signals in order and answers each decision and the sessions at the end. */
function feed(signals: RtcSignalData[], start: PeerSessions = startPeerSessions('me')) {
  const decisions: PeerDecision[] = [];
  let sessions = start;
  for (const signal of signals) {
    const step = admitSignal(sessions, signal);
    decisions.push(step.decision);
    sessions = step.sessions;
  }
  return { decisions, sessions };
}

describe('the peer the p2p engine follows', () => {
  it('adopts the first peer heard without restarting the connection', () => {
    const { decisions, sessions } = feed([candidate('a', null), hello('a')]);
    expect(decisions).toEqual(['accept', 'accept']);
    expect(sessions.remote).toBe('a');
  });

  it('restarts for a new peer, and ignores the one it replaced from then on', () => {
    const { decisions, sessions } = feed([hello('a'), hello('b'), candidate('a', 'me'), candidate('b', 'me')]);
    expect(decisions).toEqual(['accept', 'restart', 'ignore', 'accept']);
    expect(sessions).toMatchObject({ remote: 'b', retired: ['a'] });
  });

  it('ignores signals addressed to an earlier page of its own, and its own echo', () => {
    const { decisions } = feed([hello('a'), candidate('a', 'me-before-reload'), hello('me')]);
    expect(decisions).toEqual(['accept', 'ignore', 'ignore']);
  });

  it('lets the current peer leave for good; a bye of another peer only retires it', () => {
    const { decisions, sessions } = feed([
      hello('a'),
      bye('x'),
      hello('x'),
      bye('a'),
      candidate('a', null),
      hello('c'),
    ]);
    expect(decisions).toEqual(['accept', 'ignore', 'ignore', 'left', 'ignore', 'accept']);
    expect(sessions).toMatchObject({ remote: 'c', retired: ['x', 'a'] });
  });
});
