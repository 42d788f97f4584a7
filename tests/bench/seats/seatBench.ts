import { chromium, type Browser, type Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureWebBuild } from '../../../scripts/webBuild';
import { chromiumLaunchOptions } from '../../support/chromiumLaunch';
import type { Config } from '../../../server/config';
import { CALL_AGENTS, openFileLimit } from '../calls/callBench';
import { AgentFleet } from '../calls/fleet';
import { ServerThread } from '../calls/serverThreads';
import { percentile, runPairedSamples, type SeriesPlan } from '../measure';
import { LIMITS } from '../limits';
import type { PartReport } from '../summary';
import { formatTable } from '../table';
import { signedIn } from '../web/webBench';
import { FLOOR_SEATS } from './floor';

const LABELS = { idle: '空闲', away: '离开' } as const;
type Toggle = keyof typeof LABELS;
const FILES_NEEDED = 8 * CALL_AGENTS + 256;
const ADMIN = 'sysadmin';

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  ).toFixed(1);
const progress = (text: string) => process.stderr.write(`[bench] ${text}\n`);

/**
 * Runs in the page: sends one seat's status change with that seat's token and answers the milliseconds
 * until the seat's row shows the new label, at the next animation frame after the change (the frame
 * that paints it). Ours and the floor mark rows alike, so one probe times both. Plain source text: the
 * bench runs under tsx, whose helpers a function's own text would carry into the page.
 */
const PROBE = `({ name, token, status, label }) => new Promise((resolve, reject) => {
  const row = document.querySelector('[data-testid="seat-' + name + '"]');
  if (!row) return reject(new Error('no row for ' + name));
  let started = 0;
  let answered = -1;
  const timer = setTimeout(() => { observer.disconnect(); reject(new Error(name + ': ' + label + ' not shown within 10 s')); }, 10000);
  const observer = new MutationObserver(() => {
    if (row.querySelector('[data-testid="seat-status"]')?.textContent !== label) return;
    observer.disconnect();
    clearTimeout(timer);
    requestAnimationFrame(() => resolve({ shown: performance.now() - started, answered }));
  });
  observer.observe(row, { subtree: true, childList: true, characterData: true });
  started = performance.now();
  fetch('/api/agents/serviceStatus', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'access-token': token },
    body: JSON.stringify({ serviceStatus: status }),
  }).then((response) => {
    answered = performance.now() - started;
    if (!response.ok) reject(new Error(name + ': HTTP ' + response.status));
  });
})`;

/** One side of the bench: a page showing seats, and how to change any seat's status. */
interface Side {
  page: Page;
  baseUrl: string;
  /** The seats on screen, with the token that changes each. */
  shown: { name: string; token: string }[];
  /** Tokens of the seats off screen, changed in the background. */
  churn: string[];
  /** Per sample, ms until the change's request was answered (-1: the screen showed it first). */
  answered: number[];
}

/** Changes of off-screen seats at `perSecond`, at most 20 in flight; stops when the returned function is called. */
function churn(side: Side, perSecond: number): { stop(): Promise<{ sent: number; failed: number }> } {
  let inFlight = 0;
  let sent = 0;
  let failed = 0;
  const states = new Map<string, Toggle>();
  const timer = setInterval(() => {
    if (inFlight >= 20) return;
    const token = side.churn[Math.floor(Math.random() * side.churn.length)] ?? '';
    const status: Toggle = states.get(token) === 'away' ? 'idle' : 'away';
    states.set(token, status);
    inFlight += 1;
    sent += 1;
    void fetch(`${side.baseUrl}/api/agents/serviceStatus`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'access-token': token },
      body: JSON.stringify({ serviceStatus: status }),
    })
      .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(new Error(String(response.status)))))
      .catch(() => (failed += 1))
      .finally(() => (inFlight -= 1));
  }, 1000 / perSecond);
  return {
    async stop() {
      clearInterval(timer);
      while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20));
      return { sent, failed };
    },
  };
}

/** A sampler: the next on-screen seat in turn flips between idle and away. */
function sampler(side: Side): () => Promise<number> {
  let turn = 0;
  const states = new Map<string, Toggle>();
  return async () => {
    const seat = side.shown[turn++ % side.shown.length]!;
    const status: Toggle = states.get(seat.name) === 'away' ? 'idle' : 'away';
    states.set(seat.name, status);
    const timed = (await side.page.evaluate(
      `(${PROBE})(${JSON.stringify({ ...seat, status, label: LABELS[status] })})`,
    )) as { shown: number; answered: number };
    side.answered.push(timed.answered);
    return timed.shown;
  };
}

async function oursSide(browser: Browser, baseUrl: string, tokens: string[]): Promise<Side> {
  const context = await browser.newContext();
  await signedIn(baseUrl, ADMIN)(context);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/SitDownStatusManagement`);
  const rows = page.locator('tr[data-testid^="seat-callbench_"]');
  await rows.first().waitFor({ timeout: 30_000 });
  const names = (await rows.evaluateAll((found) => found.map((row) => row.getAttribute('data-testid') ?? ''))).map(
    (id) => id.slice('seat-'.length),
  );
  // The seed names its agents callbench_1 … callbench_N in the order of their tokens.
  const tokenOf = (name: string) => tokens[Number(name.slice('callbench_'.length)) - 1] ?? '';
  const shownTokens = new Set(names.map(tokenOf));
  return {
    page,
    baseUrl,
    shown: names.map((name) => ({ name, token: tokenOf(name) })),
    churn: tokens.filter((token) => !shownTokens.has(token)),
    answered: [],
  };
}

async function floorSide(browser: Browser, baseUrl: string): Promise<Side> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(baseUrl);
  await page.waitForFunction(() => document.title === 'ready');
  // The floor names a seat by its token.
  const churnNames = Array.from(
    { length: CALL_AGENTS - FLOOR_SEATS.length },
    (_, i) => `floor_${FLOOR_SEATS.length + i + 1}`,
  );
  return { page, baseUrl, shown: FLOOR_SEATS.map((name) => ({ name, token: name })), churn: churnNames, answered: [] };
}

/**
 * The seat monitor with 1,000 agents connected on PGlite: a platform admin's /SitDownStatusManagement in
 * headless Chromium while `perSecond` off-screen agents change status; each sample changes an on-screen
 * agent's status and times it to the admin's screen. Beside a bare socket.io floor with a plain page.
 */
export async function runSeatBench(options: {
  config: Config;
  plan: SeriesPlan;
  perSecond: number;
  postgresUrl: string;
}): Promise<PartReport> {
  const header = [
    '',
    `Seat monitor: ${CALL_AGENTS.toLocaleString('en')} agents of one tenant connected over websocket, ${options.perSecond} of them changing status each second (idle ↔ away)`,
    "in the background; each sample changes one on-screen agent's status from the admin's page (POST /api/agents/serviceStatus with",
    "that agent's token) and waits until the row shows the new label, at the next animation frame. Ours: the platform admin's",
    '/SitDownStatusManagement (React, MUI) on buildApp with PGlite. Floor: node:http + socket.io emitting seat.status to an admins room,',
    `${CALL_AGENTS.toLocaleString('en')} clients too, a plain page writing the label into the cell; no database, scope or React. ms after warm-up.`,
    '',
  ];
  const limit = openFileLimit();
  if (limit !== null && limit < FILES_NEEDED) {
    const reason = `${FILES_NEEDED} open files needed and the limit is ${limit}; raise it (ulimit -n).`;
    return { lines: [...header, `seats: skipped, ${reason}`], summary: [], skipped: [reason] };
  }
  await ensureWebBuild();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vs-bench-seats-'));
  // Two pages in one browser, each in the background of the other: neither may be throttled.
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [
      ...(chromiumLaunchOptions.args ?? []),
      '--disable-renderer-backgrounding',
      '--disable-background-timer-throttling',
    ],
  });
  const threads: ServerThread[] = [];
  const fleets: AgentFleet[] = [];
  try {
    const since = performance.now();
    const floor = await ServerThread.start({ server: 'seatFloor' });
    threads.push(floor.thread);
    const ours = await ServerThread.start({
      server: 'ours',
      db: 'pglite',
      dataDir,
      postgresUrl: options.postgresUrl,
      config: options.config,
      agents: CALL_AGENTS,
      webApp: true,
    });
    threads.push(ours.thread);
    const tokens = ours.started.tenant?.tokens ?? [];
    fleets.push(await AgentFleet.connect(ours.started.baseUrl, tokens));
    fleets.push(
      await AgentFleet.connect(
        floor.started.baseUrl,
        Array.from({ length: CALL_AGENTS }, (_, i) => `floor_${i + 1}`),
      ),
    );
    const oursPage = await oursSide(browser, ours.started.baseUrl, tokens);
    const floorPage = await floorSide(browser, floor.started.baseUrl);
    progress(
      `seats: ${CALL_AGENTS} agents seeded and connected, pages open in ${((performance.now() - since) / 1000).toFixed(1)} s; measuring`,
    );
    const background = [churn(oursPage, options.perSecond), churn(floorPage, options.perSecond)];
    const series = await runPairedSamples({ ours: sampler(oursPage), floor: sampler(floorPage) }, options.plan);
    const [oursChurn, floorChurn] = await Promise.all(background.map((b) => b.stop()));
    const row = {
      operation: `seat status → admin's screen (${CALL_AGENTS.toLocaleString('en')} agents)`,
      db: 'pglite',
      ours: series.ours,
      floor: series.floor,
    };
    const lines = [
      ...header,
      formatTable([row]),
      '',
      `Request answered (p50, before the screen showed it or not): ours ${median(oursPage.answered)} ms, floor ${median(floorPage.answered)} ms; the rest is the push and the page's render.`,
      `Background changes sent: ours ${oursChurn!.sent} (${oursChurn!.failed} failed), floor ${floorChurn!.sent} (${floorChurn!.failed} failed); on screen: ours ${oursPage.shown.length} seats, floor ${floorPage.shown.length}.`,
    ];
    const figure = { part: 'seats', figure: "status → admin's screen p99", unit: 'ms', limit: LIMITS.seats.p99 };
    return { lines, summary: [{ ...figure, ours: row.ours.p99, floor: row.floor.p99 }] };
  } finally {
    await browser.close();
    for (const thread of threads.reverse()) await thread.close();
    for (const fleet of fleets) fleet.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
