import { expect, test } from './fixtures';
import { LoginPage } from './pages/LoginPage';
import { Shell } from './pages/Shell';

/** From the login page to the company's identity provider: the company code, then the kind of account. */
async function toProvider(page: import('@playwright/test').Page) {
  await new LoginPage(page).open();
  await page.getByRole('button', { name: '企业统一身份认证' }).click();
  await page.getByLabel('企业编号').fill('demo');
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await page.getByRole('button', { name: '华为云账号登录' }).click();
  await expect(page.getByRole('heading', { name: '身份认证' })).toBeVisible();
  await expect(page.getByText('本地身份提供方：开发与演示用，生产环境不提供。')).toBeVisible();
}

test('an agent signs in through the company identity provider and lands on the workbench', async ({ page }) => {
  await toProvider(page);
  await page.getByRole('button', { name: '以 张晓明 登录' }).click();
  await expect(page).toHaveURL('/remoteMeeting/list');
  await expect(page.getByText('登录成功')).toHaveCount(0);
  expect(await new Shell(page).menuGroupNames()).toContain('工作台');
  // The session is the app's own: a reload keeps it.
  await page.reload();
  await expect(page).toHaveURL('/remoteMeeting/list');
});

test('an account the company has not opened is refused with a way back to the login page', async ({ page }) => {
  await toProvider(page);
  await page.getByRole('button', { name: '以 周新 登录' }).click();
  await expect(page.getByRole('alert')).toContainText('该账号未开通，请联系管理员');
  await page.getByRole('button', { name: '返回登录页' }).click();
  await expect(page).toHaveURL('/user/login');
});

test('a company without single sign-on says so', async ({ page }) => {
  await page.goto('/user/login?tenant=acme');
  await expect(page.getByRole('status')).toHaveText('该企业未开通单点登录');
});

test('the tenant admin sees the identity provider settings with the address to register', async ({ page }) => {
  await new LoginPage(page).signIn('demo_tadmin', undefined, '/systemSetting');
  const sso = page.getByRole('group', { name: '单点登录' });
  const huawei = sso.getByRole('group', { name: '华为云账号' });
  await expect(huawei.getByLabel('身份提供方', { exact: true })).toHaveText('本地身份提供方（开发演示）');
  await expect(huawei.getByRole('switch', { name: '启用' })).toBeChecked();
  await expect(huawei.getByText(/回调地址：http:\/\/.+\/user\/sso\/huawei/)).toBeVisible();
  const zgye = sso.getByRole('group', { name: '展业平台账号' });
  await zgye.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请填写客户端 ID')).toBeVisible();
  await zgye.getByLabel('客户端 ID（Client ID）').fill('insurer-app');
  await zgye.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请填写客户端密钥')).toBeVisible();
});
