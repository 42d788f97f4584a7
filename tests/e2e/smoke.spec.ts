import { expect, test } from '@playwright/test';

test('the served app opens in Chromium and reaches the server', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('智慧展业平台');
  await expect(page.getByText(/服务运行中（数据库：pglite/)).toBeVisible();
});

test('a client-side route is answered with the app, an unknown API path with the envelope', async ({ page, request }) => {
  await page.goto('/user/login');
  await expect(page.getByRole('heading', { name: '智慧展业平台' })).toBeVisible();
  const missing = await request.get('/api/nothing/here');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ errCode: 404, errInfo: '接口不存在' });
});
