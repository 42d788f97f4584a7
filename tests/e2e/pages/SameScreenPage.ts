import { expect, type Page } from '@playwright/test';
import { ListPage } from './ListPage';

/** The same-screen screens: the agent's list with its invitation actions, the create page and the records. */
export class SameScreenPage extends ListPage<'/sameScreen' | '/recordSameScreen' | '/wechat'> {
  override async open(path: '/sameScreen' | '/recordSameScreen' | '/wechat' = '/sameScreen'): Promise<void> {
    await super.open(path);
  }

  dialog() {
    return this.page.getByRole('dialog');
  }

  /** Starts a session from the list: picks the link and fills the customer, then confirms. */
  async start(linkName: string, customer: { name?: string; phone?: string } = {}): Promise<void> {
    await this.page.getByRole('link', { name: '发起同屏' }).click();
    await expect(this.page).toHaveURL('/establishSameScreen/0');
    await this.page.getByRole('combobox', { name: /^同屏链接/ }).click();
    await this.page.getByRole('option', { name: linkName, exact: true }).click();
    if (customer.name) await this.field('客户姓名').fill(customer.name);
    if (customer.phone) await this.field('客户手机号').fill(customer.phone);
    await this.page.getByRole('button', { name: '确定' }).click();
  }

  field(label: string) {
    return this.page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
  }

  /** The 6-digit invite number shown in a row. */
  async inviteNumberOf(text: string): Promise<string> {
    const cells = await this.row(text).locator('td').allInnerTexts();
    const number = cells.map((cell) => cell.trim()).find((cell) => /^\d{12}$/.test(cell));
    if (!number) throw new Error(`no invite number in the row of ${text}`);
    return number;
  }

  async act(
    rowText: string,
    action: '复制邀请' | '发送短信' | '二维码' | '结束' | '详情' | '复制同屏' | '邀请',
  ): Promise<void> {
    await this.row(rowText)
      .getByRole('button', { name: action, exact: true })
      .or(this.row(rowText).getByRole('link', { name: action, exact: true }))
      .click();
  }

  async sendSms(phones: string): Promise<void> {
    await this.dialog().getByLabel('手机号').fill(phones);
    await this.dialog().getByRole('button', { name: '发送' }).click();
  }

  shortLink() {
    return this.dialog().getByTestId('short-link');
  }

  shortLinkQr() {
    return this.dialog().getByRole('img', { name: '邀请链接二维码' });
  }

  /**
   * The QR image read back in the browser, one boolean (dark) per module of a code `size` modules wide:
   * the top-left finder pattern, 7 modules of dark from the first dark pixel, gives the origin and scale.
   */
  async qrModules(size: number): Promise<boolean[][]> {
    return this.shortLinkQr().evaluate((img: HTMLImageElement, modules) => {
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.drawImage(img, 0, 0);
      const { data, width } = context.getImageData(0, 0, canvas.width, canvas.height);
      const dark = (x: number, y: number) => (data[(Math.floor(y) * width + Math.floor(x)) * 4] ?? 255) < 128;
      let origin = 0;
      while (!dark(origin, origin)) origin += 1;
      let run = 0;
      while (dark(origin + run, origin)) run += 1;
      const scale = run / 7;
      return Array.from({ length: modules }, (_, row) =>
        Array.from({ length: modules }, (_, col) => dark(origin + (col + 0.5) * scale, origin + (row + 0.5) * scale)),
      );
    }, size);
  }

  async confirm(): Promise<void> {
    await this.dialog().getByRole('button', { name: '确定' }).click();
  }

  async clipboard(): Promise<string> {
    return this.page.evaluate(() => navigator.clipboard.readText());
  }
}

/** The customer's same-screen page on a phone, reached from the invite link. */
export class CustomerSameScreenPage {
  constructor(readonly page: Page) {}

  agent() {
    return this.page.getByTestId('same-screen-agent');
  }

  sharedPage() {
    return this.page.getByTestId('same-screen-frame');
  }

  sharedPageContent() {
    return this.page.frameLocator('[data-testid="same-screen-frame"]');
  }

  ended() {
    return this.page.getByTestId('same-screen-ended');
  }
}
