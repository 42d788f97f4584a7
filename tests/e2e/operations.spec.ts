import { devices } from '@playwright/test';
import { addDays } from '../../src/domain/workSlots';
import { expect, test } from './fixtures';
import { LoginPage } from './pages/LoginPage';
import { finishedRecording } from '../support/recordings';
import { chinaDay } from '../../src/domain/chinaTime';

test('an agent opens a slot, a customer books it on the phone page, the agent’s grid shows the booking until the customer cancels it', async ({
  browser,
  server,
}) => {
  const context = await browser.newContext({ baseURL: server.url, locale: 'zh-CN' });
  const page = await context.newPage();
  await new LoginPage(page).signIn('demo_agent1');
  await page.goto('/timesManagement');
  const day = addDays(chinaDay(new Date()), 3);
  const cell = page.locator(`[data-slot="${day} 12:00"]`);
  await expect(cell.getByRole('button')).toHaveText('未开放');
  await cell.getByRole('button').click();
  await expect(cell.getByRole('button')).toHaveText('可预约');
  const link = await page.getByLabel('预约链接').inputValue();

  const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL: server.url });
  const customer = await phone.newPage();
  await customer.goto(link);
  await expect(customer.getByText('张晓明 · 德安人寿保险')).toBeVisible();
  await customer.getByRole('button', { name: '12:00-12:30' }).click();
  await customer.getByLabel('姓名').fill('孙先生');
  await customer.getByLabel('手机号').fill('13600136000');
  await customer.getByRole('button', { name: '立即预约' }).click();
  await expect(customer.getByText(/预约成功：.*12:00-12:30，顾问张晓明将准时为您服务/)).toBeVisible();
  const bookingLink = (await customer.getByTestId('booking-link').innerText()).replace(/^.*?(http\S+)$/s, '$1');

  await expect(page.getByText(/新预约：孙先生 .* 12:00-12:30/)).toBeVisible();
  await expect(cell.getByTestId('slot-booking')).toContainText('孙先生');
  await customer.reload();
  await expect(customer.getByRole('button', { name: '12:00-12:30' })).toHaveCount(0);

  // The customer cancels from their booking's link: the agent is told and the slot is open again.
  await customer.goto(bookingLink);
  await customer.getByRole('button', { name: '取消预约' }).click();
  await expect(customer.getByText('预约已取消，该时段已重新开放')).toBeVisible();
  await expect(page.getByText(/客户已取消预约：孙先生 .* 12:00-12:30/)).toBeVisible();
  await expect(cell.getByRole('button')).toHaveText('可预约');
  await phone.close();
  await context.close();
});

test('the platform admin opens 时段管理 on an agent of its scope, with the week grid and no error', async ({
  page,
}) => {
  await new LoginPage(page).signIn('sysadmin');
  await page.goto('/timesManagement');
  const picker = page.getByRole('combobox', { name: /^坐席(?!状态)/ });
  await expect(picker).toHaveText(/（\w+）$/);
  await expect(page.getByRole('table', { name: '时段管理' }).locator('[data-slot]').first()).toBeVisible();
  await expect(page.getByText('用户超出可选范围')).toHaveCount(0);
});

test('an agent creates a WeCom mass-sending task, goes back to the list, and its detail shows each send', async ({
  browser,
  server,
}) => {
  const context = await browser.newContext({ baseURL: server.url, locale: 'zh-CN' });
  const page = await context.newPage();
  await new LoginPage(page).signIn('demo_agent1');
  await page.goto('/wecomMassSendingTask/list');
  await expect(page.getByText('暂无任务')).toBeVisible();
  await page.getByRole('button', { name: '新建任务' }).click();
  await page.getByLabel('任务名称').fill('周末理财沙龙');
  await page.getByLabel('发送内容').fill('周六下午的理财沙龙欢迎您来');
  // The link comes from what the agent may share: here a product link of 链接素材.
  await page.getByRole('button', { name: '选择链接' }).click();
  const picker = page.getByRole('dialog', { name: '选择链接' });
  await picker.getByRole('tab', { name: '链接素材' }).click();
  await picker.getByLabel('搜索名称').fill('教育金');
  await expect(picker.getByTestId('wecom-link-choice')).toHaveCount(1);
  await picker
    .getByRole('row', { name: /少儿教育金计划/ })
    .getByRole('button', { name: '选择' })
    .click();
  await expect(picker).toHaveCount(0);
  await expect(page.getByLabel('链接标题（选填）')).toHaveValue('少儿教育金计划');
  await expect(page.getByLabel('链接地址（选填）')).toHaveValue(/^https?:\/\//);
  const linkUrl = await page.getByLabel('链接地址（选填）').inputValue();
  await page.getByRole('button', { name: '创建' }).click();
  await expect(page.getByRole('heading', { name: '选择客户 请选择客户' })).toBeVisible();
  await page.getByLabel('王先生').check();
  await page.getByLabel('赵女士').check();
  await page.getByRole('button', { name: '创建' }).click();
  await expect(page.getByText('创建成功！')).toBeVisible();
  await expect(page).toHaveURL(/\/wecomMassSendingTask\/list$/);
  await page
    .getByRole('row', { name: /周末理财沙龙/ })
    .getByRole('button', { name: '详情' })
    .click();
  await expect(page.getByTestId('wecom-progress')).toHaveText('已完成 · 发送进度 2/2', { timeout: 15_000 });
  await expect(page.getByText(`少儿教育金计划 ${linkUrl}`)).toBeVisible();
  await expect(page.getByRole('row', { name: /王先生/ })).toContainText('已发送');
  await expect(page.getByRole('row', { name: /赵女士/ })).toContainText('客户不是好友，发送失败');
  await context.close();
});

test('a tenant admin follows a finished recording to the company storage in the recording queue', async ({
  page,
  server,
}) => {
  const made = await finishedRecording(server.ctx, 'demo_agent1', Buffer.alloc(4096, 7));
  await server.ctx.recordSyncs.schedule(new Date());
  const sync = () =>
    server.ctx.db
      .selectFrom('recordSyncs')
      .select('status')
      .where('recordingId', '=', made.recordingId)
      .executeTakeFirstOrThrow();
  await expect.poll(async () => (await sync()).status, { timeout: 15_000 }).toBe('synced');

  await new LoginPage(page).signIn('demo_tadmin');
  await page.goto('/SitDownVideoList');
  const task = page.getByTestId('sync-task');
  await expect(task).toHaveCount(1);
  await expect(task).toContainText(chinaDay(new Date()));
  await task.getByRole('button', { name: '明细' }).click();
  await expect(page.getByTestId('sync-task-day')).toHaveText(`任务 ${chinaDay(new Date())}`);
  const record = page.getByTestId('sync-record');
  await expect(record).toHaveCount(1);
  await expect(record.getByTestId('sync-status')).toHaveText('已同步');
  await expect(record).toContainText('local');
  await page.getByLabel('同步状态').click();
  await page.getByRole('option', { name: '同步失败' }).click();
  await expect(page.getByText('所选时间内暂无录制')).toBeVisible();
});

test('a tenant admin turns manual transfer on for a service group', async ({ page }) => {
  await new LoginPage(page).signIn('demo_tadmin');
  await page.goto('/switchingCallConfig');
  await page.getByLabel('开启转人工').check();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请选择转接客服组')).toBeVisible();
  await page.getByLabel('转接客服组').click();
  await page.getByRole('option').nth(1).click();
  await page.getByLabel('排队提示语').fill('马上为您接通顾问');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('配置成功')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('排队提示语')).toHaveValue('马上为您接通顾问');
  await expect(page.getByLabel('开启转人工')).toBeChecked();
});
