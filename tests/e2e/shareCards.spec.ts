import { expect, test } from './fixtures';
import { LoginPage } from './pages/LoginPage';

test('an agent edits the offer card: totals follow a premium as it is typed, saving draws the card the list shows and the 5G materials offer', async ({
  page,
}) => {
  await new LoginPage(page).signIn('demo_agent1');
  await page.getByRole('menuitem', { name: '5G分享模板' }).click();
  await expect(page).toHaveURL('/fifthGShareTemplate');
  const card = page.getByTestId('share-card-template');
  await expect(card).toContainText('尚未生成卡片图片');
  await expect(card).toContainText('总计：4,615.05');

  await card.getByRole('button', { name: '编辑 车险报价单' }).click();
  const dialog = page.getByRole('dialog', { name: '编辑报价分享卡片' });
  const premium = dialog.getByRole('textbox', { name: '机动车损失保险保费（元）' });
  await expect(premium).toHaveValue('2,136.45');
  await premium.fill('3000.456');
  await expect(dialog.getByTestId('offer-businessTotal')).toHaveText('4,230.06');
  await expect(dialog.getByTestId('offer-coverageTotal')).toHaveText('5,379.06');
  await expect(dialog.getByTestId('offer-total')).toHaveText('5,479.06');

  // An amount that cannot be read keeps the card from being saved; cleared, it is empty and shows '-'.
  const fine = dialog.getByRole('textbox', { name: '车船税滞纳金' });
  await fine.fill('abc');
  await expect(dialog.getByText('请输入不小于0的数字')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '保存' })).toBeDisabled();
  await fine.fill('12.5');
  await expect(dialog.getByTestId('offer-vehicleTax')).toHaveText('112.50');
  await expect(dialog.getByTestId('offer-total')).toHaveText('5,491.56');
  await dialog.getByRole('textbox', { name: '道路救援服务特约条款保费（元）' }).fill('');
  await expect(dialog.getByTestId('offer-businessTotal')).toHaveText('4,180.06');

  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('总计：5,441.56');
  const image = card.getByRole('img', { name: '车险报价单' });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => `${img.naturalWidth}x${img.naturalHeight}`))
    .toBe('750x1330');

  // The drawn card is a 5G material every agent of the company can share in the 5G room.
  await page.getByRole('menuitem', { name: '5G素材' }).click();
  await expect(page.getByRole('cell', { name: '车险报价单' })).toBeVisible();
});
