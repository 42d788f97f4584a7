import { END_NOTICE_EXPIRY_SECONDS } from '../../src/domain/endNotice';
import { roomLifecyclePaths } from '../../src/schemas/roomLifecycle';
import { expect, test } from './fixtures';
import { leaveQuotaMinutes } from './pages/DirectDatabase';
import { AgentHallPage, answeredCall } from './pages/HallLifecycle';

/** How often the server looks for rooms near their end (server/app.ts). */
const END_NOTICE_SWEEP_MS = 3000;

test('the agent ends the session: both sides close with the spec texts; a second tab of the meeting is refused; the log shows the customer coming in', async ({
  page,
  browser,
  server,
}) => {
  const { phone, customerPage, hallUrl } = await answeredCall(page, browser, server, '王先生');
  const hall = new AgentHallPage(page);
  await expect(hall.log()).toContainText('王先生进入了房间');
  await expect(hall.log()).toContainText('张晓明进入了房间');

  // The same meeting opened again in another tab of this browser is refused and goes back to the list.
  const second = await page.context().newPage();
  await second.goto(hallUrl);
  // The hall's page loads whole in the new tab before it asks: on a busy two-core machine that took over 10 s.
  await expect(second.getByText('您当前已有进入的会话，请勿重复进入')).toBeVisible({ timeout: 20_000 });
  await expect(second).toHaveURL(/\/remoteMeeting\/list$/);
  await second.close();
  await expect(hall.inviteNumber()).toBeVisible();

  await hall.end();
  await expect(customerPage.getByTestId('room-ended')).toHaveText('会话已结束');
  // The browser does not let the page close a window it did not open: it goes back to the list.
  await expect(page).toHaveURL(/\/remoteMeeting\/list$/);
  await phone.close();
});

test('the customer hangs up: the agent is told the session has ended and goes back to the meeting list', async ({
  page,
  browser,
  server,
}) => {
  const { phone, customerPage } = await answeredCall(page, browser, server, '李女士');
  const hall = new AgentHallPage(page);
  await expect(hall.log()).toContainText('李女士进入了房间');
  customerPage.on('dialog', (dialog) => void dialog.accept());
  await customerPage.getByRole('button', { name: '挂断' }).click();
  await expect(customerPage.getByTestId('room-ended')).toHaveText('会话已结束');
  await expect(page.getByTestId('hall-ended')).toHaveText('会话已结束');
  await expect(page).toHaveURL(/\/remoteMeeting\/list$/);
  await phone.close();
});

test.describe('on a server clock the test advances', () => {
  test.use({ serverClock: 'manual' });

  test("the tenant's last minute: the countdown ticks, continue keeps the session; a hall opened from the enterprise messenger ends on /qwEnd", async ({
    page,
    browser,
    server,
    clock,
  }) => {
    await leaveQuotaMinutes(server, 'demo', 1);
    const { phone, customer, hallUrl } = await answeredCall(page, browser, server, '赵先生');
    const hall = new AgentHallPage(page);

    await expect(hall.log()).toContainText('赵先生进入了房间');

    // The server's sweep finds the room near its end and tells the agent, again on each sweep until answered.
    await expect(async () => {
      await clock.advance(END_NOTICE_SWEEP_MS);
      await expect(hall.endNotice()).toContainText(/剩余通话时长不足，会话将在 \d+ 秒后自动结束/, { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    const seconds = async () => Number((await hall.endNotice().textContent())?.match(/(\d+) 秒/)?.[1]);
    const first = await seconds();
    expect(first).toBeLessThanOrEqual(60);
    await expect.poll(seconds, { timeout: 4000 }).toBeLessThan(first);
    const answered = page.waitForResponse((response) => response.url().endsWith(roomLifecyclePaths.handleEndNotify));
    await page.getByRole('button', { name: '继续' }).click();
    expect((await answered).ok()).toBe(true);
    await expect(hall.endNotice()).toHaveCount(0);
    // Still in the session past the time an unanswered notice ends it, and the notice does not come back.
    await clock.advance((END_NOTICE_EXPIRY_SECONDS + 10) * 1000);
    await expect(hall.endNotice()).toHaveCount(0);
    await expect(page).toHaveURL(hallUrl);
    await expect(customer.connected()).toHaveText('已接通顾问：张晓明');

    await page.goto(`${hallUrl}?qwEnd=1`);
    await expect(hall.inviteNumber()).toBeVisible();
    await hall.end();
    await expect(page).toHaveURL(/\/qwEnd$/);
    await expect(page.getByTestId('qw-end')).toHaveText('会话已结束');
    await phone.close();
  });
});
