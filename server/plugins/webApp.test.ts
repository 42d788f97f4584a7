import Fastify, { type FastifyInstance } from 'fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAWN_HOSTS_FILE, drawnLoginFile, ENTRY_TYPES } from '../../src/domain/entry';
import { registerEnvelope } from './envelope';
import { registerWebApp } from './webApp';

async function webApp(root: string): Promise<FastifyInstance> {
  const app = Fastify();
  registerEnvelope(app, await registerWebApp(app, root));
  await app.ready();
  return app;
}

describe('the pages of the web app', () => {
  let built = '';
  let bare = '';
  let app: FastifyInstance;

  beforeAll(async () => {
    built = await mkdtemp(path.join(tmpdir(), 'vs-webapp-'));
    bare = await mkdtemp(path.join(tmpdir(), 'vs-webapp-'));
    for (const root of [built, bare]) await writeFile(path.join(root, 'index.html'), '<div id="root"></div>');
    await mkdir(path.join(built, 'drawn'));
    for (const entry of ENTRY_TYPES)
      await writeFile(path.join(built, drawnLoginFile(entry)), `<div id="root">drawn ${entry}</div>`);
    await writeFile(path.join(built, DRAWN_HOSTS_FILE), JSON.stringify({ live: ['live.example.com'] }));
    app = await webApp(built);
  });
  afterAll(async () => {
    await app.close();
    await rm(built, { recursive: true, force: true });
    await rm(bare, { recursive: true, force: true });
  });

  const page = async (target: FastifyInstance, url: string, host = 'video.example.com') => {
    const answer = await target.inject({ method: 'GET', url, headers: { host } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    return answer.body;
  };

  it('sends the login page drawn for the entry its address names', async () => {
    expect(await page(app, '/user/login')).toBe('<div id="root">drawn common</div>');
    expect(await page(app, '/user/login?entry=star')).toBe('<div id="root">drawn star</div>');
    expect(await page(app, '/user/login?entry=common')).toBe('<div id="root">drawn common</div>');
    expect(await page(app, '/user/login', 'live.example.com:8443')).toBe('<div id="root">drawn live</div>');
  });

  it('sends the index to a login address with more to it than the entry, to other pages and from a build drawing none', async () => {
    expect(await page(app, '/user/login?tenant=acme')).toBe('<div id="root"></div>');
    expect(await page(app, '/remoteMeeting/list')).toBe('<div id="root"></div>');
    const plain = await webApp(bare);
    try {
      expect(await page(plain, '/user/login')).toBe('<div id="root"></div>');
    } finally {
      await plain.close();
    }
  });
});
