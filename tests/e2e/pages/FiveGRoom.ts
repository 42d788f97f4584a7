import type { APIRequestContext, Page } from '@playwright/test';
import { fiveGPaths, type FiveGRoomInfo } from '../../../src/schemas/fiveG';
import { pathWith } from '../../../src/schemas/paths';
import { DEMO_PASSWORD } from '../fixtures';

/** The signed-in page's token, as the web app keeps it in its cookie. */
export async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'token');
  if (!cookie) throw new Error('not signed in');
  return decodeURIComponent(cookie.value);
}

/** A token of `loginName` for seeding through the API, without taking over the browser's session. */
export async function apiToken(request: APIRequestContext, loginName: string): Promise<string> {
  const login = await request.post('/api/login', {
    data: { loginName, password: DEMO_PASSWORD, encrypted: false, isForceLogin: 1 },
  });
  return ((await login.json()) as { result: { token: string } }).result.token;
}

/** Starts a 5G session for the agent signed in on `page`, as the 5G list's '发起会话' does, and answers its serviceId. */
export async function startSession(page: Page): Promise<string> {
  const answer = await page.request.post(fiveGPaths.startAgent, {
    headers: { 'access-token': await tokenOf(page) },
    data: {},
  });
  const body = (await answer.json()) as { errCode: number; errInfo?: string; result: FiveGRoomInfo };
  if (body.errCode !== 0) throw new Error(body.errInfo);
  return body.result.serviceId;
}

/** The session as GET roomInfo answers it. */
export async function roomInfo(page: Page, serviceId: string): Promise<FiveGRoomInfo> {
  const answer = await page.request.get(pathWith(fiveGPaths.roomInfo, { serviceId }), {
    headers: { 'access-token': await tokenOf(page) },
  });
  return ((await answer.json()) as { result: FiveGRoomInfo }).result;
}

/** Uploads a 5G material with the page's session. */
export async function uploadMaterial(
  page: Page,
  name: string,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<string> {
  const answer = await page.request.post(fiveGPaths.material, {
    headers: { 'access-token': await tokenOf(page) },
    multipart: { name, file },
  });
  const body = (await answer.json()) as { errCode: number; errInfo?: string; result: { _id: string } };
  if (body.errCode !== 0) throw new Error(body.errInfo);
  return body.result._id;
}

/** The 5G call room (/fiveGCall/:serviceId) as the agent sees it. */
export class FiveGRoomView {
  constructor(readonly page: Page) {}

  open(serviceId: string) {
    return this.page.goto(`/fiveGCall/${serviceId}`);
  }
  flowId() {
    return this.page.getByTestId('flow-id');
  }
  talkTime() {
    return this.page.getByTestId('talk-time');
  }
  button(name: string) {
    return this.page.getByTestId('room-buttons').getByRole('button', { name, exact: true });
  }
  sidePanel() {
    return this.page.getByTestId('side-panel');
  }
  tab(name: string) {
    return this.sidePanel().getByRole('tab', { name });
  }
  search() {
    return this.sidePanel().getByRole('textbox', { name: '请输入名称' });
  }
  list() {
    return this.sidePanel().getByTestId('material-list');
  }
  shareButton(name: string) {
    return this.sidePanel().getByRole('button', { name: `共享 ${name}` });
  }
  viewer() {
    return this.page.getByTestId('image-viewer');
  }
  viewerPage() {
    return this.page.getByTestId('viewer-page');
  }
  viewerTool(name: '放大' | '缩小' | '还原' | '拖动' | '上一页' | '下一页') {
    return this.viewer().getByRole('button', { name, exact: true });
  }
  panel() {
    return this.page.getByTestId('call-panel');
  }

  /** Calls the customer from the room's call panel ('发起会话' modal). */
  async call(name: string, phone: string, type: '视频呼叫' | '音频呼叫'): Promise<void> {
    await this.panel().getByRole('button', { name: '发起通话' }).click();
    const dialog = this.page.getByRole('dialog', { name: '发起会话' });
    await dialog.getByLabel('客户姓名').fill(name);
    await dialog.getByLabel('客户手机号').fill(phone);
    await dialog.getByLabel(type).check();
    await dialog.getByRole('button', { name: '确定' }).click();
  }

  /** Shares an item of the side panel's tab, confirming a replacement when asked. */
  async share(tab: '5G素材' | '链接', name: string): Promise<void> {
    if (!(await this.sidePanel().isVisible())) await this.button('共享').click();
    await this.tab(tab).click();
    await this.shareButton(name).click();
  }

  background() {
    return this.page.getByTestId('share-background');
  }

  /** The box of what is drawn on the viewer's canvas (pixels other than its grey ground, rgb(240, 242, 245)), in canvas pixels. */
  async drawnBox(): Promise<{ left: number; top: number; width: number; height: number } | null> {
    return this.viewer()
      .locator('canvas')
      .first()
      .evaluate((canvas: HTMLCanvasElement) => {
        const context = canvas.getContext('2d');
        if (!context) return null;
        const ratio = canvas.width / canvas.clientWidth;
        const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
        let left = width;
        let right = -1;
        let top = height;
        let bottom = -1;
        for (let y = 0; y < height; y += 1) {
          for (let x = 0; x < width; x += 1) {
            const i = (y * width + x) * 4;
            if (Math.abs(data[i]! - 240) > 6 || Math.abs(data[i + 1]! - 242) > 6 || Math.abs(data[i + 2]! - 245) > 6) {
              left = Math.min(left, x);
              right = Math.max(right, x);
              top = Math.min(top, y);
              bottom = Math.max(bottom, y);
            }
          }
        }
        if (right < 0) return null;
        return {
          left: left / ratio,
          top: top / ratio,
          width: (right - left + 1) / ratio,
          height: (bottom - top + 1) / ratio,
        };
      });
  }
}
