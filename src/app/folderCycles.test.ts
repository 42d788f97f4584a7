import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The folder layering of src/ and server/: a top-level folder may import a lower one, never the other way
// round, so no two folders import each other, directly or around a loop. A file at the top of src/ or
// server/ (App.tsx, app.ts …) is a unit of its own.

const root = path.resolve(import.meta.dirname, '../..');
const areas = ['src', 'server'];
const sourceFile = /\.(ts|tsx)$/;
const specifierPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

type FolderGraph = Map<string, Map<string, string>>;

function listSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return listSources(full);
    return sourceFile.test(name) ? [full] : [];
  });
}

function resolveImport(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

function unitOf(file: string): string | undefined {
  const parts = path.relative(root, file).split(path.sep);
  if (!areas.includes(parts[0] ?? '') || parts.length < 2) return undefined;
  return parts.slice(0, 2).join('/');
}

function scanFolderGraph(): FolderGraph {
  const graph: FolderGraph = new Map();
  for (const file of areas.flatMap((area) => listSources(path.join(root, area)))) {
    const from = unitOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const match of readFileSync(file, 'utf8').matchAll(specifierPattern)) {
      const target = resolveImport(file, match[1] ?? '');
      const to = target && unitOf(target);
      if (to && to !== from && !edges.has(to)) edges.set(to, path.relative(root, file));
    }
  }
  return graph;
}

// The groups of units that reach each other through imports (strongly connected components of more than
// one unit), each sorted, so a report names every unit caught in a loop once.
function findCycles(graph: FolderGraph): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const connect = (unit: string) => {
    index.set(unit, index.size);
    lowLink.set(unit, index.get(unit) ?? 0);
    stack.push(unit);
    for (const next of graph.get(unit)?.keys() ?? []) {
      if (!index.has(next)) {
        connect(next);
        lowLink.set(unit, Math.min(lowLink.get(unit) ?? 0, lowLink.get(next) ?? 0));
      } else if (stack.includes(next)) {
        lowLink.set(unit, Math.min(lowLink.get(unit) ?? 0, index.get(next) ?? 0));
      }
    }
    if (lowLink.get(unit) !== index.get(unit)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member !== undefined) group.push(member);
    } while (member !== undefined && member !== unit);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const unit of [...graph.keys()].sort()) if (!index.has(unit)) connect(unit);
  return groups.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

// The imports that hold a group together, each with one file that makes it.
function describeCycle(graph: FolderGraph, group: string[]): string {
  const steps = group.flatMap((unit) =>
    [...(graph.get(unit)?.entries() ?? [])]
      .filter(([to]) => group.includes(to))
      .map(([to, file]) => `${unit} → ${to} (${file})`),
  );
  return `${group.join(' + ')} import each other: ${steps.join(', ')}`;
}

function graphOf(edges: Record<string, string[]>): FolderGraph {
  return new Map(
    Object.entries(edges).map(([from, targets]) => [from, new Map(targets.map((to) => [to, `${from}/x.ts`]))]),
  );
}

describe('folder layering', () => {
  it('finds folders caught in loops, short or long, and nothing in a layered graph', () => {
    const looped = graphOf({ 'src/a': ['src/b'], 'src/b': ['src/a', 'src/c'], 'src/c': ['src/d'], 'src/d': ['src/b'] });
    expect(findCycles(looped)).toEqual([['src/a', 'src/b', 'src/c', 'src/d']]);
    const pair = graphOf({ 'src/a': ['src/b'], 'src/b': ['src/a'], 'server/c': ['src/a'] });
    expect(findCycles(pair)).toEqual([['src/a', 'src/b']]);
    expect(describeCycle(pair, ['src/a', 'src/b'])).toBe(
      'src/a + src/b import each other: src/a → src/b (src/a/x.ts), src/b → src/a (src/b/x.ts)',
    );
    expect(findCycles(graphOf({ 'src/a': ['src/b', 'src/c'], 'src/b': ['src/c'], 'src/c': [] }))).toEqual([]);
  });

  it('has no import cycle between the top-level folders of src/ and server/', () => {
    const graph = scanFolderGraph();
    expect(graph.size).toBeGreaterThan(10);
    expect(graph.get('server/routes')?.has('src/schemas')).toBe(true);
    expect(findCycles(graph).map((cycle) => describeCycle(graph, cycle))).toEqual([]);
  });
});
