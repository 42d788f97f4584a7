import { createServer, type Server } from 'node:http';

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
