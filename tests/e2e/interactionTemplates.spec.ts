import { expect, test } from './fixtures';
import { InteractionPage } from './pages/InteractionPage';
import { LoginPage } from './pages/LoginPage';

test('an admin creates a Q&A card template with keywords, saves it and previews a no answer', async ({ page }) => {
  await new LoginPage(page).signIn('demo_oadmin');
  await page.goto('/interactionTemplate/configList');
  await page.getByRole('button', { name: '新建模板' }).click();
  const create = page.getByRole('dialog');
  await create.getByRole('button', { name: '确定' }).click();
  await expect(create.getByText('需要填写模板名称')).toBeVisible();
  await create.getByLabel('模板名称').fill('理财意向询问');
  await create.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('新建成功')).toBeVisible();
  await expect(page).toHaveURL(/\/interactionTemplate\/configDetail\?id=[0-9a-f-]+&edit=1$/);

  const editor = new InteractionPage(page);
  await editor.choosePicture('询问背景', '暖色渐变');
  await editor.choosePicture('询问卡片', '询问卡片');
  await page.getByLabel('询问回复话术').fill('您需要了解理财计划吗？');
  await editor.choosePicture('肯定回答卡片', '联系卡片');
  await editor.outcome('yes').getByLabel('肯定回答回复话术').fill('顾问马上联系您');
  await editor.setKeywords('yes', ['需要', '好的']);
  await editor.choosePicture('否定回答卡片', '感谢卡片');
  await editor.outcome('no').getByLabel('否定回答回复话术').fill('感谢您的关注');
  await editor.setKeywords('no', ['不需要', '不用']);
  await editor.button('保存').click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(editor.button('编辑')).toBeVisible();
  await expect(page.getByLabel('询问回复话术')).toBeDisabled();

  await editor.button('互动预览').click();
  await expect(page.getByText('获取互动预览成功')).toBeVisible();
  const preview = page.getByRole('dialog');
  const screen = preview.getByTestId('interaction-screen');
  await expect(screen).toHaveCSS('width', '375px');
  await expect(screen).toHaveCSS('height', '665px');
  await expect(preview.getByTestId('interaction-reply')).toHaveText('您需要了解理财计划吗？');
  await preview.getByLabel('输入客户的回答').fill('我不需要，谢谢');
  await preview.getByRole('button', { name: '回答' }).click();
  await expect(preview.getByTestId('interaction-outcome')).toHaveText('识别结果：否定回答');
  await expect(preview.getByTestId('interaction-reply')).toHaveText('感谢您的关注');
  await expect(screen.getByRole('img')).toHaveAttribute('src', '/studio/card-thanks.svg');

  await preview.getByRole('button', { name: '重新开始' }).click();
  await preview.getByRole('button', { name: '好的' }).click();
  await expect(preview.getByTestId('interaction-outcome')).toHaveText('识别结果：肯定回答');
  await expect(preview.getByTestId('interaction-reply')).toHaveText('顾问马上联系您');
});
