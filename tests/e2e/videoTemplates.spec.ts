import type { Locator, Page } from '@playwright/test';
import { posterPng } from '../../server/seed/sampleMedia';
import { expect, test } from './fixtures';
import { LoginPage } from './pages/LoginPage';
import { ListPage } from './pages/ListPage';
import { StudioPage } from './pages/StudioPage';
import { near, VideoPlayback } from './pages/VideoPlayback';

const NAME = '三节点演示模板';
const REASON = '第二个节点的话术需要更具体';
const CONTENT = '张先生的三节点视频';
/** The colour of the picture uploaded as a background. */
const UPLOADED = [0x2e, 0x8b, 0x57] as const;
const UPLOADED_HEX = '#2e8b57';
/** A point of the frame that only the node's background covers (left of the stickers, below the title). */
const BACKGROUND_POINT = { x: 0.05, y: 0.3 };

/** The organisation admin builds three nodes: stickers, a card with a variable, narration with a variable. */
async function buildTemplate(studio: StudioPage): Promise<void> {
  const page = studio.page;
  await studio.button('编辑').click();
  await page.getByRole('textbox', { name: '模板名称' }).fill(NAME);

  await studio.writeNode('开场', '您好，欢迎了解');
  await studio.caretAt(3);
  await studio.insertVariable('客户姓名');
  await expect(studio.words()).toHaveValue('您好，{customerName}欢迎了解');

  await studio.tab('贴纸').click();
  await page.getByRole('button', { name: '星星' }).click();
  await page.getByRole('button', { name: '热销' }).click();
  await expect(page.getByText('已添加2/5个贴纸')).toBeVisible();
  await expect.poll(async () => (await studio.drawn()).stickers).toBe(2);
  for (const name of ['礼物', '箭头', '保障']) await page.getByRole('button', { name }).click();
  await page.getByRole('button', { name: '爱心' }).click();
  await studio.notice('最多只能同时存在5个贴纸元素');
  await expect.poll(async () => (await studio.drawn()).stickers).toBe(5);
  await studio.button('撤销').click();
  await studio.button('撤销').click();
  await studio.button('撤销').click();
  await expect.poll(async () => (await studio.drawn()).stickers).toBe(2);

  await studio.button('添加节点').click();
  await expect(studio.nodeTabs()).toHaveText(['开场', '新节点2']);
  await studio.tab('话术').click();
  await studio.insertVariable('客户姓名');
  await studio.notice('请选择有效的插入位置！');
  await studio.writeNode('产品', '这是为您准备的保障计划');
  await studio.tab('卡片').click();
  await page.getByRole('button', { name: '图片卡片·保障计划卡片' }).click();
  await studio.button('添加参数').click();
  await expect
    .poll(async () => studio.drawn())
    .toMatchObject({ cards: 1, stickers: 0, cardParams: ['{customerName}'] });

  await studio.button('添加节点').click();
  await studio.writeNode('结束', '感谢观看');
  await studio.tab('背景').click();
  await page.getByRole('button', { name: '颜色#0b3d91' }).click();
  await expect.poll(async () => (await studio.drawn()).background).toBe('#0b3d91');
  await studio.tab('配音').click();
  await page.getByRole('combobox', { name: '语速' }).click();
  await page.getByRole('option', { name: '1.25x' }).click();
  await expect(studio.nodeTabs()).toHaveText(['开场', '产品', '结束']);

  await studio.nodeTabs().first().click();
  await expect.poll(async () => studio.drawn()).toMatchObject({ stickers: 2, cards: 0, title: '默认标题' });
}

/** The colour at a point of a loaded picture (fractions of its size), read back in the browser; null until it has loaded. */
function pictureColourAt(picture: Locator, at: { x: number; y: number }): Promise<number[] | null> {
  return picture.evaluate((img: HTMLImageElement, point) => {
    if (!img.complete || img.naturalWidth === 0) return null;
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(img, 0, 0);
    return [
      ...context.getImageData(Math.round(point.x * img.naturalWidth), Math.round(point.y * img.naturalHeight), 1, 1)
        .data,
    ];
  }, at);
}

/**
 * 预览 shows '预览资源生成中..' in the 375x665 popup while the server renders what the editor has, over the first
 * node's frame once the server has drawn it, then plays the video.
 */
async function previewPlays(studio: StudioPage): Promise<void> {
  const page = studio.page;
  await studio.button('预览').click();
  const player = page.getByTestId('preview-player');
  await expect(player.getByText('预览资源生成中..')).toBeVisible();
  expect(await player.boundingBox()).toMatchObject({ width: 375, height: 665 });
  const firstFrame = player.getByRole('img', { name: '预览首帧' });
  await expect(firstFrame).toBeVisible();
  await expect(player.getByText('预览资源生成中..')).toBeVisible();
  await expect(page.getByTestId('preview-video')).toHaveCount(0);
  expect(await firstFrame.boundingBox()).toMatchObject({ width: 375, height: 665 });
  await expect
    .poll(async () => {
      const colour = await pictureColourAt(firstFrame, BACKGROUND_POINT);
      return colour && near(colour, '#1f2d3d');
    })
    .toBe(true);
  await expect(page.getByTestId('preview-video')).toBeVisible({ timeout: 30_000 });
  await expect(firstFrame).toHaveCount(0);
  await new VideoPlayback(page.getByTestId('preview-video')).plays();
  await studio.button('关闭').click();
}

/** A video content from the approved template renders, and plays with the nodes' colours and their narration. */
async function renderedContentPlays(page: Page): Promise<void> {
  await page.getByRole('menuitem', { name: '视频内容', exact: true }).click();
  await page.getByRole('button', { name: '新建视频内容' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('视频名称').fill(CONTENT);
  await dialog.getByLabel('视频模板').click();
  await page.getByRole('option', { name: NAME }).click();
  await dialog.getByLabel('客户姓名').fill('张先生');
  await dialog.getByRole('button', { name: '确定' }).click();
  const row = new ListPage(page).row(CONTENT);
  await expect(row.getByTestId('render-progress')).toHaveText('已生成', { timeout: 40_000 });
  await row.getByRole('button', { name: '查看' }).click();

  const playback = new VideoPlayback(page.getByTestId('content-video'));
  await playback.plays();
  const seconds = await playback.duration();
  const audio = await playback.audio();
  expect(audio.seconds).toBeGreaterThan(2);
  expect(Math.abs(audio.seconds - seconds)).toBeLessThan(0.3);
  expect(audio.peak, 'the narration is heard').toBeGreaterThan(0.05);
  const opening = await playback.colourAt(0.1, BACKGROUND_POINT);
  expect(near(opening, '#1f2d3d'), `first node's frame ${opening.join(',')}`).toBe(true);
  const closing = await playback.colourAt(seconds - 0.1, BACKGROUND_POINT);
  expect(near(closing, '#0b3d91'), `last node's frame ${closing.join(',')}`).toBe(true);
}

test('an admin builds a three-node template, previews and submits it; a rejection returns with its reason, the next version is approved and rendered into a video that plays', async ({
  page,
  browser,
  server,
}) => {
  await new LoginPage(page).signIn('demo_oadmin');
  await page.goto('/videoTemplate/configList');
  const list = new ListPage(page);
  await expect(list.row('年金险产品介绍')).toContainText('审核通过');

  await page.getByRole('button', { name: '新建模板' }).click();
  await expect(page).toHaveURL(/\/videoTemplate\/detail\/[0-9a-f-]+\/0$/);
  const studio = new StudioPage(page);
  await expect(page.getByText('当前为查看状态，点击“编辑”后可修改')).toBeVisible();
  await buildTemplate(studio);
  await previewPlays(studio);

  await studio.button('保存').click();
  await studio.notice('保存成功');
  await expect(page.getByText('V1 · 未提交')).toBeVisible();
  await studio.button('提交审核').click();
  await page.getByRole('button', { name: '确定' }).click();
  await studio.notice('提交成功！');
  await expect(page.getByText('V1 · 待审核')).toBeVisible();
  await expect(studio.button('编辑')).toBeDisabled();

  const auditor = await LoginPage.inNewContext(browser, server.url, 'demo_tadmin');
  await auditor.getByRole('menuitem', { name: '视频模板审核' }).click();
  const audits = new ListPage(auditor);
  await audits.row(NAME).getByRole('button', { name: '驳回' }).click();
  await auditor.getByRole('button', { name: '驳回', exact: true }).last().click();
  await expect(auditor.getByText('请填写驳回原因')).toBeVisible();
  await auditor.getByLabel('请输入驳回原因').fill(REASON);
  await auditor.getByRole('dialog').getByRole('button', { name: '驳回' }).click();
  await expect(auditor.getByText('审核成功')).toBeVisible();
  await expect(audits.row(NAME)).toHaveCount(0);
  await expect(page.getByText(`视频模板「${NAME}」审核驳回：${REASON}`)).toBeVisible();

  await page.goto('/videoTemplate/configList');
  await expect(list.row(NAME)).toContainText(`审核驳回：${REASON}`);
  await list.row(NAME).getByRole('button', { name: '编辑' }).click();
  await expect(page.getByText(`驳回原因：${REASON}`)).toBeVisible();
  const history = page.getByRole('table', { name: '版本记录' });
  await expect(history.getByRole('row').nth(1)).toContainText('V1');
  await expect(history.getByRole('row').nth(1)).toContainText(REASON);

  await studio.button('编辑').click();
  await studio.nodeTabs().nth(1).click();
  await studio.writeNode('产品', '这份计划从六十岁起按月领取');
  await studio.button('保存').click();
  await expect(page.getByText('V2 · 未提交')).toBeVisible();
  await studio.button('提交审核').click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('V2 · 待审核')).toBeVisible();

  await auditor.reload();
  await audits.row(NAME).getByRole('button', { name: '审核' }).click();
  await expect(auditor).toHaveURL(/\/videoTemplateAudit\/edit\/[0-9a-f-]+\/1$/);
  const review = new StudioPage(auditor);
  await expect(review.nodeTabs()).toHaveText(['开场', '产品', '结束']);
  await expect.poll(async () => review.drawn()).toMatchObject({ stickers: 2, title: '默认标题' });
  await expect(review.button('添加节点')).toHaveCount(0);
  await review.button('审核通过').click();
  await expect(auditor.getByText('审核成功')).toBeVisible();
  await expect(auditor).toHaveURL('/videoTemplate/auditList');
  await expect(page.getByText(`视频模板「${NAME}」审核通过`)).toBeVisible();

  await page.reload();
  await expect(page.getByText('V2 · 审核通过')).toBeVisible();
  await expect(page.getByText('已审核通过的版本：V2（修改后将生成新的草稿版本）')).toBeVisible();
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByRole('row').nth(1)).toContainText('审核通过');
  await expect(history.getByRole('row').nth(2)).toContainText('审核驳回');
  await auditor.context().close();
  await renderedContentPlays(page);
});

test('a sticker dragged past the frame stays inside it, arrows nudge it and Delete removes it; a background picture uploads while the editing goes on and is saved', async ({
  page,
}) => {
  await new LoginPage(page).signIn('demo_oadmin');
  await page.goto('/videoTemplate/configList');
  await new ListPage(page).row('客户回访问候').getByRole('button', { name: '编辑' }).click();
  const studio = new StudioPage(page);
  await studio.opened();
  await studio.button('编辑').click();
  await studio.tab('贴纸').click();
  await page.getByRole('button', { name: '星星' }).click();
  const [start] = await studio.stickerBoxes();
  if (!start) throw new Error('no sticker drawn');
  expect(start.width).toBe(75);

  await studio.drag({ x: start.x + 10, y: start.y + 10 }, { x: 500, y: 800 });
  await expect
    .poll(async () => (await studio.stickerBoxes())[0])
    .toEqual({ x: 375 - 75, y: 667 - start.height, width: 75, height: start.height });
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Shift+ArrowUp');
  await expect
    .poll(async () => (await studio.stickerBoxes())[0])
    .toMatchObject({ x: 375 - 75 - 1, y: 667 - start.height - 10 });
  await page.keyboard.press('Control+z');
  await expect
    .poll(async () => (await studio.stickerBoxes())[0])
    .toMatchObject({ x: 375 - 75 - 1, y: 667 - start.height });
  await page.keyboard.press('Delete');
  await expect.poll(async () => (await studio.stickerBoxes()).length).toBe(0);
  await expect(page.getByText('已添加0/5个贴纸')).toBeVisible();

  await studio.uploadBackground({ name: '动图.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await studio.notice('只支持上传jpg、jpeg、png格式的图片或mp4、wmv、avi、m4v格式的视频');
  // The server holds the merge until the person has gone on editing, so the running upload can be seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/videoTemplateBackground/merge', async (route) => {
    await held;
    await route.continue();
  });
  await studio.uploadBackground({
    name: '海边.png',
    mimeType: 'image/png',
    buffer: posterPng(375, 667, UPLOADED, UPLOADED),
  });
  await expect(page.getByRole('status', { name: '背景上传' })).toContainText('背景上传中 100%：海边.png');
  await studio.writeNode('问候', '您好，这是新背景');
  await studio.button('添加节点').click();
  await studio.notice('背景上传中，请上传完成后再切换节点');
  await expect(studio.nodeTabs()).toHaveCount(1);
  release();
  await studio.notice('上传成功！');
  await expect(page.getByRole('status', { name: '背景上传' })).toHaveCount(0);
  await expect.poll(() => studio.backgroundSource()).toMatch(/^\/api\/videoTemplateBackground\/[0-9a-f-]+\/file$/);
  expect(near(await studio.colourAt(10, 10), UPLOADED_HEX)).toBe(true);
  const uploaded = await studio.backgroundSource();

  await studio.writeNode('问候', ' ');
  await studio.button('保存').click();
  await studio.notice('请完成必填项');
  await expect(studio.button('保存')).toBeVisible();
  await studio.writeNode('问候', '您好，这是新背景');
  await studio.button('保存').click();
  await studio.notice('保存成功');
  await page.reload();
  await expect.poll(() => studio.backgroundSource()).toBe(uploaded);

  // A new node is offered the tenant's uploaded background again, without uploading it anew.
  await studio.button('编辑').click();
  await studio.button('添加节点').click();
  await expect(studio.nodeTabs()).toHaveCount(2);
  await studio.tab('背景').click();
  await page.getByRole('button', { name: '图片', exact: true }).click();
  await expect(page.getByText('已上传的背景')).toBeVisible();
  await page.getByRole('button', { name: '海边', exact: true }).click();
  await expect.poll(() => studio.backgroundSource()).toBe(uploaded);
  await expect.poll(async () => near(await studio.colourAt(10, 10), UPLOADED_HEX)).toBe(true);
});

test('a new template cannot be submitted before its nodes have names and words', async ({ page }) => {
  await new LoginPage(page).signIn('demo_oadmin');
  await page.goto('/videoTemplate/configList');
  await page.getByRole('button', { name: '新建模板' }).click();
  const studio = new StudioPage(page);
  await expect(studio.nodeTabs()).toHaveText(['新节点1']);
  await studio.button('提交审核').click();
  await page.getByRole('button', { name: '确定' }).click();
  await studio.notice('请先编辑模板！');
  await expect(page.getByText('V1 · 未提交')).toBeVisible();
});

test('a tenant admin tags a template in its editor and finds only that template by the tag', async ({ page }) => {
  await new LoginPage(page).signIn('demo_tadmin');
  const list = new ListPage(page);
  await list.open('/videoTemplate/configList');
  await expect(list.rows()).toHaveCount(2);
  await list.row('客户回访问候').getByRole('button', { name: '编辑' }).click();
  const studio = new StudioPage(page);
  await studio.opened();
  await studio.addTag('节日问候');

  await page.getByRole('menuitem', { name: '视频模板配置' }).click();
  await expect(list.row('客户回访问候')).toContainText('节日问候');
  await page.getByRole('combobox', { name: '标签' }).click();
  await page.getByRole('option', { name: '节日问候' }).click();
  await expect(list.rows()).toHaveCount(1);
  await expect(list.rows()).toContainText('客户回访问候');
});
