/**
 * `npm run build`: the web app into dist/. With `--report`, also a treemap of its chunks (each module's share,
 * minified and gzipped) in build-report/chunks.html, outside dist/ so the server never serves it.
 */
import path from 'node:path';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--report');
if (unknown.length > 0) {
  process.stderr.write(`npm run build: unknown option ${unknown.join(' ')} (only --report)\n`);
  process.exit(2);
}
const report = args.includes('--report') ? path.join(root, 'build-report', 'chunks.html') : undefined;
if (report) process.env.BUILD_REPORT = report;

await build({ root });
if (report) process.stdout.write(`\nChunk report: ${report}\n`);
