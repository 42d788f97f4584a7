/**
 * The network-quality machine of spec 2 §4.2, one per watched participant. It keeps no timers: the caller
 * feeds readings and ticks stamped with the time (ms), keeps the state, performs the effects, and asks
 * nextNetworkDeadline when to tick again.
 */

/** The levels the room shows (spec 2 §4.2), and unknown when there is nothing to go by. */
export type NetworkLevel = 'good' | 'general' | 'difference' | 'disconnected' | 'unknown';

/** What has been notified about the watched network. */
type NetworkStatus = 'normal' | 'poor' | 'offline';

/** Whose network: the agent's own, another participant of the room, or a same-screen session's customer. */
export type NetworkWatch = 'own' | 'remote' | 'sameScreen';

export type NetworkRoomEvent =
  | 'poorNetwork'
  | 'networkOffline'
  | 'networkRecovery'
  | 'syncScreenPoorNetwork'
  | 'syncScreenNetworkOffline'
  | 'syncScreenNetworkRecovery'
  /** Network advice that acts (src/domain/videoAdvice.ts). */
  | 'audioAdvised'
  | 'switchedToAudio'
  | 'switchedToVideo';

export type NetworkEffect =
  /** The first reading of a worse kind: '当前{user}的网络不佳' (poor) or the network-abnormal notice (offline). */
  | { type: 'warn'; status: 'poor' | 'offline' }
  /** The room event notify to the server, which also feeds the hall log. */
  | { type: 'report'; event: NetworkRoomEvent }
  /** The dialog '您的网络异常' counting down to endsAt, when the page closes. */
  | { type: 'startOfflineCountdown'; endsAt: number }
  | { type: 'cancelOfflineCountdown' }
  | { type: 'closePage' };

export type NetworkInput = { type: 'reading'; level: NetworkLevel; at: number } | { type: 'tick'; at: number };

export interface NetworkQualityState {
  readonly watch: NetworkWatch;
  readonly level: NetworkLevel;
  readonly status: NetworkStatus;
  /** The kind of the latest readings and how many came in a row; null after an unknown reading or a silence. */
  readonly run: { readonly status: NetworkStatus; readonly count: number } | null;
  readonly lastReadingAt: number;
  /** Same-screen reports waiting out their delay, in the order they were made. */
  readonly pendingReports: readonly { readonly event: NetworkRoomEvent; readonly dueAt: number }[];
  /** A poor or offline report has gone out since the last recovery, so a recovery is worth reporting. */
  readonly reportedBad: boolean;
  readonly countdownEndsAt: number | null;
}

interface NetworkStep {
  state: NetworkQualityState;
  effects: NetworkEffect[];
}

const READINGS_TO_CHANGE = 3;
export const READING_TIMEOUT_MS = 6_000;
export const SAME_SCREEN_REPORT_DELAY_MS = 20_000;
const OFFLINE_COUNTDOWN_SECONDS = 90;
export const STATS_POLL_MS = 3_000;
/** p2p bandwidth floors in KB/s; video below the last floor is offline, audio never is. */
const VIDEO_BANDWIDTH_FLOORS = { good: 90, general: 21, difference: 1 } as const;
const AUDIO_BANDWIDTH_FLOORS = { good: 4, general: 1.5 } as const;

/** TRTC's quality: 0 unknown, 1 excellent, 2 good, 3 fair, 4 bad, 5 very bad, 6 down. */
const TRTC_LEVELS: Readonly<Record<number, NetworkLevel>> = {
  1: 'good',
  2: 'good',
  3: 'general',
  4: 'difference',
  5: 'difference',
  6: 'disconnected',
};

export function levelFromTrtcQuality(quality: number): NetworkLevel {
  return TRTC_LEVELS[quality] ?? 'unknown';
}

/** The level of the p2p engine's measured bandwidth (KB/s) of the video or, without video, the audio. */
export function levelFromBandwidth(kBps: number, media: 'video' | 'audio'): NetworkLevel {
  if (Number.isNaN(kBps)) return 'unknown';
  if (media === 'audio') {
    if (kBps >= AUDIO_BANDWIDTH_FLOORS.good) return 'good';
    return kBps >= AUDIO_BANDWIDTH_FLOORS.general ? 'general' : 'difference';
  }
  if (kBps >= VIDEO_BANDWIDTH_FLOORS.good) return 'good';
  if (kBps >= VIDEO_BANDWIDTH_FLOORS.general) return 'general';
  return kBps >= VIDEO_BANDWIDTH_FLOORS.difference ? 'difference' : 'disconnected';
}

const STATUS_OF_LEVEL: Readonly<Record<NetworkLevel, NetworkStatus | null>> = {
  good: 'normal',
  general: 'normal',
  difference: 'poor',
  disconnected: 'offline',
  unknown: null,
};

const SEVERITY: Readonly<Record<NetworkStatus, number>> = { normal: 0, poor: 1, offline: 2 };

const EVENTS: Readonly<Record<'room' | 'sameScreen', Readonly<Record<NetworkStatus, NetworkRoomEvent>>>> = {
  room: { poor: 'poorNetwork', offline: 'networkOffline', normal: 'networkRecovery' },
  sameScreen: {
    poor: 'syncScreenPoorNetwork',
    offline: 'syncScreenNetworkOffline',
    normal: 'syncScreenNetworkRecovery',
  },
};

export function initialNetworkQuality(watch: NetworkWatch, now: number): NetworkQualityState {
  return {
    watch,
    level: 'unknown',
    status: 'normal',
    run: null,
    lastReadingAt: now,
    pendingReports: [],
    reportedBad: false,
    countdownEndsAt: null,
  };
}

export function stepNetworkQuality(state: NetworkQualityState, input: NetworkInput): NetworkStep {
  const advanced = advance(state, input.at);
  return input.type === 'tick' ? advanced : read(advanced, input.level, input.at);
}

/** The earliest instant a tick has something to do, or null when only a reading can change anything. */
export function nextNetworkDeadline(state: NetworkQualityState): number | null {
  const deadlines = state.pendingReports.map((report) => report.dueAt);
  if (state.countdownEndsAt !== null) deadlines.push(state.countdownEndsAt);
  if (watchesSilence(state)) deadlines.push(state.lastReadingAt + READING_TIMEOUT_MS);
  return deadlines.length === 0 ? null : Math.min(...deadlines);
}

/** Whole seconds the offline dialog shows, or null without a countdown. */
export function offlineSecondsLeft(state: NetworkQualityState, now: number): number | null {
  if (state.countdownEndsAt === null) return null;
  return Math.max(0, Math.ceil((state.countdownEndsAt - now) / 1000));
}

/** A silence means unknown only while online: offline already says there is nothing to hear. */
function watchesSilence(state: NetworkQualityState): boolean {
  return state.status !== 'offline' && state.level !== 'unknown';
}

function advance(state: NetworkQualityState, at: number): NetworkStep {
  const effects: NetworkEffect[] = [];
  let next = state;
  if (next.countdownEndsAt !== null && at >= next.countdownEndsAt) {
    effects.push({ type: 'closePage' });
    next = { ...next, countdownEndsAt: null };
  }
  const due = next.pendingReports.filter((report) => report.dueAt <= at);
  if (due.length > 0) {
    effects.push(...due.map((report): NetworkEffect => ({ type: 'report', event: report.event })));
    next = { ...next, pendingReports: next.pendingReports.filter((report) => report.dueAt > at), reportedBad: true };
  }
  if (watchesSilence(next) && at - next.lastReadingAt >= READING_TIMEOUT_MS)
    next = { ...next, level: 'unknown', run: null };
  return { state: next, effects };
}

function read({ state, effects }: NetworkStep, level: NetworkLevel, at: number): NetworkStep {
  const kind = STATUS_OF_LEVEL[level];
  if (kind === null) return { state: { ...state, level, run: null, lastReadingAt: at }, effects };
  const continues = state.run?.status === kind && at - state.lastReadingAt < READING_TIMEOUT_MS;
  const count = continues && state.run ? state.run.count + 1 : 1;
  const next: NetworkQualityState = { ...state, level, run: { status: kind, count }, lastReadingAt: at };
  if (count === 1 && kind !== 'normal' && SEVERITY[kind] > SEVERITY[state.status])
    effects.push({ type: 'warn', status: kind });
  if (count < READINGS_TO_CHANGE || kind === state.status) return { state: next, effects };
  return enter(next, kind, at, effects);
}

function enter(state: NetworkQualityState, status: NetworkStatus, at: number, effects: NetworkEffect[]): NetworkStep {
  const event = EVENTS[state.watch === 'sameScreen' ? 'sameScreen' : 'room'][status];
  let next: NetworkQualityState = { ...state, status };
  if (status === 'normal') {
    if (state.reportedBad) effects.push({ type: 'report', event });
    next = { ...next, pendingReports: [], reportedBad: false };
  } else if (state.watch === 'sameScreen') {
    next = { ...next, pendingReports: [...state.pendingReports, { event, dueAt: at + SAME_SCREEN_REPORT_DELAY_MS }] };
  } else {
    effects.push({ type: 'report', event });
    next = { ...next, reportedBad: true };
  }
  if (state.watch !== 'own') return { state: next, effects };
  if (status === 'offline' && next.countdownEndsAt === null) {
    const endsAt = at + OFFLINE_COUNTDOWN_SECONDS * 1000;
    effects.push({ type: 'startOfflineCountdown', endsAt });
    next = { ...next, countdownEndsAt: endsAt };
  } else if (status !== 'offline' && next.countdownEndsAt !== null) {
    effects.push({ type: 'cancelOfflineCountdown' });
    next = { ...next, countdownEndsAt: null };
  }
  return { state: next, effects };
}
