import { spawn } from 'node:child_process';
import { mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { documentPagesTexts, MAX_DOCUMENT_PAGES } from '../../src/schemas/documentPages';

/** A conversion that cannot succeed however often it is tried; `message` is the Chinese text shown. */
export class ConversionError extends Error {}

export interface ConversionLimits {
  /** LibreOffice's time to turn one office document into a PDF. */
  officeTimeoutMs: number;
  /** poppler's time to draw all pages of one PDF. */
  rasterTimeoutMs: number;
  maxPages: number;
  /** Pixels of a page image's longer side: 1600 keeps slide text readable on the hall's big screen. */
  longSide: number;
}

export const DEFAULT_CONVERSION_LIMITS: ConversionLimits = {
  officeTimeoutMs: 120_000,
  rasterTimeoutMs: 120_000,
  maxPages: MAX_DOCUMENT_PAGES,
  longSide: 1600,
};

const STDOUT_LIMIT = 64 * 1024;

/**
 * Runs a tool in a process group of its own, so a timeout or an abort also ends what it started
 * (soffice leaves the work to a soffice.bin child). Resolves with its standard output.
 */
function runTool(
  command: string,
  args: readonly string[],
  options: { timeoutMs: number; signal: AbortSignal; env?: NodeJS.ProcessEnv },
): Promise<string> {
  return new Promise((resolve, reject) => {
    if (options.signal.aborted) return reject(options.signal.reason);
    const child = spawn(command, args, {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: options.env ?? process.env,
    });
    let stdout = '';
    let stderr = '';
    let ended: Error | null = null;
    const killGroup = (reason: Error) => {
      ended ??= reason;
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The group is already gone.
      }
    };
    const timer = setTimeout(() => killGroup(new ConversionError(documentPagesTexts.timedOut)), options.timeoutMs);
    const onAbort = () =>
      killGroup(options.signal.reason instanceof Error ? options.signal.reason : new Error('aborted'));
    options.signal.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (piece: Buffer) => {
      if (stdout.length < STDOUT_LIMIT) stdout += piece.toString();
    });
    child.stderr.on('data', (piece: Buffer) => {
      if (stderr.length < STDOUT_LIMIT) stderr += piece.toString();
    });
    const finish = (error: Error | null) => {
      clearTimeout(timer);
      options.signal.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve(stdout);
    };
    // A tool that is not installed is the server's lack, not the document's: said so, without a stack trace.
    child.on('error', (err) =>
      finish(
        ended ??
          ((err as NodeJS.ErrnoException).code === 'ENOENT'
            ? new ConversionError(documentPagesTexts.toolsMissing)
            : err),
      ),
    );
    child.on('close', (code) => {
      if (ended) return finish(ended);
      if (code !== 0) return finish(new Error(`${command} exited with ${code}: ${stderr.trim().slice(0, 500)}`));
      finish(null);
    });
  });
}

async function exists(file: string): Promise<boolean> {
  return (await stat(file).catch(() => null))?.isFile() ?? false;
}

/** LibreOffice in its own profile (two instances sharing one block each other), writing <name>.pdf beside nothing else. */
async function officeToPdf(
  source: string,
  workDir: string,
  limits: ConversionLimits,
  signal: AbortSignal,
): Promise<string> {
  const outDir = path.join(workDir, 'pdf');
  const profile = pathToFileURL(path.join(workDir, 'profile')).href;
  await runTool(
    'soffice',
    [
      '--headless',
      '--norestore',
      `-env:UserInstallation=${profile}`,
      '--convert-to',
      'pdf',
      '--outdir',
      outDir,
      source,
    ],
    {
      timeoutMs: limits.officeTimeoutMs,
      signal,
      env: { ...process.env, HOME: workDir },
    },
  );
  const pdf = path.join(outDir, `${path.parse(source).name}.pdf`);
  // soffice exits 0 when it cannot read the source; only the missing PDF tells.
  if (!(await exists(pdf))) throw new ConversionError(documentPagesTexts.failed);
  return pdf;
}

async function pageCount(pdf: string, signal: AbortSignal): Promise<number> {
  let info: string;
  try {
    info = await runTool('pdfinfo', [pdf], { timeoutMs: 30_000, signal });
  } catch (err) {
    if (signal.aborted || err instanceof ConversionError) throw err;
    throw new ConversionError(documentPagesTexts.failed);
  }
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
  if (pages < 1) throw new ConversionError(documentPagesTexts.failed);
  return pages;
}

/**
 * The page images of a PDF or office document at `source` (its extension names its kind), as PNG
 * files in `workDir`, in page order. Office files go through LibreOffice to PDF first; poppler's
 * pdftoppm draws the pages, with fontconfig's CJK fonts for text whose font is not embedded.
 */
export async function renderPages(
  source: string,
  workDir: string,
  limits: ConversionLimits,
  signal: AbortSignal,
): Promise<string[]> {
  const pdf =
    path.extname(source).toLowerCase() === '.pdf' ? source : await officeToPdf(source, workDir, limits, signal);
  const pages = await pageCount(pdf, signal);
  if (pages > limits.maxPages) throw new ConversionError(documentPagesTexts.tooManyPages(limits.maxPages));
  const pagesDir = path.join(workDir, 'pages');
  await mkdir(pagesDir);
  await runTool('pdftoppm', ['-png', '-scale-to', String(limits.longSide), pdf, path.join(pagesDir, 'page')], {
    timeoutMs: limits.rasterTimeoutMs,
    signal,
  });
  // pdftoppm pads the page number to the width of the last one: page-1.png or page-01.png.
  const numbered = (await readdir(pagesDir))
    .map((name) => ({ name, page: Number(/^page-(\d+)\.png$/.exec(name)?.[1] ?? NaN) }))
    .filter((entry) => Number.isInteger(entry.page))
    .sort((a, b) => a.page - b.page);
  if (numbered.length !== pages) throw new Error(`pdftoppm made ${numbered.length} of ${pages} pages`);
  return numbered.map((entry) => path.join(pagesDir, entry.name));
}
