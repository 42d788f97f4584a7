import { expect, type Page } from '@playwright/test';
import { ListPage } from './ListPage';

export type MaterialsPath = '/materialManagement' | '/materialVideo' | '/productManagement' | '/zhibaoManagement';

/** The material screens: the file and video lists with their upload dialogs, and the H5 link lists with their forms. */
export class MaterialsPage extends ListPage<MaterialsPath> {
  dialog() {
    return this.page.getByRole('dialog');
  }

  async openUpload(button: '上传文件' | '上传视频'): Promise<void> {
    await this.page.getByRole('button', { name: button }).click();
    await expect(this.dialog().getByRole('heading', { name: button })).toBeVisible();
  }

  async pickFile(file: string | { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.dialog().locator('input[type=file]').setInputFiles(file);
  }

  dialogField(label: string) {
    return this.dialog().getByLabel(new RegExp(`^${label}\\s*\\*?$`));
  }

  /** Picks the organisation in the open dialog, or on the page's form. */
  async chooseOrganisation(orgName: string, within: Pick<Page, 'getByRole'> = this.dialog()): Promise<void> {
    await within.getByRole('combobox', { name: /^机构/ }).click();
    await this.page.getByRole('option', { name: orgName, exact: true }).click();
  }

  /** The dialog's send button: 上传, or 继续上传 after a failure. */
  uploadButton() {
    return this.dialog().getByRole('button', { name: /^(上传|继续上传)$/ });
  }

  progress() {
    return this.dialog().getByTestId('upload-progress');
  }

  async openCreate(): Promise<void> {
    await this.page.getByRole('link', { name: '新建' }).click();
    await expect(this.page.getByRole('heading', { name: '添加链接' })).toBeVisible();
  }

  field(label: string) {
    return this.page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
  }

  async submitForm(): Promise<void> {
    await this.page.getByRole('button', { name: '确定' }).click();
  }
}
