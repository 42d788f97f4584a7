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

  tab(name: string) {
    return this.page.getByRole('tab', { name, exact: true });
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

  /** The current node as the canvas draws it. */
  async drawn(): Promise<DrawnNode> {
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
