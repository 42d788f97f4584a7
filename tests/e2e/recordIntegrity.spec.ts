import { expect, test } from './fixtures';
import { callAnswered } from './pages/CallPages';
import { alterTrailEntry } from './pages/DirectDatabase';
import { LoginPage } from './pages/LoginPage';
import { RecordsPage } from './pages/RecordsPage';

/** Media over WebRTC between two browser contexts on this machine can take a few seconds to flow. */
const MEDIA_TIMEOUT = 20_000;
const TALK_MS = 3_000;

test('an admin verifies a recorded call as intact, and after one trail entry is changed in the database sees that entry named', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(150_000);
  await new LoginPage(page).signInOnline(server, 'demo_agent1');
  const call = await callAnswered(page, browser, server.url);
  await expect(page.getByText('录音已开启')).toBeVisible({ timeout: MEDIA_TIMEOUT });
  await page.waitForTimeout(TALK_MS);
  await page.getByRole('button', { name: '结束会话' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(call.customerPage.getByTestId('room-ended')).toHaveText('会话已结束');
  await call.close();

  // The room's recording is finished once its last piece is in; the page shows it when it is (recording.spec.ts).
  const room = await server.ctx.db
    .selectFrom('serviceRooms')
    .select('id')
    .where('userPhone', '=', '13800138000')
    .orderBy('startedAt', 'desc')
    .executeTakeFirstOrThrow();
  const finished = () =>
    server.ctx.db
      .selectFrom('roomRecordings')
      .select('id')
      .where('serviceId', '=', room.id)
      .where('status', '=', 'finished')
      .execute();
  // The demo company records sales (双录): the call mixed and each party's own track.
  await expect.poll(async () => (await finished()).length, { timeout: 45_000 }).toBe(3);

  const adminContext = await browser.newContext({ baseURL: server.url });
  const admin = await adminContext.newPage();
  await new LoginPage(admin).signIn('demo_tadmin', undefined, '/callRecord/list');
  const records = new RecordsPage(admin);
  await expect(records.total()).toBeVisible();
  await records.openDialog('王先生', '完整性校验');
  const dialog = records.dialog();
  await dialog.getByRole('button', { name: '完整性校验' }).click();
  const result = dialog.getByTestId('integrity-result');
  await expect(result).toContainText('录像与留痕完整，未被篡改');
  await expect(result).toContainText('3 个文件');

  // Someone with the database's password rewrites who did what in the room.
  const { seq } = await alterTrailEntry(server, room.id, 'event', 'actorName', '某某');
  await dialog.getByRole('button', { name: '完整性校验' }).click();
  await expect(result).toContainText(
    new RegExp(`^第 ${seq} 条留痕（房间事件·.+，\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d）已被修改`),
  );
  await expect(result).not.toContainText('未被篡改');
  await adminContext.close();
});
