import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { AdminApi } from './pages/AdminApi';
import { callAnswered } from './pages/CallPages';
import { AgentHallPage } from './pages/HallLifecycle';
import { LoginPage } from './pages/LoginPage';
import { RecordsPage } from './pages/RecordsPage';
import { RoomCallView } from './pages/RoomCallView';

const MEDIA_TIMEOUT = 20_000;

test('a 双录 session: a pause both sides see, three checkpoints, the missing face flagged, and the player jumps to a checkpoint', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(180_000);
  // The tenant's scripts for the product, as its admin keeps them in the script library.
  const admin = await AdminApi.as(page.request, 'demo_tadmin');
  for (const script of [
    { stage: '产品介绍', title: '保障责任介绍', content: '本计划保障身故与全残。', keywords: ['保障'] },
    {
      stage: '风险提示',
      title: '收益风险提示',
      content: '本产品收益不保证。',
      keywords: ['收益'],
      confirmKeywords: ['确认'],
    },
  ])
    await admin.call('POST', '/api/sop/scripts', { product: '养老年金', ...script });

  await new LoginPage(page).signInOnline(server, 'demo_agent1');
  const { customerPage, close } = await callAnswered(page, browser, server.url);
  await expect(page.getByText('录音已开启')).toBeVisible({ timeout: MEDIA_TIMEOUT });
  await expect.poll(() => new RoomCallView(page).framesDecoded(), { timeout: MEDIA_TIMEOUT }).toBeGreaterThan(0);

  // The agent pauses for a reason of the tenant's list; both sides see it until it resumes.
  await page.getByRole('button', { name: '暂停录制' }).click();
  const ask = page.getByRole('dialog', { name: '暂停录制' });
  await ask.getByRole('button', { name: '暂停录制' }).click();
  await expect(page.getByText('请选择暂停原因')).toBeVisible();
  await ask.getByRole('radio', { name: '客户临时离开' }).check();
  await ask.getByRole('button', { name: '暂停录制' }).click();
  await expect(page.getByTestId('recording-paused')).toHaveText('录制已暂停（客户临时离开）');
  await expect(customerPage.getByTestId('recording-paused')).toHaveText('录制已暂停');
  const hall = new AgentHallPage(page);
  await expect(hall.log()).toContainText('暂停了录制（客户临时离开）');
  await page.waitForTimeout(3000);
  await page.getByRole('button', { name: '恢复录制' }).click();
  await expect(page.getByTestId('recording-paused')).toHaveCount(0);
  await expect(customerPage.getByTestId('recording-paused')).toHaveCount(0);
  await expect(hall.log()).toContainText('恢复了录制');

  // Three checkpoints in the assistant: two scripts read out, the customer's confirmation typed in.
  await page.getByRole('contentinfo').getByRole('button', { name: '实时辅助' }).click();
  const assistant = page.getByTestId('sop-assistant-panel');
  const say = async (line: string) => {
    await assistant.getByLabel('客户说').fill(line);
    await assistant.getByLabel('客户说').press('Enter');
  };
  await page.waitForTimeout(2000);
  await say('介绍一下保障');
  await assistant
    .getByTestId('sop-script')
    .filter({ hasText: '保障责任介绍' })
    .getByRole('button', { name: '标记已读' })
    .click();
  await expect(assistant.getByRole('button', { name: '已读', exact: true })).toHaveCount(1);
  await page.waitForTimeout(2000);
  await say('收益怎么样');
  await assistant
    .getByTestId('sop-script')
    .filter({ hasText: '收益风险提示' })
    .getByRole('button', { name: '标记已读' })
    .click();
  await expect(assistant.getByRole('button', { name: '已读', exact: true })).toHaveCount(2);
  await page.waitForTimeout(2000);
  await say('好的，我确认');
  await expect(assistant.getByText('已记录客户确认：确认')).toBeVisible();
  await page.waitForTimeout(1000);

  await hall.end();
  await expect(customerPage.getByTestId('room-ended')).toHaveText('会话已结束');
  await close();
  // The hall sends the recordings' last pieces, ends the room and leaves for the meetings list.
  await expect(page).toHaveURL('/remoteMeeting/list');

  // The fake camera shows no face: the record is flagged, and the filter and the export find it.
  const records = new RecordsPage(page);
  await page.goto('/callRecord/list');
  const flagged = records.row('王先生').getByTestId('dual-record-incomplete');
  await expect(async () => {
    await page.reload();
    await expect(flagged).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('combobox', { name: '双录' }).click();
  await page.getByRole('option', { name: '双录完整' }).click();
  await expect(records.row('王先生')).toHaveCount(0);
  await page.getByRole('combobox', { name: '双录' }).click();
  await page.getByRole('option', { name: '双录不完整' }).click();
  await expect(flagged).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await (await download).path())!)) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(sheet.rowCount).toBe(2);
  expect(sheet.getRow(2).getCell(headers.indexOf('双录') + 1).value).toBe('双录不完整（缺少：人脸在场）');

  // The 双录 tab: the missing checkpoint named, the pause a gap on the timeline, each checkpoint plays from its moment.
  await records.row('王先生').getByRole('button', { name: '详情' }).click();
  await page.getByRole('menuitem', { name: '双录记录', exact: true }).click();
  const dialog = records.dialog();
  await expect(dialog.getByTestId('dual-record-state')).toHaveText('双录不完整（缺少：人脸在场）');
  const checkpoints = dialog.getByTestId('sop-checkpoints').locator('tbody tr');
  await expect(checkpoints).toHaveCount(3);
  await expect(checkpoints.nth(0)).toContainText('话术已读');
  await expect(checkpoints.nth(1)).toContainText('风险提示已读');
  await expect(checkpoints.nth(2)).toContainText('客户确认');
  await expect(dialog.getByTestId('recording-pauses')).toContainText('客户临时离开');
  await expect(dialog.getByTestId('recording-times')).toContainText('录制时间');
  const video = dialog.getByTestId('room-video');
  await expect(async () => {
    await expect(dialog.getByTestId('pause-gap')).toHaveCount(1, { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  const confirmation = checkpoints.nth(2).getByRole('button');
  const [minutes, seconds] = (await confirmation.innerText()).split(':').map(Number);
  const offset = (minutes ?? 0) * 60 + (seconds ?? 0);
  expect(offset).toBeGreaterThan(2);
  await video.evaluate((v: HTMLVideoElement) => (v.muted = true));
  await confirmation.click();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(offset - 0.5);
  expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeLessThan(offset + 3);

  // Each party's own track is kept beside the call mixed.
  await expect(dialog.getByRole('tab', { name: '坐席画面' })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: '客户画面' })).toBeVisible();
});
