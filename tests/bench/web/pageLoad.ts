import type { Browser, BrowserContext } from '@playwright/test';

export interface PageLoad {
  /** Largest contentful paint, ms from navigation start. */
  lcp: number;
  /** Every script the page fetched, by URL. */
  scripts: Map<string, Buffer>;
}

export interface LoadOptions {
  cpuThrottling: number;
  /** Prepares a fresh context, e.g. with a signed-in session. */
  prepare?: (context: BrowserContext) => Promise<void>;
}

const LCP_SCRIPT = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    resolve(entries[entries.length - 1].startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve(-1), 5000);
})`;

/** One cold load (a new context, so no cache) of a URL, with CPU throttling through CDP. */
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
    await page.goto(url, { waitUntil: 'networkidle' });
    const lcp = (await page.evaluate(LCP_SCRIPT)) as number;
    await Promise.all(pending);
    return { lcp, scripts };
  } finally {
    await context.close();
  }
}
