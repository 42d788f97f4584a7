import { execFile } from 'node:child_process';
import { engineVoices, type Speech, type SpeechPort } from './index';
import { wavSeconds } from './wav';

/** espeak-ng's words per minute at speed 1. */
const NORMAL_WPM = 175;
/** The scene's voices as espeak-ng's Mandarin voice and variant. */
const VOICES: Record<string, string> = { 'cmn-female': 'cmn+f3', 'cmn-male': 'cmn+m3' };

/** Debian's espeak-ng speaking Mandarin (`-v cmn`): robotic, but local and immediate. */
export class EspeakSpeech implements SpeechPort {
  readonly voices = engineVoices(VOICES);

  synthesize(text: string, voice: string, speed: number): Promise<Speech> {
    const wpm = String(Math.round(NORMAL_WPM * Math.min(2, Math.max(0.5, speed))));
    const args = ['-v', VOICES[voice] ?? 'cmn', '-s', wpm, '--stdout', '--', text];
    return new Promise((resolve, reject) => {
      execFile(
        'espeak-ng',
        args,
        { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024, timeout: 60_000 },
        (err, stdout, stderr) => {
          if (err) return reject(new Error(`espeak-ng failed: ${stderr.toString().trim() || err.message}`));
          try {
            resolve({ wav: stdout, seconds: wavSeconds(stdout) });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        },
      );
    });
  }
}
