import { mp4FileTypeBox, samplePdf } from '../../server/seed/sampleMedia';
import { fileTexts } from '../../src/schemas/file';
import { expect, test } from './fixtures';
import { enterHall } from './pages/HallPages';
import { HALL_TEST_TIMEOUT } from './pages/HallRoom';
import { HallShare } from './pages/HallShare';
import { chooseOption } from './pages/SelectField';

/** A small file the server takes for an MP4: an ftyp box of brand isom, then filler bytes. */
function smallMp4(size = 3 * 1024 * 1024): Buffer {
  const body = Buffer.alloc(size, 0);
  mp4FileTypeBox().copy(body, 0);
  return body;
}

test("the agent adds a link, a file, a video and a digital-human material from the hall's share panel, each listed in its tab ready to share", async ({
  page,
  browser,
  server,
}) => {
  // Four forms and an upload after entering the hall: on a busy two-core machine that alone took up to two minutes.
  test.setTimeout(HALL_TEST_TIMEOUT + 120_000);
  await enterHall(page, browser, server);
  const share = new HallShare(page);
  // The share panel opens by itself.
  await expect(share.panel().locator('[data-panel="1"]')).toBeVisible();
  const dialog = page.getByRole('dialog');
  const field = (label: string) => dialog.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

  // 链接: the link form of the back office, in a dialog; the new link heads the list.
  await share.tab('链接').click();
  await share.panel().getByRole('button', { name: '添加链接' }).click();
  await expect(dialog.getByRole('heading', { name: '添加链接' })).toBeVisible();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请输入名称')).toBeVisible();
  await field('名称').fill('养老规划测算');
  await field('链接地址').fill('https://example.com/pension');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(share.shareButton('养老规划测算')).toBeVisible();

  // 文件: one document; its name comes from the file and may not pass 30 characters.
  await share.tab('文件').click();
  await share.panel().getByRole('button', { name: '上传文件' }).click();
  await dialog.locator('input[type=file]').setInputFiles({
    name: '家庭保障方案.pdf',
    mimeType: 'application/pdf',
    buffer: samplePdf(['Family protection plan']),
  });
  await expect(field('文件名称')).toHaveValue('家庭保障方案');
  await field('文件名称').fill('家'.repeat(31));
  await dialog.getByRole('button', { name: '上传' }).click();
  await expect(dialog.getByText(fileTexts.nameTooLong)).toBeVisible();
  await field('文件名称').fill('家庭保障方案');
  await dialog.getByRole('button', { name: '上传' }).click();
  await expect(dialog).toBeHidden();
  await expect(share.panel().getByText('家庭保障方案')).toBeVisible();

  // 视频: MP4 only, sent in chunks.
  await share.tab('视频').click();
  await share.panel().getByRole('button', { name: '上传视频' }).click();
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'clip.mov', mimeType: 'video/quicktime', buffer: Buffer.from('not an mp4') });
  await expect(dialog.getByText(/MP4/).first()).toBeVisible();
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: '理赔流程讲解.mp4', mimeType: 'video/mp4', buffer: smallMp4() });
  await expect(field('视频名称')).toHaveValue('理赔流程讲解');
  await dialog.getByRole('button', { name: '上传' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(share.shareButton('理赔流程讲解')).toBeVisible();

  // 数字人: a material names its insurance kind and the company's plan book of that kind, and the avatar
  // allotted to the agent speaks its words with a voice the company enabled.
  await share.tab('数字人').click();
  await share.panel().getByRole('button', { name: '添加数字人素材' }).click();
  await field('名称').fill('寿险顾问讲解');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请选择保险类型')).toBeVisible();
  await chooseOption(dialog, /^数字人形象/, '理财顾问小雅');
  await chooseOption(dialog, /^音色/);
  await field('讲解词').fill('您好，我来为您讲解这份终身寿险计划。');
  await chooseOption(dialog, /^保险类型/, '寿险');
  await chooseOption(dialog, /^保险计划书/, '鑫享终身寿险计划书');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(share.shareButton('寿险顾问讲解')).toBeVisible();
});
