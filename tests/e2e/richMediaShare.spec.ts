import { devices } from '@playwright/test';
import { expect, test } from './fixtures';
import { LoginPage } from './pages/LoginPage';

test.use({ seedFiles: true });

test('an admin shares approved content and a template; a phone previews them, drafts stay hidden', async ({
  page,
  browser,
  server,
}) => {
  const db = server.ctx.db;
  const content = await db
    .selectFrom('videoContents')
    .select('id')
    .where('name', '=', '年金产品介绍（客户版）')
    .executeTakeFirstOrThrow();
  const template = await db
    .selectFrom('videoTemplateVersions')
    .select('templateId')
    .where('name', '=', '年金险产品介绍')
    .executeTakeFirstOrThrow();
  const draft = await db
    .selectFrom('videoTemplateVersions')
    .select('templateId')
    .where('name', '=', '客户回访问候')
    .executeTakeFirstOrThrow();

  await new LoginPage(page).signIn('demo_tadmin');
  await page.goto(`/videoContent/detail/${content.id}/0`);
  await page.getByRole('button', { name: '分享' }).click();
  await expect(page.getByRole('img', { name: '分享二维码' })).toBeVisible();
  const contentLink = await page.getByTestId('share-link').getAttribute('href');
  await page.keyboard.press('Escape');
  await page.goto(`/videoTemplate/detail/${template.templateId}/0`);
  await page.getByRole('button', { name: '分享' }).click();
  const templateLink = await page.getByTestId('share-link').getAttribute('href');
  expect(templateLink).toContain(`/richMediaShare?videoTemplateId=${template.templateId}`);

  const phone = await (await browser.newContext({ ...devices['iPhone 13'], baseURL: server.url })).newPage();
  await phone.goto(new URL(contentLink!).pathname + new URL(contentLink!).search);
  await expect(phone.getByRole('heading', { name: '年金产品介绍（客户版）' })).toBeVisible();
  await expect(phone.getByTestId('share-video')).toHaveAttribute('src', /\/api\/videoContent\/media\/video\//);
  await phone.goto(new URL(templateLink!).pathname + new URL(templateLink!).search);
  await expect(phone.getByRole('heading', { name: '年金险产品介绍' })).toBeVisible();
  await phone.goto(`/richMediaShare?videoTemplateId=${draft.templateId}`);
  await expect(phone.getByRole('alert')).toHaveText('分享的内容不存在或未通过审核');
});
