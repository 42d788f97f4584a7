import type { Config } from '../../config';
import type { AsrResult, AsrSocketUrl } from '../../../src/schemas/speech';
import { TencentRecognizer } from './tencentAsr';

/** The engine refused or failed a recognition; `message` is the engine's own words, for the log. */
export class RecognitionError extends Error {}

/**
 * Speech recognition (spec 2 §7.4): a recording of 16 kHz 16-bit mono PCM turned into text, and a signed
 * address a browser streams its microphone to. `onPartial` hears each sentence as it grows.
 */
export interface SpeechRecognizer {
  readonly engine: 'tencent';
  recognize(pcm: Buffer, onPartial?: (text: string) => void): Promise<AsrResult>;
  socketUrl(): Promise<AsrSocketUrl>;
}

/** The engine the configuration names, or null: recognition is off and pages keep typed and tapped input. */
export function createRecognizer(config: Config): SpeechRecognizer | null {
  return config.asr ? new TencentRecognizer(config.asr) : null;
}

/** The PCM of a recording sent as raw PCM or as a PCM WAV (its data chunk); null when it is neither. */
export function pcmOf(audio: Buffer): Buffer | null {
  if (audio.length >= 12 && audio.toString('ascii', 0, 4) === 'RIFF' && audio.toString('ascii', 8, 12) === 'WAVE') {
    for (let at = 12; at + 8 <= audio.length;) {
      const id = audio.toString('ascii', at, at + 4);
      const size = audio.readUInt32LE(at + 4);
      if (
        id === 'fmt ' &&
        (audio.readUInt16LE(at + 8) !== 1 || audio.readUInt16LE(at + 10) !== 1 || audio.readUInt32LE(at + 12) !== 16000)
      )
        return null;
      if (id === 'data') return audio.subarray(at + 8, Math.min(audio.length, at + 8 + size));
      at += 8 + size + (size % 2);
    }
    return null;
  }
  return audio.length % 2 === 0 ? audio : null;
}
