import type { FastifyInstance, FastifyRequest } from 'fastify';
import { scopeFilter } from '../../../src/domain/scope';
import { sendWindowOf } from '../../../src/domain/sendWindow';
import { answerOf, listOf } from '../../../src/schemas/answers';
import {
  deliverChannel,
  DELIVERY_PARTS,
  deliveryPartParamsSchema,
  deliveryPartQuerySchema,
  deliveryRecipientRecordSchema,
  deliverySourcesSchema,
  deliveryTaskCreateSchema,
  deliveryTaskListQuerySchema,
  deliveryTaskParamsSchema,
  deliveryTaskPaths,
  deliveryTaskRecordSchema,
  deliveryTaskTexts,
  deliveryTenantsSchema,
  outboxMessageSchema,
  recipientSheetResultSchema,
  recipientSheetSchema,
  sendWindowRecordSchema,
  sendWindowSchema,
  type DeliveryTaskCreate,
  type DeliveryTenant,
} from '../../../src/schemas/deliveryTask';
import { interactionPreview } from '../../../src/schemas/interactionTemplate';
import { fillTemplate } from '../../../src/schemas/messageTemplate';
import type { AppContext } from '../../context';
import { json } from '../../db/database';
import { auth, scopeOf } from '../../plugins/auth';
import { conflict, forbidden, invalid, notFound, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { publicOrigin } from '../../services/publicUrl';
import { readRecipientSheet, SheetError } from '../../services/deliveries/sheet';
import { exportPart } from '../../services/deliveries/exports';
import type { AuthContext } from '../../services/sessions';
import { chinaDateTime } from '../../../src/domain/chinaTime';
import { deliveryJobRoutes } from './jobs';
import { customerDeliveryRoutes } from './customer';
import { simpleTaskRoutes } from './simple';

/**
 * Media-delivery tasks (spec 3 §2, §4, §7 "Media delivery"): made from approved content or an interaction
 * template for recipients picked or read from a spreadsheet, sent within the tenant's send window by a
 * queued job, cancelled while unsent ('撤销成功！'); the detail's parts read each recipient's message,
 * watch record, answer and transfer call, and export them. Scope is the session's.
 */
export function deliveryTaskRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const store = ctx.deliveries;
  const interactions = ctx.interactionTemplates;
  const messageTemplates = ctx.messageTemplates;
  const sending = ctx.deliverySending;
  const scoped = (session: AuthContext) => scopeFilter(scopeOf(session), {});
  const tenantOf = async (session: AuthContext) => {
    if (session.tenantId === null) throw forbidden(deliveryTaskTexts.noTenant);
    return ctx.db
      .selectFrom('tenants')
      .select(['id', 'name', 'fiveGSendTimeConfig'])
      .where('id', '=', session.tenantId)
      .executeTakeFirstOrThrow();
  };
  const taskInScope = async (session: AuthContext, id: string) => {
    const filter = scoped(session);
    const task = filter && (await store.get(filter, id));
    if (!task) throw notFound();
    return task;
  };

  app.get(deliveryTaskPaths.sources, { schema: { response: answerOf(deliverySourcesSchema) } }, async (request) => {
    const session = auth(request);
    const filter = scoped(session);
    const tenant = await tenantOf(session);
    if (!filter) return ok({ contents: [], interactions: [], sendWindow: sendWindowOf(tenant.fiveGSendTimeConfig) });
    const templates = await interactions.list(filter, { pageIndex: 1, pageSize: 999 });
    return ok({
      contents: await store.approvedContents(filter),
      interactions: templates.list.map((row) => ({ _id: row._id, name: row.name })),
      sendWindow: sendWindowOf(tenant.fiveGSendTimeConfig),
    });
  });

  app.put(
    deliveryTaskPaths.sendWindow,
    { schema: { body: sendWindowSchema, response: answerOf(sendWindowRecordSchema) } },
    async (request) => {
      const session = auth(request);
      if (session.level !== '3' || session.tenantId === null) throw forbidden(deliveryTaskTexts.windowNotYours);
      const window = { startSendTime: request.body.startSendTime, finishSendTime: request.body.finishSendTime };
      await ctx.db
        .updateTable('tenants')
        .set({ fiveGSendTimeConfig: json(window) })
        .where('id', '=', session.tenantId)
        .execute();
      return ok(window, deliveryTaskTexts.windowSaved);
    },
  );

  app.post(
    deliveryTaskPaths.recipients,
    { schema: { body: recipientSheetSchema, response: answerOf(recipientSheetResultSchema) } },
    async (request) => {
      try {
        return ok({ list: await readRecipientSheet(Buffer.from(request.body.file, 'base64')) });
      } catch (err) {
        if (err instanceof SheetError) throw invalid({ file: err.message });
        throw err;
      }
    },
  );

  /** Makes a task of the session's scope and queues its sending; the simple task form makes its own through here too. */
  const createTask = async (session: AuthContext, body: DeliveryTaskCreate, request: FastifyRequest) => {
    const tenant = await tenantOf(session);
    const filter = scoped(session);
    if (!body.videoContentId && !body.interactionTemplateId)
      throw invalid({ videoContentId: deliveryTaskTexts.sourceRequired });
    const content = body.videoContentId ? filter && (await store.approvedContent(filter, body.videoContentId)) : null;
    if (body.videoContentId && !content) throw invalid({ videoContentId: deliveryTaskTexts.contentNotApproved });
    const interactionId = body.interactionTemplateId ?? content?.interactionTemplateId ?? null;
    const interaction = interactionId && filter ? await interactions.get(interactionId, { tenantId: tenant.id }) : null;
    if (body.interactionTemplateId && !(filter && (await interactions.get(body.interactionTemplateId, filter))))
      throw invalid({ interactionTemplateId: deliveryTaskTexts.interactionUnknown });
    const phones = new Set<string>();
    for (const recipient of body.recipients) {
      if (phones.has(recipient.phone)) throw invalid({ recipients: deliveryTaskTexts.recipientTwice(recipient.phone) });
      phones.add(recipient.phone);
    }
    const template = body.messageTemplateId ? await messageTemplates.get(tenant.id, body.messageTemplateId) : null;
    if (body.messageTemplateId && !(template?.enabled && template.kind === deliverChannel[body.deliverType]))
      throw invalid({ messageTemplateId: deliveryTaskTexts.messageTemplateUnknown });
    const window = sendWindowOf(tenant.fiveGSendTimeConfig);
    const title = content?.name ?? interaction?.name ?? '';
    const id = await store.create({
      owner: { tenantId: tenant.id, orgAccountId: session.orgAccountId, agentId: session.agentId },
      name: body.name?.trim() || chinaDateTime(ctx.now().toISOString()),
      deliverType: body.deliverType,
      videoContentId: content?.id ?? null,
      interactionTemplateId: interaction?._id ?? null,
      interaction: interaction ? interactionPreview(interaction._id, interaction.name, interaction.content) : null,
      message: template
        ? fillTemplate(template, { title })
        : `【${tenant.name}】{name}您好，${title}，点击观看：{link}`,
      linkOrigin: publicOrigin(ctx.config, request),
      window,
      recipients: body.recipients,
    });
    await sending.schedule(id, window);
    return taskInScope(session, id);
  };

  const taskAnswer = answerOf(deliveryTaskRecordSchema);
  app.post(
    deliveryTaskPaths.create,
    { schema: { body: deliveryTaskCreateSchema, response: taskAnswer } },
    async (request) => ok(await createTask(auth(request), request.body, request), deliveryTaskTexts.created),
  );

  app.get(
    deliveryTaskPaths.list,
    { schema: { querystring: deliveryTaskListQuerySchema, response: answerOf(listOf(deliveryTaskRecordSchema)) } },
    async (request) => {
      const q = request.query;
      const filter = scopeFilter(scopeOf(auth(request)), q.tenant ? { tenantId: q.tenant } : {});
      return ok(
        filter
          ? await store.list(filter, q.deliverType, { pageIndex: q.pageIndex ?? 1, pageSize: q.pageSize ?? 10 })
          : { list: [], count: 0 },
      );
    },
  );

  /** The platform admin picks among every tenant; anyone else has their own tenant only (none without one). */
  app.get(deliveryTaskPaths.tenants, { schema: { response: answerOf(deliveryTenantsSchema) } }, async (request) => {
    const session = auth(request);
    const platform = scopeOf(session).level === '4';
    if (!platform && session.tenantId === null) return ok({ list: [] });
    let query = ctx.db.selectFrom('tenants').select(['id', 'name']).orderBy('name').orderBy('id');
    if (!platform) query = query.where('id', '=', session.tenantId!);
    const rows = await query.limit(1000).execute();
    return ok({ list: rows.map(({ id, name }): DeliveryTenant => ({ _id: id, name })) });
  });

  const oneSchema = { params: deliveryTaskParamsSchema, response: taskAnswer };
  app.get(deliveryTaskPaths.one, { schema: oneSchema }, async (request) =>
    ok(await taskInScope(auth(request), request.params.deliverId)),
  );

  app.put(deliveryTaskPaths.one, { schema: oneSchema }, async (request) => {
    const session = auth(request);
    const task = await taskInScope(session, request.params.deliverId);
    if (!(await store.cancel(task._id))) throw conflict(deliveryTaskTexts.notCancellable);
    return ok(await taskInScope(session, task._id), deliveryTaskTexts.cancelled);
  });

  /** A part's recipients, or the outbox's messages; a spreadsheet of either when exported (sent as it is). */
  const partAnswer = answerOf({ anyOf: [listOf(deliveryRecipientRecordSchema), listOf(outboxMessageSchema)] });
  app.get(
    deliveryTaskPaths.part,
    { schema: { params: deliveryPartParamsSchema, querystring: deliveryPartQuerySchema, response: partAnswer } },
    async (request, reply) => {
      const part = DELIVERY_PARTS.find((p) => p === request.params.part);
      if (!part) throw notFound();
      const task = await taskInScope(auth(request), request.params.deliverId);
      const wantsExport = request.query.export === '1' || request.query.export === 'true';
      if (wantsExport && part !== 'outbox')
        return exportPart(
          reply,
          task,
          part,
          await store.recipients(task._id, { pageIndex: 1, pageSize: task.total || 1 }),
        );
      const page = { pageIndex: request.query.pageIndex ?? 1, pageSize: request.query.pageSize ?? 10 };
      return ok(part === 'outbox' ? await store.outbox(task._id, page) : await store.recipients(task._id, page));
    },
  );

  deliveryJobRoutes(fastify, ctx);
  customerDeliveryRoutes(fastify, ctx);
  simpleTaskRoutes(fastify, ctx, { store, interactions, createTask });
}
