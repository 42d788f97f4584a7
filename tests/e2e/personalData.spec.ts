import { expect, test } from './fixtures';
import { enterHall } from './pages/HallPages';
import { LoginPage } from './pages/LoginPage';

const PHONE = '13812345678';
const MASKED = '138****5678';

test('the customer agrees to recording while waiting in the queue; an agent sees the phone masked, reveals it with a click, and the admin finds that reveal in the access log', async ({
  page,
  browser,
  server,
}) => {
  // enterHall's customer agrees on the notice under their place in the queue; the room the answer opens keeps
  // when, which is before it started.
  const hall = await enterHall(page, browser, server, { phone: PHONE });
  const room = await server.ctx.db
    .selectFrom('serviceRooms')
    .select(['consentAt', 'consentText', 'startedAt'])
    .where('userPhone', '=', PHONE)
    .executeTakeFirstOrThrow();
  expect(room.consentAt).not.toBeNull();
  expect(room.consentAt!.getTime()).toBeLessThanOrEqual(room.startedAt.getTime());
  expect(room.consentText).toContain('录音录像');
  await expect(hall.customer.getByRole('dialog', { name: '录音录像告知' })).toHaveCount(0);

  // The agent's call history shows the number masked, with an eye that reveals this one.
  const records = await page.context().newPage();
  await records.goto('/callRecord/list');
  const row = records.getByRole('row').filter({ hasText: '王先生' });
  await expect(row).toContainText(MASKED);
  await expect(records.getByText(PHONE)).toHaveCount(0);
  await row.getByRole('button', { name: '查看完整信息' }).click();
  await expect(row).toContainText(PHONE);
  await hall.phone.close();

  // The tenant admin searches the access log by the customer's phone and finds who revealed it.
  const adminContext = await browser.newContext({ baseURL: server.url });
  const admin = await adminContext.newPage();
  await new LoginPage(admin).signIn('demo_tadmin', undefined, '/accessLog');
  await expect(admin.getByRole('heading', { name: '访问日志' })).toBeVisible();
  await admin.getByLabel('客户手机号').fill(PHONE);
  await admin.getByRole('button', { name: '查询' }).click();
  const entry = admin.getByTestId('access-log-row').filter({ hasText: '查看完整信息' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('demo_agent1');
  await expect(entry).toContainText(PHONE);
  // Searching by another account finds nothing of it.
  await admin.getByLabel('客户手机号').fill('');
  await admin.getByLabel('账号').fill('demo_agent2');
  await admin.getByRole('button', { name: '查询' }).click();
  await expect(admin.getByText('暂无访问记录')).toBeVisible();
  await adminContext.close();
});
