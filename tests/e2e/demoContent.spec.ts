import { devices, type Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { AdminApi } from './pages/AdminApi';
import { AgentCallBox, CustomerCallPage } from './pages/CallPages';
import { enterHall } from './pages/HallPages';
import { HallShare } from './pages/HallShare';
import { ListPage } from './pages/ListPage';
import { LoginPage } from './pages/LoginPage';

const CHINESE = /[\u4e00-\u9fff]{2}/;

test('every seeded link of every tenant is a Chinese page of our own server that fits a phone and needs nothing from elsewhere', async ({
  browser,
  server,
}) => {
  const links = await server.ctx.db
    .selectFrom('shareWebs as s')
    .innerJoin('tenants as t', 't.id', 's.tenantId')
    .select(['t.code', 's.type', 's.name', 's.url', 's.thumbnail'])
    .orderBy('t.code')
    .orderBy('s.url')
    .execute();
  const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL: server.url });
  const page = await phone.newPage();
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(server.url) && !request.url().startsWith('data:')) elsewhere.push(request.url());
  });

  const types = new Map<string, Set<string>>();
  for (const link of links) {
    types.set(link.code, (types.get(link.code) ?? new Set()).add(link.type));
    expect(link.url, `${link.code} ${link.name}`).toMatch(/^\/demo\//);
    const answer = await page.goto(link.url);
    expect(answer?.status(), link.url).toBe(200);
    expect(answer?.headers()['content-type']).toContain('text/html');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('h1')).toHaveText(CHINESE);
    await expect(page.locator('body')).toContainText('仅供参考');
    // Phone-friendly: nothing wider than the screen.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      link.url,
    ).toBeLessThanOrEqual(0);
    // A measurement page answers from its own form.
    if (link.type === 'measurement') await expect(page.locator('[data-out]').first()).toHaveText(/\d/);
    if (link.thumbnail)
      expect((await page.request.get(link.thumbnail)).headers()['content-type']).toContain('image/svg+xml');
  }
  expect(elsewhere).toEqual([]);
  for (const code of ['demo', 'acme', 'cmb_videoSells'])
    expect([...(types.get(code) ?? [])].sort()).toEqual(['digitalMan', 'measurement', 'sells', 'yxzx']);
  await phone.close();
});

test('a measurement page follows the form, also when the hall sets a field without an input event', async ({
  page,
}) => {
  await page.goto('/demo/changming/deposit.html');
  const interest = page.locator('[data-out="interest"]');
  await expect(interest).toHaveText('29,250 元');
  await page.getByLabel('存入金额（万元）').fill('100');
  await expect(interest).toHaveText('58,500 元');
  await page.getByLabel('存期').evaluate((select: HTMLSelectElement) => {
    select.value = '1';
  });
  await expect(interest).toHaveText('16,000 元');
});

test("README: a video-sales customer calls from a product page; vs_agent1's hall shows it under 产品 with 开始同屏", async ({
  page,
  server,
}) => {
  await page.context().grantPermissions(['camera', 'microphone'], { origin: server.url });
  // Sign in as vs_agent1; the link's id is in the address of its edit page under 资源管理 › 链接素材.
  await new LoginPage(page).signInOnline(server, 'vs_agent1');
  await page.getByRole('menuitem', { name: '链接素材' }).click();
  await expect(page).toHaveURL('/productManagement');
  const links = new ListPage(page);
  await links.row('大额存单收益测算').getByRole('button', { name: '编辑' }).click();
  await expect(page).toHaveURL(/\/productManagement\/[0-9a-f-]{36}$/);
  const linkId = new URL(page.url()).pathname.split('/').pop() ?? '';

  // Open the customer's call page with that id, in the same browser, and call.
  const customerPage = await page.context().newPage();
  const customer = new CustomerCallPage(customerPage);
  await customer.open({ tenant: 'cmb_videoSells', product: linkId });
  await customer.field('姓名').fill('王先生');
  await customer.field('手机号').fill('13800138000');
  await customer.call();
  await page.bringToFront();
  await new AgentCallBox(page).answer();
  await expect(customer.connected()).toHaveText('已接通顾问：钱程');

  // The hall's 产品 tab shows that page with 开始同屏, which shares it with the customer.
  const agent = new HallShare(page);
  await expect(agent.tab('产品')).toHaveAttribute('aria-selected', 'true');
  const productPage = agent.panel().frameLocator('iframe[title="大额存单收益测算"]');
  await expect(productPage.getByRole('heading', { name: '大额存单收益测算' })).toBeVisible();
  await expect(productPage.locator('[data-out="total"]')).toHaveText('529,250 元');
  await agent.panel().getByRole('button', { name: '开始同屏' }).click();
  const dialog = page.getByRole('dialog', { name: '共享产品' });
  await dialog.getByRole('checkbox', { name: '王先生' }).check();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('共享产品成功')).toBeVisible();
  await expect(new HallShare(customerPage).web().getByRole('heading', { name: '大额存单收益测算' })).toBeVisible();
  await customerPage.close();
});

/** A small picture of what the video shows now: its time, the spread of its brightness and the brightness of each point. */
function frameOf(video: Locator) {
  return video.evaluate((player: HTMLVideoElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 36;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(player, 0, 0, canvas.width, canvas.height);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const light: number[] = [];
    for (let i = 0; i < pixels.length; i += 4)
      light.push(0.299 * (pixels[i] ?? 0) + 0.587 * (pixels[i + 1] ?? 0) + 0.114 * (pixels[i + 2] ?? 0));
    return { time: player.currentTime, spread: Math.max(...light) - Math.min(...light), light };
  });
}

const difference = (a: number[], b: number[]) =>
  a.reduce((sum, value, i) => sum + Math.abs(value - (b[i] ?? 0)), 0) / a.length;

test.describe('with the sample files', () => {
  test.use({ seedFiles: true });

  test('the seeded product video plays with moving pictures on both sides, and the seeded brochure shows its pages', async ({
    page,
    browser,
    server,
    request,
  }) => {
    test.setTimeout(150_000);
    const hall = await enterHall(page, browser, server);
    const agent = new HallShare(page);
    const customer = new HallShare(hall.customer);

    await agent.tab('视频').click();
    await agent.shareButton('产品介绍视频').click();
    const agentVideo = page.getByTestId('shared-video');
    const customerVideo = hall.customer.getByTestId('shared-video');
    await expect(agentVideo).toBeVisible();
    await expect
      .poll(() => agentVideo.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);
    expect(
      await agentVideo.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight, Math.round(v.duration)]),
    ).toEqual([640, 360, 10]);
    // The agent presents from the start, and the customer's video plays along; each side is watched
    // from a fresh start, so the ten seconds do not run out on a slow machine. On both a second goes by
    // and the picture, never of one colour, changes with it.
    const fromTheStart = () =>
      agentVideo.evaluate((v: HTMLVideoElement) => {
        v.currentTime = 0;
        return v.play();
      });
    for (const video of [agentVideo, customerVideo]) {
      await fromTheStart();
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0 && v.currentTime < 3), {
          timeout: 15_000,
        })
        .toBe(true);
      const first = await frameOf(video);
      await expect.poll(async () => (await frameOf(video)).time - first.time).toBeGreaterThan(1);
      const later = await frameOf(video);
      expect(first.spread).toBeGreaterThan(60);
      expect(later.spread).toBeGreaterThan(60);
      expect(difference(first.light, later.light)).toBeGreaterThan(1);
    }

    // The brochure: once drawn, its two pages show on the customer's phone.
    // Another sign-in than the agent's own, outside its browser.
    const admin = await AdminApi.as(request, 'demo_tadmin');
    const brochure = await admin.findOne('/api/files/list', 'name', '产品说明书');
    await expect
      .poll(
        async () =>
          (
            await admin
              .call<{ images: string[] }>('GET', `/api/file/detail?id=${brochure._id}`)
              .catch(() => ({ images: [] }))
          ).images.length,
        { timeout: 60_000 },
      )
      .toBe(2);
    // The demo tenant has useSop: the assistant took the panel when the video was shared.
    await agent.openShareList();
    await agent.tab('文件').click();
    await agent.shareButton('产品说明书').click();
    await expect(page.getByText('当前正在共享，确认切换同屏内容吗？')).toBeVisible();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(customer.pageNumber()).toHaveText('第 1 / 2 页');
    await expect.poll(() => customer.pageImageWidth()).toBeGreaterThan(100);
    await hall.phone.close();
  });
});
