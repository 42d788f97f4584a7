import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaSource } from './drawNode';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../public');

/** The first frame of a video file, as PNG; a file with no frame to decode is refused. */
export function firstFrame(file: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(
      'ffmpeg',
      ['-v', 'error', '-i', file, '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', '-'],
      { encoding: 'buffer', maxBuffer: 32 * 1024 * 1024 },
      (err, stdout, stderr) => {
        if (err || stdout.length === 0)
          reject(
            new Error(
              `ffmpeg could not read ${path.basename(file)}: ${stderr.toString().trim() || err?.message || 'no frame'}`,
            ),
          );
        else resolve(stdout);
      },
    );
  });
}

/**
 * The editor's built-in pictures (public/studio, URLs /studio/…) read from the app's own files; a video
 * card shows its first frame. Any other URL is not the server's to fetch: the picture is left out.
 */
export const builtInMedia: MediaSource = async (url, media) => {
  const match = /^\/studio\/([\w.-]+)$/.exec(url);
  if (!match?.[1]) return null;
  const file = path.join(PUBLIC_DIR, 'studio', match[1]);
  return media === 'video' ? firstFrame(file) : readFile(file);
};
