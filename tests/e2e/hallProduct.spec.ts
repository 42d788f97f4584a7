import { expect, test } from './fixtures';
import { AdminApi } from './pages/AdminApi';
import { enterHall, HallFooter } from './pages/HallPages';
import { HallShare } from './pages/HallShare';

const videoSells = { agentLogin: 'vs_agent1', agentName: '钱程', tenant: 'cmb_videoSells' };
/** The video-sales tenant's name, as lists show it. */
const VIDEO_SELLS_TENANT_NAME = '昌明银行';

test('a video-sales hall opens on the product the customer called from; the agent starts same screen from it and comes back home', async ({
  page,
  browser,
  server,
  request,
}) => {
  // The product page as the platform admin lists it, of the video-sales tenant (the demo tenant has one of that name too).
  const product = await (
    await AdminApi.as(request, 'sysadmin')
  ).findOne<{ _id: string; tenant: { name: string } }>(
    '/api/shareWebs/list',
    'name',
    '少儿教育金计划',
    (link) => link.tenant.name === VIDEO_SELLS_TENANT_NAME,
  );
  const hall = await enterHall(page, browser, server, { ...videoSells, product: product._id });
  const agent = new HallShare(page);
  const footer = new HallFooter(page);

  // The 产品 tab shows the product page itself, and the footer has invite and back-to-home instead of share.
  await expect(agent.tab('产品')).toHaveAttribute('aria-selected', 'true');
  await expect(
    agent.panel().frameLocator('iframe[title="少儿教育金计划"]').getByRole('heading', { name: '少儿教育金计划' }),
  ).toBeVisible();
  await expect(footer.item('邀请')).toBeVisible();
  await expect(footer.item('共享')).toHaveCount(0);

  await agent.panel().getByRole('button', { name: '开始同屏' }).click();
  const dialog = page.getByRole('dialog', { name: '共享产品' });
  await dialog.getByRole('checkbox', { name: '王先生' }).check();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('共享产品成功')).toBeVisible();
  const customer = new HallShare(hall.customer);
  await expect(customer.web().getByRole('heading', { name: '少儿教育金计划' })).toBeVisible();

  // The customer, who drives the same screen, follows a link of the shared page, and the agent's page follows;
  // the agent opens another tab.
  await customer.web().getByRole('link', { name: '了解终身寿险产品介绍' }).click();
  await expect(agent.web().getByRole('heading', { name: '终身寿险产品介绍' })).toBeVisible();
  await expect(customer.web().getByRole('heading', { name: '终身寿险产品介绍' })).toBeVisible();
  await agent.tab('营销中心').click();
  await expect(agent.shareButton('年金险热销海报')).toBeVisible();

  // Back home: the 产品 tab, and the product's own page again on both sides.
  await footer.item('返回首页').click();
  await expect(agent.tab('产品')).toHaveAttribute('aria-selected', 'true');
  await expect(agent.panel().getByRole('button', { name: '开始同屏' })).toBeVisible();
  await expect(agent.web().getByRole('heading', { name: '少儿教育金计划' })).toBeVisible();
  await expect(customer.web().getByRole('heading', { name: '少儿教育金计划' })).toBeVisible();
  await hall.phone.close();
});

test('a video-sales hall without a product page lets the agent add the link the customer asks about', async ({
  page,
  browser,
  server,
}) => {
  const hall = await enterHall(page, browser, server, videoSells);
  const agent = new HallShare(page);
  const footer = new HallFooter(page);

  await expect(agent.panel().getByText('暂无产品页面')).toBeVisible();
  await expect(footer.item('返回首页')).toHaveCount(0);
  await agent.panel().getByRole('button', { name: '添加链接' }).click();
  const dialog = page.getByRole('dialog', { name: '添加链接' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请输入名称')).toBeVisible();
  await dialog.getByLabel('名称').fill('终身寿险');
  await dialog.getByLabel('链接地址').fill('whole-life');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请输入以http://或https://开头的链接地址')).toBeVisible();
  await dialog.getByLabel('链接地址').fill('/demo/products/whole-life.html');
  await dialog.getByRole('button', { name: '确定' }).click();

  await expect(dialog).toBeHidden();
  await expect(agent.panel().frameLocator('iframe[title="终身寿险"]').locator('h1')).toBeVisible();
  await expect(footer.item('返回首页')).toBeVisible();
  // The room keeps it: a reload shows the same product page.
  await page.reload();
  await expect(agent.panel().frameLocator('iframe[title="终身寿险"]').locator('h1')).toBeVisible({ timeout: 15_000 });
  await hall.phone.close();
});
