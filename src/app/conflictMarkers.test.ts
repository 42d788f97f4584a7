import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// No tracked text file holds a merge conflict: a line that opens or closes one (seven '<' or '>' then a space or
// the line's end). The markers are built here so that this file holds none.
const root = path.resolve(import.meta.dirname, '../..');
const marker = new RegExp(`^(${'<'.repeat(7)}|${'>'.repeat(7)})( |$)`, 'm');

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  .split('\0')
  .filter(Boolean);

function textOf(file: string): string | null {
  try {
    const bytes = readFileSync(path.join(root, file));
    return bytes.subarray(0, 8000).includes(0) ? null : bytes.toString('utf8');
  } catch {
    return null;
  }
}

describe('the tracked files', () => {
  it('hold no merge-conflict markers', () => {
    expect(tracked.length).toBeGreaterThan(100);
    expect(tracked.filter((file) => marker.test(textOf(file) ?? ''))).toEqual([]);
  });

  // One word for template, 模板, wherever a user may read it (pages, server messages, seeds, sample files).
  it('of the product write template 模板, never the variant', () => {
    const variant = '模' + '版';
    const product = tracked.filter((file) => /^(src|server|public)\//.test(file));
    expect(product.length).toBeGreaterThan(100);
    expect(product.filter((file) => (textOf(file) ?? '').includes(variant))).toEqual([]);
  });

  it('would show a conflict left in a file', () => {
    expect(marker.test(`a\n${'<'.repeat(7)} HEAD\nb\n${'='.repeat(7)}\nc\n${'>'.repeat(7)} main\n`)).toBe(true);
    expect(marker.test('a\n<<<< not one\n')).toBe(false);
  });
});
