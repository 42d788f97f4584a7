/**
 * Network advice that acts (the hall's call): when the video one side receives cannot hold, that side is offered
 * '切换为语音' and the other side is told why; once the voice has run well for a while, video is offered back.
 * Pure rules fed every few seconds with what the page reads; the hall performs the effects.
 */

export type CallMode = 'video' | 'audio';

/** What a reading tells: whether the received video holds (null: nothing to judge), whether the voice runs well. */
interface AdviceReading {
  videoHolds: boolean | null;
  voiceGood: boolean;
}

type AdviceEvent = 'audioAdvised' | 'switchedToAudio' | 'switchedToVideo';

export interface AdviceState {
  mode: CallMode;
  /** watching: nothing offered; offered: the switch to the other mode is offered; declined: the user said no. */
  phase: 'watching' | 'offered' | 'declined';
  /** Readings in a row that call for the switch (bad video, or good voice while on voice). */
  streak: number;
  /** Readings in a row of video that holds, while an offer of voice stands or was declined. */
  holding: number;
}

export type AdviceInput =
  | ({ type: 'reading' } & AdviceReading)
  | { type: 'accept' }
  | { type: 'decline' }
  /** The other side switched the call. */
  | { type: 'otherSwitched'; mode: CallMode };

export type AdviceEffect =
  /** Show the offer to switch to this mode. */
  | { type: 'offer'; mode: CallMode }
  | { type: 'withdraw' }
  /** Switch this side's camera, and tell the other side to switch with the reason. */
  | { type: 'switch'; mode: CallMode }
  /** Tell the other side that voice was advised here, and why. */
  | { type: 'tellAdvised' }
  | { type: 'record'; event: AdviceEvent };

/** Two readings (6 s) of video that does not hold before voice is offered. */
export const BAD_READINGS = 2;
/** Five readings (15 s) of good voice before video is offered back. */
export const RECOVERY_READINGS = 5;
/** Frames per second under which received video does not hold. */
const MIN_FRAMES_PER_SECOND = 5;

export const initialAdvice = (): AdviceState => ({ mode: 'video', phase: 'watching', streak: 0, holding: 0 });

/** Received video in KB/s under which no picture holds (about 64 kbps). */
const MIN_VIDEO_KBPS = 8;

/** Whether received video holds: it arrives at a watchable rate and bandwidth; null when there is none to judge. */
export function videoHolds(input: {
  /** The other side is in the call with its camera on, and the call is on video. */
  expected: boolean;
  framesPerSecond: number;
  /** Received video in KB/s. */
  bandwidth: number;
}): boolean | null {
  if (!input.expected) return null;
  return input.framesPerSecond >= MIN_FRAMES_PER_SECOND && input.bandwidth >= MIN_VIDEO_KBPS;
}

const other = (mode: CallMode): CallMode => (mode === 'video' ? 'audio' : 'video');

export function stepAdvice(state: AdviceState, input: AdviceInput): { state: AdviceState; effects: AdviceEffect[] } {
  switch (input.type) {
    case 'otherSwitched':
      return {
        state: { ...initialAdvice(), mode: input.mode },
        effects: state.phase === 'offered' ? [{ type: 'withdraw' }] : [],
      };
    case 'accept': {
      if (state.phase !== 'offered') return { state, effects: [] };
      const mode = other(state.mode);
      return {
        state: { ...initialAdvice(), mode },
        effects: [
          { type: 'switch', mode },
          { type: 'record', event: mode === 'audio' ? 'switchedToAudio' : 'switchedToVideo' },
        ],
      };
    }
    case 'decline':
      if (state.phase !== 'offered') return { state, effects: [] };
      return { state: { ...state, phase: 'declined', streak: 0, holding: 0 }, effects: [] };
    case 'reading':
      return state.mode === 'video' ? onVideo(state, input) : onVoice(state, input);
  }
}

function onVideo(state: AdviceState, reading: AdviceReading): { state: AdviceState; effects: AdviceEffect[] } {
  if (reading.videoHolds === null) return { state: { ...state, streak: 0 }, effects: [] };
  if (state.phase === 'watching') {
    const streak = reading.videoHolds ? 0 : state.streak + 1;
    if (streak < BAD_READINGS) return { state: { ...state, streak }, effects: [] };
    return {
      state: { ...state, phase: 'offered', streak: 0, holding: 0 },
      effects: [{ type: 'offer', mode: 'audio' }, { type: 'tellAdvised' }, { type: 'record', event: 'audioAdvised' }],
    };
  }
  // Offered or declined: video that holds again for as long ends it, and the watch starts over.
  const holding = reading.videoHolds ? state.holding + 1 : 0;
  if (holding < BAD_READINGS) return { state: { ...state, holding }, effects: [] };
  return {
    state: initialAdvice(),
    effects: state.phase === 'offered' ? [{ type: 'withdraw' }] : [],
  };
}

function onVoice(state: AdviceState, reading: AdviceReading): { state: AdviceState; effects: AdviceEffect[] } {
  if (state.phase !== 'watching') return { state, effects: [] };
  const streak = reading.voiceGood ? state.streak + 1 : 0;
  if (streak < RECOVERY_READINGS) return { state: { ...state, streak }, effects: [] };
  return { state: { ...state, phase: 'offered', streak: 0 }, effects: [{ type: 'offer', mode: 'video' }] };
}
