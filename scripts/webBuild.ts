import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(entry: string): number {
  const stats = statSync(entry, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stats.mtimeMs);
}

/** Whether dist/ is missing or older than anything the web app is built from. */
export function webBuildIsStale(): boolean {
  const built = statSync(path.join(root, 'dist', 'index.html'), { throwIfNoEntry: false });
  if (!built) return true;
  return sources.some((source) => newestMtime(path.join(root, source)) > built.mtimeMs);
}

export async function buildWeb(): Promise<void> {
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn' });
}
