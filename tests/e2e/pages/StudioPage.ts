import { expect, type Page } from '@playwright/test';

/** What the konva stage of the editor draws, read in the page through window.Konva. */
export interface DrawnNode {
  stickers: number;
  cards: number;
  cardParams: string[];
  title: string | null;
  background: string | null;
}

/** The video template editor (/videoTemplate/detail/:id/:isAudit) and its lists, as a person uses them. */
export class StudioPage {
  constructor(readonly page: Page) {}

  button(name: string) {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** The editor has replaced the list it was opened from (whose rows have 编辑 buttons of their own). */
  async opened(): Promise<void> {
    await expect(this.page).toHaveURL(/\/videoTemplate\/detail\/[0-9a-f-]+\/[01]$/);
    await expect(this.button('编辑')).toHaveCount(1);
  }

  tab(name: string) {
    return this.page.getByRole('tab', { name, exact: true });
  }

  /** The template's tags, chosen in the toolbar and saved at each change. */
  async addTag(name: string): Promise<void> {
    await this.page.getByRole('combobox', { name: '标签' }).click();
    await this.page.getByRole('option', { name, exact: true }).click();
    await this.notice('修改成功');
  }

  nodeTabs() {
    return this.page.getByRole('tablist', { name: '节点' }).getByRole('tab');
  }

  words() {
    return this.page.getByRole('textbox', { name: '话术' });
  }

  /** Fills the current node's name and words in the 话术 tab. */
  async writeNode(pointName: string, words: string): Promise<void> {
    await this.tab('话术').click();
    await this.page.getByRole('textbox', { name: '节点名称' }).fill(pointName);
    await this.words().fill(words);
  }

  /** Puts the caret after `offset` characters of the words, as a click and arrow keys would. */
  async caretAt(offset: number): Promise<void> {
    await this.words().click();
    await this.words().press('Control+Home');
    for (let i = 0; i < offset; i += 1) await this.words().press('ArrowRight');
  }

  async insertVariable(name: string): Promise<void> {
    await this.button('插入变量').click();
    await this.page.getByRole('menuitem', { name }).click();
  }

  async notice(text: string): Promise<void> {
    await expect(this.page.getByText(text, { exact: true }).first()).toBeVisible();
  }

  /** Where the canvas draws the current node's stickers, in frame units. */
  async stickerBoxes(): Promise<{ x: number; y: number; width: number; height: number }[]> {
    await this.canvasReady();
    return this.page.evaluate(() => {
      type Shape = { x(): number; y(): number; width(): number; height(): number };
      const stage = (window as unknown as { Konva?: { stages: { find(selector: string): Shape[] }[] } }).Konva
        ?.stages[0];
      return (stage?.find('.sticker') ?? []).map((s) => ({ x: s.x(), y: s.y(), width: s.width(), height: s.height() }));
    });
  }

  /** The address of the picture (or video) the canvas draws as the current node's background; null when it draws none. */
  async backgroundSource(): Promise<string | null> {
    await this.canvasReady();
    return this.page.evaluate(() => {
      type Drawn = { image(): HTMLImageElement | HTMLVideoElement | undefined };
      const stage = (window as unknown as { Konva?: { stages: { find(selector: string): Drawn[] }[] } }).Konva
        ?.stages[0];
      const media = stage?.find('.background-image')[0]?.image();
      return media ? new URL(media.currentSrc || media.src).pathname : null;
    });
  }

  /** The colour the canvas shows at a point of the frame (frame units), as [r, g, b]. */
  async colourAt(x: number, y: number): Promise<number[]> {
    await this.canvasReady();
    return this.page.evaluate(
      ([px, py]) => {
        type StageLike = { toCanvas(config: { pixelRatio: number }): HTMLCanvasElement };
        const stage = (window as unknown as { Konva?: { stages: StageLike[] } }).Konva?.stages[0];
        const pixel = stage?.toCanvas({ pixelRatio: 1 }).getContext('2d')?.getImageData(px, py, 1, 1).data;
        return pixel ? [pixel[0] ?? 0, pixel[1] ?? 0, pixel[2] ?? 0] : [];
      },
      [x, y] as const,
    );
  }

  /** Chooses a file with 上传背景 in the 背景 tab. */
  async uploadBackground(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.tab('背景').click();
    await this.page.getByLabel('上传背景').setInputFiles(file);
  }

  /** Drags from a point of the frame (in frame units) by an offset, with the mouse. */
  async drag(from: { x: number; y: number }, by: { x: number; y: number }): Promise<void> {
    const canvas = await this.page.getByTestId('phone-frame').locator('canvas').first().boundingBox();
    if (!canvas) throw new Error('no canvas');
    await this.page.mouse.move(canvas.x + from.x, canvas.y + from.y);
    await this.page.mouse.down();
    await this.page.mouse.move(canvas.x + from.x + by.x, canvas.y + from.y + by.y, { steps: 10 });
    await this.page.mouse.up();
  }

  /** Waits for the editor's canvas, which loads on its own after the page. */
  async canvasReady(): Promise<void> {
    await this.page.waitForFunction(
      () => ((window as unknown as { Konva?: { stages: unknown[] } }).Konva?.stages.length ?? 0) > 0,
    );
  }

  /** The current node as the canvas draws it. */
  async drawn(): Promise<DrawnNode> {
    await this.canvasReady();
    return this.page.evaluate(() => {
      type Shape = { text(): string; fill(): string; className: string; attrs: Record<string, unknown> };
      type StageLike = { find(selector: string): Shape[] };
      const stage = (window as unknown as { Konva?: { stages: StageLike[] } }).Konva?.stages[0];
      if (!stage) throw new Error('no konva stage');
      const background = stage.find('.background-image')[0] ? 'image' : (stage.find('.background')[0]?.fill() ?? null);
      return {
        stickers: stage.find('.sticker').length,
        cards: stage.find('.card').length,
        cardParams: stage.find('.card-param').map((shape) => shape.text()),
        title: stage.find('.title')[0]?.text() ?? null,
        background,
      };
    });
  }
}
