import { expect, test } from './fixtures';
import { enterHall, HALL_TEST_TIMEOUT } from './pages/HallRoom';

test("the agent's own network going offline opens the countdown to closing the page; coming back online closes it and the room's log tells both", async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(HALL_TEST_TIMEOUT);
  const room = await enterHall(page, browser, server);
  await expect(page.getByTestId('network-own')).toHaveAttribute('data-level', 'good', { timeout: 10_000 });
  await expect(page.getByTestId('network-remote')).not.toHaveAttribute('data-level', 'unknown', { timeout: 10_000 });
  await expect(room.customer.page.getByTestId('network-remote')).not.toHaveAttribute('data-level', 'unknown', {
    timeout: 10_000,
  });

  await page.context().setOffline(true);
  // Read at once from the browser's offline event, yet on a busy machine the agent's page has taken over 10 s to
  // show it.
  await expect(page.getByTestId('network-own')).toHaveAttribute('data-level', 'disconnected', { timeout: 20_000 });
  const dialog = page.getByRole('dialog', { name: '您的网络异常' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText('您的网络异常，请重新进入');
  const seconds = page.getByTestId('offline-seconds');
  const first = Number(await seconds.textContent());
  expect(first).toBeGreaterThan(80);
  expect(first).toBeLessThanOrEqual(90);
  await expect.poll(async () => Number(await seconds.textContent()), { timeout: 5_000 }).toBeLessThan(first);

  await page.context().setOffline(false);
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByTestId('network-own')).toHaveAttribute('data-level', 'good');
  // Both went into the room's log, the offline one once the network was back (a reload reads the stored log).
  await expect(page.locator('[data-event="networkRecovery"]')).toContainText('张晓明的网络已恢复', { timeout: 15_000 });
  await page.reload();
  await expect(page.locator('[data-event="networkOffline"]')).toContainText('张晓明的网络已断开', { timeout: 15_000 });
  await expect(page.locator('[data-event="networkRecovery"]')).toContainText('张晓明的网络已恢复');
  await room.phone.close();
});
