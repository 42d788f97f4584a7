import { expect, test } from './fixtures';
import { LoginPage } from './pages/LoginPage';

test("the rich-media page gathers the tenant admin's tasks, content and audits, and opens each", async ({ page }) => {
  await new LoginPage(page).signIn('demo_tadmin', undefined, '/richMedia');
  await expect(page.getByRole('heading', { name: '富媒体', exact: true })).toBeVisible();
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards.getByRole('heading')).toHaveText([
    '富媒体任务',
    '5G任务',
    '视频模板配置',
    '互动模板配置',
    '视频内容',
    '动态视频',
    '视频模板审核',
    '视频内容审核',
  ]);
  await page.getByRole('button', { name: '富媒体任务' }).click();
  await expect(page).toHaveURL('/richMediaTask/list');
  await page.goto('/richMedia');
  await page.getByRole('button', { name: '视频模板配置' }).click();
  await expect(page).toHaveURL('/videoTemplate/configList');
  await page.goto('/richMedia');
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL('/5gTask/list');
});
