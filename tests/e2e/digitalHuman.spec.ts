import { posterPng } from '../../server/seed/sampleMedia';
import { expect, test } from './fixtures';
import { LoginPage } from './pages/LoginPage';
import { StudioPage } from './pages/StudioPage';

test('a tenant admin makes a group and an avatar, allots it to an organisation, and its agent picks it in the editor', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(150_000);
  const suffix = String(Date.now()).slice(-5);
  const groupName = `理赔讲解${suffix}`;
  const avatarName = `理赔顾问${suffix}`;
  await new LoginPage(page).signIn('demo_tadmin');

  await page.getByRole('menuitem', { name: '分组管理' }).click();
  await expect(page).toHaveURL('/groupManagement');
  await page.getByRole('button', { name: '新建', exact: true }).click();
  const groupDialog = page.getByRole('dialog');
  await groupDialog.getByLabel('分组名称').fill(groupName);
  await groupDialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('添加成功')).toBeVisible();
  await expect(page.getByTestId('avatar-group-row').filter({ hasText: groupName })).toBeVisible();

  await page.getByRole('menuitem', { name: '形象分配' }).click();
  await expect(page).toHaveURL('/imageAllocation');
  await page.getByRole('button', { name: '新建', exact: true }).click();
  const avatarDialog = page.getByRole('dialog');
  await avatarDialog.getByRole('button', { name: '保存' }).click();
  await expect(avatarDialog.getByText('请输入形象名称')).toBeVisible();
  await avatarDialog.getByLabel('形象名称').fill(avatarName);
  await avatarDialog.getByLabel('分组').click();
  await page.getByRole('option', { name: groupName }).click();
  await avatarDialog.getByLabel('选择图片或视频').setInputFiles({
    name: 'advisor.png',
    mimeType: 'image/png',
    buffer: posterPng(90, 160, [30, 120, 200], [230, 240, 250]),
  });
  await avatarDialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('新建成功')).toBeVisible();
  const row = page.getByTestId('avatar-row').filter({ hasText: avatarName });
  await expect(row).toContainText('未分配');

  await row.getByRole('button', { name: '分配' }).click();
  await expect(page).toHaveURL(/\/imageAllocationEdit\?id=[0-9a-f-]+$/);
  const avatarId = new URL(page.url()).searchParams.get('id') ?? '';
  await page.getByLabel('机构').click();
  await page.getByRole('option', { name: '上海分公司' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('分配成功')).toBeVisible();
  await expect(page).toHaveURL('/imageAllocation');
  await expect(page.getByTestId('avatar-row').filter({ hasText: avatarName })).toContainText('上海分公司');

  // demo_agent3 works in 上海分公司: the editor's digital-template picker offers the avatar and draws it.
  const agent = await LoginPage.inNewContext(browser, server.url, 'demo_agent3');
  await agent.goto('/videoTemplate/configList');
  await agent.getByRole('button', { name: '新建模板' }).click();
  const studio = new StudioPage(agent);
  await studio.opened();
  await studio.button('编辑').click();
  await studio.tab('背景').click();
  await agent.getByRole('button', { name: '数字人', exact: true }).click();
  await expect(agent.getByRole('button', { name: '知性主播' })).toBeVisible();
  await agent.getByRole('button', { name: avatarName }).click();
  await expect.poll(() => studio.backgroundSource()).toBe(`/api/digitalAvatar/${avatarId}/picture`);
  // An agent of another organisation is not offered it.
  const other = await LoginPage.inNewContext(browser, server.url, 'demo_agent1');
  await other.goto('/videoTemplate/configList');
  await other.getByRole('button', { name: '新建模板' }).click();
  const otherStudio = new StudioPage(other);
  await otherStudio.opened();
  await otherStudio.button('编辑').click();
  await otherStudio.tab('背景').click();
  await other.getByRole('button', { name: '数字人', exact: true }).click();
  await expect(other.getByRole('button', { name: '理财顾问小雅' })).toBeVisible();
  await expect(other.getByRole('button', { name: avatarName })).toHaveCount(0);
});

test('a tenant admin hears a sentence spoken by a voice', async ({ page }) => {
  await new LoginPage(page).signIn('demo_tadmin');
  await page.getByRole('menuitem', { name: '语音合成' }).click();
  await expect(page).toHaveURL('/tts/ttsManagement');
  await expect(page.getByTestId('voice-row')).toHaveCount(2);
  await expect(page.getByTestId('voice-row').first()).toContainText('标准女声');
  await page.getByLabel('试听文字').fill('您好，欢迎了解我们的保障计划');
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/tts/preview'));
  await page.getByRole('button', { name: '试听' }).click();
  const response = await answered;
  expect(response.headers()['content-type']).toBe('audio/wav');
  const audio = page.getByTestId('voice-preview');
  await expect(audio).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.duration)).toBeGreaterThan(0.5);
});
