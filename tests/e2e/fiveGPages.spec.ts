import { posterPng } from '../../server/seed/sampleMedia';
import { expect, test } from './fixtures';
import { AdminApi } from './pages/AdminApi';
import { ListPage } from './pages/ListPage';
import { LoginPage } from './pages/LoginPage';
import { MaterialsPage } from './pages/MaterialsPage';
import { Shell } from './pages/Shell';

interface Room {
  serviceId: string;
  flowId: string;
}

/** A finished 5G session of demo_agent2 with one video call the customer hung up after 75 s, seeded through the API. */
async function seedRecord(api: AdminApi, userName: string): Promise<Room> {
  const room = await api.call<Room>('POST', '/api/fifthGeneration/startAgent', {});
  await api.call('POST', '/api/fifthGeneration/startPhoneCall', {
    serviceId: room.serviceId,
    userName,
    phone: '13800138000',
    callType: 2,
    callId: `e2e-${room.serviceId}`,
  });
  await api.call('PUT', '/api/fifthGeneration/videoStatus', { serviceId: room.serviceId, connected: true });
  await api.call('POST', '/api/fifthGeneration/endPhoneCall', {
    serviceId: room.serviceId,
    endType: 2,
    talkSeconds: 75,
  });
  await api.call('PUT', '/api/fifthGeneration/end', { serviceId: room.serviceId });
  return room;
}

test('an agent starts a 5G session from 5G会话, is refused a second one, and finds it in 5G记录 and its detail', async ({
  page,
}) => {
  await new LoginPage(page).signIn('demo_agent1');
  const shell = new Shell(page);
  await shell.menuEntry('5G会话').click();
  await expect(page).toHaveURL('/fifthGeneration/list');
  const list = new ListPage(page);
  await expect(list.total()).toHaveText('共 0 条');

  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: '发起会话' }).click();
  const room = await opened;
  await room.waitForURL(/\/fiveGCall\/[0-9a-f-]{36}$/, { waitUntil: 'commit' });
  const serviceId = new URL(room.url()).pathname.split('/').pop() ?? '';
  await room.close();
  await expect(list.total()).toHaveText('共 1 条');
  await expect(list.rows().first()).toContainText('进行中');
  await expect(list.rows().first().getByRole('button', { name: '进入会话' })).toBeVisible();

  const refused = page.waitForEvent('popup');
  await page.getByRole('button', { name: '发起会话' }).click();
  const blank = await refused;
  await expect(page.getByText('您当前已有进入的会话，请勿重复进入')).toBeVisible();
  await expect.poll(() => blank.isClosed()).toBe(true);
  await expect(list.total()).toHaveText('共 1 条');

  await shell.menuEntry('5G记录').click();
  await expect(page).toHaveURL('/fifthGeneration/record');
  await expect(list.total()).toHaveText('共 1 条');
  await expect(page.getByRole('button', { name: '导出' })).toBeVisible();
  await list.rows().first().getByRole('button', { name: '详情' }).click();
  await expect(page).toHaveURL(`/fifthGeneration/detail/${serviceId}`);
  await expect(page.getByTestId('detail-坐席')).toHaveText('张晓明');
  await expect(page.getByTestId('detail-状态')).toHaveText('进行中');
  await expect(page.getByText('暂无通话')).toBeVisible();
});

test("an organisation admin filters 5G记录 and reads a session's calls in its detail", async ({ page, request }) => {
  const api = await AdminApi.as(request, 'demo_agent2');
  const room = await seedRecord(api, '周客户');
  await seedRecord(api, '吴客户');

  await new LoginPage(page).signIn('demo_oadmin');
  await new Shell(page).menuEntry('5G记录').click();
  await expect(page).toHaveURL('/fifthGeneration/record');
  const list = new ListPage(page);
  await expect(list.total()).toHaveText('共 2 条');
  await page.getByLabel('客户姓名').fill('周客户');
  await expect(list.total()).toHaveText('共 1 条');
  const row = list.row('周客户');
  // An organisation admin reads the customer's phone masked.
  await expect(row).toContainText('138****8000');
  await expect(row).toContainText('李静');
  await expect(row).toContainText('呼叫失败或客户挂断');
  await expect(row).toContainText('01:15');
  await page.getByLabel('客户姓名').fill('没有这个客户');
  await expect(list.total()).toHaveText('共 0 条');
  await page.getByLabel('客户姓名').fill('周客户');
  await expect(list.total()).toHaveText('共 1 条');

  await list.row('周客户').getByRole('button', { name: '详情' }).click();
  await expect(page).toHaveURL(`/fifthGeneration/detail/${room.serviceId}`);
  await expect(page.getByTestId('detail-会话编号')).toHaveText(room.flowId);
  await expect(page.getByTestId('detail-挂断类型')).toHaveText('呼叫失败或客户挂断');
  await expect(page.getByRole('table').first()).toContainText('周客户 138****8000');
  await expect(page.getByTestId('no-video')).toBeVisible();
});

test('an admin uploads a portrait image to 5G素材 and is refused a landscape one; the add-link modal names what is missing', async ({
  page,
}) => {
  await new LoginPage(page).signIn('demo_oadmin');
  await new Shell(page).menuEntry('5G素材').click();
  await expect(page).toHaveURL('/fifthGenerationManagement');
  const materials = new MaterialsPage(page);
  await expect(materials.total()).toHaveText('共 0 条');

  await page.getByRole('button', { name: '添加素材' }).click();
  await expect(materials.dialog().getByRole('heading', { name: '上传素材' })).toBeVisible();
  await materials.uploadButton().click();
  await expect(materials.dialog().getByText('请上传文件', { exact: true })).toBeVisible();

  await materials.pickFile({
    name: '横屏海报.png',
    mimeType: 'image/png',
    buffer: posterPng(640, 360, [10, 80, 160], [90, 170, 230]),
  });
  await expect(page.getByText('校验不通过，请检查是否为竖屏素材').first()).toBeVisible();
  await expect(materials.dialog().getByTestId('picked-file')).toHaveText('未选择文件');

  await materials.pickFile({
    name: '竖屏海报.png',
    mimeType: 'image/png',
    buffer: posterPng(360, 640, [196, 40, 46], [250, 170, 90]),
  });
  await expect(page.getByText('校验成功')).toBeVisible();
  await expect(materials.dialogField('文件名称')).toHaveValue('竖屏海报');
  await materials.uploadButton().click();
  await expect(page.getByText('上传成功')).toBeVisible();
  await expect(materials.total()).toHaveText('共 1 条');
  await expect(materials.row('竖屏海报')).toContainText('PNG');
  await expect(materials.row('竖屏海报')).toContainText('刘芳');

  await page.getByRole('button', { name: '添加链接' }).click();
  await expect(materials.dialog().getByRole('heading', { name: '添加链接' })).toBeVisible();
  await materials.dialog().getByRole('button', { name: '确定' }).click();
  await expect(materials.dialog().getByText('请输入名称')).toBeVisible();
  await expect(materials.dialog().getByText('请输入链接地址')).toBeVisible();
});
