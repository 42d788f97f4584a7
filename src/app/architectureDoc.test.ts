import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/architecture.md names every folder of the code by its path: src/ and server/ two levels down, and every
// entry of src/features/. A folder added without a word there fails here.
const root = path.resolve(import.meta.dirname, '../..');
const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

const folders = (dir: string, depth: number): string[] =>
  readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (!statSync(path.join(root, rel)).isDirectory()) return [];
    return depth > 1 ? [rel, ...folders(rel, depth - 1)] : [rel];
  });

describe('docs/architecture.md', () => {
  it('names every folder of src/ and server/, two levels down', () => {
    const all = [...folders('src', 2), ...folders('server', 2)];
    expect(all.length).toBeGreaterThan(50);
    expect(all.filter((folder) => !doc.includes(`\`${folder}\``))).toEqual([]);
  });

  it('names every feature', () => {
    const features = readdirSync(path.join(root, 'src/features')).map((name) => `src/features/${name}`);
    expect(features.filter((feature) => !doc.includes(`\`${feature}\``))).toEqual([]);
  });
});
