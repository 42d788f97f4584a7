import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
/**
 * The digest of the inputs dist/ was built from, inside dist/: every `vite build` into dist/ writes it (the
 * inputStamp plugin of vite.config.ts), and a build elsewhere or one that fails leaves none.
 */
const stampFile = path.join(dist, '.inputs-sha256');
const sources = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/drawnPages.ts',
  'scripts/precompressed.ts',
  'tsconfig.json',
];

function filesUnder(relative: string): string[] {
  const stats = statSync(path.join(root, relative), { throwIfNoEntry: false });
  if (!stats) return [];
  if (!stats.isDirectory()) return [relative];
  return readdirSync(path.join(root, relative))
    .sort()
    .flatMap((name) => filesUnder(path.join(relative, name)));
}

/**
 * The installed version of every package, from package-lock.json: `npm install` rewriting the file
 * without changing what is installed (resolved URLs, formatting) leaves it alone.
 */
function installedVersions(): string {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages?: Record<string, { version?: string }>;
  };
  return Object.entries(lock.packages ?? {})
    .map(([where, entry]) => `${where}@${entry.version ?? ''}`)
    .sort()
    .join('\n');
}

/** A SHA-256 over everything the web app is built from: its sources, the dependencies' versions and VITE_ variables. */
export function webBuildInputsDigest(): string {
  const hash = createHash('sha256');
  for (const file of sources.flatMap(filesUnder)) {
    hash.update(`file ${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  hash.update(`packages\0${installedVersions()}\0`);
  const viteEnv = Object.keys(process.env)
    .filter((name) => name.startsWith('VITE_'))
    .sort()
    .map((name) => `${name}=${process.env[name] ?? ''}`);
  hash.update(`env\0${viteEnv.join('\n')}`);
  return hash.digest('hex');
}

/** Whether dist/ is missing or was built from other inputs than these. */
function isStale(digest: string): boolean {
  if (!existsSync(path.join(dist, 'index.html')) || !existsSync(stampFile)) return true;
  return readFileSync(stampFile, 'utf8').trim() !== digest;
}

/**
 * Builds dist/ when it is missing or stale, in a process of its own: Vite sets NODE_ENV=production in
 * the process it builds in, and a server started afterwards must read the environment the user gave.
 * Answers whether it built.
 */
export async function ensureWebBuild(): Promise<boolean> {
  const digest = webBuildInputsDigest();
  if (!isStale(digest)) return false;
  process.stdout.write('Building the web app…\n');
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new WebBuildError(`The web app could not be built (vite build exited with ${code}).`);
  return true;
}

/** A Vite plugin that stamps dist/ with the digest of the inputs as the build started, once it is written. */
export function inputStamp(): Plugin {
  let digest = '';
  return {
    name: 'input-stamp',
    apply: 'build',
    buildStart() {
      digest = webBuildInputsDigest();
    },
    // After the plugins before it have finished theirs (the pages drawn into dist/).
    closeBundle: {
      sequential: true,
      handler() {
        if (existsSync(path.join(dist, 'index.html'))) writeFileSync(stampFile, `${digest}\n`);
      },
    },
  };
}

export class WebBuildError extends Error {}
