import { expect, type Locator, type Page } from '@playwright/test';

/** How a customer's page sits on a phone's screen: what overflows, wraps or falls outside the view. */
export class PhoneFit {
  constructor(readonly page: Page) {}

  /** Nothing is wider than the screen: the page does not scroll sideways. */
  async expectNoSidewaysScroll(): Promise<void> {
    const widths = await this.page.evaluate(() => ({
      scroll: document.scrollingElement?.scrollWidth ?? 0,
      inner: window.innerWidth,
    }));
    expect(widths.scroll, `page ${widths.scroll} px wide on a ${widths.inner} px screen`).toBeLessThanOrEqual(
      widths.inner,
    );
  }

  /** Every text of the element is on one line, and the element is no taller than one line of controls. */
  async expectOneLine(element: Locator): Promise<void> {
    const shape = await element.evaluate((root) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const wrapped: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) wrapped.push(node.textContent ?? '');
      }
      return { wrapped, height: root.getBoundingClientRect().height };
    });
    expect(shape.wrapped, 'texts broken over lines').toEqual([]);
    expect(shape.height).toBeLessThanOrEqual(48);
  }

  /** The element is shown whole, inside the screen, and at least this many pixels high. */
  async expectInView(element: Locator, minHeight = 1): Promise<void> {
    const box = await element.evaluate((el) => {
      const rect = el.getBoundingClientRect();
      return {
        left: rect.left,
        top: rect.top,
        right: rect.right,
        bottom: rect.bottom,
        height: rect.height,
        width: window.innerWidth,
        screen: window.innerHeight,
      };
    });
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(box.width);
    expect(box.bottom).toBeLessThanOrEqual(box.screen);
    expect(box.height).toBeGreaterThanOrEqual(minHeight);
  }
}
