/**
 * Which peer the p2p engine talks to. Every page that joins a room takes a fresh peer id; the engine
 * follows the latest peer it heard, and never again one that left or was replaced, because signals of
 * different sockets may arrive out of order (a reloaded page's last candidates after its successor's hello).
 */
import type { RtcSignalData } from '../../../schemas/events';

export interface PeerSessions {
  readonly self: string;
  /** The peer the connection belongs to, or null before hearing from anyone (or after it left). */
  readonly remote: string | null;
  readonly retired: readonly string[];
}

/**
 * ignore: not for us, or from a gone peer. accept: the current peer (or the first one heard, on the
 * connection as it is). restart: a new peer replaces the one the connection belongs to. left: the
 * current peer said bye.
 */
export type PeerDecision = 'ignore' | 'accept' | 'restart' | 'left';

export const startPeerSessions = (self: string): PeerSessions => ({ self, remote: null, retired: [] });

export function admitSignal(
  sessions: PeerSessions,
  data: RtcSignalData,
): { sessions: PeerSessions; decision: PeerDecision } {
  const { from } = data;
  const ignore = { sessions, decision: 'ignore' as const };
  if (from === sessions.self || sessions.retired.includes(from)) return ignore;
  if ('to' in data && data.to !== null && data.to !== sessions.self) return ignore;
  if (data.kind === 'bye') {
    const retired = [...sessions.retired, from];
    return from === sessions.remote
      ? { sessions: { ...sessions, remote: null, retired }, decision: 'left' }
      : { sessions: { ...sessions, retired }, decision: 'ignore' };
  }
  if (sessions.remote === from) return { sessions, decision: 'accept' };
  if (sessions.remote === null) return { sessions: { ...sessions, remote: from }, decision: 'accept' };
  return {
    sessions: { ...sessions, remote: from, retired: [...sessions.retired, sessions.remote] },
    decision: 'restart',
  };
}
