import type { APIRequestContext } from '@playwright/test';
import { samplePdfPages } from '../../server/seed/sampleMedia';
import { DocumentPagesCode } from '../../src/schemas/documentPages';
import { DEMO_PASSWORD, expect, test } from './fixtures';
import { callAnswered } from './pages/CallPages';
import { HallShare } from './pages/HallShare';
import { LoginPage } from './pages/LoginPage';
import { MaterialsPage } from './pages/MaterialsPage';

/** The organisation admin uploads a PDF for its organisation; answers once its conversion has ended, with the detail's errCode. */
async function uploadPdf(request: APIRequestContext, name: string, pdf: Buffer): Promise<number> {
  const login = await request.post('/api/login', {
    data: { loginName: 'demo_oadmin', password: DEMO_PASSWORD, encrypted: false, isForceLogin: 1 },
  });
  const token = ((await login.json()) as { result: { token: string } }).result.token;
  const uploaded = await request.post('/api/file', {
    headers: { 'access-token': token },
    multipart: {
      name,
      isPublic: '1',
      range: '1',
      file: { name: 'brochure.pdf', mimeType: 'application/pdf', buffer: pdf },
    },
  });
  const id = ((await uploaded.json()) as { result: { _id: string } }).result._id;
  const detail = async () =>
    (
      (await (await request.get(`/api/file/detail?id=${id}`, { headers: { 'access-token': token } })).json()) as {
        errCode: number;
      }
    ).errCode;
  await expect.poll(detail, { timeout: 60_000 }).not.toBe(DocumentPagesCode.converting);
  return detail();
}

const uploadBrochure = async (request: APIRequestContext) =>
  expect(
    await uploadPdf(request, '产品说明书', samplePdfPages([['Product brochure', 'Page one'], ['Page two: benefits']])),
  ).toBe(0);

test('the agent shares a link and a PDF; the customer sees them and the controller leads the other side', async ({
  page,
  browser,
  server,
}) => {
  await uploadBrochure(page.request);
  await new LoginPage(page).signInOnline(server, 'demo_agent1');
  const { customerPage, close } = await callAnswered(page, browser, server.url);

  const agentShare = new HallShare(page);
  const customerShare = new HallShare(customerPage);

  // The share panel opens by itself; a product link goes through the share-product dialog.
  await agentShare.shareButton('少儿教育金计划').click();
  const dialog = page.getByRole('dialog', { name: '共享产品' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请选择共享人')).toBeVisible();
  await dialog.getByRole('checkbox', { name: '王先生' }).check();
  await expect(dialog.getByRole('radio', { name: '客户' })).toBeChecked();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('共享产品成功')).toBeVisible();

  // Both sides see the product page; the customer controls it.
  await expect(customerShare.web().getByRole('heading', { name: '少儿教育金计划' })).toBeVisible();
  await expect(agentShare.web().getByRole('heading', { name: '少儿教育金计划' })).toBeVisible();
  await expect(customerShare.view()).toContainText('客户操控中');
  // The demo tenant has useSop: once a share has started, the real-time assistant takes the side panel.
  await expect(agentShare.assistant()).toBeVisible();

  // The customer scrolls and types; the agent's view follows.
  await customerShare.scrollWebTo(700);
  await expect.poll(() => agentShare.webScrollTop()).toBeGreaterThan(100);
  const customerAt = await customerShare.webScroll();
  await expect.poll(async () => Math.abs((await agentShare.webScroll()) - customerAt)).toBeLessThan(0.02);
  await customerShare.web().getByLabel('姓名').fill('王小明');
  await expect(agentShare.web().getByLabel('姓名')).toHaveValue('王小明');

  // Switching to the PDF asks first.
  await agentShare.openShareList();
  await agentShare.tab('文件').click();
  await agentShare.shareButton('产品说明书').click();
  await expect(page.getByText('当前正在共享，确认切换同屏内容吗？')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(customerShare.pageImage()).toBeVisible();
  await expect(customerShare.pageNumber()).toHaveText('第 1 / 2 页');
  await expect.poll(() => customerShare.pageImageWidth()).toBeGreaterThan(100);
  await expect(customerShare.webFrame()).toHaveCount(0);

  // The agent leads a document: it turns the page, the customer follows, also after reloading.
  await page.getByRole('button', { name: '下一页' }).click();
  await expect(customerShare.pageNumber()).toHaveText('第 2 / 2 页');
  await expect(customerShare.pageImage()).toHaveAttribute(
    'src',
    /\/sharePage\/[0-9a-f-]{36}\/2\?key=[A-Za-z0-9_-]{43}$/,
  );
  await expect.poll(() => customerShare.pageImageWidth()).toBeGreaterThan(100);
  await customerPage.reload();
  await expect(customerShare.pageNumber()).toHaveText('第 2 / 2 页');
  await expect(page.getByTestId('shared-viewer-page')).toHaveText('客户正在看第 2 页');

  // The customer pages back on its own; the agent stays and sees where the customer is; 回到主讲页 brings it back.
  await expect(customerPage.getByRole('button', { name: '回到主讲页' })).toHaveCount(0);
  await customerPage.getByRole('button', { name: '上一页' }).click();
  await expect(customerShare.pageNumber()).toHaveText('第 1 / 2 页');
  await expect(customerShare.view()).toContainText('主讲页：第 2 页');
  await expect(page.getByTestId('shared-viewer-page')).toHaveText('客户正在看第 1 页');
  await expect(agentShare.pageNumber()).toHaveText('第 2 / 2 页');
  await customerPage.getByRole('button', { name: '回到主讲页' }).click();
  await expect(customerShare.pageNumber()).toHaveText('第 2 / 2 页');
  await expect(customerPage.getByRole('button', { name: '回到主讲页' })).toHaveCount(0);
  await expect(page.getByTestId('shared-viewer-page')).toHaveText('客户正在看第 2 页');

  // Ending the share: both stages give way, the agent's panel returns to the share list.
  await page.getByRole('button', { name: '结束共享' }).click();
  await expect(page.getByText('你已结束共享')).toBeVisible();
  await expect(customerShare.view()).toHaveCount(0);
  await expect(agentShare.view()).toHaveCount(0);
  await expect(agentShare.panel().locator('[data-panel="1"]')).toBeVisible();

  // The customer may end a product share; the agent is told.
  await agentShare.tab('链接').click();
  await agentShare.shareButton('终身寿险产品介绍').click();
  await dialog.getByRole('checkbox', { name: '王先生' }).check();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(customerShare.web().getByRole('heading', { name: '终身寿险产品介绍' })).toBeVisible();
  await customerShare.view().getByRole('button', { name: '结束共享' }).click();
  await expect(page.getByText('客户已结束产品共享')).toBeVisible();
  await expect(agentShare.view()).toHaveCount(0);
  await close();
});

test('a document that could not be converted says so in the file list and in the hall', async ({
  page,
  browser,
  server,
}) => {
  const reason = '文档转码失败，请检查文件能否正常打开后重新上传';
  expect(await uploadPdf(page.request, '损坏的资料', Buffer.from('%PDF-1.4\nnot a real PDF body\n'))).toBe(
    DocumentPagesCode.failed,
  );
  await new LoginPage(page).signInOnline(server, 'demo_agent1');
  const materials = new MaterialsPage(page);
  await materials.open('/materialManagement');
  const row = materials.row('损坏的资料');
  await expect(row.getByTestId('conversion-status')).toContainText('转码失败');
  await expect(row).toContainText(reason);

  const { customerPage, close } = await callAnswered(page, browser, server.url);

  const agentShare = new HallShare(page);
  await agentShare.tab('文件').click();
  const item = agentShare.panel().getByRole('listitem').filter({ hasText: '损坏的资料' });
  await expect(item.getByTestId('conversion-status')).toContainText('转码失败');
  await expect(item).toContainText(reason);
  await agentShare.shareButton('损坏的资料').click();
  await expect(page.getByText(`共享素材失败：${reason}`)).toBeVisible();
  await expect(agentShare.view()).toHaveCount(0);
  await expect(new HallShare(customerPage).view()).toHaveCount(0);
  await close();
});
