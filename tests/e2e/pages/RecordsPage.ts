import { expect } from '@playwright/test';
import { ListPage } from './ListPage';

/** The workbench records: the remote-meeting and live-record room lists with their details, and the call history with its dialogs. */
export class RecordsPage extends ListPage<'/remoteMeeting/list' | '/liveRecording/list' | '/callRecord/list'> {
  /** The values of one column, by its header. */
  async column(title: string): Promise<string[]> {
    const headers = await this.page.locator('thead th').allInnerTexts();
    const index = headers.findIndex((header) => header.trim() === title);
    if (index < 0) throw new Error(`no column ${title}`);
    return this.rows()
      .locator(`td:nth-child(${index + 1})`)
      .allInnerTexts();
  }

  tab(name: string) {
    return this.page.getByRole('tab', { name, exact: true });
  }

  async chooseTab(name: string): Promise<void> {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
  }

  async filterByAgent(name: string): Promise<void> {
    await this.page.getByLabel('坐席', { exact: true }).fill(name);
  }

  /** Opens one of a call's dialogs (视频, 评价, 合成视频, 双录记录, 完整性校验, 法律保留) from the menu of its 详情 action. */
  async openDialog(
    rowText: string,
    item: '视频' | '评价' | '合成视频' | '双录记录' | '完整性校验' | '法律保留',
  ): Promise<void> {
    await this.row(rowText).getByRole('button', { name: '详情' }).click();
    await this.page.getByRole('menuitem', { name: item, exact: true }).click();
    await expect(this.dialog()).toBeVisible();
  }

  dialog() {
    return this.page.getByRole('dialog');
  }

  async closeDialog(): Promise<void> {
    await this.dialog().getByRole('button', { name: '关闭' }).click();
    await expect(this.dialog()).toHaveCount(0);
  }

  /** Exports the list and answers the downloaded file's name. */
  async export(): Promise<string> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: '导出' }).click();
    return (await download).suggestedFilename();
  }
}
