import AxeBuilder from '@axe-core/playwright';
import { devices, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { enterHall } from './pages/HallPages';
import { HALL_TEST_TIMEOUT } from './pages/HallRoom';

/** WCAG 2.1 AA as axe checks it: what it finds serious or critical, each with where. */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} ${node.html.slice(0, 120)}`),
    );
}

const CUSTOMER_PAGES: { url: string; ready: string }[] = [
  { url: '/customer/call?tenant=demo', ready: '视频客服' },
  { url: '/customer/join', ready: '加入会议' },
  { url: '/customer/booking?tenant=demo', ready: '预约顾问' },
  { url: '/customer/bot?tenant=demo', ready: '智能客服' },
  { url: '/handset', ready: '' },
];

test('every customer page, the 5G handset and both sides of the hall meet WCAG 2.1 AA as axe checks it', async ({
  page,
  browser,
  server,
}) => {
  // Every customer page, then both sides of a hall with video: at least as long as the hall's own tests.
  test.setTimeout(HALL_TEST_TIMEOUT);
  const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL: server.url });
  const customerPage = await phone.newPage();
  for (const { url, ready } of CUSTOMER_PAGES) {
    await customerPage.goto(url);
    if (ready) await expect(customerPage.getByText(ready).first()).toBeVisible();
    await customerPage.waitForLoadState('networkidle');
    expect(await seriousViolations(customerPage), url).toEqual([]);
  }
  await phone.close();

  const hall = await enterHall(page, browser, server);
  await expect(hall.customer.getByTestId('remote-video')).toBeVisible();
  expect(await seriousViolations(hall.customer), 'the customer in the hall').toEqual([]);
  expect(await seriousViolations(page), 'the agent in the hall').toEqual([]);
  await hall.phone.close();
});

test("the hall's main actions are reached and worked by keyboard, and the customer's call page holds at 200 % text", async ({
  page,
  browser,
  server,
}) => {
  const hall = await enterHall(page, browser, server);
  const camera = hall.customer.getByRole('button', { name: '摄像头' });
  await expect(camera).toHaveAttribute('aria-pressed', 'true');
  // Tab through the page from its start until the camera has the focus, then work it with the space bar.
  await hall.customer.locator('body').click({ position: { x: 1, y: 1 } });
  for (let presses = 0; presses < 40; presses++) {
    if (await camera.evaluate((button) => button === document.activeElement)) break;
    await hall.customer.keyboard.press('Tab');
  }
  await expect(camera).toBeFocused();
  await hall.customer.keyboard.press('Space');
  await expect(camera).toHaveAttribute('aria-pressed', 'false');
  await hall.customer.keyboard.press('Enter');
  await expect(camera).toHaveAttribute('aria-pressed', 'true');
  await hall.phone.close();

  const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL: server.url });
  const customerPage = await phone.newPage();
  await customerPage.goto('/customer/call?tenant=demo');
  await expect(customerPage.getByRole('heading', { name: '视频客服' })).toBeVisible();
  await customerPage.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
  const call = customerPage.getByRole('button', { name: '发起视频通话' });
  await call.scrollIntoViewIfNeeded();
  await expect(call).toBeVisible();
  expect(
    await customerPage.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);
  await phone.close();
});
