import { devices, expect, type Browser, type Page } from '@playwright/test';

/**
 * The customer agrees to be recorded whenever the room asks (the tenant's notice before the hall opens, for a
 * customer who comes by a link or the typed number), as each customer of these tests would. A customer who
 * calls agrees while waiting in the queue instead (CustomerCallPage.call).
 */
export async function agreeToRecording(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('button', { name: '同意并进入' }), async (agree) => {
    await agree.click();
  });
}

/** The customer's call page on a phone: ask, wait in the queue, enter the room, hang up, rate. */
export class CustomerCallPage {
  constructor(readonly page: Page) {}

  async open(query: Record<string, string>): Promise<void> {
    await this.page.goto(`/customer/call?${new URLSearchParams(query).toString()}`);
    await expect(this.page.getByRole('heading', { name: '视频客服' })).toBeVisible();
  }

  field(label: '姓名' | '手机号') {
    return this.page.getByLabel(label);
  }

  /**
   * Asks for the call. Once it waits in the queue the customer agrees to be recorded there, as the notice asks,
   * so the room opens straight into the call when the agent answers; a refused call is left as it is.
   */
  async call(): Promise<void> {
    await this.page.getByRole('button', { name: /^(发起视频通话|重新呼叫)$/ }).click();
    // A refusal is an error (an alert or a field's); the notice of a call cancelled before stays until the new one waits.
    const refused = this.page
      .getByRole('alert')
      .and(this.page.locator('.MuiAlert-colorError'))
      .or(this.page.locator('.MuiFormHelperText-root.Mui-error'));
    await expect(this.position().or(refused).first()).toBeVisible();
    if (await this.position().isVisible()) await this.agreeWhileWaiting();
  }

  async agreeWhileWaiting(): Promise<void> {
    await this.page.getByRole('region', { name: '录音录像告知' }).getByRole('button', { name: '同意并进入' }).click();
    await expect(this.page.getByText('您已同意录音录像')).toBeVisible();
  }

  position() {
    return this.page.getByTestId('queue-position');
  }

  connected() {
    return this.page.getByTestId('connected');
  }

  inviteNumber() {
    return this.page.getByTestId('invite-number');
  }
}

/** The agent's incoming-call box and meeting page. */
export class AgentCallBox {
  constructor(readonly page: Page) {}

  box() {
    return this.page.getByTestId('call-box');
  }

  seconds() {
    return this.box().getByTestId('call-seconds');
  }

  async answer(): Promise<void> {
    await this.box().getByRole('button', { name: '接听' }).click();
  }

  async setStatus(label: '空闲' | '忙碌' | '话后处理' | '离开'): Promise<void> {
    await this.page.getByRole('combobox', { name: '坐席状态' }).click();
    await this.page.getByRole('option', { name: label }).click();
    await expect(this.page.getByRole('combobox', { name: '坐席状态' })).toHaveText(label);
  }

  inviteNumber() {
    return this.page.getByTestId('invite-number');
  }
}

/** A customer calls the demo tenant and demo_agent1, signed in on `page`, answers: both pages are in the hall. */
export async function callAnswered(
  page: Page,
  browser: Browser,
  serverUrl: string,
): Promise<{ customerPage: Page; close(): Promise<void> }> {
  await page.context().grantPermissions(['camera', 'microphone'], { origin: serverUrl });
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: serverUrl,
    permissions: ['camera', 'microphone'],
  });
  const customerPage = await phone.newPage();
  const customer = new CustomerCallPage(customerPage);
  await customer.open({ tenant: 'demo', name: '王先生', phone: '13800138000' });
  await customer.call();
  await new AgentCallBox(page).answer();
  await expect(customer.connected()).toHaveText('已接通顾问：张晓明');
  return { customerPage, close: () => phone.close() };
}
