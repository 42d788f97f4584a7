import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** Every tracked file git holds as text (binary files are listed by `--eol` as `-text`). */
function trackedTextFiles(): string[] {
  const lines = execFileSync('git', ['ls-files', '--eol', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }).split('\0');
  return lines
    .filter((line) => line !== '' && !/^i\/-text\s/.test(line))
    .map((line) => line.slice(line.indexOf('\t') + 1));
}

const CONFLICT_MARKER = /^(<{7} |={7}$|>{7} )/m;

describe('tracked text files', () => {
  it('hold no merge-conflict markers', () => {
    const files = trackedTextFiles();
    expect(files.length).toBeGreaterThan(100);
    const conflicted = files.filter((file) => CONFLICT_MARKER.test(readFileSync(path.join(root, file), 'utf8')));
    expect(conflicted).toEqual([]);
  });
});
