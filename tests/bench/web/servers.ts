import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { buildApp, type BuiltApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { seedDemo } from '../../../server/db/seed/demo';

export const distDir = path.resolve(import.meta.dirname, '../../../dist');

/** The product with the demo seed on an in-memory PGlite, serving dist/. */
export async function startProduct(password: string): Promise<{ url: string; close(): Promise<void>; built: BuiltApp }> {
  const database = await openDatabase({});
  await migrateToLatest(database.db);
  await seedDemo(database.db, password);
  const built = await buildApp(loadConfig({ LOG_LEVEL: 'warn' }), database, { webAppRoot: distDir });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    built,
    async close() {
      await built.app.close();
      await database.close();
    },
  };
}

/** The floor: a static page with the same visible heading and text, no script at all. */
const FLOOR_HTML = `<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8"><title>智慧展业平台</title></head>
<body style="font-family:sans-serif;display:grid;place-items:center;min-height:100vh;margin:0">
<main><h1>智慧展业平台</h1><p>账号登录</p><form><input aria-label="账号/邮箱"><input type="password" aria-label="密码"><button>登录</button></form></main>
</body></html>`;

export async function startFloor(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(FLOOR_HTML);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
