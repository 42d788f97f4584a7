import { devices, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { create as qrCode } from 'qrcode';
import { expect, test } from './fixtures';
import { AdminApi } from './pages/AdminApi';
import { LoginPage } from './pages/LoginPage';
import { CustomerSameScreenPage, SameScreenPage } from './pages/SameScreenPage';

const ENDED_TEXT = '该记录已结束，正在刷新列表';

/** Calls the API with the browser's own session, so the signed-in page stays signed in. */
async function asBrowser(context: BrowserContext, method: 'GET' | 'POST', path: string, data?: unknown) {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token')?.value ?? '';
  const answer = await context.request.fetch(path, {
    method,
    headers: { 'access-token': decodeURIComponent(token) },
    ...(data === undefined ? {} : { data }),
  });
  const body = (await answer.json()) as { errCode: number; errInfo?: string; result?: { _id: string } };
  expect(body.errCode, body.errInfo).toBe(0);
  return body.result;
}

/** The demo tenant's product link the records are made from, as its tenant admin lists it. */
async function productLink(request: APIRequestContext) {
  return (await AdminApi.as(request, 'demo_tadmin')).findOne('/api/shareWebs/list', 'name', '终身寿险产品介绍');
}

test('an agent starts a same-screen session, invites by text, SMS and short link, and ends it', async ({
  page,
  context,
  browser,
  server,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await new LoginPage(page).signIn('demo_agent1');
  const sameScreen = new SameScreenPage(page);
  await sameScreen.open();
  await expect(sameScreen.total()).toHaveText('共 0 条');

  await sameScreen.start('少儿教育金计划', { name: '刘女士', phone: '1391234' });
  await expect(page.getByText('请输入正确的手机号')).toBeVisible();
  await sameScreen.field('客户手机号').fill('13912345678');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('创建同屏成功')).toBeVisible();
  await expect(page).toHaveURL('/sameScreen');
  await expect(sameScreen.total()).toHaveText('共 1 条');
  const row = sameScreen.row('刘女士');
  await expect(row).toContainText('少儿教育金计划');
  await expect(row).toContainText('139****5678');
  const invite = await sameScreen.inviteNumberOf('刘女士');

  await sameScreen.act('刘女士', '复制邀请');
  await expect(page.getByText('复制成功')).toBeVisible();
  const text = await sameScreen.clipboard();
  expect(text).toContain('张晓明');
  expect(text).toContain(`同屏号：${invite}`);
  const inviteLink = /请点击链接加入：(\S+)$/.exec(text)?.[1] ?? '';
  expect(inviteLink).toMatch(new RegExp(`^${server.url}/customer/sameScreen/[0-9a-f-]{36}\\?key=[A-Za-z0-9_-]{43}$`));

  await sameScreen.act('刘女士', '发送短信');
  await sameScreen.sendSms('13912345678 123');
  await expect(sameScreen.dialog()).toContainText('请输入正确的手机号：123');
  await sameScreen.sendSms('13912345678，15800001111');
  await expect(page.getByText('发送短信成功')).toBeVisible();
  await expect(sameScreen.dialog()).toHaveCount(0);
  const outbox = await server.ctx.db.selectFrom('smsOutbox').select(['phone', 'content']).orderBy('phone').execute();
  expect(outbox).toEqual([
    { phone: '13912345678', content: text },
    { phone: '15800001111', content: text },
  ]);

  await sameScreen.act('刘女士', '二维码');
  await expect(sameScreen.dialog().getByRole('heading', { name: '二维码' })).toBeVisible();
  const shortUrl = (await sameScreen.shortLink().textContent()) ?? '';
  expect(shortUrl).toMatch(new RegExp(`^${server.url}/s/[0-9A-Za-z]{22}$`));
  await expect(sameScreen.shortLinkQr()).toBeVisible();
  await expect(sameScreen.shortLinkQr()).toHaveAttribute('src', /^data:image\/png;base64,/);
  const expected = qrCode(shortUrl).modules;
  const modules = Array.from({ length: expected.size }, (_, row) =>
    Array.from({ length: expected.size }, (_, col) => expected.get(row, col) === 1),
  );
  expect(await sameScreen.qrModules(expected.size)).toEqual(modules);
  const redirect = await context.request.get(shortUrl, { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers().location).toBe(inviteLink);
  await sameScreen.dialog().getByRole('button', { name: '返回' }).click();

  // The customer opens the invitation's link on a phone and lands on the shared page.
  const phone = await browser.newContext({ ...devices['iPhone 13'], baseURL: server.url });
  const customerPage = await phone.newPage();
  await customerPage.clock.install();
  await customerPage.goto(inviteLink);
  await expect(customerPage).toHaveURL(inviteLink);
  const customer = new CustomerSameScreenPage(customerPage);
  await expect(customer.agent()).toHaveText('您的专属顾问：张晓明');
  await expect(customer.sharedPage()).toHaveAttribute('src', '/demo/products/child-education.html');
  await expect(customer.sharedPageContent().getByRole('heading', { name: '少儿教育金计划' })).toBeVisible();

  await sameScreen.act('刘女士', '结束');
  await expect(sameScreen.dialog()).toContainText('确定要结束该同屏吗？');
  await sameScreen.confirm();
  await expect(page.getByText('关闭成功')).toBeVisible();
  await expect(sameScreen.total()).toHaveText('共 0 条');
  await customerPage.clock.fastForward(10_000);
  await expect(customer.ended()).toHaveText('会话已结束');
  await expect(customer.sharedPage()).toHaveCount(0);
  await phone.close();

  await sameScreen.open('/recordSameScreen');
  await page.getByRole('tab', { name: '已结束' }).click();
  await expect(sameScreen.row(invite)).toContainText('已结束');
  await page.getByRole('tab', { name: '进行中' }).click();
  await expect(sameScreen.total()).toHaveText('共 0 条');

  const other = await browser.newContext({ baseURL: server.url });
  const otherPage = await other.newPage();
  await new LoginPage(otherPage).signIn('acme_agent1');
  const otherRecords = new SameScreenPage(otherPage);
  await otherRecords.open('/recordSameScreen');
  await expect(otherRecords.total()).toHaveText('共 0 条');
  await expect(otherRecords.row(invite)).toHaveCount(0);
  await other.close();
});

test('inviting on a record that ended elsewhere shows the ended text and reloads the list', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await new LoginPage(page).signIn('demo_agent1');
  const link = await productLink(request);
  const record = await asBrowser(context, 'POST', '/api/serviceWeb/create', {
    shareWebId: link._id,
    customerName: '陈先生',
  });
  const sameScreen = new SameScreenPage(page);
  await sameScreen.open();
  await expect(sameScreen.row('陈先生')).toHaveCount(1);

  // Ended from the room or another tab while this list still shows it.
  await asBrowser(context, 'POST', '/api/serviceWeb/end', { serviceId: record?._id, from: 'exhibitionHall' });
  await sameScreen.act('陈先生', '复制邀请');
  await expect(page.getByText(ENDED_TEXT)).toBeVisible();
  await expect(sameScreen.row('陈先生')).toHaveCount(0);
  await expect(sameScreen.total()).toHaveText('共 0 条');
});

test('leaving a same-screen hall through the menu asks, and confirming ends the record', async ({
  page,
  context,
  request,
}) => {
  await new LoginPage(page).signIn('demo_agent1');
  const link = await productLink(request);
  const record = await asBrowser(context, 'POST', '/api/serviceWeb/create', {
    shareWebId: link._id,
    customerName: '孙先生',
  });
  await page.goto(`/exhibitionHall/sameScreen?serviceId=${record?._id}`);
  await expect(page.getByRole('button', { name: '结束同屏' })).toBeVisible();

  // Cancelling stays in the hall with the record in progress; confirming ends it, then opens the menu's page.
  await page.getByRole('menuitem', { name: '通话记录' }).click();
  await expect(page.getByText('确定要结束同屏吗？')).toBeVisible();
  await page.getByRole('button', { name: '取消' }).click();
  await expect(page).toHaveURL(/\/exhibitionHall\/sameScreen/);
  await page.getByRole('menuitem', { name: '通话记录' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL('/callRecord/list');
  const sameScreen = new SameScreenPage(page);
  await sameScreen.open('/recordSameScreen');
  await page.getByRole('tab', { name: '已结束' }).click();
  await expect(sameScreen.row('孙先生')).toContainText('已结束');
});

test('an organisation admin opens every record in scope from 业务记录 › 同屏记录, and a record detail', async ({
  page,
  browser,
  server,
  request,
}) => {
  const agent = await browser.newContext({ baseURL: server.url });
  await new LoginPage(await agent.newPage()).signIn('demo_agent1');
  const link = await productLink(request);
  const record = await asBrowser(agent, 'POST', '/api/serviceWeb/create', {
    shareWebId: link._id,
    customerName: '赵女士',
  });
  await agent.close();

  await new LoginPage(page).signIn('demo_oadmin');
  await page.getByRole('menuitem', { name: '同屏记录' }).click();
  await expect(page).toHaveURL('/recordSameScreen');
  const records = new SameScreenPage(page);
  await expect(records.row('赵女士')).toContainText('进行中');
  await records.act('赵女士', '详情');
  await expect(page).toHaveURL(`/sameScreenDetails/${record?._id ?? ''}/recordSameScreen`);
  await expect(page.getByText('赵女士')).toBeVisible();
});
