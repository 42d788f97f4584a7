import { launchWithFaceCamera } from '../support/faceCamera';
import { expect, test } from './fixtures';
import { enterHall, HALL_TEST_TIMEOUT, MEDIA_TIMEOUT } from './pages/HallRoom';
import { HallShare } from './pages/HallShare';
import { RecordsPage } from './pages/RecordsPage';
import type { Page } from '@playwright/test';
import type { SeededServer } from '../support/seededServer';

/** The first look waits for the detector and its model to load beside a call, on a busy machine. */
const FACE_TIMEOUT = 60_000;
/** The customer enterHall calls as. */
const CUSTOMER = '欧阳建国先生';

/** The face check as the agent's real-time assistant shows it (the demo tenant has useSop). */
async function faceCheckShown(page: Page) {
  await page.getByRole('contentinfo').getByRole('button', { name: '实时辅助' }).click();
  return new HallShare(page).assistant().getByTestId('face-check');
}

/** The checkpoints stored for the customer's room. */
const storedKinds = async (server: SeededServer) =>
  (
    await server.ctx.db
      .selectFrom('sopCheckpoints')
      .innerJoin('serviceRooms', 'serviceRooms.id', 'sopCheckpoints.serviceId')
      .select('sopCheckpoints.kind')
      .where('serviceRooms.userName', '=', CUSTOMER)
      .execute()
  ).map((row) => row.kind);

test("with 双录, the agent's page sees the customer's face on camera, ticks it once, and the record's 双录 view lists it", async ({
  page,
  server,
}) => {
  test.setTimeout(HALL_TEST_TIMEOUT);
  const camera = await launchWithFaceCamera();
  try {
    const room = await enterHall(page, camera.browser, server);
    const faceCheck = await faceCheckShown(page);
    await expect(faceCheck).toHaveText('人脸在场', { timeout: FACE_TIMEOUT });
    await expect(faceCheck.getByTestId('face-present-tick')).toBeVisible();
    expect(await storedKinds(server)).toEqual(['facePresent']);

    await page.getByRole('button', { name: '结束会话' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(room.customer.page.getByTestId('room-ended')).toHaveText('会话已结束');
    // The hall leaves once the recording's last piece is in.
    await expect(page).toHaveURL(/\/remoteMeeting\/list/);
    await room.phone.close();

    const records = new RecordsPage(page);
    await records.open('/callRecord/list');
    await records.openDialog(CUSTOMER, '双录记录');
    const checkpoints = records.dialog().getByTestId('sop-checkpoints');
    await expect(checkpoints.getByRole('row')).toHaveCount(2);
    await expect(checkpoints).toContainText('人脸在场');
    await expect(checkpoints).toContainText('人脸检测');
  } finally {
    await camera.close();
  }
});

test('a face model that cannot load leaves the call as it was and tells the agent the check is unavailable', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(HALL_TEST_TIMEOUT);
  let loadModel = () => {};
  const asked = new Promise<void>((resolve) => (loadModel = resolve));
  await page.route(/\/assets\/tiny_face_detector_model-[\w-]+\.bin$/, async (route) => {
    await asked;
    await route.fulfill({ status: 404 });
  });
  const room = await enterHall(page, browser, server);
  const faceCheck = await faceCheckShown(page);
  await expect(faceCheck).toHaveText('人脸检测中');
  loadModel();
  await expect(faceCheck).toHaveText('人脸检测不可用');

  const decoded = await room.agent.framesDecoded();
  await expect.poll(() => room.agent.framesDecoded(), { timeout: MEDIA_TIMEOUT }).toBeGreaterThan(decoded);
  expect(await storedKinds(server)).toEqual([]);
  await room.phone.close();
});
