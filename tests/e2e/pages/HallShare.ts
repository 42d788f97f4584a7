import type { Page } from '@playwright/test';

/** What is shared in the meeting hall, on the agent's or the customer's page, and the agent's share panel. */
export class HallShare {
  constructor(readonly page: Page) {}

  panel() {
    return this.page.getByTestId('side-panel');
  }

  /**
   * Brings the share list back into the side panel through the footer's 共享: with useSop (the demo tenant)
   * the real-time assistant takes the panel once a share has started.
   */
  async openShareList(): Promise<void> {
    if ((await this.panel().locator('[data-panel="1"]').count()) > 0) return;
    await this.page.getByRole('contentinfo').getByRole('button', { name: '共享', exact: true }).click();
    await this.panel().locator('[data-panel="1"]').waitFor();
  }

  /** The real-time assistant in the side panel (tenants with useSop). */
  assistant() {
    return this.panel().getByTestId('sop-assistant-panel');
  }

  tab(name: string) {
    return this.panel().getByRole('tab', { name });
  }

  shareButton(itemName: string) {
    return this.panel().getByRole('button', { name: `共享 ${itemName}` });
  }

  view() {
    return this.page.getByTestId('shared-view');
  }

  webFrame() {
    return this.page.getByTestId('shared-web');
  }

  web() {
    return this.page.frameLocator('[data-testid="shared-web"]');
  }

  /** How far down the shared page is scrolled, 0 at the top and 1 at the bottom. */
  webScroll(): Promise<number> {
    return this.webFrame().evaluate((frame: HTMLIFrameElement) => {
      const view = frame.contentDocument?.scrollingElement;
      return view ? view.scrollTop / Math.max(1, view.scrollHeight - view.clientHeight) : -1;
    });
  }

  webScrollTop(): Promise<number> {
    return this.webFrame().evaluate(
      (frame: HTMLIFrameElement) => frame.contentDocument?.scrollingElement?.scrollTop ?? -1,
    );
  }

  /** Scrolls the shared page as the wheel or a finger would. */
  scrollWebTo(top: number): Promise<void> {
    return this.webFrame().evaluate((frame: HTMLIFrameElement, y: number) => frame.contentWindow?.scrollTo(0, y), top);
  }

  pageImage() {
    return this.page.getByTestId('shared-page');
  }

  pageNumber() {
    return this.page.getByTestId('shared-page-number');
  }

  /** The shared page image has been drawn (it loaded and has pixels). */
  pageImageWidth(): Promise<number> {
    return this.pageImage().evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));
  }
}
