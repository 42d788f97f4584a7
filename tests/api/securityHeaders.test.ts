import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrCode } from '../../src/schemas/api';
import { contentSecurityDirectives, TRTC_CONNECT_SOURCES } from '../../server/plugins/securityHeaders';
import { databaseKinds } from '../support/databases';
import { startTestApp, type TestApp } from '../support/testApp';

/** The CSP header as directive → sources. */
function directives(header: string | string[] | number | undefined): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe.each(databaseKinds)('security headers on %s', (kind) => {
  let t: TestApp;
  let trtc: TestApp;
  let webRoot = '';

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'vs-web-'));
    await writeFile(
      path.join(webRoot, 'index.html'),
      '<!doctype html><title>智慧展业平台</title><div id="root"></div>',
    );
    t = await startTestApp(kind, {}, { webAppRoot: webRoot });
    trtc = await startTestApp(
      kind,
      { rtc: 'trtc', trtc: { sdkAppId: 1400000001, secretKey: 'secret' } },
      { webAppRoot: webRoot },
    );
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await trtc.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('sends the web app with a CSP that lets the product run and no one else frame it', async () => {
    for (const url of ['/', '/serviceRoom/hall']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
      const csp = directives(page.headers['content-security-policy']);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      // Scripts only from the product itself: no inline script, no eval.
      expect(csp['script-src']).toEqual(["'self'", "'unsafe-eval'"]);
      expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp['media-src']).toEqual(expect.arrayContaining(["'self'", 'blob:', 'mediastream:']));
      expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
      expect(csp['worker-src']).toEqual(expect.arrayContaining(["'self'", 'blob:']));
      expect(csp['frame-src']).toEqual(expect.arrayContaining(["'self'", 'https:']));
      // Without RTC=trtc the pages talk to this server only.
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(csp['upgrade-insecure-requests']).toBeUndefined();
    }
  });

  it('sends the same headers on API answers, signed in or not', async () => {
    for (const url of ['/api/health', '/api/agents/list']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.headers['content-type'], url).toContain('application/json');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(directives(answer.headers['content-security-policy'])['frame-ancestors']).toEqual(["'self'"]);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/agents/list' })).json()).toMatchObject({
      errCode: ErrCode.notSignedIn,
    });
  });

  it('lets the pages reach Tencent TRTC and IM only when RTC=trtc', async () => {
    const page = await trtc.app.inject({ method: 'GET', url: '/' });
    const csp = directives(page.headers['content-security-policy']);
    expect(csp['connect-src']).toEqual(["'self'", 'data:', ...TRTC_CONNECT_SOURCES]);
    expect(csp['connect-src']).toContain('wss://*.qcloud.com');
    expect(csp['script-src']).toEqual(["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"]);
  });
});

describe('the pages and the speech engine', () => {
  const asr = {
    engine: 'tencent',
    appId: '1300000000',
    secretId: 'id',
    secretKey: 'key',
    engineModelType: '16k_zh',
  } as const;

  it("let the assistant's page stream the microphone to the configured engine's origin, and to no other", () => {
    expect(
      contentSecurityDirectives({ rtc: 'p2p', asr: { ...asr, url: 'wss://asr.cloud.tencent.com/asr/v2' } })[
        'connect-src'
      ],
    ).toEqual(["'self'", 'wss://asr.cloud.tencent.com']);
    expect(
      contentSecurityDirectives({ rtc: 'p2p', asr: { ...asr, url: 'ws://127.0.0.1:7001/asr/v2' } })['connect-src'],
    ).toEqual(["'self'", 'ws://127.0.0.1:7001']);
    expect(contentSecurityDirectives({ rtc: 'p2p', asr: undefined })['connect-src']).toEqual(["'self'"]);
  });
});
