import { samplePng } from '../support/sampleFiles';
import { expect, test } from './fixtures';
import { FiveGRoomView, startSession, uploadMaterial } from './pages/FiveGRoom';
import { LoginPage } from './pages/LoginPage';

test('the 5G room shows its session number, timer, buttons and share tabs; a second tab is refused and closes', async ({ page }) => {
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

test('the script library opens as an embedded page; ending the session asks, shows the customer, then ends and closes', async ({ page }) => {
  await new LoginPage(page).signIn('demo_agent1');
  const serviceId = await startSession(page);
  const room = new FiveGRoomView(page);
  await room.open(serviceId);
  await room.button('话术库').click();
  await expect(room.sidePanel().locator('iframe')).toHaveAttribute('src', new RegExp(`^/sopIframe/words\\?token=[^&]+&meetingId=${serviceId}$`));

  await room.button('结束会话').click();
  await expect(page.getByText('您确认结束会话吗')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  const userInfo = page.getByRole('dialog', { name: '用户信息' });
  await expect(userInfo).toBeVisible();
  await userInfo.getByRole('button', { name: '结束会话' }).click();
  await expect(page.getByText('会话已结束')).toBeVisible();
  await expect(page).toHaveURL(/\/fifthGeneration\/list$/);
});
