import type { FastifyInstance } from 'fastify';
import {
  allocatedTemplatesQuerySchema,
  contentProblem,
  messageTemplateListQuerySchema,
  messageTemplatePaths,
  messageTemplateRecordSchema,
  messageTemplateSchema,
  messageTemplateTexts as texts,
  type MessageTemplateInput,
} from '../../../src/schemas/messageTemplate';
import { answerOf, listOf, recordOf } from '../../../src/schemas/answers';
import { idParamsSchema } from '../../../src/schemas/fields';
import type { AppContext } from '../../context';
import { auth, type AuthContext } from '../../plugins/auth';
import { forbidden, invalid, notFound, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { settingTenant } from '../mediaDeliverConfig/settingTenant';

/**
 * Message templates (/messageConfig/list): a tenant's own, read by its organisation admins and kept by its
 * tenant admins; a platform admin names the tenant. Every agent of the tenant reads the enabled ones of a
 * channel when creating a media-delivery task.
 */
export function messageTemplateRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const templates = ctx.messageTemplates;
  const oneTemplate = answerOf(messageTemplateRecordSchema);

  const checked = (body: MessageTemplateInput) => {
    const values = {
      name: body.name.trim(),
      kind: body.kind,
      signName: body.signName.trim(),
      content: body.content.trim(),
      enabled: body.enabled ?? true,
    };
    const problem = contentProblem(values.content);
    if (problem) throw invalid({ content: problem });
    return values;
  };

  app.get(
    messageTemplatePaths.base,
    {
      schema: { querystring: messageTemplateListQuerySchema, response: answerOf(listOf(messageTemplateRecordSchema)) },
    },
    async (request) => {
      const q = request.query;
      const tenantId = await settingTenant(ctx.db, auth(request), q.tenant, false);
      return ok(await templates.list(tenantId, q.kind, { pageIndex: q.pageIndex ?? 1, pageSize: q.pageSize ?? 10 }));
    },
  );

  const allocated = answerOf(recordOf({ list: { type: 'array', items: messageTemplateRecordSchema } }));
  app.get(
    messageTemplatePaths.allocated,
    { schema: { querystring: allocatedTemplatesQuerySchema, response: allocated } },
    async (request) => {
      const tenantId = auth(request).tenantId;
      if (!tenantId) throw forbidden();
      return ok({ list: await templates.enabled(tenantId, request.query.kind) });
    },
  );

  app.post(
    messageTemplatePaths.base,
    { schema: { body: messageTemplateSchema, response: oneTemplate } },
    async (request) => {
      const tenantId = await settingTenant(ctx.db, auth(request), request.body.tenant, true);
      const made = await templates.create(tenantId, checked(request.body));
      if (!made) throw invalid({ name: texts.nameTaken });
      return ok(made, texts.created);
    },
  );

  /** The template the path names, in a tenant the session may change (a platform admin's: the template's own); else not found. */
  const changeable = async (session: AuthContext, id: string, sent: string | undefined) => {
    const tenantOfTemplate = session.level === '4' ? await templates.tenantOf(id) : undefined;
    if (tenantOfTemplate === null) throw notFound();
    const tenantId = await settingTenant(ctx.db, session, tenantOfTemplate ?? sent, true);
    const found = await templates.get(tenantId, id);
    if (!found) throw notFound();
    return found;
  };

  app.put(
    messageTemplatePaths.one,
    { schema: { params: idParamsSchema, body: messageTemplateSchema, response: oneTemplate } },
    async (request) => {
      const template = await changeable(auth(request), request.params.id, request.body.tenant);
      const saved = await templates.update(template._id, template.tenantId, checked(request.body));
      if (!saved) throw invalid({ name: texts.nameTaken });
      return ok(saved, texts.edited);
    },
  );

  const removed = answerOf({ type: 'null' });
  app.delete(messageTemplatePaths.one, { schema: { params: idParamsSchema, response: removed } }, async (request) => {
    const template = await changeable(auth(request), request.params.id, undefined);
    await templates.remove(template.tenantId, template._id);
    return ok(null, texts.deleted);
  });
}
