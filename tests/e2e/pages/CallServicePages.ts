import { expect, type Page } from '@playwright/test';

const playing = (video: HTMLVideoElement) => video.videoWidth > 0 && !video.paused && video.readyState >= 2;

/** The call simulator's customer phone (/handset?phone=…&key=…). */
export class HandsetPage {
  constructor(readonly page: Page) {}

  /** Opens the handset of the call the agent's page just placed, by the link its call panel gives (the phone ringing). */
  async openFrom(agent: Page): Promise<void> {
    const link = agent.getByTestId('handset-link');
    await expect(link).toBeVisible();
    await this.page.goto((await link.getAttribute('href')) ?? '');
    await expect(this.page).toHaveTitle('模拟手机');
  }

  /** A phone-only handset: it sees no call, and can only call a service (呼叫坐席). */
  async open(phone: string): Promise<void> {
    await this.page.goto(`/handset?phone=${phone}`);
    await expect(this.page).toHaveTitle('模拟手机');
  }

  status() {
    return this.page.getByTestId('handset-status');
  }

  button(name: string) {
    return this.page.getByRole('button', { name, exact: true });
  }

  remoteVideoPlaying(): Promise<boolean> {
    return this.page.getByTestId('handset-remote-video').evaluate(playing);
  }

  share() {
    return this.page.getByTestId('handset-share');
  }

  /** The tenant's recording notice a connected 5G call shows (录音录像告知). */
  consentNotice() {
    return this.page.getByRole('region', { name: '录音录像告知' });
  }

  /** The customer agrees to be recorded, as the notice asks once a 5G call is connected. */
  async agreeToRecording(): Promise<void> {
    await this.consentNotice().getByRole('button', { name: '同意录音录像' }).click();
    await expect(this.page.getByTestId('handset-consent-given')).toHaveText('您已同意录音录像');
  }
}

/** The simulator's dialer (/dialer): the agent's call panel without a 5G room. */
export class DialerPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/dialer');
    await expect(this.page.getByRole('heading', { name: '模拟外呼' })).toBeVisible();
  }

  panel() {
    return this.page.getByTestId('call-panel');
  }

  async call(name: string, phone: string, type: '视频呼叫' | '音频呼叫'): Promise<void> {
    await this.page.getByRole('button', { name: '发起通话' }).click();
    const dialog = this.page.getByRole('dialog', { name: '发起会话' });
    await dialog.getByLabel('客户姓名').fill(name);
    await dialog.getByLabel('客户手机号').fill(phone);
    await dialog.getByLabel(type).check();
    await dialog.getByRole('button', { name: '确定' }).click();
  }

  remoteVideoPlaying(): Promise<boolean> {
    return this.page.getByTestId('call-remote-video').evaluate(playing);
  }

  async hangUp(): Promise<void> {
    await this.panel().getByRole('button', { name: '挂断' }).click();
    await expect(this.page.getByText('确认要挂断通话吗')).toBeVisible();
    await this.page.getByRole('button', { name: '确定' }).click();
  }
}
