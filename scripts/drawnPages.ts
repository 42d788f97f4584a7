import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import type { drawLoginAhead } from '../src/auth/drawLoginAhead';
import { DRAWN_HOSTS_FILE, drawnLoginFile, ENTRY_TYPES, liveHostsOf } from '../src/domain/entry.ts';

const ROOT_ELEMENT = '<div id="root"></div>';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

/**
 * What starts the app's code on a drawn page once the browser has painted it. A module script runs as soon as the
 * HTML is parsed, and the first paint of the drawn page waited behind it: on a slow phone the page showed up to
 * half a second later than its HTML allowed. A page opened in the background starts its code at once.
 */
function afterPaintScript(entry: string): string {
  return `const start = () => import(${JSON.stringify(entry)});
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
`;
}

/** The app's entry in index.html, which the drawn pages start after their paint. */
function entryOf(template: string): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('index.html has no module script of the app to start after the drawn page');
  return entry;
}

/** The file of afterPaintScript, beside the assets, named after the entry it starts. */
const afterPaintFile = (entry: string) => `assets/${path.basename(entry, '.js')}-after-paint.js`;

/**
 * index.html with a page drawn into its root element, its styles in the head and its title; its code, still fetched
 * at once, starts once the page is painted (afterPaintScript).
 */
function pageHtml(template: string, entry: string, page: ReturnType<typeof drawLoginAhead>): string {
  if (!template.includes(ROOT_ELEMENT) || !/<title>[^<]*<\/title>/.test(template))
    throw new Error(`index.html has no ${ROOT_ELEMENT} or <title> to draw a page into`);
  // Replaced by functions: the markup may hold "$" patterns a replacement string would read.
  return template
    .replace(
      ENTRY_SCRIPT,
      () =>
        `<link rel="modulepreload" crossorigin href="${entry}">\n    <script type="module" crossorigin src="/${afterPaintFile(entry)}"></script>`,
    )
    .replace(/<title>[^<]*<\/title>/, () => `<title>${page.title}</title>`)
    .replace('</head>', () => `${page.styles}</head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${page.markup}</div>`);
}

/**
 * A Vite plugin that draws the login page of every entry into the built app once it is written
 * (src/auth/drawLoginAhead.tsx, rendered through Vite's SSR module loader), with the live hosts it was built for.
 */
export function drawnPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'drawn-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const index = path.join(outDir, 'index.html');
      if (config.build.ssr || !existsSync(index)) return;
      const template = await readFile(index, 'utf8');
      const loader = await createServer({
        root: config.root,
        configFile: false,
        envDir: config.envDir,
        logLevel: 'error',
        appType: 'custom',
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { drawLoginAhead: draw } = (await loader.ssrLoadModule('/src/auth/drawLoginAhead.tsx')) as {
          drawLoginAhead: typeof drawLoginAhead;
        };
        await mkdir(path.join(outDir, path.dirname(DRAWN_HOSTS_FILE)), { recursive: true });
        const appEntry = entryOf(template);
        await writeFile(path.join(outDir, afterPaintFile(appEntry)), afterPaintScript(appEntry));
        for (const entry of ENTRY_TYPES)
          await writeFile(path.join(outDir, drawnLoginFile(entry)), pageHtml(template, appEntry, draw(entry)));
        const live = liveHostsOf(config.env.VITE_LIVE_HOSTS as string | undefined);
        await writeFile(path.join(outDir, DRAWN_HOSTS_FILE), `${JSON.stringify({ live })}\n`);
      } finally {
        await loader.close();
      }
    },
  };
}
