import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DRAWN_HOSTS_FILE, drawnLoginFile, ENTRY_TYPES, entryOfAddress, type EntryType } from '../../src/domain/entry';
import { pageLink } from '../../src/domain/pages';
import type { PageFallback } from './envelope';

const webAppDir = path.resolve(import.meta.dirname, '../../dist');

/** Serves the built web app; every unknown page path gets its index so the client router decides. */
export async function registerWebApp(app: FastifyInstance, root = webAppDir): Promise<PageFallback | undefined> {
  if (!existsSync(path.join(root, 'index.html'))) return undefined;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: 'index.html',
    // The build writes a brotli and a gzip copy of each text file (scripts/precompressed.ts): the browser gets the
    // one it accepts.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, file) => {
      // Hashed assets never change; the index must be fetched fresh to pick up a new build.
      res.header(
        'cache-control',
        file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const drawnLogin = drawnLoginPage(root);
  return (reply) => {
    const page = drawnLogin(reply.request.hostname, reply.request.url) ?? 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(page, root);
  };
}

/**
 * The login page drawn at build time (scripts/drawnPages.ts) for the address's entry: it shows before any script has
 * run, where the index shows nothing until its code has drawn the page. An address with a query other than the entry
 * (?tenant= opens the company sign-on) gets the index, as does a build without drawn pages.
 */
function drawnLoginPage(root: string): (hostname: string, url: string) => string | null {
  const hostsFile = path.join(root, DRAWN_HOSTS_FILE);
  if (!existsSync(hostsFile)) return () => null;
  const { live } = JSON.parse(readFileSync(hostsFile, 'utf8')) as { live: string[] };
  // The build's pages are known once, at start, rather than looked for on each request.
  const drawn = new Set(ENTRY_TYPES.filter((entry) => existsSync(path.join(root, drawnLoginFile(entry)))));
  return (hostname, url) => {
    const address = new URL(url, 'http://page');
    if (address.pathname !== pageLink('login')) return null;
    if ([...address.searchParams.keys()].some((name) => name !== 'entry')) return null;
    // The tab's own remembered entry is the browser's to know: an address naming none is drawn as the common one.
    const entry: EntryType = entryOfAddress(hostname, address.search, live) ?? 'common';
    return drawn.has(entry) ? drawnLoginFile(entry) : null;
  };
}
