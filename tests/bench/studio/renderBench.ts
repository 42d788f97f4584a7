import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { annuityIntro } from '../../../server/seed/templates';
import { renderTemplate, type RenderedVideo } from '../../../server/services/render';
import { FRAME_RATE, probe, run, VIDEO_HEIGHT, VIDEO_WIDTH } from '../../../server/services/render/compose';
import { EspeakSpeech } from '../../../server/services/speech/espeak';
import { toStored } from '../../../src/domain/scene/stored';
import { benchCount } from '../scale';
import { percentile } from '../measure';
import { LIMITS } from '../limits';
import type { PartReport } from '../summary';

const RUNS = benchCount('BENCH_RENDER_RUNS', 3, 1);
const VALUES = { customerName: '张先生', agentName: '李顾问' };

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/**
 * The floor: ffmpeg alone encoding the very frames and narration our render made (its node-<i>.png and
 * node-<i>.wav), each picture held for its node's length, with the same codecs, size and rate, through
 * ffmpeg's concat demuxers: no drawing, no speech, no filter graph of ours.
 */
async function ffmpegFloor(rendered: RenderedVideo): Promise<number> {
  const pictures = rendered.nodeSeconds.flatMap((seconds, i) => [
    `file 'node-${i}.png'`,
    `duration ${seconds.toFixed(3)}`,
  ]);
  // The concat demuxer takes the last picture's duration only when the picture is named once more.
  pictures.push(`file 'node-${rendered.nodeSeconds.length - 1}.png'`);
  await writeFile(path.join(rendered.dir, 'pictures.txt'), pictures.join('\n'));
  await writeFile(
    path.join(rendered.dir, 'narration.txt'),
    rendered.nodeSeconds.map((_, i) => `file 'node-${i}.wav'`).join('\n'),
  );
  const output = path.join(rendered.dir, 'floor.mp4');
  const started = performance.now();
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', path.join(rendered.dir, 'pictures.txt')],
    ...['-f', 'concat', '-safe', '0', '-i', path.join(rendered.dir, 'narration.txt')],
    ...['-vf', `scale=${VIDEO_WIDTH}:${VIDEO_HEIGHT}:flags=lanczos,format=yuv420p`, '-r', String(FRAME_RATE)],
    ...[
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-tune',
      'stillimage',
      '-c:a',
      'aac',
      '-b:a',
      '96k',
      '-ac',
      '1',
      '-ar',
      '44100',
      '-shortest',
    ],
    ...['-movflags', '+faststart', output],
  ]);
  const elapsed = performance.now() - started;
  const floorVideo = await probe(output);
  if (!floorVideo.video || !floorVideo.audio) throw new Error('render floor: ffmpeg made no video or no audio');
  return elapsed;
}

/**
 * Render seconds per video second: the demo's three-node template rendered as content is (drawn with
 * konva on @napi-rs/canvas, narrated by espeak-ng, composed by ffmpeg), beside ffmpeg's own encode of
 * the same frames and narration. Medians of RUNS renders, one after another.
 */
export async function runRenderBench(): Promise<PartReport> {
  const content = toStored(annuityIntro());
  const speech = new EspeakSpeech();
  const ours: number[] = [];
  const floor: number[] = [];
  let seconds = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const rendered = await renderTemplate(content, VALUES, speech);
    const elapsed = performance.now() - started;
    try {
      seconds = rendered.seconds;
      ours.push(elapsed / 1000 / seconds);
      floor.push((await ffmpegFloor(rendered)) / 1000 / seconds);
    } finally {
      await rm(rendered.dir, { recursive: true, force: true });
    }
  }
  const [o, f] = [median(ours), median(floor)];
  const lines = [
    '',
    `Render: the demo three-node template (${seconds.toFixed(1)} s of video, 480x854 H.264/AAC at ${FRAME_RATE} fps), median of ${RUNS} renders.`,
    'Ours: draw every node (konva on @napi-rs/canvas), espeak-ng narration, ffmpeg compose. Floor: ffmpeg alone encoding the same frames and narration.',
    '',
    'operation                 ours s/s  floor s/s   ratio',
    `render per video second ${o.toFixed(3).padStart(9)}  ${f.toFixed(3).padStart(9)}  ${(o / f).toFixed(2).padStart(6)}x`,
  ];
  const figure = 'render s per video s (ffmpeg alone)';
  return {
    lines,
    summary: [{ part: 'render', figure, ours: o, floor: f, unit: 's/s', limit: LIMITS.render.perVideoSecond }],
  };
}
