import { expect, test } from './fixtures';
import { LoginPage } from './pages/LoginPage';
import { RecordsPage } from './pages/RecordsPage';

test('an agent lands on its rooms, opens one, and reads its own answered calls first', async ({ page }) => {
  await new LoginPage(page).signIn('demo_agent1');
  await expect(page).toHaveURL('/remoteMeeting/list');
  const records = new RecordsPage(page);
  await expect(records.total()).toHaveText('共 3 条');
  expect(await records.column('客户姓名')).toEqual(['刘女士', '陈先生', '周先生']);
  expect(new Set(await records.column('状态'))).toEqual(new Set(['已结束']));

  await records.row('陈先生').getByRole('button', { name: '详情' }).click();
  await expect(page).toHaveURL(/\/remoteMeeting\/detail\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('detail-客户姓名')).toHaveText('陈先生');
  await expect(page.getByTestId('evaluation')).toContainText('讲解很清楚，很专业');
  await expect(page.getByTestId('no-video')).toHaveText('暂无视频');

  await records.open('/callRecord/list');
  await expect(records.tab('已接通')).toHaveAttribute('aria-selected', 'true');
  await expect(records.total()).toHaveText('共 3 条');
  expect(await records.column('客户姓名')).toEqual(['刘女士', '陈先生', '周先生']);
  expect(new Set(await records.column('通话状态'))).toEqual(new Set(['已接通']));
  await expect(page.getByLabel('坐席', { exact: true })).toHaveCount(0);

  await records.chooseTab('已取消');
  await expect(records.total()).toHaveText('共 1 条');
  expect(await records.column('客户姓名')).toEqual(['吴女士']);
  await records.chooseTab('全部');
  await expect(records.total()).toHaveText('共 5 条');

  await records.chooseTab('已接通');
  await records.openDialog('周先生', '评价');
  await expect(records.dialog()).toContainText('4星');
  await expect(records.dialog()).toContainText('整体满意，等待时间稍长');
  await records.closeDialog();
  await records.openDialog('刘女士', '评价');
  await expect(records.dialog()).toContainText('暂无评价');
  await records.closeDialog();
  await records.openDialog('刘女士', '视频');
  await expect(records.dialog().getByTestId('no-video')).toHaveText('暂无视频');
  await records.closeDialog();
  await records.openDialog('刘女士', '合成视频');
  await expect(records.dialog().getByTestId('no-video')).toHaveText('暂无视频');
});

test('an agent narrows its rooms by day: a day filter becomes the picker as it is clicked, and takes a typed day', async ({
  page,
}) => {
  await new LoginPage(page).signIn('demo_agent1');
  const records = new RecordsPage(page);
  await expect(records.total()).toHaveText('共 3 条');

  await page.getByRole('textbox', { name: '开始日期' }).click();
  const begin = page.getByRole('group', { name: '开始日期' });
  await expect(begin.getByRole('spinbutton').first()).toBeFocused();
  await page.keyboard.type('20200101');
  await expect(begin.locator('input')).toHaveValue('2020-01-01');
  await expect(records.total()).toHaveText('共 3 条');

  // The calendar button of a field not yet reached opens the picker's calendar.
  await page.getByRole('button', { name: '结束日期' }).click();
  await expect(page.getByRole('grid')).toBeVisible();
  await page.keyboard.press('Escape');
  const end = page.getByRole('group', { name: '结束日期' });
  await end.getByRole('spinbutton').first().click();
  await page.keyboard.type('20200102');
  await expect(end.locator('input')).toHaveValue('2020-01-02');
  await expect(records.total()).toHaveText('共 0 条');
});

test("a tenant admin reads the tenant's calls, filters them by agent and exports them", async ({ page }) => {
  await new LoginPage(page).signIn('demo_tadmin');
  const records = new RecordsPage(page);
  await records.open('/callRecord/list');
  await expect(records.tab('全部')).toHaveAttribute('aria-selected', 'true');
  await expect(records.total()).toHaveText('共 15 条');
  await expect(records.rows()).toHaveCount(5);

  await records.filterByAgent('李静');
  await expect(records.total()).toHaveText('共 5 条');
  expect(new Set(await records.column('坐席'))).toEqual(new Set(['李静']));
  expect(await records.export()).toBe('通话记录.xlsx');

  await records.open('/liveRecording/list');
  await expect(records.tab('全部')).toHaveAttribute('aria-selected', 'true');
  await expect(records.total()).toHaveText('共 6 条');
  await records.chooseTab('进行中');
  await expect(records.total()).toHaveText('共 0 条');
});
