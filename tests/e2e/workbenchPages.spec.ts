import { samplePdf } from '../../server/seed/sampleMedia';
import { expect, test } from './fixtures';
import { LoginPage } from './pages/LoginPage';

test('/downloadVideo fetches a stored file with a spinner and saves it under the given name', async ({ page }) => {
  await new LoginPage(page).signIn('demo_agent1');
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value ?? '';
  const uploaded = await page.request.post('/api/file', {
    headers: { 'access-token': token },
    multipart: {
      name: '讲解录像',
      file: { name: 'lesson.pdf', mimeType: 'application/pdf', buffer: samplePdf(['Lesson']) },
    },
  });
  const body = (await uploaded.json()) as { errCode: number; result: { _id: string } };
  expect(body.errCode).toBe(0);

  const download = page.waitForEvent('download');
  await page.goto(
    `/downloadVideo?url=${encodeURIComponent(`/api/file/download/${body.result._id}`)}&name=${encodeURIComponent('讲解录像.pdf')}`,
  );
  expect((await download).suggestedFilename()).toBe('讲解录像.pdf');
  await expect(page.getByText('下载完成，可关闭此页面')).toBeVisible();

  await page.goto(`/downloadVideo?url=${encodeURIComponent('https://elsewhere.example.com/a.mp4')}`);
  await expect(page.getByText('下载失败，请稍后重试')).toBeVisible();

  // An address of this site that names no file is not reported as downloaded.
  for (const missing of ['/uploads/no-such-video.mp4', '/api/file/download/00000000-0000-4000-8000-000000000000']) {
    await page.goto(`/downloadVideo?url=${encodeURIComponent(missing)}`);
    await expect(page.getByText('文件不存在或已被删除')).toBeVisible();
  }
});

test('/error says what happened and leads back home', async ({ page }) => {
  await new LoginPage(page).signIn('demo_agent1');
  await page.goto('/error');
  await expect(page.getByText('操作未能完成，请返回首页后重试')).toBeVisible();
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL('/remoteMeeting/list');
});
