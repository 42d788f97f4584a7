import { expect, type Page } from '@playwright/test';

/**
 * What a person notices at once on a page of the back office, gathered while they walk the menu: an error
 * notification, a page that scrolls sideways or cuts a control off, a table cell whose words stand one character a
 * line, an English word the product put on the screen, and a refusal (403) of a page the menu offered.
 */

/**
 * Latin-only words a page may show because a person or the demo seed typed them (tenant codes, an insurer's code,
 * the seeded tenants' login pages and sample names), or because they are the names of products and formats.
 */
const LATIN_ALLOWED = new Set([
  'sysadmin',
  'demo',
  'acme',
  'DEMO',
  'ACME',
  'SOP',
  'AI',
  'PDF',
  'URL',
  'ID',
  'QR',
  'VIP',
  'IP',
  'Chrome',
]);

interface Scan {
  overflow: string[];
  cut: string[];
  stacked: string[];
  latin: string[];
  /** Footers and fields in a form other than the product's own. */
  shape: string[];
}

/** Runs in the page: the layout and text findings of what is on screen now. */
function scanPage(allowed: string[]): Scan {
  const allow = new Set(allowed);
  const latinOnly = /^[A-Za-z]+(?: [A-Za-z]+)*$/;
  const width = document.documentElement.clientWidth;
  const overflow: string[] = [];
  if (document.documentElement.scrollWidth > width)
    overflow.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${width})`);
  const shown = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    element.getBoundingClientRect().width > 0;
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()} '${(element.textContent ?? '').trim().slice(0, 30)}'`;
  /** The nearest ancestor that clips sideways, and whether it scrolls. */
  const clipper = (element: Element): { scrolls: boolean; right: number } | null => {
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      const overflowX = getComputedStyle(node).overflowX;
      if (overflowX !== 'visible')
        return { scrolls: overflowX === 'auto' || overflowX === 'scroll', right: node.getBoundingClientRect().right };
    }
    return null;
  };
  const cut: string[] = [];
  for (const element of document.querySelectorAll('#main-content *, header *, [role="dialog"] *')) {
    if (!shown(element)) continue;
    const rect = element.getBoundingClientRect();
    const clip = clipper(element);
    const isControl = element.matches('button, a, [role="button"], input, select, textarea');
    if (!clip && rect.right > width + 1) overflow.push(`${describe(element)} reaches ${Math.round(rect.right)}px`);
    // A control a clipping box hides in part, where no scrolling brings it into view.
    else if (clip && !clip.scrolls && isControl && rect.right > clip.right + 1 && rect.left < clip.right)
      cut.push(`${describe(element)} is cut off at ${Math.round(clip.right)}px`);
    // A tab bar scrolls its tabs with arrows, and a wide table's column headers scroll with their columns; any
    // other control out of sight in its box (a row's buttons, a field) waits to be found.
    else if (
      clip?.scrolls &&
      isControl &&
      !element.matches('[role="tab"], th *') &&
      rect.right > Math.min(clip.right, width) + 1
    )
      cut.push(`${describe(element)} lies beyond the right edge of its box`);
  }
  const stacked: string[] = [];
  for (const cell of document.querySelectorAll('#main-content td, #main-content th')) {
    if (!shown(cell)) continue;
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const content = (text.textContent ?? '').trim();
      if (content.length < 2) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const lines = new Set([...range.getClientRects()].map((line) => Math.round(line.top)));
      if (lines.size >= content.length) stacked.push(`'${content}' stands one character a line`);
    }
  }
  const latin: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const content = (text.textContent ?? '').trim();
    const parent = text.parentElement;
    if (!parent || !latinOnly.test(content) || allow.has(content)) continue;
    if (parent.closest('script, style, noscript') || !shown(parent)) continue;
    latin.push(`'${content}'`);
  }
  for (const field of document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]')) {
    const placeholder = field.placeholder.trim();
    if (shown(field) && !field.value && latinOnly.test(placeholder) && !allow.has(placeholder))
      latin.push(`placeholder '${placeholder}'`);
  }
  const shape: string[] = [];
  // A list's footer (what holds its total, short of its table) says its total once ('共 N 条'), and never a range
  // of nothing ('第 0 条到第 0 条').
  const totalSaid = /共\s*\d+\s*条/g;
  const leaves = [...document.querySelectorAll('#main-content *')].filter(
    (element) => element.children.length === 0 && shown(element),
  );
  const footerTexts = leaves.map((element) => element.textContent ?? '');
  for (const leaf of leaves.filter((element) => (element.textContent ?? '').match(totalSaid))) {
    let node = leaf.parentElement;
    while (node && !node.querySelector('table') && node.id !== 'main-content') {
      if ((node.textContent?.match(totalSaid)?.length ?? 0) >= 2) shape.push('a list says its total twice');
      node = node.parentElement;
    }
  }
  if (footerTexts.some((text) => /第\s*0\s*条/.test(text))) shape.push("a list's range names row 0");
  // A native date or time input shows the browser's own format (mm/dd/yyyy, 09:00 AM), not YYYY-MM-DD and HH:mm.
  for (const field of document.querySelectorAll<HTMLInputElement>('input[type="date"], input[type="time"]'))
    if (shown(field)) shape.push(`a ${field.type} field in the browser's own format`);
  return { overflow, cut, stacked, latin: [...new Set(latin)], shape: [...new Set(shape)] };
}

export class PageAudit {
  private readonly refused: string[] = [];
  private readonly pending = new Set<string>();
  private readonly reading: Promise<void>[] = [];

  constructor(readonly page: Page) {
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) this.pending.add(request.url() + request.method());
    });
    const settle = (url: string, method: string) => this.pending.delete(url + method);
    page.on('requestfinished', (request) => settle(request.url(), request.method()));
    page.on('requestfailed', (request) => settle(request.url(), request.method()));
    // The API refuses inside its envelope ({errCode: 403} over HTTP 200), and the transport's own statuses outside it.
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (!path.startsWith('/api/')) return;
      if (response.status() === 403 || response.status() >= 500)
        this.refused.push(`HTTP ${response.status()} on ${path}`);
      else if ((response.headers()['content-type'] ?? '').startsWith('application/json'))
        this.reading.push(
          response
            .json()
            .then((body: { errCode?: number }) => {
              if (body.errCode === 403) this.refused.push(`403 on ${path}`);
            })
            .catch(() => undefined),
        );
    });
  }

  /**
   * Starts recording, however briefly they show, error notifications and the totals of lists as they change (call
   * before the first page loads).
   */
  async watchNotifications(): Promise<void> {
    await this.page.addInitScript(() => {
      const seen: string[] = [];
      const totals: string[] = [];
      Object.assign(window, { errorNotices: seen, listTotals: totals });
      const errorNotice = '.RaNotification-error, .MuiAlert-colorError, .MuiAlert-standardError, .MuiAlert-filledError';
      new MutationObserver(() => {
        for (const notice of document.querySelectorAll(errorNotice)) {
          const text = (notice.textContent ?? '').trim();
          if (!seen.includes(text)) seen.push(text);
        }
        const total = document.querySelector('[data-testid="list-total"]')?.textContent ?? '';
        if (totals.at(-1) !== total) totals.push(total);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
  }

  /** Waits until the page's API calls have answered and nothing shows a loading indicator. */
  async settled(): Promise<void> {
    await expect.poll(() => this.pending.size, { timeout: 15_000 }).toBe(0);
    // A spinner waits for data; a bar of progress (a render's share done) is data itself.
    await expect(this.page.locator('#main-content .MuiCircularProgress-root')).toHaveCount(0, { timeout: 10_000 });
    await this.page.waitForTimeout(300);
    await expect.poll(() => this.pending.size, { timeout: 15_000 }).toBe(0);
  }

  /**
   * What a person would notice on the page now, and since the last look (a refusal of the page's calls, an error
   * notice however brief); each finding starts with the label.
   */
  async findings(label: string): Promise<string[]> {
    await Promise.all(this.reading.splice(0, this.reading.length));
    const { notices, totals } = await this.page.evaluate(() => {
      const watched = window as unknown as { errorNotices?: string[]; listTotals?: string[] };
      const seen = watched.errorNotices ?? [];
      const totals = watched.listTotals ?? [];
      const changes = [...totals];
      totals.splice(0, totals.length - 1);
      return { notices: seen.splice(0, seen.length), totals: changes };
    });
    // A list that says it has no rows before its rows arrive.
    const flashes = totals.some((total, i) => total === '共 0 条' && /^共 [1-9]/.test(totals[i + 1] ?? ''));
    const scan = await this.page.evaluate(scanPage, [...LATIN_ALLOWED]);
    const found = [
      ...notices.map((text) => `error notice '${text}'`),
      ...this.refused.splice(0, this.refused.length),
      ...(flashes ? ["the list said '共 0 条' before its rows arrived"] : []),
      ...scan.overflow.slice(0, 3),
      ...scan.cut.slice(0, 3),
      ...scan.stacked.slice(0, 3),
      ...scan.latin.map((text) => `Latin-only text ${text}`),
      ...scan.shape,
    ];
    return found.map((finding) => `${label}: ${finding}`);
  }
}
