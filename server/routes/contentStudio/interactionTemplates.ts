import type { FastifyInstance } from 'fastify';
import { ANSWER_OUTCOMES, OUTCOME_FIELDS } from '../../../src/domain/interaction';
import { scopeFilter } from '../../../src/domain/scope';
import {
  emptyInteraction,
  interactionCreateSchema,
  interactionDetailSchema,
  interactionListQuerySchema,
  interactionPreview,
  interactionPreviewSchema,
  interactionRowSchema,
  interactionSaveSchema,
  interactionTemplatePaths,
  interactionTemplateTexts,
  type InteractionContent,
  type InteractionSaveInput,
} from '../../../src/schemas/interactionTemplate';
import { answerOf, idAnswer, listOf } from '../../../src/schemas/answers';
import { idParamsSchema, isUuid } from '../../../src/schemas/fields';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { conflict, forbidden, invalid, notFound, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import type { AuthContext } from '../../services/sessions';
import { itemTagsSchema, tagLinkTexts } from '../../../src/schemas/contentTagLinks';

/**
 * Interactive Q&A card templates (/interactionTemplate/configList and configDetail): create by name,
 * save the whole card set, preview, delete. Scoped as video templates are: the tenant's admins, the
 * organisation's admin, the agent's own.
 */
export function interactionTemplateRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const templates = ctx.interactionTemplates;
  const tagLinks = ctx.contentTagLinks;

  const visible = async (session: AuthContext, id: string) => {
    const filter = scopeFilter(scopeOf(session));
    const found = filter && (await templates.get(id, filter));
    if (!found) throw notFound();
    return found;
  };

  /** Keywords trimmed; one keyword in two outcomes (or twice in one) is refused; a staff service names a group of the tenant. */
  const checked = async (tenantId: string, body: InteractionSaveInput): Promise<InteractionContent> => {
    const { name: _name, ...rest } = body;
    const content: InteractionContent = { ...rest };
    const seen = new Set<string>();
    for (const outcome of ANSWER_OUTCOMES) {
      const f = OUTCOME_FIELDS[outcome];
      const words = content[f.keywords].map((word) => word.trim());
      for (const word of words) {
        if (seen.has(word.toLowerCase())) throw invalid({ [f.keywords]: interactionTemplateTexts.keywordTwice(word) });
        seen.add(word.toLowerCase());
      }
      content[f.keywords] = words;
      const group = content[f.staffService];
      if (group !== '') {
        const found =
          isUuid(group) &&
          (await ctx.db
            .selectFrom('agentGroups')
            .select('id')
            .where('id', '=', group)
            .where('tenantId', '=', tenantId)
            .executeTakeFirst());
        if (!found) throw invalid({ [f.staffService]: interactionTemplateTexts.badStaffService });
      }
    }
    return content;
  };

  app.get(
    interactionTemplatePaths.list,
    { schema: { querystring: interactionListQuerySchema, response: answerOf(listOf(interactionRowSchema)) } },
    async (request) => {
      const q = request.query;
      const filter = scopeFilter(scopeOf(auth(request)));
      return ok(
        filter
          ? await templates.list(filter, {
              pageIndex: q.pageIndex ?? 1,
              pageSize: q.pageSize ?? 10,
              name: q.name,
              orderBy: q.orderBy,
              order: q.order,
              tagId: q.tagId,
            })
          : { list: [], count: 0 },
      );
    },
  );

  const detailAnswer = answerOf(interactionDetailSchema);
  app.get(
    interactionTemplatePaths.one,
    { schema: { params: idParamsSchema, response: detailAnswer } },
    async (request) => ok(await visible(auth(request), request.params.id)),
  );

  const previewSchema = { params: idParamsSchema, response: answerOf(interactionPreviewSchema) };
  app.get(interactionTemplatePaths.preview, { schema: previewSchema }, async (request) => {
    const found = await visible(auth(request), request.params.id);
    return ok(interactionPreview(found._id, found.name, found.content), interactionTemplateTexts.preview);
  });

  app.post(
    interactionTemplatePaths.base,
    { schema: { body: interactionCreateSchema, response: detailAnswer } },
    async (request) => {
      const session = auth(request);
      if (session.tenantId === null) throw forbidden(interactionTemplateTexts.noTenant);
      const owner = { tenantId: session.tenantId, orgAccountId: session.orgAccountId, agentId: session.agentId };
      const id = await templates.create(owner, request.body.name.trim(), emptyInteraction());
      return ok(await visible(session, id), interactionTemplateTexts.created);
    },
  );

  app.put(
    interactionTemplatePaths.one,
    { schema: { params: idParamsSchema, body: interactionSaveSchema, response: detailAnswer } },
    async (request) => {
      const session = auth(request);
      const current = await visible(session, request.params.id);
      await templates.save(current._id, request.body.name.trim(), await checked(current.tenant._id, request.body));
      return ok(await visible(session, current._id), interactionTemplateTexts.saved);
    },
  );

  /** Attaches template tags (type 1) of the template's tenant or the platform; every tag the template keeps. */
  app.put(
    interactionTemplatePaths.tags,
    { schema: { params: idParamsSchema, body: itemTagsSchema, response: detailAnswer } },
    async (request) => {
      const session = auth(request);
      const current = await visible(session, request.params.id);
      await tagLinks.set(
        scopeOf(session),
        'interactionTemplate',
        { id: current._id, tenantId: current.tenant._id },
        request.body.tagIds,
      );
      return ok(await visible(session, current._id), tagLinkTexts.saved);
    },
  );

  const removed = { params: idParamsSchema, response: answerOf(idAnswer) };
  app.delete(interactionTemplatePaths.one, { schema: removed }, async (request) => {
    const current = await visible(auth(request), request.params.id);
    if (await templates.inUse(current._id)) throw conflict(interactionTemplateTexts.inUse);
    await templates.remove(current._id);
    await tagLinks.clear('interactionTemplate', current._id);
    return ok({ _id: current._id }, interactionTemplateTexts.deleted);
  });
}
