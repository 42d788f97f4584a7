import type { Config } from '../../config';
import { EspeakSpeech } from './espeak';
import { TencentSpeech } from './tencent';

export { wavSeconds } from './wav';

/** Spoken words as a WAV file (RIFF, PCM), and how long they last. */
export interface Speech {
  wav: Buffer;
  seconds: number;
}

/**
 * Speech synthesis (spec 2 §7.4): the narration of a video's node. `voice` is one of the scene's VOICES,
 * `speed` its rate (0.5 to 2, 1 the engine's normal pace). Each engine maps them onto its own.
 */
export interface SpeechPort {
  synthesize(text: string, voice: string, speed: number): Promise<Speech>;
}

/** The engine the configuration names: espeak-ng on this machine unless TTS=tencent. */
export function createSpeech(config: Config): SpeechPort {
  return config.tts.engine === 'tencent' ? new TencentSpeech(config.tts) : new EspeakSpeech();
}
