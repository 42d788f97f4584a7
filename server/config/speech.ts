import type { EnvReader } from './envReader';

export interface SpeechConfig {
  /** Speech synthesis for narrated videos: the local espeak-ng, or Tencent Cloud TTS with its keys. */
  tts:
    { engine: 'espeak' } | { engine: 'tencent'; secretId: string; secretKey: string; region: string; endpoint: string };
  /**
   * Speech recognition (ASR=tencent): Tencent's real-time ASR over its signed WebSocket; unset: off, and
   * pages keep typed and tapped input.
   */
  asr:
    | { engine: 'tencent'; appId: string; secretId: string; secretKey: string; url: string; engineModelType: string }
    | undefined;
}

export const readSpeech = (read: EnvReader): SpeechConfig => ({ tts: readTts(read), asr: readAsr(read) });

function readTts(read: EnvReader): SpeechConfig['tts'] {
  if (read.oneOf('TTS', ['espeak', 'tencent'] as const, 'espeak') !== 'tencent') return { engine: 'espeak' };
  const v = read.required(['TENCENT_SECRET_ID', 'TENCENT_SECRET_KEY'], 'when TTS=tencent');
  return {
    engine: 'tencent',
    secretId: v.TENCENT_SECRET_ID ?? '',
    secretKey: v.TENCENT_SECRET_KEY ?? '',
    region: read.string('TENCENT_TTS_REGION', 'ap-guangzhou'),
    endpoint: read.url('TENCENT_TTS_ENDPOINT', ['http:', 'https:']) ?? 'https://tts.tencentcloudapi.com',
  };
}

function readAsr(read: EnvReader): SpeechConfig['asr'] {
  if (read.oneOf('ASR', ['off', 'tencent'] as const, 'off') !== 'tencent') return undefined;
  const v = read.required(['TENCENT_ASR_APP_ID', 'TENCENT_SECRET_ID', 'TENCENT_SECRET_KEY'], 'when ASR=tencent');
  return {
    engine: 'tencent',
    appId: v.TENCENT_ASR_APP_ID ?? '',
    secretId: v.TENCENT_SECRET_ID ?? '',
    secretKey: v.TENCENT_SECRET_KEY ?? '',
    url: read.url('TENCENT_ASR_URL', ['ws:', 'wss:']) ?? 'wss://asr.cloud.tencent.com/asr/v2',
    engineModelType: read.string('TENCENT_ASR_ENGINE', '16k_zh'),
  };
}
