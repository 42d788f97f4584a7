import type { Kysely } from 'kysely';
import type { Scope } from '../../../src/domain/scope';
import { botTexts, type BotNodeView, type BotRecord, type BotRelate, type BotRelation } from '../../../src/schemas/bot';
import { isUuid } from '../../../src/schemas/fields';
import type { DB } from '../../db/types';
import { invalid } from '../../plugins/envelope';
import type { BotNodeMedia } from './nodeMedia';

/** The flow a preview shows (spec 3 §3: flowNo defaults to 1). */
const PREVIEW_FLOW_NO = 1;

/**
 * The materials a video bot's nodes show (spec 3 §7 PUT videoBot/{botId}/relateMaterial, GET
 * videoBot/relate/list): a node of a video template (videoTemplateId and pointId) or a video, each of
 * the caller's tenant (any tenant's for the platform admin).
 */
export class BotMaterials {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly media: BotNodeMedia,
  ) {}

  /** The caller's tenant, or null for the platform admin, who may use any tenant's materials. */
  private tenantOf(scope: Scope): string | null {
    if (scope.level === '4') return null;
    if (scope.tenantId === null) throw invalid({ botNode: botTexts.materialMissing });
    return scope.tenantId;
  }

  private async templatePoint(scope: Scope, templateId: string, pointId: string): Promise<void> {
    const tenantId = this.tenantOf(scope);
    const template = isUuid(templateId)
      ? await this.db
          .selectFrom('videoTemplates as t')
          .innerJoin('videoTemplateVersions as v', (join) =>
            join.onRef('v.templateId', '=', 't.id').onRef('v.version', '=', 't.latestVersion'),
          )
          .select('v.content')
          .where('t.id', '=', templateId)
          .where('t.deletedAt', 'is', null)
          .$if(tenantId !== null, (q) => q.where('t.tenantId', '=', tenantId!))
          .executeTakeFirst()
      : undefined;
    if (!template) throw invalid({ videoTemplateId: botTexts.templateUnknown });
    if (!template.content.interactionInfo.some((node) => node.id === pointId))
      throw invalid({ pointId: botTexts.pointUnknown });
  }

  private async video(scope: Scope, videoId: string): Promise<void> {
    const tenantId = this.tenantOf(scope);
    const found = isUuid(videoId)
      ? await this.db
          .selectFrom('videoContents')
          .select('id')
          .where('id', '=', videoId)
          .where('deletedAt', 'is', null)
          .$if(tenantId !== null, (q) => q.where('tenantId', '=', tenantId!))
          .executeTakeFirst()
      : undefined;
    if (!found) throw invalid({ videoId: botTexts.videoUnknown });
  }

  /** Relates a node of a bot the caller owns to a material; a node has one material per flow. */
  async relate(scope: Scope, bot: BotRecord, body: BotRelate): Promise<void> {
    const { nodeId, videoTemplateId, pointId, videoId } = body.botNode;
    if (!bot.flow.nodes.some((node) => node.nodeId === nodeId)) throw invalid({ nodeId: botTexts.nodeUnknown });
    const byTemplate = videoTemplateId !== undefined && pointId !== undefined;
    if (
      byTemplate === (videoId !== undefined) ||
      (!byTemplate && (videoTemplateId !== undefined || pointId !== undefined))
    )
      throw invalid({ botNode: botTexts.materialMissing });
    if (byTemplate) await this.templatePoint(scope, videoTemplateId, pointId);
    else await this.video(scope, videoId!);
    const material = { videoTemplateId: videoTemplateId ?? null, pointId: pointId ?? null, videoId: videoId ?? null };
    await this.db
      .insertInto('botNodes')
      .values({ botId: bot.id, nodeId, flowNo: body.flowNo ?? PREVIEW_FLOW_NO, ...material })
      .onConflict((oc) => oc.constraint('bot_nodes_one').doUpdateSet(material))
      .execute();
  }

  /** A bot's related materials, with each material's name. */
  async list(botId: string): Promise<BotRelation[]> {
    const rows = await this.db
      .selectFrom('botNodes as n')
      .leftJoin('videoTemplates as t', 't.id', 'n.videoTemplateId')
      .leftJoin('videoTemplateVersions as v', (join) =>
        join.onRef('v.templateId', '=', 't.id').onRef('v.version', '=', 't.latestVersion'),
      )
      .leftJoin('videoContents as c', 'c.id', 'n.videoId')
      .select([
        'n.botId',
        'n.nodeId',
        'n.flowNo',
        'n.videoTemplateId',
        'n.pointId',
        'n.videoId',
        'v.name as templateName',
        'c.name as videoName',
      ])
      .where('n.botId', '=', botId)
      .orderBy('n.flowNo')
      .orderBy('n.nodeId')
      .execute();
    return rows.map(({ templateName, videoName, ...r }) => ({ ...r, materialName: videoName ?? templateName ?? '' }));
  }

  /** A node as the preview shows it, with the material of the preview's flow, its picture or video and its words spoken. */
  async nodeView(
    bot: { id: string; botKey: string },
    node: { nodeId: string; eventType: BotNodeView['eventType']; words: string },
  ): Promise<BotNodeView> {
    const material = await this.db
      .selectFrom('botNodes')
      .select(['videoTemplateId', 'pointId', 'videoId'])
      .where('botId', '=', bot.id)
      .where('nodeId', '=', node.nodeId)
      .where('flowNo', '=', PREVIEW_FLOW_NO)
      .executeTakeFirst();
    const related = {
      videoTemplateId: material?.videoTemplateId ?? null,
      pointId: material?.pointId ?? null,
      videoId: material?.videoId ?? null,
    };
    return { ...node, botKey: bot.botKey, ...related, ...(await this.media.view(related, node.words)) };
  }
}
