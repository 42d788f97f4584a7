import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { createCanvas, ImageData, type Canvas } from '@napi-rs/canvas';
import Konva from 'konva';
import type { Mouth } from '../../../src/domain/scene/library';
import { FRAME_HEIGHT, FRAME_WIDTH, type SceneNode } from '../../../src/domain/scene/types';
import { BACKGROUND_PICTURE, nodeStage, type MediaSource } from './drawNode';

/** How much the avatar grows at the loudest moment, about the bottom of the frame (the body stays, the head moves). */
const SPEAKING_SCALE = 0.06;
/** How far (frame pixels) the avatar rises at the loudest moment. */
const SPEAKING_LIFT = 10;
/** The voice bars under the avatar: their number, width, gap and tallest height (frame pixels). */
const BARS = { count: 9, width: 6, gap: 5, tallest: 44, bottom: 24 } as const;
/** How far (frame pixels) a known mouth opens at the loudest moment. */
const MOUTH_OPEN = 16;

interface SpeakingClip {
  node: SceneNode;
  values: Readonly<Record<string, string>>;
  media: MediaSource;
  /** The speech's loudness in each frame, 0 to 1 (speech/wav.ts loudnessPerFrame); the clip has as many frames. */
  loudness: readonly number[];
  fps: number;
  pixelRatio: number;
  /** A video avatar's file: its frames play (looped) under the same movement; null for a picture. */
  avatarVideo: string | null;
  /** Where the avatar's mouth is, when known (a built-in picture's): it opens with the loudness. */
  mouth: Mouth | null;
  /** Where the clip (H.264, no sound) is written. */
  output: string;
}

/** Frames of a video file at the frame's size and `fps`, looped, as raw RGBA, one at a time. */
class LoopedFrames {
  private readonly ffmpeg;
  private readonly reader: AsyncIterator<Buffer>;
  private pending = Buffer.alloc(0);
  private readonly frameBytes = FRAME_WIDTH * FRAME_HEIGHT * 4;

  constructor(file: string, fps: number, count: number) {
    this.ffmpeg = spawn(
      'ffmpeg',
      [
        '-v',
        'error',
        '-stream_loop',
        '-1',
        '-i',
        file,
        '-vf',
        `fps=${fps},scale=${FRAME_WIDTH}:${FRAME_HEIGHT}:force_original_aspect_ratio=increase,crop=${FRAME_WIDTH}:${FRAME_HEIGHT}`,
        '-frames:v',
        String(count),
        '-f',
        'rawvideo',
        '-pix_fmt',
        'rgba',
        '-',
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    this.reader = (this.ffmpeg.stdout as Readable)[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  }

  /** The next frame as a canvas, or null once the file gives no more. */
  async next(): Promise<Canvas | null> {
    while (this.pending.length < this.frameBytes) {
      const read = await this.reader.next();
      if (read.done) return null;
      this.pending = Buffer.concat([this.pending, read.value]);
    }
    const bytes = this.pending.subarray(0, this.frameBytes);
    this.pending = this.pending.subarray(this.frameBytes);
    const canvas = createCanvas(FRAME_WIDTH, FRAME_HEIGHT);
    canvas.getContext('2d').putImageData(new ImageData(new Uint8ClampedArray(bytes), FRAME_WIDTH, FRAME_HEIGHT), 0, 0);
    return canvas;
  }

  stop(): void {
    this.ffmpeg.kill('SIGKILL');
  }
}

/** An ffmpeg encoding raw RGBA frames of one size into a silent H.264 clip. */
function clipEncoder(width: number, height: number, fps: number, output: string) {
  const ffmpeg = spawn(
    'ffmpeg',
    [
      '-v',
      'error',
      '-y',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgba',
      '-s',
      `${width}x${height}`,
      '-r',
      String(fps),
      '-i',
      '-',
      '-vf',
      'scale=trunc(iw/2)*2:trunc(ih/2)*2,format=yuv420p',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-crf',
      '16',
      '-f',
      'mp4',
      output,
    ],
    { stdio: ['pipe', 'ignore', 'pipe'] },
  );
  let stderr = '';
  ffmpeg.stderr.on('data', (piece: Buffer) => (stderr = (stderr + piece.toString()).slice(-2000)));
  const closed = new Promise<void>((resolve, reject) => {
    ffmpeg.on('error', reject);
    ffmpeg.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg failed: ${stderr.trim().split('\n').slice(-2).join(' ')}`)),
    );
  });
  // A write after ffmpeg gave up is refused by its closing promise, not by an unhandled error event.
  ffmpeg.stdin.on('error', () => undefined);
  return {
    async write(frame: Buffer) {
      if (!ffmpeg.stdin.write(frame)) await Promise.race([once(ffmpeg.stdin, 'drain'), closed]);
    },
    async end() {
      ffmpeg.stdin.end();
      await closed;
    },
    kill: () => ffmpeg.kill('SIGKILL'),
  };
}

/** The bars' heights over the frame: the middle ones tallest, each wavering a little from frame to frame. */
function barHeight(level: number, bar: number, frame: number): number {
  const middle = (BARS.count - 1) / 2;
  const shape = 1 - (Math.abs(bar - middle) / (middle + 1)) * 0.6;
  const waver = 0.75 + 0.25 * Math.sin(frame * 0.9 + bar * 1.7);
  return 3 + BARS.tallest * level * shape * waver;
}

/**
 * A digital human speaking (issue 28): the node drawn by konva as the editor lays it out, one frame per
 * entry of `loudness`, its avatar (the background's picture, or a video avatar's frames) growing and rising
 * with the speech's loudness about the bottom of the frame, and voice bars beneath it following the same
 * loudness; written by ffmpeg as a silent clip the composer puts the speech under.
 */
export async function speakingClip(clip: SpeakingClip): Promise<void> {
  const { stage, layer } = await nodeStage(clip.node, clip.values, clip.media);
  const frames = clip.avatarVideo ? new LoopedFrames(clip.avatarVideo, clip.fps, clip.loudness.length) : null;
  let encoder: ReturnType<typeof clipEncoder> | null = null;
  try {
    const avatar = stage.findOne<Konva.Image>(`.${BACKGROUND_PICTURE}`);
    const base = avatar && { x: avatar.x(), y: avatar.y(), width: avatar.width(), height: avatar.height() };
    // The avatar and its mouth move as one, about the bottom middle of the picture.
    const body = new Konva.Group();
    let mouth: Konva.Ellipse | null = null;
    if (avatar && base) {
      const index = avatar.zIndex();
      body.position({ x: base.x + base.width / 2, y: base.y + base.height });
      body.offset({ x: base.width / 2, y: base.height });
      layer.add(body);
      body.zIndex(index);
      avatar.moveTo(body);
      avatar.position({ x: 0, y: 0 });
      if (clip.mouth) {
        mouth = new Konva.Ellipse({
          x: clip.mouth.x - base.x,
          y: clip.mouth.y - base.y,
          radiusX: clip.mouth.width / 2,
          radiusY: 1,
          fill: '#820014',
          stroke: '#a8071a',
          strokeWidth: 2,
          visible: false,
        });
        body.add(mouth);
      }
    }
    const span = BARS.count * BARS.width + (BARS.count - 1) * BARS.gap;
    const bars = Array.from({ length: BARS.count }, (_, i) => {
      const bar = new Konva.Rect({
        x: (FRAME_WIDTH - span) / 2 + i * (BARS.width + BARS.gap),
        width: BARS.width,
        height: 3,
        y: FRAME_HEIGHT - BARS.bottom - 3,
        cornerRadius: BARS.width / 2,
        fill: '#ffffff',
        stroke: '#1677ff',
        strokeWidth: 1,
        opacity: 0.9,
      });
      layer.add(bar);
      return bar;
    });
    for (const [f, level] of clip.loudness.entries()) {
      if (avatar && base) {
        const frame = frames && (await frames.next());
        if (frame) avatar.image(frame as unknown as HTMLCanvasElement);
        const scale = 1 + SPEAKING_SCALE * level;
        body.scale({ x: scale, y: scale });
        body.y(base.y + base.height - SPEAKING_LIFT * level);
        mouth?.visible(level > 0.05);
        mouth?.radiusY(2 + MOUTH_OPEN * level * 0.75);
        mouth?.radiusX(((clip.mouth?.width ?? 0) / 2) * (1 - 0.25 * level));
      }
      for (const [i, bar] of bars.entries()) {
        const height = barHeight(level, i, f);
        bar.height(height);
        bar.y(FRAME_HEIGHT - BARS.bottom - height);
      }
      const canvas = stage.toCanvas({ pixelRatio: clip.pixelRatio }) as unknown as Canvas;
      encoder ??= clipEncoder(canvas.width, canvas.height, clip.fps, clip.output);
      const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
      await encoder.write(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength));
    }
    if (!encoder) throw new Error('a speaking clip without frames');
    await encoder.end();
    encoder = null;
  } finally {
    encoder?.kill();
    frames?.stop();
    stage.destroy();
  }
}
