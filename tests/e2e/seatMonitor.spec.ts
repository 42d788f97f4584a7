import { expect, test } from './fixtures';
import { AgentCallBox } from './pages/CallPages';
import { LoginPage } from './pages/LoginPage';

test('a tenant admin watches a seat change status live; the agent reads its monitoring figures and exports them', async ({
  page,
  browser,
  server,
}) => {
  await new LoginPage(page).signIn('demo_tadmin');
  await page.goto('/SitDownStatusManagement');
  const seat = page.getByTestId('seat-demo_agent1');
  await expect(seat.getByTestId('seat-status')).toHaveText('离线');

  const agentContext = await browser.newContext({ baseURL: server.url });
  const agentPage = await agentContext.newPage();
  await new LoginPage(agentPage).signIn('demo_agent1');
  await expect(seat.getByTestId('seat-status')).toHaveText('空闲');
  await new AgentCallBox(agentPage).setStatus('忙碌');
  await expect(seat.getByTestId('seat-status')).toHaveText('忙碌');
  // The call test opens for the seat of its row, after that row has changed live.
  await seat.getByRole('button', { name: '呼叫测试' }).click();
  const callTest = page.getByRole('dialog');
  await expect(callTest.getByRole('heading')).toHaveText(`呼叫测试：${await seat.locator('td').first().innerText()}`);
  await callTest.getByRole('button', { name: '关闭' }).click();
  await expect(callTest).toHaveCount(0);

  // 监控统计 is in the agent's 运营 menu (spec 1 §2.3): its own rooms of the last 7 days.
  await agentPage.goto('/monitoringData');
  await expect(agentPage.getByTestId('stat-rs1-serviceRoomTotal')).toContainText('3');
  // Of the demo's three rooms, the customer's network was lost in one and its audio-video connection failed in another.
  await expect(agentPage.getByTestId('stat-rs1-errPercent')).toContainText('66.67');
  await expect(agentPage.getByTestId('monitor-row')).not.toHaveCount(0);
  // Days show as YYYY-MM-DD whatever the browser's locale; a window before the demo's rooms counts none.
  const end = agentPage.getByRole('group', { name: '结束日期' });
  await expect(end).toHaveText(/^\d{4}-\d{2}-\d{2}结束日期$/);
  await agentPage.getByRole('group', { name: '开始日期' }).getByRole('spinbutton').first().click();
  await agentPage.keyboard.type('20200101');
  await end.getByRole('spinbutton').first().click();
  await agentPage.keyboard.type('20200102');
  await expect(end.locator('input')).toHaveValue('2020-01-02');
  await expect(agentPage.getByTestId('stat-rs1-serviceRoomTotal').locator('h6')).toHaveText('0');
  await expect(agentPage.getByText('共 0 条')).toBeVisible();
  await expect(agentPage.getByText(/第 0 条/)).toHaveCount(0);
  await agentPage.goto('/monitoringData');
  const download = agentPage.waitForEvent('download');
  await agentPage.getByRole('button', { name: '导出' }).click();
  expect((await download).suggestedFilename()).toBe('监控统计.xlsx');
  await agentContext.close();
});
