import { execFileSync } from 'node:child_process';
import { startFakeTencentApi, type FakeTencentApi } from './fakeTencentCloud';

/** A WAV of Mandarin speech from the local espeak-ng, as Tencent would answer it (base64). */
export function sampleSpeech(text = '您好'): string {
  return execFileSync('espeak-ng', ['-v', 'cmn', '--stdout', text]).toString('base64');
}

export interface FakeTts extends FakeTencentApi {
  /** How the next requests are answered: 'fail' with Tencent's error, or 'speak'. */
  answers: ('fail' | 'speak')[];
}

/**
 * Tencent Cloud's TextToVoice at its boundary: a request not signed with the key pair, or without the
 * action and version headers, is refused as Tencent refuses it; otherwise it answers base64 audio (or,
 * when told, an error).
 */
export async function startFakeTts(secretId: string, secretKey: string): Promise<FakeTts> {
  const audio = sampleSpeech();
  const answers: FakeTts['answers'] = [];
  const api = await startFakeTencentApi({
    secretId,
    secretKey,
    action: 'TextToVoice',
    version: '2019-08-23',
    answer: (body) =>
      answers.shift() === 'fail'
        ? { Error: { Code: 'InternalError', Message: 'synthesis engine busy' } }
        : { Audio: audio, SessionId: body.SessionId },
  });
  return Object.assign(api, { answers });
}
