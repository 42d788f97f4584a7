import { execFile } from 'node:child_process';

/** The rendered video's size: 480p portrait, the phone frame's proportions rounded to even pixels. */
export const VIDEO_WIDTH = 480;
export const VIDEO_HEIGHT = 854;
export const FRAME_RATE = 25;

export interface Segment {
  /** A still picture (PNG) shown for the whole segment, or a silent clip (a digital human speaking) played under it. */
  picture: string;
  /** The picture is a clip: played at its own frames, its last held should it end early. */
  clip?: boolean;
  /** Its narration (WAV); the segment lasts as long. */
  narration: string;
  seconds: number;
}

export function run(command: string, args: readonly string[], timeoutMs = 10 * 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { maxBuffer: 16 * 1024 * 1024, timeout: timeoutMs }, (err, stdout, stderr) => {
      if (err) reject(new Error(`${command} failed: ${stderr.trim().split('\n').slice(-3).join(' ') || err.message}`));
      else resolve(stdout);
    });
  });
}

/**
 * One H.264/AAC MP4 (faststart, so it plays while it downloads) of the segments one after another: each
 * picture held for its narration's length.
 */
export async function composeVideo(segments: readonly Segment[], output: string): Promise<void> {
  const inputs = segments.flatMap((s) => [
    ...(s.clip ? [] : ['-framerate', String(FRAME_RATE)]),
    '-i',
    s.picture,
    '-i',
    s.narration,
  ]);
  // Each picture is decoded and scaled once, then its one frame repeated for the segment's length; a clip
  // plays, its last frame held for whatever of the narration it does not cover.
  const chains = segments.map(
    (s, i) =>
      `[${2 * i}:v]scale=${VIDEO_WIDTH}:${VIDEO_HEIGHT}:flags=lanczos,format=yuv420p,setsar=1,` +
      (s.clip ? `fps=${FRAME_RATE},tpad=stop_mode=clone:stop=-1,` : `loop=loop=-1:size=1,fps=${FRAME_RATE},`) +
      `trim=duration=${s.seconds.toFixed(3)},setpts=PTS-STARTPTS[v${i}];` +
      `[${2 * i + 1}:a]aformat=sample_rates=44100:channel_layouts=mono,apad,atrim=0:${s.seconds.toFixed(3)}[a${i}]`,
  );
  const concat = `${segments.map((_, i) => `[v${i}][a${i}]`).join('')}concat=n=${segments.length}:v=1:a=1[v][a]`;
  await run('ffmpeg', [
    '-v',
    'error',
    '-y',
    ...inputs,
    '-filter_complex',
    [...chains, concat].join(';'),
    '-map',
    '[v]',
    '-map',
    '[a]',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    // Still pictures are encoded as such; a speaking digital human moves.
    ...(segments.some((s) => s.clip) ? [] : ['-tune', 'stillimage']),
    '-r',
    String(FRAME_RATE),
    '-c:a',
    'aac',
    '-b:a',
    '96k',
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    output,
  ]);
}

/** What ffprobe says of a media file: its length and whether it has video and audio. */
export async function probe(file: string): Promise<{
  seconds: number;
  video: string | null;
  audio: string | null;
  width: number | null;
  height: number | null;
}> {
  const out = JSON.parse(
    await run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=duration:stream=codec_type,codec_name,width,height',
      '-of',
      'json',
      file,
    ]),
  ) as {
    format?: { duration?: string };
    streams?: { codec_type: string; codec_name: string; width?: number; height?: number }[];
  };
  const video = out.streams?.find((s) => s.codec_type === 'video');
  const audio = out.streams?.find((s) => s.codec_type === 'audio');
  return {
    seconds: Number(out.format?.duration ?? 0),
    video: video?.codec_name ?? null,
    audio: audio?.codec_name ?? null,
    width: video?.width ?? null,
    height: video?.height ?? null,
  };
}
