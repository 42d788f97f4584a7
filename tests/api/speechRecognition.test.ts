import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AsrResult, AsrSocketUrl, SpeechStatus } from '../../src/schemas/speech';
import { signAsrUrl, TencentRecognizer } from '../../server/services/speech/tencentAsr';
import { startFakeAsr, type FakeAsr } from '../support/fakeTencentAsr';
import { startTestApp, type TestApp } from '../support/testApp';

const APP_ID = '1250000000';
const SECRET_KEY = 'asr-secret-key';
const asrConfig = (url: string) => ({
  engine: 'tencent' as const,
  appId: APP_ID,
  secretId: 'AKIDasr',
  secretKey: SECRET_KEY,
  url,
  engineModelType: '16k_zh',
});
/** 100 ms of 16 kHz 16-bit mono audio: three frames of at most 1280 bytes. */
const pcm = Buffer.alloc(3200, 1);
const wav = () => {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16000, 24);
  header.writeUInt32LE(32000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
};

describe('speech recognition', () => {
  let fake: FakeAsr;
  let on: TestApp;
  let off: TestApp;
  let agentToken: string;

  beforeAll(async () => {
    fake = await startFakeAsr(APP_ID, SECRET_KEY);
    on = await startTestApp('pglite', { asr: asrConfig(fake.url) });
    off = await startTestApp('pglite');
    agentToken = await on.tokenFor('demo_agent1');
  });
  afterAll(async () => {
    await on?.close();
    await off?.close();
    await fake?.close();
  });

  it('signs the query as the official SDK does: sorted raw pairs after host, path and app id, HMAC-SHA1 in base64', () => {
    const url = signAsrUrl('wss://asr.cloud.tencent.com/asr/v2', APP_ID, SECRET_KEY, {
      voice_id: 'v1',
      timestamp: 100,
      secretid: 'AKID',
      expired: 86500,
    });
    const signString = `asr.cloud.tencent.com/asr/v2/${APP_ID}?expired=86500&secretid=AKID&timestamp=100&voice_id=v1`;
    const signature = createHmac('sha1', SECRET_KEY).update(signString).digest('base64');
    expect(url).toBe(`wss://${signString}&signature=${encodeURIComponent(signature)}`);
  });

  it('recognizes a recording over the signed socket: frames of 40 ms, the end frame, partial and final results', async () => {
    const status = await on.call<SpeechStatus>('GET', '/api/speech/status');
    expect(status.result).toEqual({ enabled: true, engine: 'tencent', sampleRate: 16000 });

    const answer = await on.call<AsrResult>('POST', '/api/media/getAsr', {
      token: agentToken,
      body: { data: pcm.toString('base64'), dataLen: pcm.length },
    });
    expect(answer.errCode, answer.errInfo).toBe(0);
    expect(answer.result).toMatchObject({ text: '您好我确认购买', sentences: ['您好', '我确认购买'] });
    const session = fake.sessions.at(-1)!;
    expect(session.frames).toEqual([1280, 1280, 640]);
    expect(session.ended).toBe(true);
    expect(session.query.get('voice_id')).toBe(answer.result!.voiceId);
    // The signature's time is the engine's clock, valid for a day.
    expect(Number(session.query.get('timestamp'))).toBe(fake.serverTime);
    expect(Number(session.query.get('expired'))).toBe(fake.serverTime + 86400);
    expect(session.query.get('engine_model_type')).toBe('16k_zh');

    // A customer's page sends a WAV, without a session; a new voice_id each time.
    const customer = await on.call<AsrResult>('POST', '/api/customer/asr', {
      body: { data: wav().toString('base64'), dataLen: wav().length },
    });
    expect(customer.result?.text).toBe('您好我确认购买');
    expect(customer.result?.voiceId).not.toBe(answer.result!.voiceId);

    // A partial result is heard as it grows.
    const partials: string[] = [];
    await new TencentRecognizer({ ...asrConfig(fake.url), frameMs: 0 }).recognize(pcm, (text) => partials.push(text));
    expect(partials).toEqual(['您', '您好', '您好']);

    // The browser's own stream gets a signed address; bad audio is refused and nothing reaches the engine.
    const socket = await on.call<AsrSocketUrl>('POST', '/api/asr/url/ws', { token: agentToken });
    expect(socket.result?.url).toMatch(new RegExp(`^ws://127\\.0\\.0\\.1:\\d+/asr/v2/${APP_ID}\\?.*&signature=`));
    const before = fake.sessions.length;
    expect(
      await on.call('POST', '/api/media/getAsr', { token: agentToken, body: { data: '!!!!', dataLen: 3 } }),
    ).toMatchObject({ errCode: 400, errInfo: '录音格式不正确，请重新录音' });
    expect(
      await on.call('POST', '/api/media/getAsr', {
        token: agentToken,
        body: { data: pcm.toString('base64'), dataLen: 10 },
      }),
    ).toMatchObject({ errCode: 400 });
    expect(
      await on.call('POST', '/api/media/getAsr', { body: { data: pcm.toString('base64'), dataLen: pcm.length } }),
    ).toMatchObject({ errCode: 513 });
    expect(fake.sessions.length).toBe(before);
  });

  it('reports the engine refusing a wrong signature', async () => {
    const wrong = new TencentRecognizer({ ...asrConfig(fake.url), secretKey: 'not-the-key', frameMs: 0 });
    await expect(wrong.recognize(pcm)).rejects.toThrow('ASR 4002: 鉴权失败');
  });

  it('is off without an engine: the status says so and recognition is refused with a text to show', async () => {
    expect((await off.call<SpeechStatus>('GET', '/api/speech/status')).result).toEqual({
      enabled: false,
      engine: null,
      sampleRate: 16000,
    });
    const token = await off.tokenFor('demo_agent1');
    expect(
      await off.call('POST', '/api/media/getAsr', {
        token,
        body: { data: pcm.toString('base64'), dataLen: pcm.length },
      }),
    ).toMatchObject({
      errCode: 409,
      errInfo: '语音识别未开通，请输入文字或点选',
    });
    expect(await off.call('POST', '/api/asr/url/ws', { token })).toMatchObject({ errCode: 409 });
  });
});
