import { devices, type Browser } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from './fixtures';
import { AdminApi } from './pages/AdminApi';
import { LoginPage } from './pages/LoginPage';
import { json } from '../../server/db/database';

test.use({ seedFiles: true });

const phoneAt = async (browser: Browser, baseURL: string, path: string) => {
  const page = await (await browser.newContext({ ...devices['iPhone 13'], baseURL })).newPage();
  await page.goto(path);
  return page;
};

test('the simple 5G task form: refused outside the 5G marketing system, then a task sent to one phone until it is done', async ({
  browser,
  server,
  request,
}) => {
  const refusedPhone = await phoneAt(browser, server.url, `/SimpleCallFive/acme_agent1/${DEMO_PASSWORD}`);
  await expect(refusedPhone.getByText('当前账号所属公司未开通5G互动视频营销平台，不能使用此页面')).toBeVisible();

  // Seeded through the API: the demo tenant joins the 5G marketing system and sends all day.
  const tenant = await server.ctx.db
    .selectFrom('tenants')
    .select('id')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow();
  await (await AdminApi.as(request, 'sysadmin')).call('PUT', '/api/tenant', { id: tenant.id, useSystem: 'spcd' });
  await (
    await AdminApi.as(request, 'demo_tadmin')
  ).call('PUT', '/api/mediaDeliverPlatform/sendWindow', { startSendTime: '00:00', finishSendTime: '00:00' });

  const page = await phoneAt(browser, server.url, `/SimpleCallFive/demo_oadmin/${DEMO_PASSWORD}`);
  await expect(page.getByRole('heading', { name: '5G互动视频营销平台' })).toBeVisible();
  // The password left the address bar and the history entry at once.
  expect(new URL(page.url()).pathname).toBe('/SimpleCallFive');
  expect(page.url()).not.toContain(encodeURIComponent(DEMO_PASSWORD));
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('请输入接收号码!')).toBeVisible();
  await expect(page.getByText('请选择任务类型!')).toBeVisible();
  await page.getByLabel('接收号码').fill('13900000009');
  await page.getByLabel('任务类型').click();
  await page.getByRole('option', { name: '视频内容' }).click();
  await page.getByLabel('任务内容').click();
  await page.getByRole('option', { name: '年金产品介绍（客户版）' }).click();
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByRole('status')).toHaveText('任务完成');
  const sent = await server.ctx.db.selectFrom('deliveryRecipients').select(['phone', 'status']).execute();
  expect(sent).toEqual([{ phone: '13900000009', status: 'sent' }]);
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page.getByLabel('接收号码')).toHaveValue('');
  // The credentials' entry was replaced, not followed by a new one: the history is as long as after opening a plain
  // file in a new tab.
  const plain = await phoneAt(browser, server.url, '/favicon.svg');
  expect(await page.evaluate(() => window.history.length)).toBe(await plain.evaluate(() => window.history.length));

  // Without credentials in the address, a visitor not signed in is asked to sign in first.
  const anonymous = await phoneAt(browser, server.url, '/SimpleCallFive');
  await new LoginPage(anonymous).submit('demo_agent1');
  await expect(anonymous.getByRole('heading', { name: '5G互动视频营销平台' })).toBeVisible();
});

test("the seeded 5G marketing tenant's agent sends its approved video to a phone from /SimpleCallFive", async ({
  browser,
  server,
}) => {
  const tenant = server.ctx.db.updateTable('tenants').where('code', '=', 'spcd_demo');
  const seeded = await server.ctx.db
    .selectFrom('tenants')
    .select('fiveGSendTimeConfig')
    .where('code', '=', 'spcd_demo')
    .executeTakeFirstOrThrow();
  expect(seeded.fiveGSendTimeConfig).toEqual({ startSendTime: '08:00', finishSendTime: '21:00' });
  // Outside the seeded day-time window (China time) a task waits for 08:00; so that the run does not depend on
  // the hour, the window then covers the whole day.
  const chinaHour = (new Date().getUTCHours() + 8) % 24;
  if (chinaHour < 8 || chinaHour >= 21)
    await tenant.set({ fiveGSendTimeConfig: json({ startSendTime: '00:00', finishSendTime: '00:00' }) }).execute();
  const page = await phoneAt(browser, server.url, `/SimpleCallFive/spcd_agent1/${DEMO_PASSWORD}`);
  await expect(page.getByRole('heading', { name: '5G互动视频营销平台' })).toBeVisible();
  await page.getByLabel('接收号码').fill('13900000019');
  await page.getByLabel('任务类型').click();
  await page.getByRole('option', { name: '视频内容' }).click();
  await page.getByLabel('任务内容').click();
  await page.getByRole('option', { name: '养老年金计划（客户版）' }).click();
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByRole('status')).toHaveText('任务完成');
  const sent = await server.ctx.db
    .selectFrom('smsOutbox')
    .select(['phone', 'content'])
    .where('phone', '=', '13900000019')
    .execute();
  expect(sent).toHaveLength(1);
});
