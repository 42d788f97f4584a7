import { chromium, expect, type BrowserContext, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureWebBuild } from '../../../scripts/webBuild';
import { percentile } from '../measure';
import { LIMITS } from '../limits';
import { benchCount } from '../scale';
import type { PartReport, SummaryRow } from '../summary';
import { BARE_READY_TEXT, buildBareAdmin } from './bareAdmin';
import { loadPage, type LoadOptions } from './pageLoad';
import { DEMO_PASSWORD, distDir, startSeededServer } from '../../support/seededServer';
import { serveBuiltApp, startFloor } from './servers';

const RUNS = benchCount('BENCH_WEB_RUNS', 5, 1);
/** Modules that must stay out of the login and landing pages. */
const HEAVY =
  /node_modules\/(konva|react-konva|trtc-sdk-v5|@tencentcloud|tim-js-sdk|@rjsf|exceljs|@mui\/x-date-pickers)\//;
/** The login page's budget of gzipped script. */
const LOGIN_BUDGET_KB = LIMITS.web.loginScript.maxValue;
/** The landing page may load this many times the script of a bare react-admin app. */
const LANDING_FACTOR = LIMITS.web.landingScript.maxRatio;
const LANDING_ACCOUNT = 'demo_agent1';

function heavyModulesIn(scriptUrl: string): string[] {
  const map = path.join(distDir, new URL(scriptUrl).pathname.replace(/^\//, '') + '.map');
  if (!existsSync(map)) return [];
  const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
  return [...new Set(sources.filter((s) => HEAVY.test(s)).map((s) => HEAVY.exec(s)?.[1] ?? s))];
}

/** Signs an account in through the API and gives the context what the login page would have stored. */
export function signedIn(baseUrl: string, loginName: string) {
  return async (context: BrowserContext) => {
    const response = await context.request.post(`${baseUrl}/api/login`, {
      data: { loginName, password: DEMO_PASSWORD, encrypted: false, isForceLogin: 1 },
    });
    const { result } = (await response.json()) as { result: { token: string; agent: unknown; sysRoles: unknown } };
    await context.addCookies([{ name: 'token', value: result.token, url: baseUrl }]);
    await context.addInitScript(
      (stored: { agent: string; roles: string }) => {
        localStorage.setItem('agent', stored.agent);
        localStorage.setItem('sysRoles', stored.roles);
      },
      { agent: JSON.stringify(result.agent), roles: JSON.stringify(result.sysRoles) },
    );
  };
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const fmt = (ms: number) => ms.toFixed(0).padStart(7);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const gzipKb = (scripts: Map<string, Buffer>) =>
  [...scripts.values()].reduce((sum, body) => sum + gzipSync(body).length, 0);

interface Measured {
  gz: number;
  lcp: Record<1 | 4, number>;
  heavy: string[];
  pathname: string;
}

/** RUNS cold loads at each CPU rate; the script of the last load and the LCP medians. */
async function measurePage(
  browser: Parameters<typeof loadPage>[0],
  url: string,
  options: Omit<LoadOptions, 'cpuThrottling'>,
): Promise<Measured> {
  const lcp = { 1: [] as number[], 4: [] as number[] };
  let last = { scripts: new Map<string, Buffer>(), pathname: '' };
  for (const rate of [1, 4] as const) {
    for (let i = 0; i < RUNS; i++) {
      const load = await loadPage(browser, url, { ...options, cpuThrottling: rate });
      lcp[rate].push(load.lcp);
      last = load;
    }
  }
  return {
    gz: gzipKb(last.scripts),
    lcp: { 1: median(lcp[1]), 4: median(lcp[4]) },
    heavy: [...new Set([...last.scripts.keys()].flatMap(heavyModulesIn))],
    pathname: last.pathname,
  };
}

const visible = (find: (page: Page) => ReturnType<Page['getByText']>) => async (page: Page) => {
  await expect(find(page)).toBeVisible({ timeout: 30_000 });
};

/**
 * Gzipped JS and LCP of the login and landing pages, beside a static HTML floor page for LCP, a
 * 180 kB budget for the login page's script and a bare react-admin app, built and served in this
 * run, for the landing page's.
 */
export async function runWebBench(): Promise<PartReport> {
  await ensureWebBuild();
  const bare = await buildBareAdmin();
  const product = await startSeededServer();
  const floor = await startFloor();
  const bareServer = await serveBuiltApp(bare.dist);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const lines = [
    '',
    `Web pages: ${RUNS} cold loads each in headless Chromium, until the page shows its content; LCP p50 in ms; floor = static HTML page, no script.`,
    '',
    'page            gz JS KB  LCP 1x  LCP 4x  floor 1x  floor 4x  ratio 1x  ratio 4x  heavy modules',
  ];
  const summary: SummaryRow[] = [];
  try {
    const floorPage = await measurePage(browser, floor.url, {});
    const login = await measurePage(browser, `${product.url}/user/login`, {
      ready: visible((page) => page.getByRole('button', { name: '登录' })),
    });
    const landing = await measurePage(browser, `${product.url}/`, {
      prepare: signedIn(product.url, LANDING_ACCOUNT),
      ready: visible((page) => page.getByTestId('list-total')),
    });
    if (landing.pathname === '/' || landing.pathname === '/user/login')
      throw new Error(`web: ${LANDING_ACCOUNT} did not land, at ${landing.pathname}`);
    const bareLanding = await measurePage(browser, bareServer.url, {
      ready: visible((page) => page.getByText(BARE_READY_TEXT)),
    });
    for (const [name, page] of [
      ['login', login],
      ['landing', landing],
      ['bare admin', bareLanding],
    ] as const) {
      lines.push(
        `${name.padEnd(14)}${kb(page.gz).padStart(10)}${fmt(page.lcp[1])} ${fmt(page.lcp[4])} ${fmt(floorPage.lcp[1]).padStart(9)} ${fmt(floorPage.lcp[4]).padStart(9)}` +
          `${(page.lcp[1] / floorPage.lcp[1]).toFixed(2).padStart(9)}x${(page.lcp[4] / floorPage.lcp[4]).toFixed(2).padStart(9)}x  ${page.heavy.length ? page.heavy.join(', ') : 'none'}`,
      );
    }
    const loginRatio = ratioOf(login.gz, LOGIN_BUDGET_KB * 1024);
    const landingRatio = ratioOf(landing.gz, bareLanding.gz);
    lines.push(
      '',
      `Script weight: gzipped JS of every script Chromium loaded, cold, until the page showed its content. Landing = ${landing.pathname} of ${LANDING_ACCOUNT}.`,
      'Bare admin = react-admin 5 (Admin, one List resource over an in-memory dataProvider), built in this run by the same Vite.',
      '',
      'page       ours KB   floor KB  floor                      ratio  limit',
      `login    ${kb(login.gz).padStart(9)}  ${kb(LOGIN_BUDGET_KB * 1024).padStart(9)}  budget                    ${loginRatio.padStart(6)}  1.00x ${verdict(login.gz <= LOGIN_BUDGET_KB * 1024)}`,
      `landing  ${kb(landing.gz).padStart(9)}  ${kb(bareLanding.gz).padStart(9)}  bare react-admin app      ${landingRatio.padStart(6)}  ${LANDING_FACTOR.toFixed(2)}x ${verdict(landing.gz <= LANDING_FACTOR * bareLanding.gz)}`,
    );
    const web = { part: 'web' };
    summary.push(
      { ...web, figure: 'login JS gz', ours: login.gz / 1024, floor: null, unit: 'kB', limit: LIMITS.web.loginScript },
      {
        ...web,
        figure: 'landing JS gz (bare admin)',
        ours: landing.gz / 1024,
        floor: bareLanding.gz / 1024,
        unit: 'kB',
        limit: LIMITS.web.landingScript,
      },
      ...([1, 4] as const).map((rate) => ({
        ...web,
        figure: `landing LCP ${rate}x CPU (bare admin)`,
        ours: landing.lcp[rate],
        floor: bareLanding.lcp[rate],
        unit: 'ms',
        limit: LIMITS.web.landingLcp,
      })),
      {
        ...web,
        figure: 'login LCP 4x CPU (static page)',
        ours: login.lcp[4],
        floor: floorPage.lcp[4],
        unit: 'ms',
        limit: LIMITS.web.loginLcp4x,
      },
    );
  } finally {
    await browser.close();
    await Promise.all([floor.close(), bareServer.close(), product.close()]);
    await bare.remove();
  }
  return { lines, summary };
}

function ratioOf(ours: number, floor: number): string {
  return `${(ours / floor).toFixed(2)}x`;
}

function verdict(within: boolean): string {
  return within ? 'within' : 'OVER';
}
