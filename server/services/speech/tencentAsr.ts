import { createHmac, randomInt, randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import type { AsrResult, AsrSocketMessage, AsrSocketUrl } from '../../../src/schemas/speech';
import { RecognitionError, type SpeechRecognizer } from './recognition';

/** 40 ms of 16 kHz 16-bit mono audio: the frame the engine expects every 40 ms. */
const ASR_FRAME_BYTES = 1280;
const FRAME_MS = 40;
/** A signature stays valid a day (spec 2 §7.4). */
const EXPIRY_SECONDS = 86400;
const TIMEOUT_MS = 50_000;

export interface TencentAsrOptions {
  appId: string;
  secretId: string;
  secretKey: string;
  /** wss://asr.cloud.tencent.com/asr/v2 (the app id is appended). */
  url: string;
  engineModelType: string;
  /** Milliseconds between frames of a recording sent whole; 40 paces it as the engine wants it. */
  frameMs?: number;
}

/**
 * The signed address of Tencent's real-time ASR: the host and path with the app id, then the query sorted
 * by key as raw k=v pairs; the signature is base64(HMAC-SHA1(SecretKey, that text)) appended URL-encoded.
 */
export function signAsrUrl(
  base: string,
  appId: string,
  secretKey: string,
  query: Record<string, string | number>,
): string {
  const url = new URL(base);
  const sorted = Object.keys(query)
    .sort()
    .map((key) => `${key}=${query[key]}`)
    .join('&');
  const signString = `${url.host}${url.pathname.replace(/\/+$/, '')}/${appId}?${sorted}`;
  const signature = createHmac('sha1', secretKey).update(signString).digest('base64');
  return `${url.protocol}//${signString}&signature=${encodeURIComponent(signature)}`;
}

/** Tencent Cloud real-time ASR (asr/v2) over its WebSocket, signed on the server. */
export class TencentRecognizer implements SpeechRecognizer {
  readonly engine = 'tencent' as const;
  constructor(private readonly options: TencentAsrOptions) {}

  /** The engine's clock (GET server_time on the ASR host), so a skewed server clock does not void the signature. */
  private async serverTime(): Promise<number> {
    const url = new URL(this.options.url);
    url.protocol = url.protocol === 'ws:' ? 'http:' : 'https:';
    url.pathname = '/server_time';
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(3000) });
      const seconds = Number((await answer.text()).trim());
      if (answer.ok && Number.isInteger(seconds) && seconds > 0) return seconds;
    } catch {
      // The local clock serves when the engine's cannot be read.
    }
    return Math.floor(Date.now() / 1000);
  }

  async socketUrl(): Promise<AsrSocketUrl> {
    const { appId, secretId, secretKey, url, engineModelType } = this.options;
    const timestamp = await this.serverTime();
    const voiceId = randomUUID();
    const expired = timestamp + EXPIRY_SECONDS;
    const query = {
      secretid: secretId,
      timestamp,
      expired,
      nonce: randomInt(1, 1_000_000_000),
      engine_model_type: engineModelType,
      voice_id: voiceId,
      voice_format: 1,
      needvad: 1,
    };
    return { url: signAsrUrl(url, appId, secretKey, query), voiceId, expired };
  }

  async recognize(pcm: Buffer, onPartial?: (text: string) => void): Promise<AsrResult> {
    const { url, voiceId } = await this.socketUrl();
    const frameMs = this.options.frameMs ?? FRAME_MS;
    const sentences = new Map<number, string>();
    return new Promise<AsrResult>((resolve, reject) => {
      const socket = new WebSocket(url);
      let settled = false;
      const finish = (error: Error | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        socket.close();
        if (error) reject(error);
        else {
          const ordered = [...sentences.entries()].sort(([a], [b]) => a - b).map(([, text]) => text);
          resolve({ text: ordered.join(''), sentences: ordered.filter(Boolean), voiceId });
        }
      };
      const timer = setTimeout(() => finish(new RecognitionError('ASR timed out')), TIMEOUT_MS);
      const send = async () => {
        for (let at = 0; at < pcm.length && !settled; at += ASR_FRAME_BYTES) {
          socket.send(pcm.subarray(at, at + ASR_FRAME_BYTES));
          if (frameMs > 0) await new Promise((wait) => setTimeout(wait, frameMs));
        }
        if (!settled) socket.send(JSON.stringify({ type: 'end' }));
      };
      let started = false;
      socket.on('message', (data, isBinary) => {
        if (isBinary) return;
        let message: AsrSocketMessage;
        try {
          message = JSON.parse(data.toString()) as AsrSocketMessage;
        } catch {
          return finish(new RecognitionError('ASR answered something other than JSON'));
        }
        if (message.code !== 0) return finish(new RecognitionError(`ASR ${message.code}: ${message.message}`));
        if (message.result) {
          sentences.set(message.result.index, message.result.voice_text_str);
          if (message.result.slice_type !== 2) onPartial?.(message.result.voice_text_str);
        }
        if (message.final === 1) return finish(null);
        // The first answer (code 0, no result) says the signature was accepted: the audio may flow.
        if (!started) {
          started = true;
          send().catch((err: unknown) => finish(err instanceof Error ? err : new RecognitionError(String(err))));
        }
      });
      socket.on('error', (err) => finish(new RecognitionError(err.message)));
      socket.on('close', () => finish(new RecognitionError('ASR closed before its final answer')));
    });
  }
}
