import { expect, test } from './fixtures';
import { enterHall, HALL_TEST_TIMEOUT } from './pages/HallRoom';
import { WhiteboardView } from './pages/WhiteboardView';

test('the agent opens the whiteboard and both sides draw on it live; the customer sees it again after a reload', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(HALL_TEST_TIMEOUT);
  const room = await enterHall(page, browser, server);
  const agentBoard = new WhiteboardView(page);
  const customerPage = room.customer.page;
  const customerBoard = new WhiteboardView(customerPage);
  await expect(customerBoard.board()).toHaveCount(0);

  await page.getByRole('button', { name: '白板' }).click();
  await expect(page.getByRole('button', { name: '白板' })).toHaveAttribute('aria-pressed', 'true');
  await expect(customerBoard.board()).toBeVisible();
  await expect.poll(() => customerBoard.pixel([0.5, 0.3])).toEqual([0, 0, 0, 0]);

  // The agent draws a red line across the middle: the customer's board shows it where it was drawn.
  await agentBoard.draw([0.2, 0.3], [0.8, 0.3]);
  await expect.poll(() => customerBoard.strokeCount()).toBe(1);
  await expect.poll(async () => (await customerBoard.pixel([0.5, 0.3])).slice(0, 4)).toEqual([245, 34, 45, 255]);

  // The customer draws in blue lower down; the agent sees it.
  await customerBoard.tool('蓝色').click();
  await customerBoard.draw([0.2, 0.7], [0.8, 0.7]);
  await expect.poll(() => agentBoard.strokeCount()).toBe(2);
  await expect.poll(async () => (await agentBoard.pixel([0.5, 0.7])).slice(0, 4)).toEqual([22, 119, 255, 255]);

  // Undo takes back only one's own last stroke: the agent's red line goes, the customer's blue one stays.
  await agentBoard.tool('撤销').click();
  await expect.poll(() => customerBoard.strokeCount()).toBe(1);
  await expect.poll(async () => (await customerBoard.pixel([0.5, 0.3]))[3]).toBe(0);
  await expect.poll(async () => (await customerBoard.pixel([0.5, 0.7])).slice(0, 3)).toEqual([22, 119, 255]);

  // A reloaded customer page asks for the drawing and gets it, with the board shown.
  await customerPage.reload();
  await expect(customerBoard.board()).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => customerBoard.strokeCount()).toBe(1);
  await expect.poll(async () => (await customerBoard.pixel([0.5, 0.7])).slice(0, 3)).toEqual([22, 119, 255]);

  // Turning the whiteboard off hides it on both sides.
  await page.getByRole('button', { name: '白板' }).click();
  await expect(agentBoard.board()).toHaveCount(0);
  await expect(customerBoard.board()).toHaveCount(0);
  await room.phone.close();
});
