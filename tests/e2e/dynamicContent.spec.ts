import { expect, test } from './fixtures';
import { ListPage } from './pages/ListPage';
import { LoginPage } from './pages/LoginPage';

test('an admin makes a dynamic video for a customer from the approved dynamic template and submits it; the tenant admin audits it from the content audit list and the author hears', async ({
  page,
  browser,
  server,
}) => {
  await new LoginPage(page).signIn('demo_oadmin');
  await new ListPage(page).open('/DynamicVideoManagement/list');
  await page.getByRole('button', { name: '新建动态视频' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('视频名称').fill('周先生问候');
  await dialog.getByLabel('动态模板').click();
  await page.getByRole('option', { name: '客户专属问候' }).click();
  const first = dialog.getByRole('group', { name: '客户1' });
  await first.getByLabel('客户名称').fill('周先生');
  await first.getByLabel('客户姓名').fill('周先生');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('请填写第1位客户的顾问姓名')).toBeVisible();
  await first.getByLabel('顾问姓名').fill('李经理');
  await dialog.getByRole('button', { name: '确定' }).click();

  await expect(page).toHaveURL(/\/DynamicVideoManagement\/edit\/[0-9a-f-]+$/);
  await expect(page.getByTestId('dynamic-progress')).toHaveText('已生成 1/1', { timeout: 90_000 });
  await expect(page.getByRole('group', { name: '周先生' }).locator('video')).toHaveAttribute(
    'src',
    /\/api\/videoContent\/media\/video\//,
  );
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByText('提交审核成功')).toBeVisible();
  await expect(page.getByText('待审核')).toBeVisible();

  const auditor = await LoginPage.inNewContext(browser, server.url, 'demo_tadmin');
  await auditor.getByRole('menuitem', { name: '视频内容审核' }).click();
  const waiting = auditor
    .getByRole('region', { name: '动态视频审核' })
    .getByRole('row')
    .filter({ hasText: '周先生问候' });
  await expect(waiting).toContainText('客户专属问候');
  await waiting.getByRole('button', { name: '审核' }).click();
  await expect(auditor).toHaveURL(/\/DynamicVideoManagement\/edit\/[0-9a-f-]+\/1$/);
  await expect(auditor.getByRole('group', { name: '周先生' }).locator('video')).toBeVisible();
  await auditor.getByRole('button', { name: '通过' }).click();
  await expect(auditor.getByText('审核成功')).toBeVisible();
  await expect(auditor.getByText('审核通过')).toBeVisible();
  await expect(page.getByText('动态视频「周先生问候」审核通过')).toBeVisible();
  await auditor.context().close();
});

test('an agent plays approved content of the organisation under 展业素材', async ({ page, server }) => {
  test.setTimeout(180_000);
  const seeded = await server.ctx.db
    .selectFrom('videoContents')
    .select(['id', 'renderAttempt'])
    .where('name', '=', '年金险产品介绍-示例')
    .executeTakeFirstOrThrow();
  await server.ctx.videoRenders.queueContent(seeded.id, seeded.renderAttempt);
  await new LoginPage(page).signIn('demo_agent1');
  const list = new ListPage(page);
  await list.open('/zgyeManagement');
  await expect(async () => {
    await page.reload();
    await expect(list.row('年金险产品介绍-示例')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 75_000 });
  await list.row('年金险产品介绍-示例').getByRole('button', { name: '播放' }).click();
  await expect(page.getByTestId('material-video')).toHaveAttribute('src', /\/api\/videoContent\/media\/video\//);
});
