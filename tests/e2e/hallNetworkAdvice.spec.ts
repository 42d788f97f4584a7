import { expect, test } from './fixtures';
import { enterHall } from './pages/HallPages';

/** The agent's page keeps its peer connections where the test can reach them, to narrow its video as a poor network would. */
function keepPeerConnections() {
  const Native = window.RTCPeerConnection;
  const kept: RTCPeerConnection[] = [];
  (window as unknown as { peerConnections: RTCPeerConnection[] }).peerConnections = kept;
  window.RTCPeerConnection = class extends Native {
    constructor(config?: RTCConfiguration) {
      super(config);
      kept.push(this);
    }
  };
}

/** The agent's camera goes out at 2 frames a second in 16 kbps, as through a network that cannot carry video. */
const narrowAgentVideo = (narrow: boolean) =>
  Promise.all(
    (window as unknown as { peerConnections: RTCPeerConnection[] }).peerConnections
      .filter((pc) => pc.connectionState !== 'closed')
      .flatMap((pc) => pc.getSenders())
      .filter((sender) => sender.track?.kind === 'video')
      .map((sender) => {
        const parameters = sender.getParameters();
        for (const encoding of parameters.encodings) {
          encoding.maxBitrate = narrow ? 16_000 : 1_000_000;
          encoding.maxFramerate = narrow ? 2 : 30;
        }
        return sender.setParameters(parameters);
      }),
  );

test('video that cannot hold leads to the offer of voice, both sides switch, and video comes back once the voice runs well', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(150_000);
  await page.addInitScript(keepPeerConnections);
  const hall = await enterHall(page, browser, server);
  const customer = hall.customer;
  const agentCamera = page.getByRole('button', { name: '摄像头' });
  const customerCamera = customer.getByRole('button', { name: '摄像头' });
  await expect(customer.getByTestId('remote-video')).toHaveAttribute('data-frames-decoded', /^[1-9]/);

  await page.evaluate(narrowAgentVideo, true);
  const advice = customer.getByTestId('video-advice');
  await expect(advice).toContainText('当前网络无法维持视频通话，建议切换为语音', { timeout: 30_000 });
  await expect(page.getByTestId('video-advice-notice')).toContainText('王先生的网络无法维持视频，已建议切换为语音');
  await expect(page.getByTestId('video-advice')).toHaveCount(0);
  // The offer waits for an answer above the phone's footer, whose buttons stay within reach.
  await customer.getByRole('button', { name: '挂断' }).click({ trial: true, timeout: 2_000 });

  await advice.getByRole('button', { name: '切换为语音' }).click();
  await expect(customerCamera).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('video-advice-notice')).toContainText('王先生的网络不佳，已切换为语音通话');
  await expect(agentCamera).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('王先生切换为语音通话')).toBeVisible();
  await expect(page.getByText('王先生的网络无法维持视频，已建议切换为语音').first()).toBeVisible();

  // The network is whole again: after a while of good voice, video is offered back.
  await page.evaluate(narrowAgentVideo, false);
  await expect(advice).toContainText('网络已恢复，可以恢复视频通话', { timeout: 40_000 });
  await advice.getByRole('button', { name: '恢复视频' }).click();
  await expect(customerCamera).toHaveAttribute('aria-pressed', 'true');
  // The agent's page is told first, then turns its camera on: a failure here says which of the two did not happen.
  await expect(page.getByTestId('video-advice-notice')).toContainText('王先生已恢复视频通话');
  await expect(agentCamera).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('王先生恢复了视频通话')).toBeVisible();
  await hall.phone.close();
});
