import { expect, type Page } from '@playwright/test';

/** The peer connections a page makes, kept by an init script (keepConnections), and what came over each. */

/** Keeps every peer connection the page makes, to tell whether one is up and what came over it. */
export function keepConnections(): void {
  const made: RTCPeerConnection[] = [];
  (window as unknown as { connections: RTCPeerConnection[] }).connections = made;
  const Native = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends Native {
    constructor(configuration?: RTCConfiguration) {
      super(configuration);
      made.push(this);
    }
  };
}

/** The page's peer connections: how many it made, their states, and the video bytes each has received. */
export const connections = (page: Page) =>
  page.evaluate(async () => {
    const made = (window as unknown as { connections: RTCPeerConnection[] }).connections;
    return Promise.all(
      made.map(async (pc) => {
        let videoBytes = 0;
        if (pc.connectionState !== 'closed')
          (await pc.getStats()).forEach((report: { type: string; kind?: string; bytesReceived?: number }) => {
            if (report.type === 'inbound-rtp' && report.kind === 'video') videoBytes += report.bytesReceived ?? 0;
          });
        return { state: pc.connectionState, videoBytes };
      }),
    );
  });

/** Every connection the page made is closed. */
export const allClosed = async (page: Page) => (await connections(page)).every((c) => c.state === 'closed');

/** Each page has one connection, up, over which no picture has come: now and a second later. */
export async function expectConnectedAndSilent(pages: Page[]): Promise<void> {
  const silent = [{ state: 'connected', videoBytes: 0 }];
  for (const page of pages) await expect.poll(() => connections(page)).toEqual(silent);
  await pages[0]!.waitForTimeout(1000);
  for (const page of pages) expect(await connections(page)).toEqual(silent);
}
