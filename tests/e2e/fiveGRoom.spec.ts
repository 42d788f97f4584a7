import { devices } from '@playwright/test';
import { samplePdfPages } from '../../server/seed/sampleMedia';
import { samplePng } from '../support/sampleFiles';
import { expect, test } from './fixtures';
import { HandsetPage } from './pages/CallServicePages';
import { FiveGRoomView, roomInfo, startSession, tokenOf, uploadMaterial } from './pages/FiveGRoom';
import { fiveGPaths } from '../../src/schemas/fiveG';
import { LoginPage } from './pages/LoginPage';
import { AdminApi } from './pages/AdminApi';

const PHONE = '13912345678';

test('the 5G room shows its session number, timer, buttons and share tabs; a second tab is refused and closes', async ({
  page,
}) => {
  await new LoginPage(page).signIn('demo_agent1');
  await uploadMaterial(page, '竖屏海报', { name: 'poster.png', mimeType: 'image/png', buffer: samplePng(300, 600) });
  const serviceId = await startSession(page);
  const room = new FiveGRoomView(page);
  await room.open(serviceId);

  await expect(room.flowId()).toHaveText(/^会话编号：\S+$/);
  await expect(room.talkTime()).toHaveText('通话时长：00:00');
  // The demo tenant has fiveGSop: the script library and the assistant show; nothing is shared yet.
  for (const name of ['共享', '话术库', '实时辅助', '结束会话']) await expect(room.button(name)).toBeVisible();
  await expect(room.button('结束共享')).toHaveCount(0);
  await expect(room.background()).toContainText('暂无共享内容');

  await room.button('共享').click();
  await expect(room.tab('5G素材')).toHaveAttribute('aria-selected', 'true');
  await expect(room.list()).toContainText('竖屏海报');
  await expect(room.list()).toContainText(/创建时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  await expect(room.sidePanel().getByRole('button', { name: '添加素材' })).toBeVisible();

  // Search by name, then refresh clears it.
  await room.search().fill('没有这个');
  await room.sidePanel().getByRole('button', { name: '搜索' }).click();
  await expect(room.sidePanel()).toContainText('暂无数据');
  await room.sidePanel().getByRole('button', { name: '刷新' }).click();
  await expect(room.search()).toHaveValue('');
  await expect(room.list()).toContainText('竖屏海报');

  await room.tab('链接').click();
  await expect(room.list()).toContainText('少儿教育金计划');
  await expect(room.sidePanel().getByRole('button', { name: '添加链接' })).toBeVisible();
  await room.tab('模板素材').click();
  await expect(room.list()).toContainText('年金险产品介绍');
  await room.search().fill('没有这个');
  await room.sidePanel().getByRole('button', { name: '搜索' }).click();
  await expect(room.sidePanel()).toContainText('暂无模板素材');

  // Sharing waits for a connected video call.
  await room.tab('5G素材').click();
  await room.shareButton('竖屏海报').click();
  await expect(page.getByText('视频通话时才可以共享')).toBeVisible();

  // The same browser opens the room again: the second tab says so and leaves within 5 s.
  const second = await page.context().newPage();
  await second.goto(`/fiveGCall/${serviceId}`);
  await expect(second.getByText('已经存在5G会话标签')).toBeVisible();
  await expect(second).toHaveURL(/\/fifthGeneration\/list$/, { timeout: 8000 });
  await second.close();
  await expect(room.flowId()).toBeVisible();
});

test('the script library opens in the side panel; ending the session asks, shows the customer, then ends and closes', async ({
  page,
}) => {
  await new LoginPage(page).signIn('demo_agent1');
  const serviceId = await startSession(page);
  const room = new FiveGRoomView(page);
  await room.open(serviceId);
  await room.button('话术库').click();
  await expect(room.sidePanel().getByTestId('sop-library-panel')).toBeVisible();

  await room.button('结束会话').click();
  await expect(page.getByText('您确认结束会话吗')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  const userInfo = page.getByRole('dialog', { name: '用户信息' });
  await expect(userInfo).toBeVisible();
  await userInfo.getByRole('button', { name: '结束会话' }).click();
  await expect(page.getByText('会话已结束')).toBeVisible();
  await expect(page).toHaveURL(/\/fifthGeneration\/list$/);
});

test('a shared document shows its pages on the canvas: zoom, drag, reset and pager; the handset shows it; ending the share clears both', async ({
  page,
  browser,
  server,
}) => {
  await page.context().grantPermissions(['camera', 'microphone'], { origin: server.url });
  await new LoginPage(page).signIn('demo_agent1');
  await uploadMaterial(page, '两页彩页', {
    name: 'leaflet.pdf',
    mimeType: 'application/pdf',
    buffer: samplePdfPages([['Leaflet page one'], ['Leaflet page two']]),
  });
  await uploadMaterial(page, '竖屏海报', { name: 'poster.png', mimeType: 'image/png', buffer: samplePng(300, 600) });
  const serviceId = await startSession(page);
  const room = new FiveGRoomView(page);
  await room.open(serviceId);

  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: server.url,
    permissions: ['camera', 'microphone'],
  });
  const handset = new HandsetPage(await phone.newPage());
  await room.call('王先生', PHONE, '视频呼叫');
  await handset.openFrom(room.page);
  await handset.button('视频接听').click();
  await expect(room.panel()).toHaveAttribute('data-call-status', '2');
  await expect(room.talkTime()).toHaveText(/^通话时长：00:0[0-9]$/);

  // The PDF's pages are converted on the server; sharing waits for them.
  await expect(async () => {
    await room.share('5G素材', '两页彩页');
    await expect(room.viewerPage()).toHaveText('第 1 / 2 页', { timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  await expect(handset.share().getByRole('img', { name: '两页彩页' })).toBeVisible();
  await expect(room.button('结束共享')).toBeVisible();

  // An A4 page fitted in 414x750 is as wide as the canvas; zooming out shows it at 0.8 of that, in the middle.
  await expect.poll(async () => (await room.drawnBox())?.width ?? 0).toBeGreaterThan(400);
  const fitted = (await room.drawnBox())!;
  await room.viewerTool('缩小').click();
  // Sizes are whole pixels on the canvas: within 2 of the exact figure.
  await expect.poll(async () => Math.abs((await room.drawnBox())!.width - fitted.width * 0.8)).toBeLessThanOrEqual(2);
  await room.viewerTool('放大').click();
  await room.viewerTool('放大').click();
  // Wider than the canvas now, so its height tells the scale.
  await expect
    .poll(async () => Math.abs((await room.drawnBox())!.height - fitted.height * 0.8 * 1.2 * 1.2))
    .toBeLessThanOrEqual(2);

  // Dragging moves the picture only with the drag toggle on.
  await room.viewerTool('缩小').click();
  await room.viewerTool('缩小').click();
  // Both steps drawn: each ×0.8.
  await expect
    .poll(async () => Math.abs((await room.drawnBox())!.width - fitted.width * 0.8 * 1.2 * 1.2 * 0.8 * 0.8))
    .toBeLessThanOrEqual(2);
  const small = (await room.drawnBox())!;
  const canvas = room.viewer().locator('canvas').first();
  const dragBy = async (dx: number, dy: number) => {
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + 207, box.y + 375);
    await page.mouse.down();
    await page.mouse.move(box.x + 207 + dx / 2, box.y + 375 + dy / 2, { steps: 5 });
    await page.mouse.move(box.x + 207 + dx, box.y + 375 + dy, { steps: 5 });
    await page.mouse.up();
  };
  await dragBy(60, 40);
  expect(Math.abs((await room.drawnBox())!.left - small.left)).toBeLessThanOrEqual(2);
  await room.viewerTool('拖动').click();
  await dragBy(60, 40);
  await expect.poll(async () => Math.abs((await room.drawnBox())!.left - small.left - 60)).toBeLessThanOrEqual(2);
  await room.viewerTool('还原').click();
  await expect.poll(async () => Math.abs((await room.drawnBox())!.width - fitted.width)).toBeLessThanOrEqual(2);

  await expect(handset.share().getByTestId('handset-share-page')).toHaveText('1/2');
  await room.viewerTool('下一页').click();
  await expect(room.viewerPage()).toHaveText('第 2 / 2 页');
  await expect(room.viewerTool('下一页')).toBeDisabled();
  // The customer's handset follows the agent's page turns.
  await expect(handset.share().getByTestId('handset-share-page')).toHaveText('2/2');
  // The session keeps the page shown (shareInfo).
  await expect.poll(async () => (await roomInfo(page, serviceId)).share?.page).toBe(2);

  // Replacing the share asks first; an image has no pager.
  await room.share('5G素材', '竖屏海报');
  await expect(page.getByText('当前正在共享，请确认是否切换共享内容?')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(room.viewerPage()).toHaveCount(0);
  await expect(handset.share().getByRole('img', { name: '竖屏海报' })).toBeVisible();

  // Switching media is refused while sharing.
  await room.panel().getByRole('button', { name: '音频通话' }).click();
  await expect(page.getByText('请结束分享再进行切换')).toBeVisible();
  await expect(room.panel()).toHaveAttribute('data-call-media', 'video');

  await room.button('结束共享').click();
  await expect(page.getByText('您确认结束共享吗')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(room.background()).toBeVisible();
  await expect(handset.share()).toHaveCount(0);
  await expect(room.button('结束共享')).toHaveCount(0);
  await phone.close();
});

test('going offline in a call hangs up with -1, told to the server once back online; a session ended elsewhere ends the page at the next minute', async ({
  page,
  browser,
  server,
}) => {
  await page.clock.install();
  await page.context().grantPermissions(['camera', 'microphone'], { origin: server.url });
  await new LoginPage(page).signIn('demo_agent1');
  const serviceId = await startSession(page);
  const room = new FiveGRoomView(page);
  await room.open(serviceId);
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: server.url,
    permissions: ['camera', 'microphone'],
  });
  const handset = new HandsetPage(await phone.newPage());
  await room.call('李女士', PHONE, '音频呼叫');
  await handset.openFrom(room.page);
  await handset.button('语音接听').click();
  await expect(room.panel()).toHaveAttribute('data-call-status', '2');

  await page.context().setOffline(true);
  await expect(room.panel()).toHaveAttribute('data-call-status', '0');
  await page.context().setOffline(false);
  await expect.poll(async () => (await roomInfo(page, serviceId)).phoneCallList[0]?.endType).toBe(-1);
  await phone.close();

  // Another page of the agent ends the session; the room finds out at its next check.
  const ended = await page.request.put(fiveGPaths.end, {
    headers: { 'access-token': await tokenOf(page) },
    data: { serviceId },
  });
  expect(((await ended.json()) as { errCode: number }).errCode).toBe(0);
  await expect(room.flowId()).toBeVisible();
  await page.clock.fastForward(60_000);
  await expect(page.getByText('会话已结束')).toBeVisible();
});

test('a room whose marker another tab takes over says so and leaves', async ({ page }) => {
  await new LoginPage(page).signIn('demo_agent1');
  const serviceId = await startSession(page);
  const room = new FiveGRoomView(page);
  await room.open(serviceId);
  await expect(room.flowId()).toBeVisible();
  // Another tab of this browser writes the marker of its own room.
  const other = await page.context().newPage();
  await other.goto('/favicon.svg');
  await other.evaluate(
    (id) =>
      localStorage.setItem(
        'vs.fiveGCall',
        JSON.stringify({ pageId: 'another-tab', serviceId: id, beatAt: Date.now() }),
      ),
    serviceId,
  );
  await expect(page.getByText('已经存在5G会话标签')).toBeVisible();
  await expect(page).toHaveURL(/\/fifthGeneration\/list$/, { timeout: 8000 });
  await other.close();
});

test('the 模板素材 tab previews an approved template while it renders, sends it by SMS and shares it into the call', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(180_000);
  await page.context().grantPermissions(['camera', 'microphone'], { origin: server.url });
  await new LoginPage(page).signIn('demo_agent1');
  const serviceId = await startSession(page);
  const room = new FiveGRoomView(page);
  await room.open(serviceId);
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: server.url,
    permissions: ['camera', 'microphone'],
  });
  const handset = new HandsetPage(await phone.newPage());
  await room.call('王先生', PHONE, '视频呼叫');
  await handset.openFrom(room.page);
  await handset.button('视频接听').click();
  await expect(room.panel()).toHaveAttribute('data-call-status', '2');

  await room.button('共享').click();
  await room.tab('模板素材').click();
  await expect(room.list()).toContainText('年金险产品介绍');
  // The agent did not make it: no editor for them; the draft of the same tenant is not listed.
  await expect(room.list()).not.toContainText('客户回访问候');
  await expect(room.sidePanel().getByRole('button', { name: '编辑 年金险产品介绍' })).toHaveCount(0);

  // Preview: the 360-wide modal says the preview is being made, then plays the rendered template.
  await room.sidePanel().getByRole('button', { name: '预览 年金险产品介绍' }).click();
  const preview = page.getByRole('dialog', { name: /模板预览/ });
  await expect(preview.getByRole('status')).toContainText('预览资源生成中..');
  expect(Math.round((await preview.boundingBox())!.width)).toBe(360);
  await expect(preview.getByTestId('template-preview-video')).toHaveAttribute('src', /\/api\//, { timeout: 150_000 });
  await preview.getByRole('button', { name: '关闭' }).click();

  // SMS share: the customer's phone is prefilled; a wrong number is refused before sending.
  await room.sidePanel().getByRole('button', { name: '短信分享 年金险产品介绍' }).click();
  const sms = page.getByRole('dialog', { name: '短信分享' });
  const number = sms.getByLabel('接收手机号');
  await expect(number).toHaveValue(PHONE);
  await number.fill('1391234');
  await sms.getByRole('button', { name: '发送' }).click();
  await expect(sms.getByText('请输入正确的手机号')).toBeVisible();
  await number.fill(PHONE);
  await sms.getByRole('button', { name: '发送' }).click();
  await expect(page.getByText('发送短信成功')).toBeVisible();
  await expect(sms).toHaveCount(0);
  const template = await server.ctx.db
    .selectFrom('videoTemplateVersions')
    .select('templateId')
    .where('name', '=', '年金险产品介绍')
    .executeTakeFirstOrThrow();
  const outbox = await server.ctx.db.selectFrom('smsOutbox').select(['phone', 'content', 'link']).execute();
  expect(outbox).toEqual([
    {
      phone: PHONE,
      content: expect.stringContaining('张晓明向您分享了视频“年金险产品介绍”'),
      link: `${server.url}/richMediaShare?videoTemplateId=${template.templateId}`,
    },
  ]);
  // The link the customer receives opens the share page of the approved version.
  const customer = await phone.newPage();
  await customer.goto(outbox[0]!.link!);
  await expect(customer.getByRole('heading', { name: '年金险产品介绍' })).toBeVisible();

  // Video share: the card and the customer's handset play the template's share page.
  await room.sidePanel().getByRole('button', { name: '视频共享 年金险产品介绍' }).click();
  await expect(room.page.getByTestId('shared-link')).toHaveAttribute(
    'src',
    `/richMediaShare?videoTemplateId=${template.templateId}`,
  );
  await expect(handset.share()).toContainText('年金险产品介绍');
  await expect.poll(async () => (await roomInfo(page, serviceId)).share?.kind).toBe('template');
  await phone.close();
});

test("the 客户信息 button opens the tenant's form; the saved customer shows in the session's record", async ({
  page,
  request,
}) => {
  await (
    await AdminApi.as(request, 'demo_tadmin')
  ).call('PUT', '/api/fifthGeneration/customerForm', {
    fields: [
      { key: 'firstCustomerName', name: '客户姓名', type: 'input', require: true, colSpan: 12 },
      { key: 'idNumber', name: '证件号码', type: 'input', require: true, pattern: '^\\d{17}[\\dX]$', colSpan: 12 },
      { key: 'budget', name: '年缴预算', type: 'radio', options: ['一万以下', '一万以上'], colSpan: 24 },
    ],
  });
  await new LoginPage(page).signIn('demo_agent1');
  const serviceId = await startSession(page);
  const room = new FiveGRoomView(page);
  await room.open(serviceId);
  await room.panel().getByRole('button', { name: '客户信息' }).click();
  const dialog = page.getByRole('dialog', { name: '客户信息' });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请输入客户姓名')).toBeVisible();
  await expect(dialog.getByText('请输入证件号码')).toBeVisible();
  await dialog.getByLabel('客户姓名').fill('周先生');
  await dialog.getByLabel('证件号码').fill('123');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请输入正确的证件号码')).toBeVisible();
  await dialog.getByLabel('证件号码').fill('11010119900101123X');
  await dialog.getByLabel('一万以上').check();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // Opened again, it shows what was saved.
  await room.panel().getByRole('button', { name: '客户信息' }).click();
  await expect(page.getByRole('dialog', { name: '客户信息' }).getByLabel('证件号码')).toHaveValue('11010119900101123X');
  await page.getByRole('dialog', { name: '客户信息' }).getByRole('button', { name: '取消' }).click();

  await room.button('结束会话').click();
  await page.getByRole('button', { name: '确定' }).click();
  await page.getByRole('dialog', { name: '用户信息' }).getByRole('button', { name: '结束会话' }).click();
  await expect(page).toHaveURL(/\/fifthGeneration\/list$/);
  await page.goto(`/fifthGeneration/detail/${serviceId}`);
  // In the record, after the session, the agent reads the ID number masked.
  await expect(page.getByTestId('detail-证件号码')).toHaveText('110101********123X');
  await expect(page.getByTestId('detail-年缴预算')).toHaveText('一万以上');
  await expect(page.getByTestId('detail-客户姓名')).toHaveText('周先生');
});
