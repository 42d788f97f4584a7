import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { fromStored, type StoredTemplate } from '../../../src/domain/scene/stored';
import { botPaths, type BotNodeView } from '../../../src/schemas/bot';
import { isUuid } from '../../../src/schemas/fields';
import { pathWith } from '../../../src/schemas/paths';
import type { DB } from '../../db/types';
import type { Storage } from '../../storage';
import { drawNode } from '../render/drawNode';
import { builtInMedia } from '../render/media';
import type { SignedLinks } from '../signedLinks';
import { DEFAULT_SPOKEN_VOICE, type SpokenWords, type Voice } from '../speech/spokenWords';
import type { RenderLinks } from '../videoContents/links';

/** A node's picture at the editor's frame (375x667), as a phone-sized preview shows it. */
const PICTURE_RATIO = 1;

export interface NodeMaterial {
  videoTemplateId: string | null;
  pointId: string | null;
  videoId: string | null;
}

const voiceOf = (content: Pick<StoredTemplate, 'digitalVoiceId' | 'voiceSpeedRate'> | null | undefined): Voice =>
  content ? { voice: content.digitalVoiceId, speed: content.voiceSpeedRate } : DEFAULT_SPOKEN_VOICE;

/**
 * What a bot's node shows and says in the preview (spec 3 §3 "Preview bot": background {type, url}, voice
 * {url, duration}): the picture of its video template node, drawn as the editor draws it and kept in storage
 * per template version, or its video content's video; its words spoken in the material's voice by the speech
 * synthesis port. Addresses are signed for an hour.
 */
export class BotNodeMedia {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly storage: Storage,
    private readonly spoken: SpokenWords,
    private readonly links: { pictures: SignedLinks; voices: SignedLinks; videos: RenderLinks },
    private readonly log: FastifyBaseLogger,
  ) {}

  private latestTemplate(templateId: string) {
    return this.db
      .selectFrom('videoTemplates as t')
      .innerJoin('videoTemplateVersions as v', (join) =>
        join.onRef('v.templateId', '=', 't.id').onRef('v.version', '=', 't.latestVersion'),
      )
      .select(['v.version', 'v.content'])
      .where('t.id', '=', templateId)
      .where('t.deletedAt', 'is', null)
      .executeTakeFirst();
  }

  private async background(material: NodeMaterial): Promise<{ background: BotNodeView['background']; voice: Voice }> {
    const { videoTemplateId, pointId, videoId } = material;
    if (videoTemplateId && pointId && isUuid(videoTemplateId)) {
      const template = await this.latestTemplate(videoTemplateId);
      const parts = [videoTemplateId, pointId];
      const url = `${pathWith(botPaths.nodePicture, { templateId: videoTemplateId, pointId })}?${this.links.pictures.query(parts)}`;
      return { background: template ? { type: 'image', url } : null, voice: voiceOf(template?.content) };
    }
    if (videoId && isUuid(videoId)) {
      const video = await this.db
        .selectFrom('videoContents as c')
        .leftJoin('videoTemplateVersions as v', (join) =>
          join.onRef('v.templateId', '=', 'c.templateId').onRef('v.version', '=', 'c.templateVersion'),
        )
        .select(['c.videoKey', 'v.content'])
        .where('c.id', '=', videoId)
        .where('c.deletedAt', 'is', null)
        .executeTakeFirst();
      return {
        background: video?.videoKey ? { type: 'video', url: this.links.videos.make('video', videoId) } : null,
        voice: voiceOf(video?.content),
      };
    }
    return { background: null, voice: DEFAULT_SPOKEN_VOICE };
  }

  /** The node's background and spoken words; words that cannot be spoken leave the voice out (and are logged). */
  async view(material: NodeMaterial, words: string): Promise<Pick<BotNodeView, 'background' | 'voice'>> {
    const { background, voice } = await this.background(material);
    if (!words.trim()) return { background, voice: null };
    try {
      const { id, seconds } = await this.spoken.say(words, voice);
      return {
        background,
        voice: {
          url: `${pathWith(botPaths.nodeVoice, { id })}?${this.links.voices.query([id])}`,
          duration: Math.round(seconds * 1000) / 1000,
        },
      };
    } catch (err) {
      this.log.warn({ err }, 'speech synthesis');
      return { background, voice: null };
    }
  }

  /** The storage key of the node's picture (drawn the first time it is asked for), or null when there is no such node. */
  async picture(templateId: string, pointId: string): Promise<string | null> {
    const template = isUuid(templateId) ? await this.latestTemplate(templateId) : undefined;
    if (!template) return null;
    const key = `botNodePictures/${createHash('sha256').update(`${templateId}\n${template.version}\n${pointId}`).digest('hex')}.png`;
    if (await this.storage.stat(key)) return key;
    const scene = fromStored(template.content);
    const node = scene.ok ? scene.value.nodes.find((n) => n.id === pointId) : undefined;
    if (!node) return null;
    const canvas = await drawNode(node, {}, builtInMedia, PICTURE_RATIO);
    await this.storage.put(key, await canvas.encode('png'), 'image/png');
    return key;
  }
}
