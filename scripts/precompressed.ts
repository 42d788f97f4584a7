import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text the browser loads: scripts, styles, pages, SVG pictures, JSON. Source maps only developer tools ask for. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json)$/;
/** Smaller files gain less than the headers of saying they are compressed. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `file.br` (brotli at its best, done once per build) and `file.gz` beside one built file worth it. */
async function compressBeside(file: string): Promise<void> {
  const body = await readFile(file);
  if (body.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/**
 * A Vite plugin that writes a brotli and a gzip copy beside every text file of the built app once it is written
 * (the login pages drawn into it too), so the server sends a browser the compressed copy it accepts
 * (server/plugins/webApp.ts) without compressing on each request: a phone on a mobile network downloads a
 * quarter of the bytes.
 */
export function precompressed(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'precompressed',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // After the plugins before it have finished theirs (the pages drawn into dist/).
    closeBundle: {
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        const files = await filesUnder(outDir);
        await Promise.all(files.filter((file) => COMPRESSIBLE.test(file)).map(compressBeside));
      },
    },
  };
}
