import type { FastifyBaseLogger } from 'fastify';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { documentPagesTexts } from '../../src/schemas/documentPages';
import { IMAGE_EXTENSIONS } from '../../src/schemas/file';
import { objectKey, type Storage } from '../storage';
import { ConversionError, DEFAULT_CONVERSION_LIMITS, renderPages, type ConversionLimits } from './documentConversion';
import {
  FileConversions,
  type ClaimedDocument,
  type HashedPage,
  type PageState,
  type StoredPage,
} from './fileConversions';
import { sha256Hex } from '../db/trailChain';

interface DocumentPagesOptions extends ConversionLimits {
  /** How long a claim on a document lasts: longer than a conversion can take, so only a crashed process's claim runs out. */
  leaseMs: number;
  /** How often to look for work nobody announced here: another process's claim that ran out. */
  pollMs: number;
  /** Claims of one document before it counts as failed (a document that kills its converter must not loop). */
  maxAttempts: number;
}

const DEFAULTS: DocumentPagesOptions = {
  ...DEFAULT_CONVERSION_LIMITS,
  leaseMs: 10 * 60_000,
  pollMs: 60_000,
  maxAttempts: 3,
};

const isImage = (fileType: string) => (IMAGE_EXTENSIONS as readonly string[]).includes(fileType);

/**
 * Turns uploaded documents into page images, one at a time per process, oldest first. The queue is
 * the table file_conversions, so whatever is pending when the process stops is taken up when one
 * starts. An image is its own single page and is not copied.
 */
export class DocumentPages {
  private readonly options: DocumentPagesOptions;
  private readonly stopping = new AbortController();
  private draining: Promise<void> | null = null;
  private wanted = false;

  constructor(
    private readonly conversions: FileConversions,
    private readonly storage: Storage,
    private readonly log: FastifyBaseLogger,
    options: Partial<DocumentPagesOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  async start(): Promise<void> {
    // Installed since: tried again. Still missing: they fail again at once, with the same text.
    await this.conversions.retryFailedWith(documentPagesTexts.toolsMissing);
    await this.conversions.queueMissing();
    this.kick();
  }

  /** Ends the conversion under way (it stays pending for the next start) and waits for it to let go. */
  async stop(): Promise<void> {
    this.stopping.abort(new Error('server stopping'));
    await this.draining;
  }

  async enqueue(fileId: string): Promise<void> {
    await this.conversions.queue(fileId);
    this.kick();
  }

  /** The conversion of a document; null if it was never queued. */
  state(fileId: string): Promise<PageState | null> {
    return this.conversions.state(fileId);
  }

  page(fileId: string, pageNumber: number): Promise<StoredPage | null> {
    return this.conversions.page(fileId, pageNumber);
  }

  private get stopped(): boolean {
    return this.stopping.signal.aborted;
  }

  /** How often the queue is looked at again (the app's 'document pages' job). */
  get pollMs(): number {
    return this.options.pollMs;
  }

  /** Converts what is queued, unless a conversion is already under way. */
  kick(): void {
    if (this.stopped) return;
    this.wanted = true;
    if (this.draining) return;
    this.draining = this.drain()
      .catch((err: unknown) => this.log.error({ err }, 'document conversion queue failed'))
      .finally(() => {
        this.draining = null;
        if (this.wanted) this.kick();
      });
  }

  private async drain(): Promise<void> {
    while (this.wanted && !this.stopped) {
      this.wanted = false;
      const next = () => (this.stopped ? null : this.conversions.claim(this.options.leaseMs));
      for (let job = await next(); job; job = await next()) {
        // Stopped while claiming: give the document straight back.
        if (this.stopped) await this.conversions.release(job.fileId);
        else await this.convert(job);
      }
    }
  }

  private async convert(job: ClaimedDocument): Promise<void> {
    if (job.attempts > this.options.maxAttempts) return this.conversions.fail(job.fileId, documentPagesTexts.failed);
    if (isImage(job.fileType)) {
      const page = { storageKey: job.storageKey, contentType: job.contentType, sha256: job.sha256 };
      await this.conversions.finish(job.fileId, [page]);
      return;
    }
    const started = Date.now();
    const workDir = await mkdtemp(path.join(tmpdir(), 'document-pages-'));
    const stored: HashedPage[] = [];
    try {
      const source = path.join(workDir, `source.${job.fileType}`);
      await pipeline(await this.storage.get(job.storageKey), createWriteStream(source));
      for (const image of await renderPages(source, workDir, this.options, this.stopping.signal)) {
        if (this.stopped) throw new Error('server stopping');
        const storageKey = objectKey(`tenants/${job.tenantId}/pages/${job.fileId}`, 'png');
        // Each page keeps the hash of the bytes stored (tamper evidence of what a room showed).
        const bytes = await readFile(image);
        await this.storage.put(storageKey, bytes, 'image/png');
        stored.push({ storageKey, contentType: 'image/png', sha256: sha256Hex(bytes) });
      }
      if (!(await this.conversions.finish(job.fileId, stored))) await this.removeObjects(stored);
      this.log.info({ fileId: job.fileId, pages: stored.length, ms: Date.now() - started }, 'document converted');
    } catch (err) {
      await this.removeObjects(stored);
      if (this.stopped) return this.conversions.release(job.fileId);
      if (!(err instanceof ConversionError)) this.log.error({ err, fileId: job.fileId }, 'document conversion failed');
      await this.conversions.fail(job.fileId, err instanceof ConversionError ? err.message : documentPagesTexts.failed);
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  private async removeObjects(pages: readonly StoredPage[]): Promise<void> {
    for (const page of pages) {
      await this.storage
        .remove(page.storageKey)
        .catch((err: unknown) => this.log.error({ err, key: page.storageKey }, 'page image not removed'));
    }
  }
}
