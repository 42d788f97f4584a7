import { devices, type BrowserContext, type Page } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { ensureWebBuild } from '../../../scripts/webBuild';
import { CallServiceClient } from '../../../src/features/fiveG/call/CallServiceClient';
import { apiPaths, ErrCode, type Envelope } from '../../../src/schemas/api';
import {
  CALL_SIMULATOR_NAMESPACE,
  callServiceApiPaths,
  END_BY_AGENT,
  type CallServiceSession,
  type HandsetCall,
} from '../../../src/schemas/callService';
import { DEMO_PASSWORD, startSeededServer } from '../../support/seededServer';
import { p50Of, percentile, runPairedSamples } from '../measure';
import { LIMITS } from '../limits';
import type { PartReport } from '../summary';
import { firstFrameSince, launchMediaBrowser, MEDIA_TIMEOUT_MS, watchFirstFramesIn } from '../mediaPages';
import { benchCount } from '../scale';
import { formatTable } from '../table';
import { startFiveGFloor } from './floor';

const RINGS = benchCount('BENCH_FIVEG_RINGS', 200, 10);
const CALLS = benchCount('BENCH_FIVEG_CALLS', 12, 2);
const RING_BUDGET_MS = 20_000;
const CALL_BUDGET_MS = 100_000;
const RING_TIMEOUT_MS = 10_000;
/** The dialer's and the handset's remote video. */
const REMOTE_VIDEO = 'video[data-testid$="remote-video"]';
const PHONE = '13912345678';
const AGENT = 'demo_agent1';

const progress = (text: string) => process.stderr.write(`[bench] ${text}\n`);

type Line = Socket<{ calls: (calls: HandsetCall[]) => void }>;

/** A handset's socket on the simulator's namespace; a promise for the next time it hears `wanted`. */
class HandsetEar {
  private waiter: { wanted: (calls: HandsetCall[]) => boolean; resolve: (at: number) => void } | null = null;

  private constructor(readonly socket: Line) {
    socket.on('calls', (calls) => {
      const at = performance.now();
      if (this.waiter?.wanted(calls)) {
        this.waiter.resolve(at);
        this.waiter = null;
      }
    });
  }

  /**
   * A handset opening a call's link: its line carries the call's key and hears that call. Not yet connected,
   * so a wait set before `connected()` hears the list the server sends on connection.
   */
  static open(baseUrl: string, phone: string, key: string): HandsetEar {
    const socket: Line = io(`${baseUrl}${CALL_SIMULATOR_NAMESPACE}`, {
      auth: { phone, key },
      transports: ['websocket'],
      forceNew: true,
      autoConnect: false,
    });
    return new HandsetEar(socket);
  }

  connected(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.socket.once('connect', resolve);
      this.socket.once('connect_error', reject);
      this.socket.connect();
    });
  }

  /** performance.now() when the socket hears a list of calls `wanted` accepts. */
  hears(wanted: (calls: HandsetCall[]) => boolean, what: string): Promise<number> {
    if (this.waiter) throw new Error('one wait at a time');
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiter = null;
        reject(new Error(`handset: no ${what} within ${RING_TIMEOUT_MS} ms`));
      }, RING_TIMEOUT_MS);
      this.waiter = {
        wanted,
        resolve: (at) => {
          clearTimeout(timer);
          resolve(at);
        },
      };
    });
  }

  close(): void {
    this.socket.close();
  }
}

const ringing = (calls: HandsetCall[]) => calls.some((c) => c.state === 'ringing');

async function expectOk<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  const body = JSON.parse(text) as Envelope<T>;
  if (response.status !== 200 || body.errCode !== ErrCode.ok || body.result === undefined)
    throw new Error(`${what}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return body.result;
}

/**
 * The agent's way to the call service as the browser gets it: sign in, then GET /api/callService/session;
 * signOut ends that session, so the browser's sign-in later is not asked to force out another one.
 */
async function agentCallClient(baseUrl: string): Promise<{ client: CallServiceClient; signOut: () => Promise<void> }> {
  const signedIn = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginName: AGENT, password: DEMO_PASSWORD, encrypted: false, isForceLogin: 1 }),
  });
  const { token } = await expectOk<{ token: string }>(signedIn, 'login');
  const session = await expectOk<CallServiceSession>(
    await fetch(`${baseUrl}${callServiceApiPaths.session}`, { headers: { 'access-token': token } }),
    'callService session',
  );
  const base = /^https?:\/\//.test(session.baseUrl) ? session.baseUrl : `${baseUrl}${session.baseUrl}`;
  const signOut = async () => {
    const response = await fetch(`${baseUrl}${apiPaths.logout}`, {
      method: 'POST',
      headers: { 'access-token': token },
    });
    const body = (await response.json()) as Envelope<unknown>;
    if (body.errCode !== ErrCode.ok) throw new Error(`logout: HTTP ${response.status} ${JSON.stringify(body)}`);
  };
  return { client: new CallServiceClient(base).init(session.appToken), signOut };
}

/** performance.now() when a handset opening the call's link (its key) first shows the call ringing. */
async function ringsAt(baseUrl: string, key: string, afterwards?: (ear: HandsetEar) => Promise<void>): Promise<number> {
  const ear = HandsetEar.open(baseUrl, PHONE, key);
  try {
    const heard = ear.hears(ringing, 'ring');
    await ear.connected();
    const at = await heard;
    await afterwards?.(ear);
    return at;
  } finally {
    ear.close();
  }
}

/**
 * start-call → ringing, until a handset opening the call's link shows it ringing: the protocol's assign and
 * voiceCall against ours, one POST against the floor. The simulator shows a line only the call its link opens,
 * once dialled, so both handsets open the link after the call is placed, on a new socket each time.
 */
async function measureRings(baseUrl: string, floorUrl: string) {
  const { client, signOut } = await agentCallClient(baseUrl);
  let flow = 0;
  try {
    const ours = async () => {
      const started = performance.now();
      const { callId, handsetKey } = await client.assign(`BENCH${++flow}`, PHONE);
      if (!handsetKey) throw new Error('assign: no handsetKey from the simulator');
      await client.voiceCall(callId, 'video');
      // Untimed, after the ring: the agent hangs up and the handset sees the call end.
      const at = await ringsAt(baseUrl, handsetKey, async (ear) => {
        const ended = ear.hears((calls) => calls.some((c) => c.callId === callId && c.state === 'ended'), 'end');
        await client.endVoiceCall(callId, END_BY_AGENT);
        await ended;
      });
      return at - started;
    };
    const floor = async () => {
      const started = performance.now();
      const { handsetKey } = await expectOk<{ handsetKey: string }>(
        await fetch(`${floorUrl}/call`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ phone: PHONE }),
        }),
        'floor call',
      );
      return (await ringsAt(floorUrl, handsetKey)) - started;
    };
    return await runPairedSamples({ ours, floor }, { warmup: 5, count: RINGS, budgetMs: RING_BUDGET_MS });
  } finally {
    await signOut();
  }
}

/**
 * Plain JavaScript run in each floor page (a string: tsx's name helpers do not exist there). The page
 * opens the fake camera and microphone once and its socket; on 'answered' from the other page it offers
 * a new RTCPeerConnection sending them, on an offer it answers with one, and records the wall-clock time
 * of the first remote frame presented, as the product's pages do.
 */
const FLOOR_SETUP = `(async () => {
  const media = await navigator.mediaDevices.getUserMedia({ audio: true, video: { width: { ideal: 640 }, height: { ideal: 480 } } });
  const socket = io('/callsvc', { transports: ['websocket'] });
  await new Promise((resolve) => socket.on('connect', resolve));
  window.firstFrames = [];
  let pc = null;
  const open = () => {
    pc?.close();
    const own = new RTCPeerConnection();
    pc = own;
    for (const track of media.getTracks()) own.addTrack(track, media);
    own.onicecandidate = ({ candidate }) => candidate && socket.emit('rtc.signal', { kind: 'candidate', candidate: candidate.toJSON() });
    own.ontrack = ({ track, streams }) => {
      if (track.kind !== 'video') return;
      const video = document.createElement('video');
      video.muted = true;
      video.playsInline = true;
      video.srcObject = streams[0] ?? new MediaStream([track]);
      document.body.append(video);
      video.requestVideoFrameCallback(() => window.firstFrames.push(Date.now()));
      video.play().catch(() => undefined);
    };
    return own;
  };
  const describe = (own) => socket.emit('rtc.signal', { kind: 'description', description: own.localDescription.toJSON() });
  socket.on('rtc.signal', async (data) => {
    if (data.kind === 'answered') {
      const own = open();
      await own.setLocalDescription(await own.createOffer());
      describe(own);
    } else if (data.kind === 'description' && data.description.type === 'offer') {
      const own = open();
      await own.setRemoteDescription(data.description);
      await own.setLocalDescription(await own.createAnswer());
      describe(own);
    } else if (data.kind === 'description') {
      await pc?.setRemoteDescription(data.description);
    } else if (data.kind === 'candidate') {
      await pc?.addIceCandidate(data.candidate).catch(() => undefined);
    }
  });
  window.floorAnswer = () => socket.emit('rtc.signal', { kind: 'answered' });
  window.floorHangUp = () => {
    pc?.close();
    pc = null;
    for (const video of document.querySelectorAll('video')) video.remove();
  };
})()`;

interface Sides {
  agent: number;
  handset: number;
}

const failures: string[] = [];

function noteMissing(where: string, sides: Sides): void {
  for (const side of ['agent', 'handset'] as const)
    if (Number.isNaN(sides[side]))
      failures.push(`${where} ${side}: no remote frame within ${MEDIA_TIMEOUT_MS / 1000} s`);
}

/** One call through the product: the dialer calls, the handset answers in video; ms from the answer to each side's first remote frame. */
async function productCall(dialer: Page, handset: Page): Promise<Sides> {
  await dialer.getByRole('button', { name: '发起通话' }).click();
  const dialog = dialer.getByRole('dialog', { name: '发起会话' });
  await dialog.getByLabel('客户姓名').fill('王先生');
  await dialog.getByLabel('客户手机号').fill(PHONE);
  await dialog.getByLabel('视频呼叫').check();
  await dialog.getByRole('button', { name: '确定' }).click();
  // Untimed: the handset opens the call's link from the call panel, as the phone ringing would.
  const link = dialer.getByTestId('handset-link');
  await link.waitFor({ timeout: MEDIA_TIMEOUT_MS });
  await handset.goto((await link.getAttribute('href')) ?? '');
  const answer = handset.getByRole('button', { name: '视频接听', exact: true });
  await answer.waitFor({ timeout: MEDIA_TIMEOUT_MS });
  const answeredAt = Date.now();
  await answer.click();
  const [agent, customer] = await Promise.all([
    firstFrameSince(dialer, answeredAt),
    firstFrameSince(handset, answeredAt),
  ]);
  const sides = { agent, handset: customer };
  noteMissing('ours', sides);
  // Untimed: the customer hangs up and both sides see the call end.
  await handset.getByRole('button', { name: '挂断', exact: true }).click();
  await handset.getByTestId('handset-status').filter({ hasText: '通话已结束' }).waitFor({ timeout: MEDIA_TIMEOUT_MS });
  await dialer
    .locator('[data-testid="call-panel"][data-call-status="0"]')
    .waitFor({ state: 'attached', timeout: MEDIA_TIMEOUT_MS });
  return sides;
}

/** One call between the two floor pages: from the handset page's 'answered' to each side's first remote frame. */
async function floorCall(agentPage: Page, handsetPage: Page): Promise<Sides> {
  const answeredAt = Date.now();
  await handsetPage.evaluate('window.floorAnswer()');
  const [agent, handset] = await Promise.all([
    firstFrameSince(agentPage, answeredAt),
    firstFrameSince(handsetPage, answeredAt),
  ]);
  const sides = { agent, handset };
  noteMissing('floor', sides);
  await Promise.all([agentPage.evaluate('window.floorHangUp()'), handsetPage.evaluate('window.floorHangUp()')]);
  return sides;
}

async function signInToDialer(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/user/login');
  await page.getByLabel('账号/邮箱').fill(AGENT);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL((url) => url.pathname !== '/user/login');
  await page.goto('/dialer');
  await page.getByRole('heading', { name: '模拟外呼' }).waitFor();
  return page;
}

/** answer → first frame: the product's /dialer and /handset through the simulator beside two bare pages over a socket.io relay, in turns. */
async function measureFrames(baseUrl: string, floorUrl: string) {
  const browser = await launchMediaBrowser();
  try {
    const media = { permissions: ['camera', 'microphone'] };
    const office = await browser.newContext({ ...media, baseURL: baseUrl, locale: 'zh-CN' });
    await watchFirstFramesIn(office, REMOTE_VIDEO);
    const dialer = await signInToDialer(office);
    const phone = await browser.newContext({ ...devices['Pixel 7'], ...media, baseURL: baseUrl });
    await watchFirstFramesIn(phone, REMOTE_VIDEO);
    const handset = await phone.newPage();

    const floorPages = await Promise.all(
      [{}, devices['Pixel 7']].map(async (device) => {
        const page = await (await browser.newContext({ ...device, ...media, baseURL: floorUrl })).newPage();
        await page.goto('/floor');
        await page.evaluate(FLOOR_SETUP);
        return page;
      }),
    );
    const [floorAgent, floorHandset] = floorPages as [Page, Page];

    const handsetSide = { ours: [] as number[], floor: [] as number[] };
    const series = await runPairedSamples(
      {
        ours: async () => {
          const sides = await productCall(dialer, handset);
          handsetSide.ours.push(sides.handset);
          return sides.agent;
        },
        floor: async () => {
          const sides = await floorCall(floorAgent, floorHandset);
          handsetSide.floor.push(sides.handset);
          return sides.agent;
        },
      },
      { warmup: 1, count: CALLS, budgetMs: CALL_BUDGET_MS },
    );
    // The warm-up pushed one sample of each to the handset's arrays too.
    handsetSide.ours.splice(0, handsetSide.ours.length - series.ours.samples.length);
    handsetSide.floor.splice(0, handsetSide.floor.length - series.floor.samples.length);
    return { agent: { ours: series.ours.samples, floor: series.floor.samples }, handset: handsetSide };
  } finally {
    await browser.close();
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

/** The 5G call path through the built-in call-service simulator: start-call → ringing, and answer → first frame, each beside its floor. */
export async function runFiveGBench(): Promise<PartReport> {
  await ensureWebBuild();
  const server = await startSeededServer();
  const floor = await startFiveGFloor();
  try {
    let started = performance.now();
    const rings = await measureRings(server.url, floor.baseUrl);
    progress(
      `fiveG: ${rings.ours.samples.length} ring pairs in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    started = performance.now();
    const frames = await measureFrames(server.url, floor.baseUrl);
    progress(`fiveG: ${frames.agent.ours.length} call pairs in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const lines = [
      '',
      '5G calls through the built-in call-service simulator (/callsvc), demo tenant on PGlite in memory; ours and the floor in turns.',
      "start-call → ringing: ms from the agent's POST /callsvc/call/assign, then /call/voiceCall (the browser's CallServiceClient,",
      "signed in as demo_agent1, the app token from GET /api/callService/session) until the handset's socket on namespace /callsvc",
      "first shows the ringing call: the handset opens the call's link (its key) on a new socket once the call is placed, and the",
      'server sends the call on connection. Untimed, after: the agent ends the call. Floor: bare node:http + socket.io, one POST',
      'keeps the ringing call under a key and answers it; a socket connecting with that key is sent the call. No token, call',
      'state or second request. ratio = ours / floor.',
      '',
      formatTable([{ operation: 'start-call → handset ringing', db: 'pglite', ours: rings.ours, floor: rings.floor }]),
      'p99 of fewer than 100 samples is the largest or second largest sample.',
      '',
      "answer → first frame: ms from the click on the handset's 视频接听 to the first remote video frame presented",
      "(requestVideoFrameCallback) on each side, headless Chromium with the fake camera; ours the product's /dialer (signed-in agent)",
      "and /handset (phone-sized, opened from each call's link) pages, p2p engine, signals through the simulator; each call dialled, and hung up by the handset, untimed.",
      'Floor: two bare pages, camera open beforehand, one RTCPeerConnection each over a bare socket.io relay: the handset page',
      "says 'answered', the agent page offers, the handset answers. ratio = ours / floor.",
      '',
      HEADER,
      row('agent', frames.agent.ours, frames.agent.floor),
      row('handset', frames.handset.ours, frames.handset.floor),
      ...(failures.length > 0
        ? ['', `Calls without video (left out of the figures): ${failures.length}`, ...failures.map((f) => `  ${f}`)]
        : []),
      '',
    ];
    const fiveG = { part: 'fiveG', unit: 'ms' };
    const frame = (side: 'agent' | 'handset') => ({
      ...fiveG,
      figure: `answer → first frame p50, ${side}`,
      ours: p50Of(frames[side].ours),
      floor: p50Of(frames[side].floor),
      limit: LIMITS.fiveG.firstFrameP50,
    });
    return {
      lines,
      summary: [
        {
          ...fiveG,
          figure: 'start-call → ringing p50',
          ours: rings.ours.p50,
          floor: rings.floor.p50,
          limit: LIMITS.fiveG.ringP50,
        },
        frame('agent'),
        frame('handset'),
      ],
    };
  } finally {
    await floor.close();
    await server.close();
  }
}
