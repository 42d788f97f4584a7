import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { StoredTemplate } from '../../../src/domain/scene/stored';
import { videoContentTexts, type RenderRecord } from '../../../src/schemas/videoContent';
import { conflict } from '../../plugins/envelope';
import { json } from '../../db/database';
import type { DB, RenderState } from '../../db/types';
import type { JobQueue } from '../../queue';
import { objectKey, type Storage } from '../../storage';
import { renderTemplate, type AvatarLooks } from '../render';
import type { MediaSource } from '../render/drawNode';
import type { SpeechPort } from '../speech';
import type { MediaKind, RenderLinks } from './links';
import type { VideoContentStore } from './store';

/** Template previews of one tenant waiting or rendering at once (docs/decisions.md); one per account besides. */
export const PREVIEWS_PENDING_PER_TENANT = 4;

/** Why a render failed, as the list shows it. */
const failure = (err: unknown) => `视频生成失败：${(err instanceof Error ? err.message : String(err)).slice(0, 180)}`;

export interface RenderTarget {
  progress(percent: number): Promise<boolean>;
  /**
   * Shows the stored poster while the rest renders; false when the render was overtaken (the caller removes
   * it). A target without it gets its poster with the video.
   */
  firstFrame?(posterKey: string): Promise<boolean>;
  /** Publishes the stored files; false when the render was overtaken (the caller removes them). */
  ready(files: { videoKey: string; posterKey: string; seconds: number }): Promise<boolean>;
  failed(reason: string): Promise<void>;
}

/** What a row's render looks like to its viewer: signed addresses once ready (a preview's poster from its first frame on), why once failed. */
export interface RenderColumns {
  id: string;
  renderState: RenderState;
  renderProgress: number;
  renderError: string | null;
  videoKey: string | null;
  posterKey: string | null;
  durationSeconds?: number | null;
}

/**
 * Renders video content and template previews as queued jobs: the template drawn and narrated
 * (services/render), the MP4 and poster written under a temporary directory, then stored and published in
 * one update; until then the row has no video, so nothing half-rendered is ever served. A preview shows its
 * poster, the first node's finished frame, as soon as it is drawn.
 */
export class VideoRenders {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly contents: VideoContentStore,
    private readonly storage: Storage,
    private readonly speech: SpeechPort,
    private readonly queue: JobQueue,
    private readonly log: FastifyBaseLogger,
    /** The signed addresses of the rendered files. */
    readonly links: RenderLinks,
    /** What a template may show (render/storedMedia.ts). */
    private readonly media: MediaSource,
    /** A digital template's video avatar and built-in picture (render/storedMedia.ts). */
    private readonly avatarLooks: AvatarLooks,
  ) {}

  async queueContent(contentId: string, attempt: number): Promise<void> {
    await this.queue.send('video-content-render', { contentId, attempt });
  }

  /**
   * A preview of the content the editor has, for its agent. It replaces the agent's preview still waiting
   * (the editor follows only the latest), and a tenant has at most PREVIEWS_PENDING_PER_TENANT waiting or
   * under way, so no tenant fills the render queue for all; the tenant's requests are taken one at a time.
   */
  async queuePreview(owner: { tenantId: string; agentId: string }, content: StoredTemplate): Promise<string> {
    const made = await this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${`templatePreview:${owner.tenantId}`}))`.execute(trx);
      const ownPending = trx.selectFrom('videoTemplatePreviews').where('templateVersionId', 'is', null);
      await trx
        .deleteFrom('videoTemplatePreviews')
        .where('agentId', '=', owner.agentId)
        .where('templateVersionId', 'is', null)
        .where('renderState', '=', 'queued')
        .execute();
      const pending = await ownPending
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('tenantId', '=', owner.tenantId)
        .where('renderState', 'in', ['queued', 'rendering'])
        .executeTakeFirst();
      if (Number(pending?.count ?? 0) >= PREVIEWS_PENDING_PER_TENANT)
        throw conflict(videoContentTexts.previewQueueFull);
      return trx
        .insertInto('videoTemplatePreviews')
        .values({ ...owner, content: json(content) })
        .returning('id')
        .executeTakeFirstOrThrow();
    });
    // A replaced preview's job finds no row and renders nothing.
    await this.queue.send('video-template-preview', { previewId: made.id });
    return made.id;
  }

  /**
   * The preview of an approved template version for /richMediaShare: one per version, made by the first
   * visitor's request and kept until the daily sweep, so public visits never queue more than one render.
   */
  async sharedPreview(version: { id: string; tenantId: string; agentId: string; content: StoredTemplate }) {
    const made = await this.db
      .insertInto('videoTemplatePreviews')
      .values({
        tenantId: version.tenantId,
        agentId: version.agentId,
        content: json(version.content),
        templateVersionId: version.id,
      })
      .onConflict((oc) => oc.column('templateVersionId').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (made) await this.queue.send('video-template-preview', { previewId: made.id });
    return this.db
      .selectFrom('videoTemplatePreviews')
      .selectAll()
      .where('templateVersionId', '=', version.id)
      .executeTakeFirstOrThrow();
  }

  async preview(id: string, agentId: string) {
    return (
      (await this.db
        .selectFrom('videoTemplatePreviews')
        .selectAll()
        .where('id', '=', id)
        .where('agentId', '=', agentId)
        .executeTakeFirst()) ?? null
    );
  }

  record(row: RenderColumns, kinds: { video: MediaKind; poster: MediaKind }): RenderRecord {
    const ready = row.renderState === 'ready' && row.videoKey !== null;
    return {
      state: row.renderState,
      progress: row.renderProgress,
      error: row.renderError,
      url: ready ? this.links.make(kinds.video, row.id) : null,
      posterUrl:
        (ready || row.renderState === 'rendering') && row.posterKey ? this.links.make(kinds.poster, row.id) : null,
      seconds: row.durationSeconds ?? null,
    };
  }

  /** Renders the template into the target: its progress, then its stored files, or why it failed. */
  async run(content: StoredTemplate, variables: Record<string, string>, target: RenderTarget): Promise<void> {
    const posterKey = objectKey('rendered', 'jpg');
    let posterShown = false;
    const showFirstFrame = target.firstFrame?.bind(target);
    let rendered;
    try {
      rendered = await renderTemplate(content, variables, this.speech, {
        media: this.media,
        avatarLooks: this.avatarLooks,
        progress: async (p) => void (await target.progress(p)),
        ...(showFirstFrame && {
          firstFrame: async (jpeg) => {
            await this.storage.put(posterKey, jpeg, 'image/jpeg');
            posterShown = await showFirstFrame(posterKey);
            if (!posterShown) await this.removeFiles([posterKey]);
          },
        }),
      });
    } catch (err) {
      this.log.warn({ err }, 'video render failed');
      // A poster already shown stays with the failed row, which removes it when it goes.
      if (!posterShown) await this.removeFiles([posterKey]);
      await target.failed(failure(err));
      return;
    }
    const videoKey = objectKey('rendered', 'mp4');
    try {
      await this.storage.put(videoKey, createReadStream(rendered.video), 'video/mp4');
      if (!posterShown) await this.storage.put(posterKey, createReadStream(rendered.poster), 'image/jpeg');
      if (!(await target.ready({ videoKey, posterKey, seconds: rendered.seconds })))
        await this.removeFiles([videoKey, posterKey]);
    } catch (err) {
      await this.removeFiles(posterShown ? [videoKey] : [videoKey, posterKey]);
      await target.failed(failure(err));
    } finally {
      await rm(rendered.dir, { recursive: true, force: true });
    }
  }

  async removeFiles(keys: readonly string[]): Promise<void> {
    for (const key of keys)
      await this.storage.remove(key).catch((err: unknown) => this.log.error({ err, key }, 'rendered file not removed'));
  }

  /** The 'video-content-render' job. */
  async renderContent(id: string, attempt: number): Promise<void> {
    const input = await this.contents.renderInput(id);
    if (
      !input ||
      input.attempt !== attempt ||
      !(await this.contents.renderChanged(id, attempt, { renderState: 'rendering', renderProgress: 1 }))
    )
      return;
    await this.run(input.content, input.variables, {
      progress: (renderProgress) => this.contents.renderChanged(id, attempt, { renderProgress }),
      ready: (f) =>
        this.contents.renderChanged(id, attempt, {
          renderState: 'ready',
          renderProgress: 100,
          videoKey: f.videoKey,
          posterKey: f.posterKey,
          durationSeconds: f.seconds,
        }),
      failed: async (renderError) =>
        void (await this.contents.renderChanged(id, attempt, { renderState: 'failed', renderError })),
    });
  }

  /** The 'video-template-preview' job. */
  async renderPreview(id: string): Promise<void> {
    const change = async (changes: {
      renderState?: 'rendering' | 'ready' | 'failed';
      renderProgress?: number;
      renderError?: string;
      videoKey?: string;
      posterKey?: string;
    }) => {
      const result = await this.db
        .updateTable('videoTemplatePreviews')
        .set(changes)
        .where('id', '=', id)
        .where('renderState', 'in', ['queued', 'rendering'])
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    };
    const found = await this.db
      .selectFrom('videoTemplatePreviews')
      .select('content')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!found || !(await change({ renderState: 'rendering', renderProgress: 1 }))) return;
    await this.run(
      found.content,
      {},
      {
        progress: (renderProgress) => change({ renderProgress }),
        firstFrame: (posterKey) => change({ posterKey }),
        ready: (f) =>
          change({ renderState: 'ready', renderProgress: 100, videoKey: f.videoKey, posterKey: f.posterKey }),
        failed: async (renderError) => void (await change({ renderState: 'failed', renderError })),
      },
    );
  }

  /** The stored key a signed media address names, when its row still has it. */
  async mediaKey(kind: MediaKind, id: string): Promise<string | null> {
    if (kind === 'digitalVideo' || kind === 'digitalPoster') {
      const row = await this.db
        .selectFrom('digitalHumanVideos')
        .select(['videoKey', 'posterKey'])
        .where('id', '=', id)
        .where('renderState', '=', 'ready')
        .executeTakeFirst();
      return (kind === 'digitalVideo' ? row?.videoKey : row?.posterKey) ?? null;
    }
    if (kind === 'video' || kind === 'poster') {
      const row = await this.db
        .selectFrom('videoContents')
        .select(['videoKey', 'posterKey'])
        .where('id', '=', id)
        .where('deletedAt', 'is', null)
        .where('renderState', '=', 'ready')
        .executeTakeFirst();
      return (kind === 'video' ? row?.videoKey : row?.posterKey) ?? null;
    }
    // A preview's poster is served from its first frame on, while the rest still renders.
    const row = await this.db
      .selectFrom('videoTemplatePreviews')
      .select(['videoKey', 'posterKey'])
      .where('id', '=', id)
      .where('renderState', 'in', kind === 'previewVideo' ? ['ready'] : ['rendering', 'ready'])
      .executeTakeFirst();
    return (kind === 'previewVideo' ? row?.videoKey : row?.posterKey) ?? null;
  }

  /** Previews older than a day, and their files, go. */
  async sweepPreviews(now: Date): Promise<void> {
    const old = await this.db
      .deleteFrom('videoTemplatePreviews')
      .where('createdAt', '<', sql<Date>`${now.toISOString()}::timestamptz - interval '1 day'`)
      .returning(['videoKey', 'posterKey'])
      .execute();
    await this.removeFiles(old.flatMap((row) => [row.videoKey, row.posterKey].filter((key) => key !== null)));
  }
}
