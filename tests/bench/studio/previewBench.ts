import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { annuityIntro } from '../../../server/seed/templates';
import { RENDER_PIXEL_RATIO } from '../../../server/services/render';
import { drawNode } from '../../../server/services/render/drawNode';
import { builtInMedia } from '../../../server/services/render/media';
import { toStored } from '../../../src/domain/scene/stored';
import { pathWith } from '../../../src/schemas/paths';
import { videoContentPaths, type VideoPreview } from '../../../src/schemas/videoContent';
import { startSeededServer } from '../../support/seededServer';
import { login } from '../client';
import { LIMITS } from '../limits';
import { percentile } from '../measure';
import { benchCount } from '../scale';
import type { PartReport, SummaryRow } from '../summary';
import { formatFigures } from '../summary';

const RUNS = benchCount('BENCH_PREVIEW_RUNS', 5, 2);
/** How often the bench asks for the preview's state: the figure's resolution. */
const POLL_MS = 20;
/** A preview that has not rendered by then has failed to. */
const RENDER_TIMEOUT_MS = 120_000;

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

async function call<T>(baseUrl: string, token: string, method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { 'access-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { errCode: number; errInfo?: string; result: T };
  if (answer.errCode !== 0) throw new Error(`${method} ${url}: ${answer.errCode} ${answer.errInfo ?? ''}`);
  return answer.result;
}

/**
 * One preview as the editor asks for it: ms from sending the POST to the first answer of its state that
 * names a poster; then, untimed, its poster is fetched and the render followed until it is ready, so the
 * next run starts on a quiet server.
 */
async function firstFrameMs(baseUrl: string, token: string): Promise<number> {
  const content = toStored(annuityIntro());
  const started = performance.now();
  let preview = await call<VideoPreview>(
    baseUrl,
    token,
    'POST',
    pathWith(videoContentPaths.preview, { id: crypto.randomUUID() }),
    content,
  );
  const state = () =>
    call<VideoPreview>(baseUrl, token, 'GET', pathWith(videoContentPaths.previewOne, { id: preview._id }));
  while (!preview.render.posterUrl && preview.render.state !== 'failed') {
    await sleep(POLL_MS);
    preview = await state();
  }
  const elapsed = performance.now() - started;
  const posterUrl = preview.render.posterUrl;
  if (!posterUrl) throw new Error(`preview bench: the render failed: ${preview.render.error ?? ''}`);
  const poster = await fetch(`${baseUrl}${posterUrl}`);
  if (poster.status !== 200 || poster.headers.get('content-type') !== 'image/jpeg')
    throw new Error(`preview bench: the poster answered HTTP ${poster.status}`);
  await poster.arrayBuffer();
  const deadline = performance.now() + RENDER_TIMEOUT_MS;
  while (preview.render.state !== 'ready') {
    if (preview.render.state === 'failed' || performance.now() > deadline)
      throw new Error(`preview bench: the render did not finish: ${preview.render.error ?? preview.render.state}`);
    await sleep(200);
    preview = await state();
  }
  return elapsed;
}

/** The floor: the template's first node alone drawn at the render's size and encoded as the poster is. */
async function drawFirstNodeMs(): Promise<number> {
  const node = annuityIntro().nodes[0];
  if (!node) throw new Error('preview bench: the template has no node');
  const started = performance.now();
  const canvas = await drawNode(node, {}, builtInMedia, RENDER_PIXEL_RATIO);
  await canvas.encode('jpeg', 85);
  return performance.now() - started;
}

/** One untimed preview on the server just started, then RUNS previews each beside a drawing of the first node. */
async function previews(baseUrl: string): Promise<{ cold: number; ours: number[]; floor: number[] }> {
  const token = await login(baseUrl, 'demo_oadmin');
  const cold = await firstFrameMs(baseUrl, token);
  await drawFirstNodeMs();
  const ours: number[] = [];
  const floor: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    ours.push(await firstFrameMs(baseUrl, token));
    floor.push(await drawFirstNodeMs());
  }
  return { cold, ours, floor };
}

/**
 * Template preview → first frame: the editor's 预览 through the HTTP API of a running server (PGlite on
 * disk, espeak-ng narration), ms from the POST to the first state answer with a poster, p50 of RUNS
 * previews one after another after one untimed; beside drawing and encoding the first node alone.
 */
export async function runPreviewBench(): Promise<PartReport> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vs-bench-preview-'));
  const server = await startSeededServer({ dataDir });
  const { cold, ours, floor } = await previews(server.url).finally(async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  const summary: SummaryRow[] = [
    {
      part: 'preview',
      figure: 'template preview first frame p50 (node 0 drawn alone)',
      ours: median(ours),
      floor: median(floor),
      unit: 'ms',
      limit: LIMITS.preview.firstFrameP50,
    },
  ];
  return {
    lines: [
      '',
      `Template preview: the demo three-node template previewed through the API, p50 of ${RUNS} previews after one untimed.`,
      'Ours: POST preview → first GET of its state that answers a poster. Floor: its first node drawn and encoded alone.',
      `Samples (ms): ${ours.map((v) => v.toFixed(0)).join(', ')}; the untimed first, on a server just started: ${cold.toFixed(0)}.`,
      '',
      ...formatFigures(summary),
    ],
    summary,
  };
}
