import type { Browser, BrowserContext, Page } from '@playwright/test';

export interface PageLoad {
  /** Largest contentful paint, ms from navigation start. */
  lcp: number;
  /** Every script the page fetched, by URL. */
  scripts: Map<string, Buffer>;
  /** Where the page ended up, e.g. after a redirect to the landing page. */
  pathname: string;
}

export interface LoadOptions {
  cpuThrottling: number;
  /** Prepares a fresh context, e.g. with a signed-in session. */
  prepare?: (context: BrowserContext) => Promise<void>;
  /** Waits until the page shows what it is for: scripts it loads on the way there are counted. */
  ready?: (page: Page) => Promise<void>;
}

const LCP_SCRIPT = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    resolve(entries[entries.length - 1].startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve(-1), 5000);
})`;

/** No request in flight for this long counts as quiet, as Playwright's networkidle. */
const QUIET_MS = 500;
const QUIET_TIMEOUT_MS = 30_000;

/** Counts requests in flight; `quiet()` waits until none has been for QUIET_MS. */
function watchRequests(page: Page) {
  let inFlight = 0;
  let lastChange = performance.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = performance.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async () => {
    const deadline = performance.now() + QUIET_TIMEOUT_MS;
    while (inFlight > 0 || performance.now() - lastChange < QUIET_MS) {
      if (performance.now() > deadline)
        throw new Error(`${page.url()}: requests still in flight after ${QUIET_TIMEOUT_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}

/**
 * One cold load (a new context, so no cache) of a URL, with CPU throttling through CDP: until the
 * page is ready (when asked) and the network has then been quiet, as a throttled CPU may still be
 * running the first scripts when the network first goes idle.
 */
export async function loadPage(browser: Browser, url: string, options: LoadOptions): Promise<PageLoad> {
  const context = await browser.newContext();
  try {
    await options.prepare?.(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuThrottling });
    const scripts = new Map<string, Buffer>();
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(response.body().then((body) => void scripts.set(response.url(), body)));
    });
    const quiet = watchRequests(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    await options.ready?.(page);
    await quiet();
    const lcp = (await page.evaluate(LCP_SCRIPT)) as number;
    await Promise.all(pending);
    return { lcp, scripts, pathname: new URL(page.url()).pathname };
  } finally {
    await context.close();
  }
}
