import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';

export interface FakeWechat {
  url: string;
  /** The requests received, in order: method, path, query and JSON body. */
  requests: { method: string; path: string; query: Record<string, string>; body: Record<string, unknown> | null }[];
  /** The pages of the mini program; a scheme to any other is refused as WeChat refuses it. */
  pages: Set<string>;
  /** Seconds each access token lasts (WeChat's 7200 unless a test shortens it). */
  expiresIn: number;
  /** Answer the next generatescheme with this error instead. */
  failNext: { errcode: number; errmsg: string } | null;
  /** Every token handed out so far stops working, as when another server asks WeChat for a new one. */
  revokeTokens(): void;
  close(): Promise<void>;
}

/**
 * WeChat's two endpoints of mini-program links at their boundary: GET /cgi-bin/token (grant_type
 * client_credential with the app's appid and secret) and POST /wxa/generatescheme?access_token=… (jump_wxa
 * {path, query}, is_expire, expire_type, expire_interval), answering errcode/errmsg as WeChat does.
 */
export async function startFakeWechat(appId: string, secret: string): Promise<FakeWechat> {
  const live = new Set<string>();
  const fake: FakeWechat = {
    url: '',
    requests: [],
    pages: new Set(['pages/index/index']),
    expiresIn: 7200,
    failNext: null,
    revokeTokens: () => live.clear(),
    close: async () => undefined,
  };
  const token = (query: Record<string, string>) => {
    if (query.grant_type !== 'client_credential') return { errcode: 40002, errmsg: 'invalid grant_type' };
    if (query.appid !== appId) return { errcode: 40013, errmsg: 'invalid appid' };
    if (query.secret !== secret) return { errcode: 40125, errmsg: 'invalid appsecret' };
    const value = randomBytes(24).toString('hex');
    live.add(value);
    return { access_token: value, expires_in: fake.expiresIn };
  };
  const scheme = (query: Record<string, string>, body: Record<string, unknown> | null) => {
    if (!live.has(query.access_token ?? ''))
      return { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' };
    const jump = body?.jump_wxa as { path?: unknown; query?: unknown } | undefined;
    if (typeof jump?.path !== 'string' || !fake.pages.has(jump.path))
      return { errcode: 40165, errmsg: 'invalid weapp pagepath' };
    if (typeof jump.query !== 'string' || jump.query.length > 1024) return { errcode: 40212, errmsg: 'invalid query' };
    const interval = body?.expire_interval;
    if (
      body?.is_expire !== true ||
      body.expire_type !== 1 ||
      typeof interval !== 'number' ||
      interval < 1 ||
      interval > 30
    )
      return { errcode: 40097, errmsg: 'invalid args' };
    if (fake.failNext) {
      const failure = fake.failNext;
      fake.failNext = null;
      return failure;
    }
    return { errcode: 0, errmsg: 'ok', openlink: `weixin://dl/business/?t=${randomBytes(8).toString('hex')}` };
  };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const query = Object.fromEntries(url.searchParams);
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      fake.requests.push({ method: req.method ?? '', path: url.pathname, query, body });
      let answer: unknown;
      if (req.method === 'GET' && url.pathname === '/cgi-bin/token') answer = token(query);
      else if (req.method === 'POST' && url.pathname === '/wxa/generatescheme') answer = scheme(query, body);
      else return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  fake.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
