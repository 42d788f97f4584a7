import { chromium, type BrowserContext } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureWebBuild } from '../../../scripts/webBuild';
import { percentile } from '../measure';
import { loadPage } from './pageLoad';
import { DEMO_PASSWORD, distDir, startSeededServer } from '../../support/seededServer';
import { startFloor } from './servers';

const RUNS = Number(process.env.BENCH_WEB_RUNS) > 0 ? Number(process.env.BENCH_WEB_RUNS) : 5;
/** Modules that must stay out of the login and landing pages. */
const HEAVY = /node_modules\/(konva|react-konva|trtc-sdk-v5|@tencentcloud|tim-js-sdk|@rjsf)\//;

function heavyModulesIn(scriptUrl: string): string[] {
  const map = path.join(distDir, new URL(scriptUrl).pathname.replace(/^\//, '') + '.map');
  if (!existsSync(map)) return [];
  const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
  return [...new Set(sources.filter((s) => HEAVY.test(s)).map((s) => HEAVY.exec(s)?.[1] ?? s))];
}

/** Signs demo_agent1 in through the API and gives the context what the login page would have stored. */
function signedIn(baseUrl: string) {
  return async (context: BrowserContext) => {
    const response = await context.request.post(`${baseUrl}/api/login`, {
      data: { loginName: 'demo_agent1', password: DEMO_PASSWORD, encrypted: false, isForceLogin: 1 },
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

const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);
const fmt = (ms: number) => ms.toFixed(0).padStart(7);

/** Gzipped JS and LCP of the login and landing pages, beside a static HTML floor page. */
export async function runWebBench(): Promise<string[]> {
  await ensureWebBuild();
  const product = await startSeededServer();
  const floor = await startFloor();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const lines = ['', `Web pages: ${RUNS} cold loads each in headless Chromium; LCP p50 in ms; floor = static HTML page, no script.`, ''];
  lines.push('page            gz JS KB  LCP 1x  LCP 4x  floor 1x  floor 4x  ratio 1x  ratio 4x  heavy modules');
  try {
    const floorLcp = { 1: [] as number[], 4: [] as number[] };
    for (const rate of [1, 4] as const) {
      for (let i = 0; i < RUNS; i++) floorLcp[rate].push((await loadPage(browser, floor.url, { cpuThrottling: rate })).lcp);
    }
    const pages = [
      { name: 'login', url: `${product.url}/user/login`, prepare: undefined },
      { name: 'landing', url: `${product.url}/`, prepare: signedIn(product.url) },
    ];
    for (const page of pages) {
      const lcp = { 1: [] as number[], 4: [] as number[] };
      let scripts = new Map<string, Buffer>();
      for (const rate of [1, 4] as const) {
        for (let i = 0; i < RUNS; i++) {
          const load = await loadPage(browser, page.url, { cpuThrottling: rate, prepare: page.prepare });
          lcp[rate].push(load.lcp);
          scripts = load.scripts;
        }
      }
      const gz = [...scripts.values()].reduce((sum, body) => sum + gzipSync(body).length, 0) / 1024;
      const heavy = [...scripts.keys()].flatMap(heavyModulesIn);
      const [ours1, ours4, floor1, floor4] = [median(lcp[1]), median(lcp[4]), median(floorLcp[1]), median(floorLcp[4])];
      lines.push(
        `${page.name.padEnd(14)}${gz.toFixed(1).padStart(10)}${fmt(ours1)} ${fmt(ours4)} ${fmt(floor1).padStart(9)} ${fmt(floor4).padStart(9)}` +
          `${(ours1 / floor1).toFixed(2).padStart(9)}x${(ours4 / floor4).toFixed(2).padStart(9)}x  ${heavy.length ? heavy.join(', ') : 'none'}`,
      );
    }
  } finally {
    await browser.close();
    await floor.close();
    await product.close();
  }
  return lines;
}
