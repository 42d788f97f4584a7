import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The folder layering of src/ and server/: a top-level folder may import a lower one, never the other way
// round, so no two folders import each other, directly or around a loop. A file at the top of src/ or
// server/ (App.tsx, app.ts …) is a unit of its own. The same holds inside every folder, at every depth:
// its sub-folders, and its files beside them, never import each other around a loop. Files of one folder
// among themselves are not folders and are left alone.

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

/** The top: the folders and files of src/ and server/ side by side. */
const TOP = '';

/** Every relative import between two source files of src/ and server/, as paths from the root. */
function scanImports(): [string, string][] {
  return areas
    .flatMap((area) => listSources(path.join(root, area)))
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(specifierPattern)].flatMap((match) => {
        const target = resolveImport(file, match[1] ?? '');
        return target ? [[path.relative(root, file), path.relative(root, target)] as [string, string]] : [];
      }),
    );
}

/**
 * For each folder, the imports between its children (sub-folders and files), each with one file that makes
 * it; an import is counted in the deepest folder that holds both ends. Under TOP the children of src/ and
 * server/ stand together, so a loop through both areas shows too.
 */
function siblingGraphs(imports: [string, string][]): Map<string, FolderGraph> {
  const graphs = new Map<string, FolderGraph>();
  const graphOfFolder = (folder: string) => graphs.get(folder) ?? graphs.set(folder, new Map()).get(folder)!;
  const node = (graph: FolderGraph, unit: string) => graph.get(unit) ?? graph.set(unit, new Map()).get(unit)!;
  for (const [from, to] of imports) {
    const fromParts = from.split('/');
    const toParts = to.split('/');
    node(graphOfFolder(TOP), fromParts.slice(0, 2).join('/'));
    let shared = 0;
    while (shared < fromParts.length - 1 && shared < toParts.length - 1 && fromParts[shared] === toParts[shared])
      shared++;
    const depth = shared < 2 ? 1 : shared;
    const fromUnit = fromParts.slice(0, depth + 1).join('/');
    const toUnit = toParts.slice(0, depth + 1).join('/');
    if (fromUnit === toUnit) continue;
    const graph = graphOfFolder(depth === 1 ? TOP : fromParts.slice(0, depth).join('/'));
    const edges = node(graph, fromUnit);
    node(graph, toUnit);
    if (!edges.has(toUnit)) edges.set(toUnit, from);
  }
  return graphs;
}

const isFolder = (unit: string) => !sourceFile.test(unit);

/** Every loop of folders (a loop under TOP, or one with a folder in it below), described. */
function folderLoops(graphs: Map<string, FolderGraph>): string[] {
  return [...graphs.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([folder, graph]) =>
      findCycles(graph)
        .filter((group) => folder === TOP || group.some(isFolder))
        .map((group) => describeCycle(graph, group)),
    );
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

  it('finds loops between sibling folders at any depth, and a folder with a file beside it', () => {
    const graphs = siblingGraphs([
      ['src/a/x/one.ts', 'src/a/y/two.ts'],
      ['src/a/y/three.ts', 'src/a/x/four.ts'],
      ['src/b/one.ts', 'src/b/two.ts'],
      ['src/b/two.ts', 'src/b/one.ts'],
      ['src/c/deep/d/e.ts', 'src/c/deep/f.ts'],
      ['src/c/deep/f.ts', 'src/c/deep/d/g.ts'],
      ['src/e/low.ts', 'src/c/deep/f.ts'],
      ['server/p/q.ts', 'src/e/low.ts'],
    ]);
    expect(folderLoops(graphs)).toEqual([
      'src/a/x + src/a/y import each other: src/a/x → src/a/y (src/a/x/one.ts), src/a/y → src/a/x (src/a/y/three.ts)',
      'src/c/deep/d + src/c/deep/f.ts import each other: src/c/deep/d → src/c/deep/f.ts (src/c/deep/d/e.ts), src/c/deep/f.ts → src/c/deep/d (src/c/deep/f.ts)',
    ]);
    expect(graphs.get(TOP)?.get('server/p')?.has('src/e')).toBe(true);
    expect(
      folderLoops(
        siblingGraphs([
          ['src/a/one.ts', 'server/b/two.ts'],
          ['server/b/two.ts', 'src/a/one.ts'],
        ]),
      ),
    ).toEqual([
      'server/b + src/a import each other: server/b → src/a (server/b/two.ts), src/a → server/b (src/a/one.ts)',
    ]);
  });

  it('has no import loop between the folders of src/ and server/, at any depth', () => {
    const graphs = siblingGraphs(scanImports());
    const top = graphs.get(TOP);
    expect(top?.size).toBeGreaterThan(10);
    expect(top?.get('server/routes')?.has('src/schemas')).toBe(true);
    expect(graphs.get('src/features')?.get('src/features/fiveG')?.has('src/features/hall')).toBe(true);
    expect(folderLoops(graphs)).toEqual([]);
  });
});
