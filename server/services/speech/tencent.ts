import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { Speech, SpeechPort } from './index';
import { wavSeconds } from './wav';

const SERVICE = 'tts';
const ACTION = 'TextToVoice';
const VERSION = '2019-08-23';
const SAMPLE_RATE = 16000;
/** The scene's voices as Tencent's VoiceType (智瑜, a woman; 智云, a man). */
const VOICE_TYPES: Record<string, number> = { 'cmn-female': 101001, 'cmn-male': 101004 };

/** Tencent's Speed: -2 (0.6x) … 0 (1x) … 6 (2.5x); the scene's 0.5–2 mapped onto the nearest step. */
export function tencentSpeed(speed: number): number {
  const steps: [number, number][] = [
    [-2, 0.6],
    [-1, 0.8],
    [0, 1],
    [1, 1.2],
    [2, 1.5],
    [3, 1.8],
    [4, 2],
  ];
  return steps.reduce((best, step) => (Math.abs(step[1] - speed) < Math.abs(best[1] - speed) ? step : best))[0];
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();

/** The TC3-HMAC-SHA256 Authorization header of a JSON POST to `host` (Tencent Cloud API 3.0). */
export function tc3Authorization(options: { secretId: string; secretKey: string; host: string; action: string; payload: string; timestamp: number }): string {
  const { secretId, secretKey, host, action, payload, timestamp } = options;
  const date = new Date(timestamp * 1000).toISOString().slice(0, 10);
  const signedHeaders = 'content-type;host;x-tc-action';
  const canonicalHeaders = `content-type:application/json; charset=utf-8\nhost:${host}\nx-tc-action:${action.toLowerCase()}\n`;
  const canonicalRequest = ['POST', '/', '', canonicalHeaders, signedHeaders, sha256(payload)].join('\n');
  const scope = `${date}/${SERVICE}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(timestamp), scope, sha256(canonicalRequest)].join('\n');
  const signing = hmac(hmac(hmac(`TC3${secretKey}`, date), SERVICE), 'tc3_request');
  const signature = createHmac('sha256', signing).update(stringToSign).digest('hex');
  return `TC3-HMAC-SHA256 Credential=${secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

interface TextToVoiceAnswer {
  Response?: { Audio?: string; Error?: { Code: string; Message: string } };
}

/** Tencent Cloud TTS (TextToVoice): WAV at 16 kHz, the voice and pace of the scene. */
export class TencentSpeech implements SpeechPort {
  constructor(private readonly options: { secretId: string; secretKey: string; region: string; endpoint: string }) {}

  async synthesize(text: string, voice: string, speed: number): Promise<Speech> {
    const url = new URL(this.options.endpoint);
    const payload = JSON.stringify({
      Text: text,
      SessionId: randomUUID(),
      VoiceType: VOICE_TYPES[voice] ?? VOICE_TYPES['cmn-female'],
      Codec: 'wav',
      SampleRate: SAMPLE_RATE,
      Speed: tencentSpeed(speed),
      Volume: 0,
      ModelType: 1,
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        Authorization: tc3Authorization({ ...this.options, host: url.host, action: ACTION, payload, timestamp }),
        'Content-Type': 'application/json; charset=utf-8',
        Host: url.host,
        'X-TC-Action': ACTION,
        'X-TC-Version': VERSION,
        'X-TC-Timestamp': String(timestamp),
        'X-TC-Region': this.options.region,
      },
      body: payload,
      signal: AbortSignal.timeout(50_000),
    });
    const answer = (await response.json().catch(() => ({}))) as TextToVoiceAnswer;
    const error = answer.Response?.Error;
    if (error) throw new Error(`Tencent TTS ${error.Code}: ${error.Message}`);
    if (!response.ok || !answer.Response?.Audio) throw new Error(`Tencent TTS answered HTTP ${response.status} without audio`);
    const wav = Buffer.from(answer.Response.Audio, 'base64');
    return { wav, seconds: wavSeconds(wav) };
  }
}
