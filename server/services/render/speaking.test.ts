import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newScene, setBackground } from '../../../src/domain/scene/nodes';
import { setVoice, setWords } from '../../../src/domain/scene/words';
import { toStored } from '../../../src/domain/scene/stored';
import type { Outcome, Scene } from '../../../src/domain/scene/types';
import { EspeakSpeech } from '../speech/espeak';
import { loudnessPerFrame } from '../speech/wav';
import { FRAME_RATE, probe, VIDEO_HEIGHT, VIDEO_WIDTH } from './compose';
import { renderTemplate, type RenderedVideo } from './index';

const WORDS = '您好，我是您的理财顾问。今天为您介绍一款养老年金保险。';

const ok = (outcome: Outcome): Scene => {
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.value;
};

/** The video's frame number `n` (from 0), as raw RGB at the video's size. */
function frameAt(video: string, n: number): Buffer {
  const args = ['-v', 'error', '-i', video, '-vf', `select=eq(n\\,${n})`, '-frames:v', '1'];
  return execFileSync('ffmpeg', [...args, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], { maxBuffer: 64 * 1024 * 1024 });
}

/** The mean difference of two frames' pixels over the presenter's face and mouth (at 39% of the height). */
function faceDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  let count = 0;
  const [x0, x1, y0, y1] = [170, 310, 300, 460];
  for (let y = y0; y < y1; y += 1)
    for (let x = x0; x < x1; x += 1)
      for (let c = 0; c < 3; c += 1) {
        const at = (y * VIDEO_WIDTH + x) * 3 + c;
        sum += Math.abs((a[at] ?? 0) - (b[at] ?? 0));
        count += 1;
      }
  return sum / count;
}

describe('a digital human speaking', () => {
  const speech = new EspeakSpeech();
  let rendered: RenderedVideo;
  let loudness: number[];
  let spokenSeconds: number;

  beforeAll(async () => {
    let scene = newScene('n1', '数字人');
    scene = ok(setBackground(scene, { kind: 'digital', digitalTemplateId: 'presenter' }));
    scene = ok(setWords(scene, WORDS));
    scene = ok(setVoice(scene, 'cmn-female'));
    const spoken = await speech.synthesize(WORDS, 'cmn-female', 1);
    loudness = loudnessPerFrame(spoken.wav, FRAME_RATE);
    spokenSeconds = spoken.seconds;
    rendered = await renderTemplate(toStored(scene), {}, speech);
  }, 120_000);

  afterAll(async () => {
    if (rendered) await rm(rendered.dir, { recursive: true, force: true });
  });

  it('has the speech as its sound, as long as the words are spoken', async () => {
    const info = await probe(rendered.video);
    expect(info.video).toBe('h264');
    expect(info.audio).toBe('aac');
    expect([info.width, info.height]).toEqual([VIDEO_WIDTH, VIDEO_HEIGHT]);
    expect(spokenSeconds).toBeGreaterThan(2);
    expect(Math.abs(info.seconds - spokenSeconds)).toBeLessThan(0.25);
  });

  it('moves the face with the loudness: a loud moment differs from a silent one, two silent ones do not', () => {
    const loudest = loudness.indexOf(Math.max(...loudness));
    // Silent frames the video holds whole (the very last may be cut by the encoder's rounding).
    const silent = loudness.flatMap((level, f) => (level === 0 && f < loudness.length - 3 ? [f] : []));
    expect(loudest).toBeGreaterThan(0);
    expect(silent.length).toBeGreaterThan(1);
    const at = (frame: number) => frameAt(rendered.video, frame);
    const quiet = at(silent[0]!);
    const quietAgain = at(silent[silent.length - 1]!);
    const loud = at(loudest);
    expect(loud.length).toBe(VIDEO_WIDTH * VIDEO_HEIGHT * 3);
    expect(faceDifference(quiet, quietAgain)).toBeLessThan(2);
    expect(faceDifference(quiet, loud)).toBeGreaterThan(8);
  });
});
