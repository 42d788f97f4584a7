import { expect, test } from './fixtures';
import { LoginPage } from './pages/LoginPage';
import { UsersPage } from './pages/UsersPage';

const GOOD = 'Good#Pass123';

test('an admin sees each rule of the user form with its exact text, then creates a user who signs in', async ({
  page,
  browser,
  server,
}) => {
  await new LoginPage(page).signIn('demo_oadmin');
  const users = new UsersPage(page);
  await users.open();
  await users.openCreate();

  await users.submit();
  for (const text of ['请输入账号', '请输入姓名', '请输入密码', '请确认密码'])
    await expect(page.getByText(text, { exact: true })).toBeVisible();

  const attempts: [Record<string, string>, string][] = [
    [{ 账号: 'new_user', 姓名: '新用户', 密码: 'Ab1!', 确认密码: 'Ab1!' }, '密码的最短长度大于等于8位数'],
    [{ 密码: 'Ab1!'.repeat(8), 确认密码: 'Ab1!'.repeat(8) }, '密码的最大长度小于等于30位数'],
    [{ 密码: 'abcdefgh1', 确认密码: 'abcdefgh1' }, '密码需包含大小写字母、数字、非字母字符，最少三种'],
    [{ 账号: 'Same#Name1', 密码: 'same#name1', 确认密码: 'same#name1' }, '密码和用户名不能相同'],
    [{ 账号: 'new_user', 密码: GOOD, 确认密码: 'Other#Pass1' }, '确认密码与新密码不一致，请重新输入'],
    [{ 确认密码: GOOD, 邮箱: 'not-an-email' }, '请输入正确的邮箱'],
    [{ 邮箱: 'new_user@example.com', 并发数: '0' }, '请输入1~99999之间的整数'],
    [{ 并发数: '100000' }, '请输入1~99999之间的整数'],
  ];
  for (const [values, text] of attempts) {
    await users.fill(values);
    await users.submit();
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await users.fill({ 并发数: '3' });
  await users.submit();
  await expect(page.getByText('请选择角色', { exact: true })).toBeVisible();

  await users.chooseRole('坐席');
  await users.submit();
  await expect(page.getByText('创建账号成功！')).toBeVisible();
  await expect(page).toHaveURL('/accountSetting');
  await expect(users.rows().filter({ hasText: 'new_user' })).toContainText('北京分公司');

  const context = await browser.newContext({ baseURL: server.url });
  const other = await context.newPage();
  await new LoginPage(other).signIn('new_user', GOOD);
  await expect(other).toHaveURL('/remoteMeeting/list');
  await context.close();
});

test('a tenant admin sees its own tenant users and not the other tenant', async ({ page }) => {
  await new LoginPage(page).signIn('demo_tadmin');
  const users = new UsersPage(page);
  await users.open();
  await expect(page.getByTestId('list-total')).toHaveText('共 5 条');
  await expect(users.rows().filter({ hasText: 'demo_agent3' })).toHaveCount(1);
  await expect(users.rows().filter({ hasText: 'acme_agent1' })).toHaveCount(0);
  await expect(users.rows().filter({ hasText: 'sysadmin' })).toHaveCount(0);
});
