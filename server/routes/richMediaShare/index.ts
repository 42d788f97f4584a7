import type { FastifyInstance } from 'fastify';
import { isUuid } from '../../../src/schemas/fields';
import {
  richMediaSharePaths,
  richMediaShareQuerySchema,
  richMediaShareSchema,
  richMediaShareTexts,
  type RichMediaShare,
} from '../../../src/schemas/richMediaShare';
import { answerOf } from '../../../src/schemas/answers';
import { ErrCode } from '../../../src/schemas/api';
import type { AppContext } from '../../context';
import { AppError, invalid, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';

/**
 * GET /api/richMediaShare (public): what the share page previews. A template shows its approved version,
 * rendered once and kept (the page asks again until it plays); a content shows its approved render. Anything
 * else, another tenant's draft included, answers the one Chinese refusal, and the answer names nothing but
 * the name and the signed media addresses.
 */
export function richMediaShareRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const shares = ctx.richMediaShares;
  const renders = ctx.videoRenders;
  const notShared = () => new AppError(ErrCode.notFound, richMediaShareTexts.notShared);

  app.get(
    richMediaSharePaths.share,
    {
      config: { access: 'public' as const },
      schema: { querystring: richMediaShareQuerySchema, response: answerOf(richMediaShareSchema) },
    },
    async (request) => {
      const { videoTemplateId, videoId } = request.query;
      if (videoTemplateId) {
        const version = isUuid(videoTemplateId) ? await shares.approvedTemplateVersion(videoTemplateId) : null;
        if (!version) throw notShared();
        const preview = await renders.sharedPreview(version);
        const answer: RichMediaShare = {
          kind: 'template',
          name: version.name,
          render: renders.record(preview, { video: 'previewVideo', poster: 'previewPoster' }),
        };
        return ok(answer);
      }
      if (videoId) {
        const content = isUuid(videoId) ? await shares.approvedContent(videoId) : null;
        if (!content) throw notShared();
        const answer: RichMediaShare = {
          kind: 'video',
          name: content.name,
          render: renders.record(content, { video: 'video', poster: 'poster' }),
        };
        return ok(answer);
      }
      throw invalid({ videoTemplateId: richMediaShareTexts.nothingChosen });
    },
  );
}
