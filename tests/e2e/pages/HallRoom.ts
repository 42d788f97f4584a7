import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { SeededServer } from '../../support/seededServer';
import { enterHall as answerIntoHall } from './HallPages';
import { RoomCallView } from './RoomCallView';

/** Media over WebRTC between two browser contexts on this machine can take a few seconds to flow. */
export const MEDIA_TIMEOUT = 20_000;

/**
 * Two browsers entering a call with media flowing take most of a minute on a busy machine, before the test itself;
 * on a slow two-core machine, beside the pages lane, a hall test that takes half a minute alone has taken three.
 */
export const HALL_TEST_TIMEOUT = 300_000;

export interface HallRoom {
  agent: RoomCallView;
  customer: RoomCallView;
  phone: BrowserContext;
}

/** A customer on a phone calls, demo_agent1 answers: both sides are in the meeting hall with media flowing. */
export async function enterHall(page: Page, browser: Browser, server: SeededServer): Promise<HallRoom> {
  const hall = await answerIntoHall(page, browser, server, { customerName: '欧阳建国先生' });
  const room = { agent: new RoomCallView(page), customer: new RoomCallView(hall.customer), phone: hall.phone };
  for (const call of [room.agent, room.customer])
    await expect.poll(() => call.framesDecoded(), { timeout: MEDIA_TIMEOUT }).toBeGreaterThan(0);
  return room;
}
