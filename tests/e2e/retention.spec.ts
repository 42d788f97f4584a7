import { expect, test } from './fixtures';
import { AdminApi } from './pages/AdminApi';
import { LoginPage } from './pages/LoginPage';
import { RecordsPage } from './pages/RecordsPage';

const DAY_MS = 24 * 3_600_000;
/** The customer the agent invites by SMS, and how 清理记录 names the message. */
const INVITED = '13912345678';
const INVITED_MASKED = '139****5678';

/** Today's demo calls with a recording: their customer and agent. */
const EXPIRING = { customer: '陈先生', agent: '张晓明', phone: '139****0001' };
const HELD = { customer: '孙女士', agent: '李静' };

/** Opens one of a call's dialogs in the call history (通话记录), the list narrowed to its agent. */
async function openCall(
  records: RecordsPage,
  call: { customer: string; agent: string },
  item: '视频' | '法律保留',
): Promise<void> {
  await records.open('/callRecord/list');
  await records.filterByAgent(call.agent);
  await expect(records.total()).toHaveText('共 5 条');
  await records.openDialog(call.customer, item);
}

test.describe('on a server clock the test advances, with the demo recordings stored', () => {
  test.use({ serverClock: 'manual', seedFiles: true });

  test('a tenant admin keeps recordings and invitation texts one day and holds one room; two days on, the daily run deleted the rest, kept the held recording, and 清理记录 lists what went', async ({
    page,
    request,
    clock,
  }) => {
    // Today the agent invites a customer to a same-screen session by SMS.
    const agent = await AdminApi.as(request, 'demo_agent1');
    const link = await agent.findOne('/api/shareWebs/list', 'name', '少儿教育金计划');
    const sameScreen = await agent.call<{ _id: string }>('POST', '/api/serviceWeb/create', {
      shareWebId: link._id,
      customerName: '刘女士',
      customerPhone: INVITED,
    });
    await agent.call('POST', '/api/serviceWeb/sendInviteMessage', { serviceId: sameScreen._id, phones: [INVITED] });

    // The tenant admin keeps recordings and invitation texts for one day.
    await new LoginPage(page).signIn('demo_tadmin', undefined, '/systemSetting');
    const rules = page.getByRole('group', { name: '个人信息保护' });
    await rules.getByLabel('录像保存天数').fill('1');
    await rules.getByLabel('邀请短信保存天数').fill('1');
    await rules.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
    const deletions = page.getByRole('group', { name: '数据保留' });
    await expect(deletions.getByText('暂无清理记录')).toBeVisible();

    // Two of today's calls have a recording; the admin puts 孙女士's on legal hold.
    const records = new RecordsPage(page);
    await openCall(records, EXPIRING, '视频');
    await expect(records.dialog().getByTestId('room-video')).toBeVisible();
    await records.closeDialog();
    await records.openDialog(EXPIRING.customer, '法律保留');
    await expect(records.dialog().getByLabel('法律保留')).not.toBeChecked();
    await records.closeDialog();
    await openCall(records, HELD, '视频');
    await expect(records.dialog().getByTestId('room-video')).toBeVisible();
    await records.closeDialog();
    await records.openDialog(HELD.customer, '法律保留');
    await records.dialog().getByLabel('法律保留').check();
    await expect(records.dialog().getByTestId('legal-hold-state')).toHaveText('已设为法律保留，保存期满也不会删除');
    await records.closeDialog();

    // The admin leaves for the day. Two days later the day's run has gone over the tenant, and the admin,
    // whose session lapsed meanwhile, signs in again.
    await page.goto('about:blank');
    await clock.skip(2 * DAY_MS);
    await new LoginPage(page).signIn('demo_tadmin', undefined, '/systemSetting');
    const rows = deletions.getByTestId('retention-row');
    // The run is a queued job: 查询 reads the log again until it has finished.
    await expect(async () => {
      await deletions.getByRole('button', { name: '查询' }).click();
      await expect(rows.filter({ hasText: INVITED_MASKED })).toHaveCount(1, { timeout: 1000 });
      await expect(rows.filter({ hasText: EXPIRING.customer })).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(rows.filter({ hasText: EXPIRING.customer })).toContainText('录像');
    await expect(rows.filter({ hasText: EXPIRING.customer })).toContainText(EXPIRING.phone);
    await expect(rows.filter({ hasText: INVITED_MASKED })).toContainText('邀请短信');
    await expect(rows.filter({ hasText: HELD.customer })).toHaveCount(0);

    // 陈先生's call has nothing to play now; 孙女士's, held, still plays and is still held.
    await openCall(records, EXPIRING, '视频');
    await expect(records.dialog().getByTestId('no-video')).toHaveText('暂无视频');
    await records.closeDialog();
    await openCall(records, HELD, '视频');
    await expect(records.dialog().getByTestId('room-video')).toBeVisible();
    await records.closeDialog();
    await records.openDialog(HELD.customer, '法律保留');
    await expect(records.dialog().getByLabel('法律保留')).toBeChecked();
  });
});
