import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribe, type BusMessage } from './messageBus';
import { ApiError, request } from './httpClient';

interface Call {
  url: string;
  init: RequestInit;
}

/** A browser-like world: a cookie jar, storage, and a fetch that answers from a script. */
function browser(answers: ((call: Call) => Response)[]) {
  const calls: Call[] = [];
  const store = new Map<string, string>();
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  };
  let cookie = 'token=tok%2B1';
  vi.stubGlobal('document', {
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookie = value.includes('max-age=0') ? '' : (value.split(';')[0] ?? '');
    },
  });
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('sessionStorage', storage);
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const call = { url, init };
    calls.push(call);
    if (url === '/api/log') return new Response('{"errCode":0}');
    const answer = answers.shift();
    if (!answer) throw new TypeError('Failed to fetch');
    return answer(call);
  });
  return { calls, store, cookie: () => cookie };
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status });

describe('httpClient', () => {
  const messages: BusMessage[] = [];
  let unsubscribe: () => void;
  beforeEach(() => {
    messages.length = 0;
    unsubscribe = subscribe((m) => messages.push(m));
  });
  afterEach(() => {
    unsubscribe();
    vi.unstubAllGlobals();
  });

  it('sends the token cookie as access-token and a timestamp on GETs, answering the result', async () => {
    const world = browser([json({ errCode: 0, result: { list: [], count: 0 } })]);
    expect(await request('GET', '/api/agents/list', { query: { pageIndex: 1, tenant: '' } })).toEqual({
      list: [],
      count: 0,
    });
    const [call] = world.calls;
    expect(call?.url).toMatch(/^\/api\/agents\/list\?pageIndex=1&timestamp=\d+$/);
    expect((call?.init.headers as Record<string, string>)['access-token']).toBe('tok+1');
    expect(call?.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('shows 发送request失败… and rejects with 网络异常，请稍后重试 when the HTTP status is not 200, and reports it', async () => {
    const world = browser([() => new Response('bad gateway', { status: 502 })]);
    await expect(request('POST', '/api/x', { body: {} })).rejects.toThrow('网络异常，请稍后重试');
    expect(messages).toEqual([{ kind: 'notify', text: '发送request失败…', type: 'error' }]);
    await vi.waitFor(() => expect(world.calls.some((c) => c.url === '/api/log')).toBe(true));
    const report = JSON.parse(String(world.calls.find((c) => c.url === '/api/log')?.init.body));
    expect(report).toEqual({ level: 'error', label: 'POST /api/x', content: 'HTTP 502' });
  });

  it("shows the server's text of a refusal that keeps its HTTP status (429 too many requests), without reporting it", async () => {
    const tooMany = { errCode: 429, errInfo: '请求过于频繁，请稍后重试' };
    const world = browser([
      () =>
        new Response(JSON.stringify(tooMany), {
          status: 429,
          headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': '30' },
        }),
      () =>
        new Response(JSON.stringify(tooMany), {
          status: 429,
          headers: { 'content-type': 'application/json; charset=utf-8' },
        }),
    ]);
    await expect(request('POST', '/api/customer/call', { body: {} })).rejects.toMatchObject({
      errCode: 429,
      message: tooMany.errInfo,
    });
    expect(messages).toEqual([{ kind: 'notify', text: tooMany.errInfo, type: 'error' }]);
    await expect(request('POST', '/api/login', { body: {}, quiet: true })).rejects.toBeInstanceOf(ApiError);
    expect(messages).toHaveLength(1);
    expect(world.calls.some((c) => c.url === '/api/log')).toBe(false);
  });

  it('treats a failed connection like a non-200 answer', async () => {
    browser([]);
    await expect(request('GET', '/api/x')).rejects.toThrow('网络异常，请稍后重试');
    expect(messages[0]).toMatchObject({ text: '发送request失败…' });
  });

  it("shows the server's errInfo as text unless the call is quiet, and rejects with its code", async () => {
    browser([json({ errCode: 409, errInfo: '账号已存在' }), json({ errCode: 519, errInfo: '密码错误' })]);
    const error = await request('POST', '/api/agents', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errCode: 409, message: '账号已存在' });
    expect(messages).toEqual([{ kind: 'notify', text: '账号已存在', type: 'error' }]);
    await expect(request('POST', '/api/login', { body: {}, quiet: true })).rejects.toMatchObject({ errCode: 519 });
    expect(messages).toHaveLength(1);
  });

  it('clears the session and signals the way to the login page on 513 from any call', async () => {
    const world = browser([json({ errCode: 513, errInfo: '登录已失效，请重新登录' })]);
    world.store.set('agent', '{"_id":"a"}');
    await expect(request('GET', '/api/agents/list', { quiet: true })).rejects.toMatchObject({
      errCode: 513,
      status: 401,
    });
    expect(messages).toEqual([{ kind: 'signedOut' }]);
    expect(world.store.has('agent')).toBe(false);
    expect(world.cookie()).toBe('');
  });

  it("sends a customer's call without the signed-in token, timestamp or log report, and leaves the session alone", async () => {
    const world = browser([
      json({ errCode: 0, result: { share: null } }),
      json({ errCode: 513, errInfo: '未登录' }),
      json({ errCode: 400, errInfo: '手机号格式不正确', result: { fields: { userPhone: '手机号格式不正确' } } }),
    ]);
    expect(await request('GET', '/api/customer/share?serviceId=1', { anonymous: true, quiet: true })).toEqual({
      share: null,
    });
    expect(world.calls[0]?.url).toBe('/api/customer/share?serviceId=1');
    expect((world.calls[0]?.init.headers as Record<string, string>)['access-token']).toBeUndefined();
    await expect(
      request('POST', '/api/customer/call', { body: {}, anonymous: true, quiet: true }),
    ).rejects.toMatchObject({ errCode: 513 });
    expect(world.cookie()).toBe('token=tok%2B1');
    await expect(
      request('POST', '/api/customer/call', { body: {}, anonymous: true, quiet: true }),
    ).rejects.toMatchObject({
      errCode: 400,
      result: { fields: { userPhone: '手机号格式不正确' } },
    });
    expect(world.calls.map((call) => call.url)).not.toContain('/api/log');
    expect(messages).toEqual([]);
  });
});
