import { devices, type BrowserContext, type Page } from '@playwright/test';
import { ensureWebBuild } from '../../../scripts/webBuild';
import { DEMO_PASSWORD, startSeededServer, type SeededServer } from '../../support/seededServer';
import { AgentCallBox, CustomerCallPage } from '../../e2e/pages/CallPages';
import { benchCount } from '../scale';
import { p50Of, percentile, runPairedSamples } from '../measure';
import { LIMITS } from '../limits';
import type { PartReport } from '../summary';
import { firstFrameSince, launchMediaBrowser, MEDIA_TIMEOUT_MS, watchFirstFramesIn } from '../mediaPages';
import { floorFirstFrames } from './floor';

const CALLS = benchCount('BENCH_RTC_CALLS', 20, 2);
const BUDGET_MS = 150_000;
const REMOTE_VIDEO = 'video[data-testid="remote-video"]';
const ROOM_URL = /\/exhibitionHall\/meetingList\/([0-9a-f-]{36})/;

async function signInAgent(context: BrowserContext, server: SeededServer): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${server.url}/user/login`);
  await page.getByLabel('账号/邮箱').fill('demo_agent1');
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL((url) => url.pathname !== '/user/login');
  return page;
}

/** What the remote <video> of a page shows, for a call that failed. */
function remoteVideoState(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const video = document.querySelector<HTMLVideoElement>('video[data-testid="remote-video"]');
      if (!video) return 'no remote video element';
      const stream = video.srcObject as MediaStream | null;
      const tracks = stream
        ? stream
            .getTracks()
            .map((t) => `${t.kind}:${t.readyState}`)
            .join(',')
        : 'none';
      return `tracks ${tracks}, frames decoded ${video.dataset.framesDecoded ?? '?'}, readyState ${video.readyState}, paused ${video.paused}`;
    })
    .catch((err: unknown) => String(err));
}

const failures: string[] = [];

interface Sides {
  customer: number;
  agent: number;
}

/** One call through the product: the customer calls, the agent answers; ms from the answer to each side's first remote frame. */
async function productCall(phone: BrowserContext, agentPage: Page): Promise<Sides> {
  const customer = new CustomerCallPage(await phone.newPage());
  try {
    await customer.page.goto('/customer/call?tenant=demo&name=王先生&phone=13800138000');
    await customer.page.getByRole('heading', { name: '视频客服' }).waitFor({ timeout: MEDIA_TIMEOUT_MS });
    await customer.call();
    const box = new AgentCallBox(agentPage);
    await box.box().getByRole('button', { name: '接听' }).waitFor({ timeout: MEDIA_TIMEOUT_MS });
    const answeredAt = Date.now();
    await box.answer();
    await agentPage.waitForURL(ROOM_URL);
    const [customerMs, agentMs] = await Promise.all([
      firstFrameSince(customer.page, answeredAt),
      firstFrameSince(agentPage, answeredAt),
    ]);
    for (const [side, ms, page] of [
      ['customer', customerMs, customer.page],
      ['agent', agentMs, agentPage],
    ] as const) {
      if (Number.isNaN(ms))
        failures.push(`${side}: no remote frame within ${MEDIA_TIMEOUT_MS / 1000} s (${await remoteVideoState(page)})`);
    }
    await agentPage.getByRole('button', { name: '结束会话' }).click();
    await agentPage.getByRole('button', { name: '确定' }).click();
    await agentPage.waitForURL((url) => !ROOM_URL.test(url.pathname), { timeout: MEDIA_TIMEOUT_MS });
    return { customer: customerMs, agent: agentMs };
  } finally {
    await customer.page.close();
  }
}

const COLUMN = 10;
const fmt = (ms: number) => ms.toFixed(0).padStart(COLUMN);
const ratio = (ours: number, floor: number) => `${(ours / floor).toFixed(2)}x`.padStart(COLUMN);
const HEADER = `${'side'.padEnd(10)}${'n ours/floor'.padStart(13)}${['ours p50', 'ours p95', 'floor p50', 'floor p95', 'ratio p50', 'ratio p95'].map((h) => h.padStart(COLUMN)).join('')}`;

function row(name: string, ours: number[], floor: number[]): string {
  const sorted = (values: number[]) => values.filter((v) => !Number.isNaN(v)).sort((x, y) => x - y);
  const [o, f] = [sorted(ours), sorted(floor)];
  const [o50, o95, f50, f95] = [percentile(o, 50), percentile(o, 95), percentile(f, 50), percentile(f, 95)];
  return `${name.padEnd(10)}${`${o.length}/${f.length}`.padStart(13)}${fmt(o50)}${fmt(o95)}${fmt(f50)}${fmt(f95)}${ratio(o50, f50)}${ratio(o95, f95)}`;
}

/**
 * First decoded remote frame of a call over the p2p engine, on each side, beside two bare peer
 * connections in one page; ours and the floor in turns.
 */
export async function runRtcBench(): Promise<PartReport> {
  await ensureWebBuild();
  const server = await startSeededServer();
  // Without after-call time the agent is idle again as soon as a call ends.
  await server.ctx.db.updateTable('tenants').set({ afterCallSeconds: 0 }).execute();
  const browser = await launchMediaBrowser();
  try {
    const office = await browser.newContext({
      baseURL: server.url,
      permissions: ['camera', 'microphone'],
      locale: 'zh-CN',
    });
    await watchFirstFramesIn(office, REMOTE_VIDEO);
    const agentPage = await signInAgent(office, server);
    // One phone for every call, a new page each time: the customer's page is what a call starts from.
    const phone = await browser.newContext({
      ...devices['Pixel 7'],
      baseURL: server.url,
      permissions: ['camera', 'microphone'],
    });
    await watchFirstFramesIn(phone, REMOTE_VIDEO);
    const lab = await browser.newContext({ permissions: ['camera', 'microphone'] });
    const floorPage = await lab.newPage();
    await floorPage.goto(`${server.url}/api/health`);

    const agentSide: number[] = [];
    const floorOfferer: number[] = [];
    const { ours, floor } = await runPairedSamples(
      {
        ours: async () => {
          const sides = await productCall(phone, agentPage);
          agentSide.push(sides.agent);
          return sides.customer;
        },
        floor: async () => {
          const sides = await floorFirstFrames(floorPage);
          floorOfferer.push(sides.offerer);
          return sides.answerer;
        },
      },
      { warmup: 1, count: CALLS, budgetMs: BUDGET_MS },
    );
    // The warm-up pushed one sample of each side arrays too.
    agentSide.splice(0, agentSide.length - ours.samples.length);
    floorOfferer.splice(0, floorOfferer.length - floor.samples.length);
    const lines = [
      '',
      `Calls: ms from the agent's answer to the first remote video frame presented (requestVideoFrameCallback) on each side,`,
      `p2p engine, headless Chromium with the fake camera; the customer on a new page per call, the agent on one signed-in page.`,
      `Floor: two bare RTCPeerConnections in one page sending the fake camera, from createOffer to the first frame presented;`,
      `the answering connection beside the customer, the offering one beside the agent. ratio = ours / floor.`,
      '',
      HEADER,
      row('customer', ours.samples, floor.samples),
      row('agent', agentSide, floorOfferer),
      ...(failures.length > 0
        ? ['', `Calls without video (left out of the figures): ${failures.length}`, ...failures.map((f) => `  ${f}`)]
        : []),
      '',
    ];
    const side = (figure: string, oursSamples: number[], floorSamples: number[]) => ({
      part: 'rtc',
      figure,
      ours: p50Of(oursSamples),
      floor: p50Of(floorSamples),
      unit: 'ms',
      limit: LIMITS.rtc.firstFrameP50,
    });
    return {
      lines,
      summary: [
        side('answer → first frame p50, customer', ours.samples, floor.samples),
        side('answer → first frame p50, agent', agentSide, floorOfferer),
      ],
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
