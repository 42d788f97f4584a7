import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FsStorage } from '../../storage/fsStorage';
import { EspeakSpeech } from './espeak';
import type { Speech, SpeechPort } from './index';
import { SpokenWords } from './spokenWords';

/** espeak-ng, counting what it is asked to say. */
class CountingSpeech implements SpeechPort {
  readonly said: string[] = [];
  private readonly engine = new EspeakSpeech();
  readonly voices = this.engine.voices;
  synthesize(text: string, voice: string, speed: number): Promise<Speech> {
    this.said.push(text);
    return this.engine.synthesize(text, voice, speed);
  }
}

describe('spoken words kept by text and voice', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'vs-spoken-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('synthesises a text once, however many ask at once or later, in this process or another', async () => {
    const speech = new CountingSpeech();
    const storage = new FsStorage(dir);
    const spoken = new SpokenWords(storage, speech, 'espeak');
    const [a, b] = await Promise.all([spoken.say('好的，感谢您的关注'), spoken.say(' 好的，感谢您的关注 ')]);
    expect(a).toEqual(b);
    expect(a.seconds).toBeGreaterThan(0.5);
    await spoken.say('好的，感谢您的关注');
    expect(speech.said).toEqual(['好的，感谢您的关注']);

    const another = new SpokenWords(storage, speech, 'espeak');
    expect(await another.say('好的，感谢您的关注')).toEqual(a);
    expect(await another.find(another.idOf('好的，感谢您的关注'))).toEqual(a);
    expect(speech.said).toHaveLength(1);

    // Another voice, speed or engine is other audio.
    await spoken.say('好的，感谢您的关注', { voice: 'cmn-male', speed: 1 });
    expect(speech.said).toHaveLength(2);
    expect(new SpokenWords(storage, speech, 'tencent').idOf('好的，感谢您的关注')).not.toBe(
      spoken.idOf('好的，感谢您的关注'),
    );
    expect(await spoken.find('../../etc/passwd')).toBeNull();
    expect(await spoken.find('0'.repeat(64))).toBeNull();
  });
});
