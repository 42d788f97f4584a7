import { devices } from '@playwright/test';
import { expect, test } from './fixtures';
import { CustomerCallPage } from './pages/CallPages';
import { CustomerJoinPage } from './pages/CustomerJoinPage';
import { enterHall } from './pages/HallPages';

test('a phone that types the invite number joins the room as a guest, and hanging up only leaves it', async ({
  page,
  browser,
  server,
}) => {
  const hall = await enterHall(page, browser, server);
  const invite = (await page.getByTestId('invite-number').textContent())?.replace(/\D/g, '') ?? '';

  const guestPhone = await browser.newContext({
    ...devices['iPhone 13'],
    baseURL: server.url,
    permissions: ['camera', 'microphone'],
  });
  const guestPage = await guestPhone.newPage();
  const join = new CustomerJoinPage(guestPage);
  await join.open();
  await join.join(invite);
  await expect(guestPage).toHaveURL(/\/customer\/room\/[0-9a-f-]{36}\?key=[A-Za-z0-9_-]{43}$/);
  const guest = new CustomerCallPage(guestPage);
  await expect(guest.connected()).toHaveText('已接通顾问：张晓明');
  await expect(guest.inviteNumber()).toContainText(invite);

  guestPage.once('dialog', (dialog) => void dialog.accept());
  await guestPage.getByRole('contentinfo').getByRole('button', { name: '挂断' }).click();
  await expect(guestPage.getByTestId('room-ended')).toHaveText('您已离开会话');
  await expect(guestPage.getByRole('button', { name: '提交评价' })).toHaveCount(0);

  // The agent's log tells of the guest leaving; the call goes on for the agent and the customer who called.
  await expect(page.getByTestId('event-log')).toContainText('离开了房间');
  await expect(page).toHaveURL(/\/exhibitionHall\/meetingList\//);
  await expect(page.getByText('会话已结束')).toHaveCount(0);
  await expect(new CustomerCallPage(hall.customer).connected()).toHaveText('已接通顾问：张晓明');
  await guestPhone.close();
  await hall.phone.close();
});

test('the join form refuses wrong numbers, then says there were too many tries', async ({ browser, server }) => {
  const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL: server.url });
  const join = new CustomerJoinPage(await phone.newPage());
  await join.open();
  for (let i = 0; i < 10; i++) {
    await join.join(String(100_000_000_000 + i));
    await expect(join.refusal()).toHaveText('邀请码不正确或会话已结束');
  }
  await join.join('100000000010');
  await expect(join.refusal()).toHaveText('会议号尝试次数过多，请稍后再试');
  await phone.close();
});
