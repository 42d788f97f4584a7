import { expect, test } from './fixtures';
import { FiveGRoomView, startSession } from './pages/FiveGRoom';
import { LoginPage } from './pages/LoginPage';

test('an admin adds a script to the library; in a 5G call the assistant suggests it from what the customer says and records the 双录 checkpoints', async ({
  page,
}) => {
  await new LoginPage(page).signIn('demo_tadmin');
  await page.goto('/sopIframe/words');
  await page.getByRole('button', { name: '新增话术' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('产品').fill('养老年金');
  await dialog.getByLabel('销售阶段').click();
  await page.getByRole('option', { name: '风险提示' }).click();
  await dialog.getByLabel('话术标题').fill('收益风险提示');
  await dialog.getByLabel('话术内容').fill('本产品收益不保证，可能出现亏损，请您知悉。');
  await dialog.getByLabel('匹配关键词').fill('风险，亏损');
  await dialog.getByLabel('确认关键词').fill('确认');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('sop-script')).toContainText('收益风险提示');

  await new LoginPage(page).signIn('demo_agent1');
  await page.goto('/sopIframe/words');
  await page.getByLabel('搜索话术').fill('亏损');
  await page.getByLabel('搜索话术').press('Enter');
  await expect(page.getByTestId('sop-script')).toHaveCount(1);
  await expect(page.getByRole('button', { name: '新增话术' })).toHaveCount(0);

  const serviceId = await startSession(page);
  const room = new FiveGRoomView(page);
  await room.open(serviceId);
  await room.button('实时辅助').click();
  const assistant = room.sidePanel().getByTestId('sop-assistant-panel');
  // No speech engine here: the panel says so and takes typed or tapped lines.
  await expect(assistant.getByText('语音识别未开通，请输入文字或点选')).toBeVisible();
  await expect(assistant.getByText('暂无匹配的话术')).toBeVisible();
  await assistant.getByLabel('客户说').fill('这个产品会不会亏损？');
  await assistant.getByLabel('客户说').press('Enter');
  const suggestion = assistant.getByTestId('sop-script');
  await expect(suggestion).toContainText('收益风险提示');
  await suggestion.getByRole('button', { name: '标记已读' }).click();
  await expect(suggestion.getByRole('button', { name: '已读' })).toBeDisabled();
  await assistant.getByLabel('客户说').fill('好的，我确认');
  await assistant.getByLabel('客户说').press('Enter');
  await expect(assistant.getByText('已记录客户确认：确认')).toBeVisible();

  await page.goto(`/fifthGeneration/detail/${serviceId}`);
  const checkpoints = page.getByTestId('sop-checkpoints');
  // A script of the 风险提示 stage read out is the risk notice 双录 asks for.
  await expect(checkpoints).toContainText('风险提示已读');
  await expect(checkpoints).toContainText('客户确认');
  await expect(checkpoints).toContainText('好的，我确认');
});
