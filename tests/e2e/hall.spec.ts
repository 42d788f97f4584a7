import { shareNoticeDelayMs } from '../../src/schemas/roomShare';
import { expect, test } from './fixtures';
import { enterHall, HallFooter } from './pages/HallPages';
import { HallShare } from './pages/HallShare';
import { HALL_TEST_TIMEOUT } from './pages/HallRoom';

/** How long the customer's page gives a shared page to open once the room is told of it (src/features/hall/share/SharedWeb.tsx). */
const SYNC_OPEN_TIMEOUT_MS = 10_000;
/** How long after sharing a page the agent's side logs a customer who never opened it. */
const CUSTOMER_ENTRY_TIMEOUT_MS = shareNoticeDelayMs('web') + SYNC_OPEN_TIMEOUT_MS;

test("the agent invites from the hall: copies the text, shows the QR short link to the room's customer link, sends an SMS and a WeCom message", async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(HALL_TEST_TIMEOUT);
  const hall = await enterHall(page, browser, server);
  const invite = (await page.getByTestId('invite-number').textContent())?.replace(/\D/g, '') ?? '';
  expect(invite).toMatch(/^\d{12}$/);
  await expect(page.getByTestId('invite-number')).toHaveText(`会话号：${invite}`);

  await new HallFooter(page).item('邀请').click();
  const dialog = page.getByRole('dialog', { name: '邀请客户' });
  const text = dialog.getByRole('textbox', { name: '邀请内容' });
  // The dialog opens once the server has answered with the invitation: on a busy machine, beside a call, over 10 s.
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(text).toHaveValue(
    new RegExp(
      `^您好，您的专属顾问张晓明邀请您加入视频会议，会话号：${invite}。请点击链接加入：http://.+/s/[0-9A-Za-z]{22}$`,
    ),
  );
  await expect(dialog.getByTestId('invite-qr')).toBeVisible();

  await dialog.getByRole('button', { name: '复制邀请' }).click();
  await expect(page.getByText('复制成功')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await text.inputValue());

  // The short link behind the QR code leads a phone into this hall, by the room's key rather than its number.
  const shortUrl = (await dialog.getByTestId('invite-link').textContent()) ?? '';
  const followed = await page.request.get(shortUrl, { maxRedirects: 0 });
  expect(followed.status()).toBe(302);
  expect(followed.headers().location).toMatch(/\/customer\/room\/[0-9a-f-]{36}\?key=[A-Za-z0-9_-]{43}$/);

  await dialog.getByRole('button', { name: '短信邀请' }).click();
  const sms = page.getByRole('dialog', { name: '发送邀请短信' });
  await sms.getByRole('textbox').fill('1391234');
  await sms.getByRole('button', { name: '发送' }).click();
  await expect(sms.getByText('请输入正确的手机号')).toBeVisible();
  await sms.getByRole('textbox').fill('13912345678');
  await sms.getByRole('button', { name: '发送' }).click();
  await expect(page.getByText('发送短信成功')).toBeVisible();
  await expect(sms).toHaveCount(0);

  // The agent's WeCom contacts (the simulator's), one of whom gets the invitation to confirm in WeCom.
  await dialog.getByRole('button', { name: '企业微信邀请' }).click();
  const wecom = page.getByRole('dialog', { name: '发送给企业微信客户' });
  await wecom.getByRole('listitem').filter({ hasText: '王先生' }).getByRole('button', { name: '发送' }).click();
  await expect(page.getByText('发送成功，待成员在企业微信中确认发送')).toBeVisible();
  await expect(wecom).toHaveCount(0);

  await hall.phone.close();
});

test.describe('on a server clock the test advances', () => {
  test.use({ serverClock: 'manual' });

  test("a shared page that never opens on the customer's side tells the agent to share again", async ({
    page,
    browser,
    server,
    clock,
  }) => {
    const hall = await enterHall(page, browser, server);
    // The customer's network never delivers the product page; the phone's time is the test's to move on.
    await hall.customer.route('**/demo/products/child-education.html', () => undefined);
    await hall.customer.clock.install();

    await new HallShare(page).shareButton('少儿教育金计划').click();
    const dialog = page.getByRole('dialog', { name: '共享产品' });
    await dialog.getByRole('checkbox', { name: '王先生' }).check();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('共享产品成功')).toBeVisible();
    // The server tells the room after the share delay; the customer's page then waits for the page to open.
    await clock.advance(shareNoticeDelayMs('web'));
    await expect(new HallShare(hall.customer).webFrame()).toBeVisible();
    await hall.customer.clock.fastForward(SYNC_OPEN_TIMEOUT_MS);
    await expect(page.getByText('对方同屏连接失败，请重新共享')).toBeVisible();
    await hall.phone.close();
  });
});

test("the agent's log tells who turned a camera off, who shared, and when the customer's page opened the share", async ({
  page,
  browser,
  server,
}) => {
  const hall = await enterHall(page, browser, server);
  const log = page.getByTestId('event-log');

  await hall.customer.getByRole('contentinfo').getByRole('button', { name: '摄像头', exact: true }).click();
  await expect(log).toContainText('王先生关闭了视频');

  await new HallShare(page).shareButton('少儿教育金计划').click();
  const dialog = page.getByRole('dialog', { name: '共享产品' });
  await dialog.getByRole('checkbox', { name: '王先生' }).check();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(log).toContainText('张晓明开始了共享');
  await expect(log).toContainText('王先生已打开共享页面');

  await new HallFooter(page).item('结束共享').click();
  await expect(log).toContainText('张晓明结束了共享');
  await hall.phone.close();
});

test("a customer who never opens a shared page is logged on the agent's side", async ({ page, browser, server }) => {
  // The agent's page keeps its own time for this: the test moves it on instead of waiting.
  await page.clock.install();
  const hall = await enterHall(page, browser, server);
  // The customer's phone goes away without a word.
  await hall.phone.close();

  const share = new HallShare(page);
  await share.shareButton('少儿教育金计划').click();
  const dialog = page.getByRole('dialog', { name: '共享产品' });
  await dialog.getByRole('checkbox', { name: '王先生' }).check();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(share.webFrame()).toBeVisible();
  const log = page.getByTestId('event-log');
  await page.clock.fastForward(CUSTOMER_ENTRY_TIMEOUT_MS);
  await expect(log).toContainText('客户进入同屏超时');
});

test("events stored while the agent's page was offline show in its log once it is back", async ({
  page,
  browser,
  server,
}) => {
  const hall = await enterHall(page, browser, server);
  const log = page.getByTestId('event-log');
  await expect(page.getByTestId('network-own')).toHaveAttribute('data-level', 'good', { timeout: 10_000 });

  await page.context().setOffline(true);
  await expect(page.getByTestId('network-own')).toHaveAttribute('data-level', 'disconnected', { timeout: 10_000 });
  await hall.customer.getByRole('contentinfo').getByRole('button', { name: '摄像头', exact: true }).click();
  await expect(log).not.toContainText('王先生关闭了视频');

  await page.context().setOffline(false);
  await expect(log).toContainText('王先生关闭了视频', { timeout: 20_000 });
  await hall.phone.close();
});
