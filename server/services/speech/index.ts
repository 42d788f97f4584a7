import { VOICES } from '../../../src/domain/scene/types';
import type { Config } from '../../config';
import { EspeakSpeech } from './espeak';
import { TencentSpeech } from './tencent';

export { wavSeconds } from './wav';

/** Spoken words as a WAV file (RIFF, PCM), and how long they last. */
export interface Speech {
  wav: Buffer;
  seconds: number;
}

/** A voice the port speaks: the scene's id and name, the engine's own voice, and its normal pace. */
export interface EngineVoice {
  id: string;
  name: string;
  engineVoice: string;
  speed: number;
}

/** The scene's voices, each named by the engine's voice the map gives it. */
export const engineVoices = (engine: Readonly<Record<string, string | number>>): EngineVoice[] =>
  VOICES.map((voice) => ({ id: voice.id, name: voice.name, engineVoice: String(engine[voice.id] ?? ''), speed: 1 }));

/**
 * Speech synthesis (spec 2 §7.4): the narration of a video's node. `voice` is one of the scene's VOICES,
 * `speed` its rate (0.5 to 2, 1 the engine's normal pace). Each engine maps them onto its own.
 */
export interface SpeechPort {
  /** The scene's voices as this engine speaks them. */
  readonly voices: readonly EngineVoice[];
  synthesize(text: string, voice: string, speed: number): Promise<Speech>;
}

/** The engine the configuration names: espeak-ng on this machine unless TTS=tencent. */
export function createSpeech(config: Config): SpeechPort {
  return config.tts.engine === 'tencent' ? new TencentSpeech(config.tts) : new EspeakSpeech();
}
