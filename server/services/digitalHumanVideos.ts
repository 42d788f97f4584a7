import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { newScene, setBackground } from '../../src/domain/scene/nodes';
import { toStored, type StoredTemplate } from '../../src/domain/scene/stored';
import type { Outcome, Scene } from '../../src/domain/scene/types';
import { setSpeed, setVoice, setWords } from '../../src/domain/scene/words';
import { isUuid } from '../../src/schemas/fields';
import type { RenderRecord } from '../../src/schemas/videoContent';
import type { DB } from '../db/types';
import type { JobQueue } from '../queue';
import type { VideoRenders } from './videoContents/renders';

/** What a digital human says and how: the video of these four is rendered once. */
export interface DigitalSpeech {
  tenantId: string;
  avatarId: string;
  voiceId: string;
  speed: number;
  words: string;
}

const made = (outcome: Outcome): Scene => {
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.value;
};

/** The digital human as a one-node template: its avatar over the whole frame, no captions, saying the words. */
function speakingTemplate(speech: Omit<DigitalSpeech, 'tenantId'>): StoredTemplate {
  let scene = newScene('speaker', '数字人');
  scene = made(setBackground(scene, { kind: 'digital', digitalTemplateId: speech.avatarId }));
  scene = made(setWords(scene, speech.words));
  scene = made(setVoice(scene, speech.voiceId));
  scene = made(setSpeed(scene, speech.speed));
  const stored = toStored(scene);
  return {
    ...stored,
    interactionInfo: stored.interactionInfo.map((node) => ({
      ...node,
      titleConfig: { ...node.titleConfig, isOpen: false },
      subTitleConfig: { ...node.subTitleConfig, isOpen: false },
    })),
  };
}

/**
 * Digital humans' videos (issue 28): an avatar saying words in a voice at a speed, rendered as a queued job
 * by the template renderer (the avatar's mouth and picture moving with the speech) and kept under the key of
 * those four and the speech engine, so asking again for the same is answered by the video already made.
 */
export class DigitalHumanVideos {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly renders: VideoRenders,
    private readonly queue: JobQueue,
    /** The speech engine's name: another engine speaks differently, so its videos are others. */
    private readonly engine: string,
  ) {}

  private keyOf(speech: DigitalSpeech): string {
    return createHash('sha256')
      .update([this.engine, speech.avatarId, speech.voiceId, speech.speed.toFixed(2), speech.words.trim()].join('\n'))
      .digest('hex');
  }

  /** The video of the speech: the one made or under way, else a new render queued; a failed one is tried again. */
  async request(speech: DigitalSpeech): Promise<string> {
    const cacheKey = this.keyOf(speech);
    const inserted = await this.db
      .insertInto('digitalHumanVideos')
      .values({
        tenantId: speech.tenantId,
        cacheKey,
        avatarId: speech.avatarId,
        voiceId: speech.voiceId,
        speed: speech.speed,
        words: speech.words.trim(),
      })
      .onConflict((oc) => oc.column('cacheKey').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) {
      await this.queue.send('digital-human-render', { videoId: inserted.id });
      return inserted.id;
    }
    const again = await this.db
      .updateTable('digitalHumanVideos')
      .set({ renderState: 'queued', renderProgress: 0, renderError: null })
      .where('cacheKey', '=', cacheKey)
      .where('renderState', '=', 'failed')
      .returning('id')
      .executeTakeFirst();
    if (again) await this.queue.send('digital-human-render', { videoId: again.id });
    const row = await this.db
      .selectFrom('digitalHumanVideos')
      .select('id')
      .where('cacheKey', '=', cacheKey)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The render as a viewer sees it (signed addresses once ready), or null when there is no such video. */
  async render(id: string | null): Promise<RenderRecord | null> {
    if (!id || !isUuid(id)) return null;
    const row = await this.db.selectFrom('digitalHumanVideos').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? this.renders.record(row, { video: 'digitalVideo', poster: 'digitalPoster' }) : null;
  }

  /** The stored MP4 of a ready video, for a room sharing it. */
  async videoKey(id: string | null): Promise<string | null> {
    return id && isUuid(id) ? this.renders.mediaKey('digitalVideo', id) : null;
  }

  /** The 'digital-human-render' job. */
  async renderJob(id: string): Promise<void> {
    const change = async (changes: {
      renderState?: 'rendering' | 'ready' | 'failed';
      renderProgress?: number;
      renderError?: string;
      videoKey?: string;
      posterKey?: string;
      durationSeconds?: number;
    }) => {
      const result = await this.db
        .updateTable('digitalHumanVideos')
        .set(changes)
        .where('id', '=', id)
        .where('renderState', 'in', ['queued', 'rendering'])
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    };
    const found = await this.db
      .selectFrom('digitalHumanVideos')
      .select(['avatarId', 'voiceId', 'speed', 'words'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!found || !(await change({ renderState: 'rendering', renderProgress: 1 }))) return;
    let content: StoredTemplate;
    try {
      content = speakingTemplate(found);
    } catch (err) {
      await change({ renderState: 'failed', renderError: err instanceof Error ? err.message : String(err) });
      return;
    }
    await this.renders.run(
      content,
      {},
      {
        progress: (renderProgress) => change({ renderProgress }),
        ready: (f) =>
          change({
            renderState: 'ready',
            renderProgress: 100,
            videoKey: f.videoKey,
            posterKey: f.posterKey,
            durationSeconds: f.seconds,
          }),
        failed: async (renderError) => void (await change({ renderState: 'failed', renderError })),
      },
    );
  }
}
