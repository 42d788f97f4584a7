import { expect, type Page } from '@playwright/test';

/** A list screen: opened by its path once its '共 N 条' shows, and read row by row. */
export class ListPage<Path extends string = string> {
  constructor(readonly page: Page) {}

  async open(path: Path): Promise<void> {
    await this.page.goto(path);
    await expect(this.total()).toBeVisible();
  }

  total() {
    return this.page.getByTestId('list-total');
  }

  rows() {
    return this.page.locator('tbody tr');
  }

  row(text: string) {
    return this.rows().filter({ hasText: text });
  }
}
