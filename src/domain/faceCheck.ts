/**
 * The face check of a 双录 room: while the customer's video is there, the agent's page looks at it every few
 * seconds until it sees the customer's face, and stores that once for the room. A detector that cannot run leaves
 * the check unavailable and the call as it was. Pure rules; the hook looks, stores and dispatches.
 */

/**
 * idle: no customer video to look at; looking: the detector runs on it; storing: a face was seen and is being
 * stored; present: stored, the check is done for the room; unavailable: the detector could not run here.
 */
export type FaceCheckPhase = 'idle' | 'looking' | 'storing' | 'present' | 'unavailable';

export interface FaceCheckState {
  phase: FaceCheckPhase;
  /** The customer's video stream is there. */
  video: boolean;
}

export type FaceCheckInput =
  | { type: 'video'; present: boolean }
  | { type: 'seen' }
  | { type: 'stored' }
  | { type: 'storeFailed' }
  | { type: 'failed' };

/** How often the customer's video is looked at first: often enough to tick within seconds of the call. */
const FACE_CHECK_INTERVAL_MS = 2000;
/** The longest wait between looks: a customer not seen for a while (camera off, away) costs the page little. */
const FACE_CHECK_LONGEST_MS = 10_000;

/** The wait before the next look after `misses` looks in a row without the customer's face: 2, 2, 4, 8, then 10 s. */
export function nextLookMs(misses: number): number {
  return Math.min(FACE_CHECK_INTERVAL_MS * 2 ** Math.max(0, misses - 2), FACE_CHECK_LONGEST_MS);
}
/** The detector's score from which a face counts. */
export const MIN_FACE_SCORE = 0.5;
/** A face narrower than this share of the frame is someone far behind the customer, not the customer. */
const MIN_FACE_WIDTH_SHARE = 0.05;

export const initialFaceCheck: FaceCheckState = { phase: 'idle', video: false };

/** A face the detector found: its score and its width in pixels. */
export interface DetectedFace {
  score: number;
  width: number;
}

/** Whether the faces found in a frame of this width show the customer. */
export function customerFaceIn(faces: readonly DetectedFace[], frameWidth: number): boolean {
  if (frameWidth <= 0) return false;
  return faces.some((face) => face.score >= MIN_FACE_SCORE && face.width / frameWidth >= MIN_FACE_WIDTH_SHARE);
}

/** The next state of the check; a stored face and a detector that cannot run are final for the room's page. */
export function stepFaceCheck(state: FaceCheckState, input: FaceCheckInput): FaceCheckState {
  if (state.phase === 'present' || state.phase === 'unavailable') return state;
  switch (input.type) {
    case 'video': {
      if (state.phase === 'storing') return { ...state, video: input.present };
      return { phase: input.present ? 'looking' : 'idle', video: input.present };
    }
    case 'seen':
      return state.phase === 'looking' ? { ...state, phase: 'storing' } : state;
    case 'stored':
      return state.phase === 'storing' ? { ...state, phase: 'present' } : state;
    case 'storeFailed':
      return state.phase === 'storing' ? { ...state, phase: state.video ? 'looking' : 'idle' } : state;
    case 'failed':
      return { ...state, phase: 'unavailable' };
  }
}
