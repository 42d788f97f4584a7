import { writeFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { mp4FileTypeBox, samplePdf } from '../../server/seed/sampleMedia';
import { expect, test } from './fixtures';
import { LoginPage } from './pages/LoginPage';
import { MaterialsPage } from './pages/MaterialsPage';

const MB = 1024 * 1024;
const CHUNK_PATH = '/api/file/video/upload';

/** A 25 MB file the server takes for an MP4: an ftyp box of brand isom, then filler bytes. */
function writeMp4(path: string, size = 25 * MB): string {
  const head = mp4FileTypeBox();
  const body = Buffer.alloc(size, 0);
  head.copy(body, 0);
  writeFileSync(path, body);
  return path;
}

const isChunkPath = (url: URL) => url.pathname === CHUNK_PATH;
const isChunkPost = (request: Request) => request.method() === 'POST' && isChunkPath(new URL(request.url()));

function countChunkPosts(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (isChunkPost(request)) count += 1;
  });
  return () => count;
}

test('a tenant admin uploads a PDF with the dialog rules, sees it listed and downloads it', async ({ page }) => {
  await new LoginPage(page).signIn('demo_tadmin');
  const materials = new MaterialsPage(page);
  await materials.open('/materialManagement');
  await expect(materials.total()).toHaveText('共 0 条');

  await materials.openUpload('上传文件');
  await materials.uploadButton().click();
  for (const text of ['请上传文件', '请输入文件名称', '请选择机构'])
    await expect(materials.dialog().getByText(text, { exact: true })).toBeVisible();

  await materials.pickFile({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') });
  await expect(
    materials.dialog().getByText('只支持上传jpg、jpeg、png图片和doc、docx、pdf、ppt、pptx文件'),
  ).toBeVisible();

  await materials.pickFile({
    name: 'product-brochure.pdf',
    mimeType: 'application/pdf',
    buffer: samplePdf(['Product brochure']),
  });
  await expect(materials.dialogField('文件名称')).toHaveValue('product-brochure');
  await materials.dialogField('文件名称').fill('产'.repeat(31));
  await materials.uploadButton().click();
  await expect(materials.dialog().getByText('文件名称不能超过30个字符')).toBeVisible();

  await materials.dialogField('文件名称').fill('产品手册');
  await materials.chooseOrganisation('北京分公司');
  await materials.uploadButton().click();
  await expect(page.getByText('上传成功')).toBeVisible();
  await expect(materials.dialog()).toHaveCount(0);
  await expect(materials.total()).toHaveText('共 1 条');
  const row = materials.row('产品手册');
  await expect(row).toContainText('pdf');
  await expect(row).toContainText('北京分公司');
  await expect(row).toContainText('陈志远');

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: '下载' }).click();
  expect((await download).suggestedFilename()).toBe('产品手册.pdf');
});

test('a tenant admin uploads a 25 MB MP4 in three chunks with a progress bar, after the dialog refused bad input', async ({
  page,
}, testInfo) => {
  await new LoginPage(page).signIn('demo_tadmin');
  const materials = new MaterialsPage(page);
  const chunkPosts = countChunkPosts(page);
  await materials.open('/materialVideo');
  await expect(materials.total()).toHaveText('共 0 条');

  await materials.openUpload('上传视频');
  await materials.pickFile({ name: 'empty.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(0) });
  await expect(materials.dialog().getByText('不能上传空文件')).toBeVisible();
  await materials.pickFile({ name: 'clip.mov', mimeType: 'video/quicktime', buffer: Buffer.from('not an mp4') });
  await expect(materials.dialog().getByText('只支持MP4格式的视频')).toBeVisible();
  await materials.dialogField('视频名称').fill('视'.repeat(31));
  await materials.uploadButton().click();
  await expect(materials.dialog().getByText('视频名称不能超过30个字符')).toBeVisible();
  await expect(materials.dialog().getByText('请选择视频文件')).toBeVisible();
  expect(chunkPosts()).toBe(0);

  await materials.dialogField('视频名称').fill('产品演示视频');
  await materials.pickFile(writeMp4(testInfo.outputPath('demo.mp4')));
  await materials.chooseOrganisation('上海分公司');
  await materials.uploadButton().click();
  await expect(materials.dialog().getByRole('progressbar')).toBeVisible();
  await expect(page.getByText('上传成功')).toBeVisible({ timeout: 30_000 });
  expect(chunkPosts()).toBe(3);
  await expect(materials.total()).toHaveText('共 1 条');
  const row = materials.row('产品演示视频');
  await expect(row).toContainText('mp4');
  await expect(row).toContainText('25.0 MB');
  await expect(row).toContainText('上海分公司');
});

test('an interrupted video upload resumes from the chunks the server kept', async ({ page }, testInfo) => {
  await new LoginPage(page).signIn('demo_tadmin');
  const materials = new MaterialsPage(page);
  await materials.open('/materialVideo');

  let interrupted = 0;
  let passed = 0;
  await page.route(isChunkPath, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    if (passed === 0) {
      passed += 1;
      return route.continue();
    }
    interrupted += 1;
    return route.abort('connectionreset');
  });

  await materials.openUpload('上传视频');
  await materials.dialogField('视频名称').fill('断点续传视频');
  await materials.pickFile(writeMp4(testInfo.outputPath('resume.mp4')));
  await materials.chooseOrganisation('北京分公司');
  await materials.uploadButton().click();
  // Each chunk crosses the browser's interception whole, and the client waits between its retries: on a busy machine
  // that has taken over half a minute.
  await expect(materials.dialog().getByRole('alert')).toContainText('网络异常，请稍后重试', { timeout: 60_000 });
  await expect(materials.uploadButton()).toHaveText('继续上传');
  await expect(materials.progress()).toHaveText('已上传 40%');
  // The second chunk was tried once and retried three times; the first is on the server.
  expect(interrupted).toBe(4);
  expect(passed).toBe(1);

  await page.unroute(isChunkPath);
  const resumedPosts = countChunkPosts(page);
  await materials.uploadButton().click();
  await expect(page.getByText('上传成功')).toBeVisible({ timeout: 60_000 });
  expect(resumedPosts()).toBe(2);
  expect(resumedPosts()).toBeLessThan(3);
  await expect(materials.row('断点续传视频')).toContainText('25.0 MB');
});

test('a link added on /productManagement reaches another agent of the tenant with the notice, without a reload', async ({
  page,
  browser,
  server,
}) => {
  const context = await browser.newContext({ baseURL: server.url });
  const agentPage = await context.newPage();
  await new LoginPage(agentPage).signIn('demo_agent1');
  const agentView = new MaterialsPage(agentPage);
  await agentView.open('/productManagement');
  await expect(agentView.rows().first()).toBeVisible();
  await expect(agentView.row('新品保障计划')).toHaveCount(0);

  await new LoginPage(page).signIn('demo_tadmin');
  const materials = new MaterialsPage(page);
  await materials.open('/productManagement');
  await materials.openCreate();
  await materials.submitForm();
  for (const text of ['请输入名称', '请输入链接地址', '请选择机构'])
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  await materials.field('名称').fill('新品保障计划');
  await materials.field('链接地址').fill('ftp://example.com/plan');
  await materials.submitForm();
  await expect(page.getByText('请输入以http://或https://开头的链接地址')).toBeVisible();
  await materials.field('链接地址').fill('https://example.com/new-plan');
  await materials.chooseOrganisation('北京分公司', page);
  await materials.submitForm();
  await expect(page.getByText('添加成功')).toBeVisible();
  await expect(page).toHaveURL('/productManagement');
  await expect(materials.row('新品保障计划')).toContainText('https://example.com/new-plan');

  await expect(agentPage.getByText('新的产品链接，产品列表已更新')).toBeVisible();
  await expect(agentView.row('新品保障计划')).toContainText('启用');
  await expect(agentView.row('新品保障计划')).toContainText('陈志远');
  await context.close();
});
