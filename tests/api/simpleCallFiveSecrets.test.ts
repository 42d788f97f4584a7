import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { DEMO_PASSWORD, startTestApp, type TestApp } from '../support/testApp';

/** A password as a link would carry it, with characters the address encodes. */
const SECRET = 'Pw#9 zz';
const ENCODED = encodeURIComponent(SECRET);

describe.each(databaseKinds)('the password of /SimpleCallFive/:user/:psd on %s', (kind) => {
  let t: TestApp;
  let webAppRoot = '';
  const lines: string[] = [];

  beforeAll(async () => {
    webAppRoot = await mkdtemp(path.join(tmpdir(), 'vs-webapp-'));
    await writeFile(path.join(webAppRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await startTestApp(
      kind,
      { logLevel: 'info' },
      { webAppRoot, logStream: { write: (line) => void lines.push(line) } },
    );
  });
  afterAll(async () => {
    await t.close();
    await rm(webAppRoot, { recursive: true, force: true });
  });

  it('serves the page with Referrer-Policy: no-referrer and writes no log line holding the password', async () => {
    for (const secret of [ENCODED, DEMO_PASSWORD]) {
      const page = await t.app.inject({ method: 'GET', url: `/SimpleCallFive/demo_oadmin/${secret}?from=sms` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
    }
    // The page's own report of a failure may name the address it was opened at.
    const report = await t.call('POST', '/api/log', {
      body: {
        level: 'error',
        label: `script error at /SimpleCallFive/demo_oadmin/${ENCODED}`,
        content: `at https://video.example.com/SimpleCallFive/demo_oadmin/${SECRET}\n${DEMO_PASSWORD}-less`,
      },
    });
    expect(report.errCode).toBe(0);

    const log = lines.join('\n');
    expect(log).toContain('/SimpleCallFive/demo_oadmin/***');
    expect(log).toContain('client report');
    for (const secret of [SECRET, ENCODED, `/demo_oadmin/${DEMO_PASSWORD}`]) expect(log).not.toContain(secret);
  });
});
