import type { FastifyInstance } from 'fastify';
import { answerOf } from '../../../src/schemas/answers';
import {
  videoContentPaths,
  videoContentTexts,
  videoPreviewSchema,
  type VideoPreview,
} from '../../../src/schemas/videoContent';
import { videoTemplateContentSchema } from '../../../src/schemas/videoTemplate';
import type { AppContext } from '../../context';
import { auth } from '../../plugins/auth';
import { forbidden, notFound, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import type { VideoRenders } from '../../services/videoContents/renders';
import { checkChoices, checkedContent } from '../videoTemplates/content';
import { idParamsSchema, isUuid } from '../../../src/schemas/fields';

/**
 * The template editor's preview (spec 3 §2: a 375x665 popup showing '预览资源生成中..' while it loads): the
 * content the editor has now, rendered by the same job as video content; only its agent follows it.
 */
export function previewRoutes(fastify: FastifyInstance, ctx: AppContext, renders: VideoRenders): void {
  const app = typed(fastify);
  const previewAnswer = answerOf(videoPreviewSchema);
  const answer = (row: NonNullable<Awaited<ReturnType<VideoRenders['preview']>>>): VideoPreview => ({
    _id: row.id,
    render: renders.record({ ...row, durationSeconds: null }, { video: 'previewVideo', poster: 'previewPoster' }),
  });

  app.post(
    videoContentPaths.preview,
    { schema: { params: idParamsSchema, body: videoTemplateContentSchema, response: previewAnswer } },
    async (request) => {
      const session = auth(request);
      if (session.tenantId === null) throw forbidden(videoContentTexts.noTenant);
      const content = checkedContent(request.body);
      await checkChoices(ctx, session, session.tenantId, content);
      const id = await renders.queuePreview({ tenantId: session.tenantId, agentId: session.agentId }, content);
      const made = await renders.preview(id, session.agentId);
      if (!made) throw notFound();
      return ok(answer(made), '获取预览资源');
    },
  );

  app.get(
    videoContentPaths.previewOne,
    { schema: { params: idParamsSchema, response: previewAnswer } },
    async (request) => {
      const session = auth(request);
      const found = isUuid(request.params.id) ? await renders.preview(request.params.id, session.agentId) : null;
      if (!found) throw notFound();
      return ok(answer(found));
    },
  );
}
