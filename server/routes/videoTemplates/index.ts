import type { FastifyInstance } from 'fastify';
import { scopeFilter } from '../../../src/domain/scope';
import { TEMPLATE_VARIABLES, VOICES } from '../../../src/domain/scene/types';
import { newScene } from '../../../src/domain/scene/nodes';
import { checkSubmit, fromStored, templateVariables, toStored } from '../../../src/domain/scene/stored';
import { answerOf, idAnswer, listOf } from '../../../src/schemas/answers';
import { idParamsSchema } from '../../../src/schemas/fields';
import {
  templateVariablesSchema,
  videoTemplateCheckSchema,
  videoTemplateContentSchema,
  videoTemplateCreateSchema,
  videoTemplateDetailSchema,
  videoTemplateInteractionSchema,
  videoTemplateListQuerySchema,
  videoTemplatePaths,
  videoTemplateRowSchema,
  videoTemplateTexts,
  type VideoTemplateListQuery,
} from '../../../src/schemas/videoTemplate';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { assertOwn, forbidden, invalid, notFound, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import type { AuthContext } from '../../services/sessions';
import { randomUUID } from 'node:crypto';
import { backgroundRoutes } from './backgrounds';
import { checkChoices, checkedContent } from './content';
import { sharedScope } from '../../services/contentAccess';
import { auditedListOptions, waitingFor, type AuditedStore } from '../../services/auditFlow';
import { itemTagsSchema, tagLinkTexts } from '../../../src/schemas/contentTagLinks';

/**
 * Video templates (spec 3 §3–§5): whoever's scope covers a template edits, submits and deletes it; a
 * submission waits for level 3 (status 2) or, from a tenant admin, level 4 (status 12), who approve or
 * reject it with a reason. Every submission is a version; approved versions never change.
 */
export function videoTemplateRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const templates = ctx.videoTemplates;
  const interactions = ctx.interactionTemplates;
  const tagLinks = ctx.contentTagLinks;
  const audits = ctx.auditFlow;

  const scoped = (
    session: AuthContext,
    requested: { agentId?: string | undefined; tenantId?: string | undefined } = {},
  ) => scopeFilter(scopeOf(session), requested);
  const visible = async (session: AuthContext, id: string) => {
    const filter = scoped(session);
    const found = filter && (await templates.get(id, filter));
    if (!found) throw notFound();
    return found;
  };
  const listOptions = (q: VideoTemplateListQuery) => ({ ...auditedListOptions(q), kind: q.type, tagId: q.tagId });

  app.get(videoTemplatePaths.variables, { schema: { response: answerOf(templateVariablesSchema) } }, async () =>
    ok({ list: [...TEMPLATE_VARIABLES], voices: [...VOICES] }),
  );

  const listSchema = { querystring: videoTemplateListQuerySchema, response: answerOf(listOf(videoTemplateRowSchema)) };
  app.get(videoTemplatePaths.list, { schema: listSchema }, async (request) => {
    const q = request.query;
    const session = auth(request);
    if (session.level !== '4') assertOwn('tenant', q.tenant, session.tenantId);
    const filter = scoped(session, { agentId: q.agentId, tenantId: q.tenant });
    return ok(
      filter ? await templates.list(filter, { ...listOptions(q), kind: q.type ?? 'common' }) : { list: [], count: 0 },
    );
  });

  /** What waits for the viewer's level: level 3 its tenant's status 2, level 4 everyone's status 12; nothing for others. */
  app.get(videoTemplatePaths.auditList, { schema: listSchema }, async (request) => {
    const session = auth(request);
    const q = request.query;
    const waiting = waitingFor(session.level);
    const filter = scoped(session);
    if (waiting === null || !filter) return ok({ list: [], count: 0 });
    return ok(await templates.list(filter, { ...listOptions(q), status: undefined }, [waiting]));
  });

  /** 数字人模板: the approved templates of the viewer's tenant shared with its organisation. */
  app.get(videoTemplatePaths.approvedList, { schema: listSchema }, async (request) => {
    const shared = sharedScope(scopeOf(auth(request)));
    return ok(shared ? await templates.approvedList(shared, listOptions(request.query)) : { list: [], count: 0 });
  });

  const detailAnswer = answerOf(videoTemplateDetailSchema);
  app.get(videoTemplatePaths.one, { schema: { params: idParamsSchema, response: detailAnswer } }, async (request) =>
    ok(await visible(auth(request), request.params.id)),
  );

  app.post(
    videoTemplatePaths.base,
    { schema: { body: videoTemplateCreateSchema, response: detailAnswer } },
    async (request) => {
      const session = auth(request);
      if (session.tenantId === null) throw forbidden(videoTemplateTexts.noTenant);
      const { defaultVoiceId } = await ctx.tenantVoices.of(session.tenantId);
      const content = {
        ...toStored(newScene(randomUUID(), request.body.name?.trim() || undefined)),
        digitalVoiceId: defaultVoiceId,
      };
      const id = await templates.create(
        { tenantId: session.tenantId, orgAccountId: session.orgAccountId, agentId: session.agentId },
        content,
        request.body.type,
      );
      return ok(await visible(session, id), videoTemplateTexts.created);
    },
  );

  app.put(
    videoTemplatePaths.one,
    { schema: { params: idParamsSchema, body: videoTemplateContentSchema, response: detailAnswer } },
    async (request) => {
      const session = auth(request);
      const current = await visible(session, request.params.id);
      const content = checkedContent(request.body);
      await checkChoices(ctx, session, current.tenant._id, content);
      await templates.save(current._id, content, session.agentId);
      return ok(await visible(session, current._id), videoTemplateTexts.saved);
    },
  );

  app.post(
    videoTemplatePaths.submit,
    { schema: { params: idParamsSchema, response: detailAnswer } },
    async (request) => {
      const session = auth(request);
      const current = await visible(session, request.params.id);
      const store: Pick<AuditedStore, 'submit'> = {
        submit: (id, submitterId, pending) =>
          templates.submit(id, submitterId, pending, (content, kind) => {
            const scene = fromStored(content);
            const submittable = scene.ok ? checkSubmit(scene.value) : scene;
            if (!submittable.ok) throw invalid({ interactionInfo: videoTemplateTexts.notEdited });
            if (kind === 'dynamic' && templateVariables(content).length === 0)
              throw invalid({ interactionInfo: videoTemplateTexts.dynamicWithoutVariable });
          }),
      };
      await audits.submit('videoTemplate', store, session, {
        id: current._id,
        name: current.name,
        tenantId: current.tenant._id,
      });
      return ok(await visible(session, current._id), videoTemplateTexts.submitted);
    },
  );

  app.put(
    videoTemplatePaths.check,
    { schema: { params: idParamsSchema, body: videoTemplateCheckSchema, response: detailAnswer } },
    async (request) => {
      const session = auth(request);
      const current = await visible(session, request.params.id);
      const submitter = current.versions.find((v) => v.version === current.version)?.submittedBy?._id ?? null;
      const item = {
        id: current._id,
        name: current.name,
        tenantId: current.tenant._id,
        status: current.status,
        authors: [current.agent._id || null, submitter],
      };
      await audits.check('videoTemplate', templates, session, item, request.body);
      return ok(await visible(session, current._id), videoTemplateTexts.audited);
    },
  );

  /** Links a Q&A card template the user sees, of the video template's tenant. */
  app.put(
    videoTemplatePaths.interaction,
    { schema: { params: idParamsSchema, body: videoTemplateInteractionSchema, response: detailAnswer } },
    async (request) => {
      const session = auth(request);
      const current = await visible(session, request.params.id);
      const wanted = request.body.interactionTemplateId;
      if (wanted !== null) {
        const filter = scoped(session);
        const found = filter && (await interactions.get(wanted, { ...filter, tenantId: current.tenant._id }));
        if (!found) throw invalid({ interactionTemplateId: videoTemplateTexts.badInteraction });
      }
      await templates.linkInteraction(current._id, wanted);
      return ok(await visible(session, current._id), videoTemplateTexts.linked);
    },
  );

  /** Attaches template tags (type 1) of the template's tenant or the platform; every tag the template keeps. */
  app.put(
    videoTemplatePaths.tags,
    { schema: { params: idParamsSchema, body: itemTagsSchema, response: detailAnswer } },
    async (request) => {
      const session = auth(request);
      const current = await visible(session, request.params.id);
      await tagLinks.set(
        scopeOf(session),
        'videoTemplate',
        { id: current._id, tenantId: current.tenant._id },
        request.body.tagIds,
      );
      return ok(await visible(session, current._id), tagLinkTexts.saved);
    },
  );

  const removed = { params: idParamsSchema, response: answerOf(idAnswer) };
  app.delete(videoTemplatePaths.one, { schema: removed }, async (request) => {
    const current = await visible(auth(request), request.params.id);
    await templates.remove(current._id, videoTemplateTexts.pendingNoDelete);
    return ok({ _id: current._id }, videoTemplateTexts.deleted);
  });

  backgroundRoutes(fastify, ctx);
}
