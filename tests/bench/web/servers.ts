import { readFile } from 'node:fs/promises';
import { createServer, type RequestListener, type Server } from 'node:http';
import path from 'node:path';

/** The floor: a static page with the same visible heading and text, no script at all. */
const FLOOR_HTML = `<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8"><title>智慧展业平台</title></head>
<body style="font-family:sans-serif;display:grid;place-items:center;min-height:100vh;margin:0">
<main><h1>智慧展业平台</h1><p>账号登录</p><form><input aria-label="账号/邮箱"><input type="password" aria-label="密码"><button>登录</button></form></main>
</body></html>`;

export interface LocalServer {
  url: string;
  close(): Promise<void>;
}

async function listen(handler: RequestListener): Promise<LocalServer> {
  const server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export function startFloor(): Promise<LocalServer> {
  return listen((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(FLOOR_HTML);
  });
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** A built single-page app: its files as they are, index.html for any other path. */
export function serveBuiltApp(dist: string): Promise<LocalServer> {
  return listen((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
    const file = path.join(dist, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    readFile(file)
      .then((body) => ({ body, type: TYPES[path.extname(file)] ?? 'application/octet-stream' }))
      .catch(async () => ({ body: await readFile(path.join(dist, 'index.html')), type: TYPES['.html'] }))
      .then(({ body, type }) => {
        res.writeHead(200, { 'content-type': type ?? 'text/html' });
        res.end(body);
      })
      .catch(() => {
        res.writeHead(500);
        res.end();
      });
  });
}
