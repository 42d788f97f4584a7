import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fillVariables } from '../../../src/domain/scene/picture';
import { fromStored, type StoredTemplate } from '../../../src/domain/scene/stored';
import { BUILT_IN_MOUTHS, DIGITAL_TEMPLATES } from '../../../src/domain/scene/library';
import type { SceneNode } from '../../../src/domain/scene/types';
import type { SpeechPort } from '../speech';
import { loudnessPerFrame } from '../speech/wav';
import { composeVideo, FRAME_RATE, type Segment } from './compose';
import { drawNode, type MediaSource } from './drawNode';
import { builtInMedia } from './media';
import { speakingClip } from './speaking';

/** Twice the editor's frame: sharp text once scaled down to 480p. */
export const RENDER_PIXEL_RATIO = 2;
/** A node whose words say nothing still shows for this long. */
const SILENT_NODE_SECONDS = 1;
/** A speaking digital human is drawn at the video's own width (480 of the frame's 375), not twice the frame. */
const SPEAKING_PIXEL_RATIO = 1.28;

/**
 * What a digital template shows besides its picture, by the id naming it: a video avatar's file (null for a
 * picture), and the built-in picture an avatar shows (whose mouth the renderer knows), or null.
 */
export type AvatarLooks = (digitalTemplateId: string) => Promise<{ video: Buffer | null; builtinUrl: string | null }>;

export interface RenderedVideo {
  /** A directory of the render's own, holding video.mp4 and poster.jpg; the caller removes it. */
  dir: string;
  video: string;
  poster: string;
  seconds: number;
  /** Each node's length in seconds, in order. */
  nodeSeconds: number[];
}

/** A silent PCM WAV of `seconds` (mono 16-bit at 22.05 kHz). */
function silence(seconds: number): Buffer {
  const rate = 22050;
  const data = Buffer.alloc(Math.round(seconds * rate) * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

interface RenderOptions {
  media?: MediaSource;
  avatarLooks?: AvatarLooks;
  /** Hears the share done (0–100) as nodes are drawn and spoken and the video encoded. */
  progress?: (percent: number) => Promise<void>;
  /** Hears the poster (the first node's frame, JPEG) as soon as it is drawn, before any narration. */
  firstFrame?: (jpeg: Buffer) => Promise<void>;
}

/**
 * A template's video: every node drawn as the editor draws it (konva on @napi-rs/canvas) and narrated
 * with its words, variables filled, by the speech port; each node lasts its narration.
 */
export async function renderTemplate(
  content: StoredTemplate,
  values: Readonly<Record<string, string>>,
  speech: SpeechPort,
  options: RenderOptions = {},
): Promise<RenderedVideo> {
  const scene = fromStored(content);
  if (!scene.ok) throw new Error(scene.error);
  const { nodes, digitalVoiceId, voiceSpeedRate } = scene.value;
  const dir = await mkdtemp(path.join(tmpdir(), 'vs-render-'));
  try {
    const segments: Segment[] = [];
    for (const [i, node] of nodes.entries()) {
      const canvas = await drawNode(node, values, options.media ?? builtInMedia, RENDER_PIXEL_RATIO);
      if (i === 0) {
        const poster = await canvas.encode('jpeg', 85);
        await writeFile(path.join(dir, 'poster.jpg'), poster);
        await options.firstFrame?.(poster);
      }
      const picture = path.join(dir, `node-${i}.png`);
      await writeFile(picture, await canvas.encode('png'));
      const words = fillVariables(node.words, values).trim();
      const spoken = words
        ? await speech.synthesize(words, digitalVoiceId, voiceSpeedRate)
        : { wav: silence(SILENT_NODE_SECONDS), seconds: SILENT_NODE_SECONDS };
      const narration = path.join(dir, `node-${i}.wav`);
      await writeFile(narration, spoken.wav);
      const seconds = Math.max(spoken.seconds, 0.5);
      const clip =
        node.background.kind === 'digital'
          ? await speakingNode(node, values, spoken.wav, seconds, {
              dir,
              index: i,
              media: options.media ?? builtInMedia,
              looks: options.avatarLooks,
            })
          : null;
      segments.push(clip ? { picture: clip, clip: true, narration, seconds } : { picture, narration, seconds });
      await options.progress?.(Math.round(((i + 1) / nodes.length) * 60));
    }
    const video = path.join(dir, 'video.mp4');
    await composeVideo(segments, video);
    await options.progress?.(95);
    const nodeSeconds = segments.map((s) => s.seconds);
    return {
      dir,
      video,
      poster: path.join(dir, 'poster.jpg'),
      seconds: nodeSeconds.reduce((a, b) => a + b, 0),
      nodeSeconds,
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/** A digital-template node's clip: its avatar speaking the node's narration (render/speaking.ts). */
async function speakingNode(
  node: SceneNode,
  values: Readonly<Record<string, string>>,
  wav: Buffer,
  seconds: number,
  at: { dir: string; index: number; media: MediaSource; looks: AvatarLooks | undefined },
): Promise<string> {
  const frames = Math.max(1, Math.ceil(seconds * FRAME_RATE));
  const heard = loudnessPerFrame(wav, FRAME_RATE);
  const loudness = Array.from({ length: frames }, (_, f) => heard[f] ?? 0);
  const bg = node.background;
  const id = bg.kind === 'digital' ? bg.digitalTemplateId : '';
  const builtIn = DIGITAL_TEMPLATES.find((t) => t.id === id)?.url;
  const looks = builtIn ? { video: null, builtinUrl: builtIn } : ((await at.looks?.(id)) ?? null);
  const video = looks?.video ?? null;
  const avatarVideo = video ? path.join(at.dir, `avatar-${at.index}.mp4`) : null;
  if (video && avatarVideo) await writeFile(avatarVideo, video);
  const output = path.join(at.dir, `node-${at.index}.mp4`);
  await speakingClip({
    node,
    values,
    media: at.media,
    loudness,
    fps: FRAME_RATE,
    pixelRatio: SPEAKING_PIXEL_RATIO,
    avatarVideo,
    mouth: (looks?.builtinUrl && BUILT_IN_MOUTHS[looks.builtinUrl]) || null,
    output,
  });
  return output;
}
