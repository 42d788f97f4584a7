import { expect, test } from './fixtures';
import { AdminApi } from './pages/AdminApi';
import { CustomerCallPage } from './pages/CallPages';
import { HallShare } from './pages/HallShare';
import { enterHall } from './pages/HallPages';
import { MEDIA_TIMEOUT } from './pages/HallRoom';
import { PhoneFit } from './pages/PhoneFit';
import { RoomCallView } from './pages/RoomCallView';
import { CustomerSameScreenPage } from './pages/SameScreenPage';

const PHONES = [
  { width: 320, height: 568 },
  { width: 430, height: 932 },
];

for (const viewport of PHONES) {
  test(`a ${viewport.width}x${viewport.height} phone shows the call with a one-line header, and the video and the shared page both in view`, async ({
    page,
    browser,
    server,
  }) => {
    test.setTimeout(180_000);
    const hall = await enterHall(page, browser, server, { customerName: '欧阳建国先生', viewport });
    const customer = hall.customer;
    const fit = new PhoneFit(customer);
    const call = new RoomCallView(customer);
    const header = customer.getByRole('banner');
    await expect.poll(() => call.framesDecoded(), { timeout: MEDIA_TIMEOUT }).toBeGreaterThan(0);

    await fit.expectNoSidewaysScroll();
    await fit.expectOneLine(header);
    await fit.expectInView(call.remoteVideo(), viewport.height / 4);
    await fit.expectInView(customer.getByRole('button', { name: '挂断' }));

    // The agent shares a product page with the customer.
    await new HallShare(page).shareButton('少儿教育金计划').click();
    const dialog = page.getByRole('dialog', { name: '共享产品' });
    await dialog.getByRole('checkbox', { name: '欧阳建国先生' }).check();
    await dialog.getByRole('button', { name: '确定' }).click();
    const shared = new HallShare(customer);
    await expect(shared.web().getByRole('heading', { name: '少儿教育金计划' })).toBeVisible();

    await fit.expectNoSidewaysScroll();
    await fit.expectOneLine(header);
    await fit.expectInView(shared.view(), viewport.height / 3);
    await fit.expectInView(call.remoteVideo(), 60);
    await fit.expectInView(customer.getByRole('button', { name: '挂断' }));
    await expect.poll(() => call.framesDecoded()).toBeGreaterThan(0);
    await hall.phone.close();
  });

  test(`the call and join pages fit a ${viewport.width}x${viewport.height} phone`, async ({ browser, server }) => {
    const phone = await browser.newContext({ viewport, baseURL: server.url, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    const fit = new PhoneFit(page);
    await new CustomerCallPage(page).open({ tenant: 'demo', name: '欧阳建国先生', phone: '13800138000' });
    await fit.expectNoSidewaysScroll();
    await fit.expectOneLine(page.getByRole('heading', { name: '视频客服' }));
    await fit.expectInView(page.getByRole('button', { name: '发起视频通话' }));
    await page.goto('/customer/join');
    await fit.expectNoSidewaysScroll();
    await fit.expectInView(page.getByRole('button', { name: '加入' }));
    await phone.close();
  });

  test(`a same-screen session's page fits a ${viewport.width}x${viewport.height} phone, the shared page in view`, async ({
    browser,
    request,
    server,
  }) => {
    const agent = await AdminApi.as(request, 'demo_agent1');
    const links = await agent.call<{ list: { _id: string; name: string }[] }>('GET', '/api/shareWebs/list?pageSize=50');
    const link = links.list.find((item) => item.name === '少儿教育金计划');
    const record = await agent.call<{ _id: string; inviteNumber: string }>('POST', '/api/serviceWeb/create', {
      shareWebId: link?._id,
    });
    const phone = await browser.newContext({ viewport, baseURL: server.url, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    const fit = new PhoneFit(page);
    const customer = new CustomerSameScreenPage(page);
    const invitation = await agent.call<{ content: string }>(
      'GET',
      `/api/serviceWeb/getInviteMessage?serviceId=${record._id}`,
    );
    const joinLink = /请点击链接加入：(\S+)$/.exec(invitation.content)?.[1] ?? '';
    await page.goto(joinLink);
    await expect(customer.sharedPageContent().getByRole('heading', { name: '少儿教育金计划' })).toBeVisible();
    await fit.expectNoSidewaysScroll();
    await fit.expectOneLine(page.getByRole('heading', { name: '同屏服务' }));
    await fit.expectInView(customer.agent());
    await fit.expectInView(customer.sharedPage(), viewport.height / 2);
    await phone.close();
  });
}
