import { randomUUID } from 'node:crypto';
import { tts } from 'tencentcloud-sdk-nodejs-tts';
import { tencentClientConfig, tencentCloudCall } from '../tencentCloud';
import { engineVoices, type Speech, type SpeechPort } from './index';
import { wavSeconds } from './wav';

const SAMPLE_RATE = 16000;
/** The scene's voices as Tencent's VoiceType (智瑜, a woman; 智云, a man). */
const VOICE_TYPES: Record<string, number> = { 'cmn-female': 101001, 'cmn-male': 101004 };

/** Tencent's Speed: -2 (0.6x) … 0 (1x) … 6 (2.5x); the scene's 0.5–2 mapped onto the nearest step. */
function tencentSpeed(speed: number): number {
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

/** Tencent Cloud TTS (TextToVoice, 2019-08-23): WAV at 16 kHz, the voice and pace of the scene. */
export class TencentSpeech implements SpeechPort {
  readonly voices = engineVoices(VOICE_TYPES);
  private readonly client: InstanceType<typeof tts.v20190823.Client>;

  constructor(options: { secretId: string; secretKey: string; region: string; endpoint: string }) {
    this.client = new tts.v20190823.Client(tencentClientConfig({ ...options, timeoutMs: 50_000 }));
  }

  async synthesize(text: string, voice: string, speed: number): Promise<Speech> {
    const answer = await tencentCloudCall('tts', () =>
      this.client.TextToVoice({
        Text: text,
        SessionId: randomUUID(),
        VoiceType: VOICE_TYPES[voice] ?? VOICE_TYPES['cmn-female'],
        Codec: 'wav',
        SampleRate: SAMPLE_RATE,
        Speed: tencentSpeed(speed),
        Volume: 0,
        ModelType: 1,
      }),
    );
    if (typeof answer.Audio !== 'string' || answer.Audio === '') throw new Error('Tencent TTS answered without audio');
    const wav = Buffer.from(answer.Audio, 'base64');
    return { wav, seconds: wavSeconds(wav) };
  }
}
