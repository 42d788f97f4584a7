import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import type { drawLoginAhead } from '../src/auth/drawLoginAhead';
import { DRAWN_HOSTS_FILE, drawnLoginFile, ENTRY_TYPES, liveHostsOf } from '../src/domain/entry';

const ROOT_ELEMENT = '<div id="root"></div>';

/** index.html with a page drawn into its root element, its styles in the head and its title. */
function pageHtml(template: string, page: ReturnType<typeof drawLoginAhead>): string {
  if (!template.includes(ROOT_ELEMENT) || !/<title>[^<]*<\/title>/.test(template))
    throw new Error(`index.html has no ${ROOT_ELEMENT} or <title> to draw a page into`);
  // Replaced by functions: the markup may hold "$" patterns a replacement string would read.
  return template
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
        for (const entry of ENTRY_TYPES)
          await writeFile(path.join(outDir, drawnLoginFile(entry)), pageHtml(template, draw(entry)));
        const live = liveHostsOf(config.env.VITE_LIVE_HOSTS as string | undefined);
        await writeFile(path.join(outDir, DRAWN_HOSTS_FILE), `${JSON.stringify({ live })}\n`);
      } finally {
        await loader.close();
      }
    },
  };
}
