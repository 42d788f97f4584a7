/**
 * The camera and microphone opened while a call rings, so that the p2p client of the room publishes at
 * once when the call is answered instead of waiting for the devices. One page holds at most one such
 * stream; it is stopped when the call is let go, or after the time it was held for unless a client took it.
 */
import type { RtcEngineName } from '../../../schemas/rtcConfig';
import { openCameraAndMicrophone } from './localMedia';

interface Ahead {
  stream: Promise<MediaStream>;
  timer: ReturnType<typeof setTimeout>;
}

/** The devices opened while a call rings are kept at most this long for its answer… */
const WHILE_RINGING_MS = 120_000;
/** …and this long once its room opens, for the room's client to take them. */
const WHILE_OPENING_MS = 15_000;

let ahead: Ahead | null = null;
/** Counts the let-gos, so that an engine answered after one opens nothing. */
let generation = 0;

const stopTracks = (stream: MediaStream) => {
  for (const track of stream.getTracks()) track.stop();
};

/**
 * Opens the devices ahead, or keeps those already open, for `holdMs` from now. Only the p2p engine takes
 * them (the TRTC SDK opens the camera itself), so nothing opens for another engine.
 */
export function openCameraAhead(
  engine: RtcEngineName | Promise<RtcEngineName>,
  holdMs: number = WHILE_RINGING_MS,
): void {
  const asked = generation;
  void Promise.resolve(engine).then(
    (name) => {
      if (name !== 'p2p' || asked !== generation) return;
      // A refusal is met again, and told, by the client that opens the devices itself.
      cameraAheadNow(holdMs).catch(() => undefined);
    },
    () => undefined,
  );
}

/**
 * Opens the devices ahead now, or keeps those already open, for `holdMs` from now: the stream a page shows as its
 * own picture before the p2p client takes it to send (a 5G call ringing at the customer's phone).
 */
export function cameraAheadNow(holdMs: number = WHILE_RINGING_MS): Promise<MediaStream> {
  if (ahead) clearTimeout(ahead.timer);
  const stream = ahead?.stream ?? openCameraAndMicrophone();
  ahead = { stream, timer: setTimeout(letCameraGo, holdMs) };
  return stream;
}

/** Keeps the devices opened ahead, if any, for `holdMs` from now: the room that takes them is opening. */
export function holdCameraAhead(holdMs: number = WHILE_OPENING_MS): void {
  if (!ahead) return;
  clearTimeout(ahead.timer);
  ahead.timer = setTimeout(letCameraGo, holdMs);
}

/** The call is over before its room: the devices opened ahead are stopped, and one still opening is not kept. */
export function letCameraGo(): void {
  generation += 1;
  if (!ahead) return;
  clearTimeout(ahead.timer);
  const { stream } = ahead;
  ahead = null;
  stream.then(stopTracks, () => undefined);
}

const live = (stream: MediaStream) => stream.getTracks().every((track) => track.readyState === 'live');

/** The devices opened ahead while they are live, or else opened now. */
export async function takeCameraAndMicrophone(): Promise<MediaStream> {
  // An engine answered after this opens nothing more.
  generation += 1;
  const taken = ahead;
  if (taken) {
    clearTimeout(taken.timer);
    ahead = null;
    const stream = await taken.stream.catch(() => null);
    if (stream && live(stream)) return stream;
    if (stream) stopTracks(stream);
  }
  return openCameraAndMicrophone();
}
