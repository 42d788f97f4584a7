import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { TestApp } from './testApp';

/** The colour of the pixel at (x, y) of the frame at `seconds`, decoded by ffmpeg. */
export function pixelAt(file: string, seconds: number, x: number, y: number): Promise<[number, number, number]> {
  return new Promise((resolve, reject) =>
    execFile(
      'ffmpeg',
      [
        '-v',
        'error',
        '-ss',
        String(seconds),
        '-i',
        file,
        '-frames:v',
        '1',
        '-vf',
        `crop=2:2:${x}:${y}`,
        '-f',
        'rawvideo',
        '-pix_fmt',
        'rgb24',
        '-',
      ],
      { encoding: 'buffer' },
      (err, out) => (err ? reject(err) : resolve([out[0] ?? 0, out[1] ?? 0, out[2] ?? 0])),
    ),
  );
}

/** Within what H.264's colour sampling changes of a flat colour. */
export function expectNear(actual: readonly number[], expected: readonly number[]) {
  actual.forEach((value, i) => expect(Math.abs(value - (expected[i] ?? 0))).toBeLessThanOrEqual(12));
}

/** What a GET of `url` answers, written to a temporary file. */
export async function download(
  t: TestApp,
  url: string,
  name: string,
): Promise<{ file: string; type: string | undefined; status: number }> {
  const response = await t.app.inject({ method: 'GET', url });
  const file = path.join(tmpdir(), `vs-test-${process.pid}-${name}`);
  await writeFile(file, response.rawPayload);
  return { file, type: response.headers['content-type'] as string | undefined, status: response.statusCode };
}
