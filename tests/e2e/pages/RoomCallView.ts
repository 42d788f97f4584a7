import type { Page } from '@playwright/test';

/** The call on a room page, the agent's or the customer's: videos, their figures, the media toggles. */
export class RoomCallView {
  constructor(readonly page: Page) {}

  remoteVideo() {
    return this.page.getByTestId('remote-video');
  }

  localVideo() {
    return this.page.getByTestId('local-video');
  }

  async framesDecoded(): Promise<number> {
    return Number((await this.remoteVideo().getAttribute('data-frames-decoded')) ?? 0);
  }

  async audioBytes(): Promise<number> {
    return Number((await this.remoteVideo().getAttribute('data-audio-bytes')) ?? 0);
  }

  toggle(name: '麦克风' | '摄像头') {
    return this.page.getByRole('button', { name });
  }
}
