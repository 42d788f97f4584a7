import { expect, test } from './fixtures';
import { LoginPage } from './pages/LoginPage';

test('a tenant admin writes a message template, fixes what is refused, edits and deletes it', async ({ page }) => {
  await new LoginPage(page).signIn('demo_tadmin');
  await page.goto('/messageConfig/list');
  await expect(page.getByText('暂无消息模板')).toBeVisible();
  await page.getByRole('button', { name: '新建模板' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('模板名称').fill('保单提醒');
  await dialog.getByLabel('模板内容').fill('{name}您好，请查收');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('模板内容需包含链接变量{link}')).toBeVisible();
  await dialog.getByLabel('模板内容').fill('{name}您好，{title}请查收：{link}');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('新建成功')).toBeVisible();
  const row = page.getByTestId('message-template-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('【德安人寿保险】{name}您好，{title}请查收：{link}');

  await row.getByRole('button', { name: '编辑' }).click();
  await dialog.getByLabel('模板名称').fill('续保提醒');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(row).toContainText('续保提醒');
  await row.getByRole('button', { name: '删除' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('暂无消息模板')).toBeVisible();
});
