import type { FastifyInstance } from 'fastify';
import { scopeFilter } from '../../../src/domain/scope';
import { templateVariables } from '../../../src/domain/scene/stored';
import { TEMPLATE_VARIABLES } from '../../../src/domain/scene/types';
import { answerOf, idAnswer, listOf } from '../../../src/schemas/answers';
import {
  dynamicVideoCheckSchema,
  dynamicVideoCreateSchema,
  dynamicVideoDetailSchema,
  dynamicVideoListQuerySchema,
  dynamicVideoPaths,
  dynamicVideoRowSchema,
  dynamicVideoTexts,
  type DynamicVideoCreateInput,
  type DynamicVideoDetail,
  type DynamicVideoRow,
} from '../../../src/schemas/dynamicVideo';
import { idParamsSchema } from '../../../src/schemas/fields';
import type { AppContext } from '../../context';
import { auth, inScope, scopeOf } from '../../plugins/auth';
import { forbidden, invalid, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { auditedListOptions, waitingFor } from '../../services/auditFlow';
import type { DynamicVideoRecord } from '../../services/dynamicVideos';
import type { AuthContext } from '../../services/sessions';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());
const labelOf = (key: string) => TEMPLATE_VARIABLES.find((v) => v.nameKey === key)?.name ?? key;

/** Each recipient's values of the template's variables, all filled (trimmed), others left out; or the first missing one's refusal. */
function filledRecipients(recipients: DynamicVideoCreateInput['recipients'], keys: readonly string[]) {
  return recipients.map((r, index) => {
    const variables: Record<string, string> = {};
    for (const key of keys) {
      const value = r.variables[key]?.trim() ?? '';
      if (value === '') throw invalid({ recipients: dynamicVideoTexts.missingValue(index + 1, labelOf(key)) });
      variables[key] = value;
    }
    return { recipient: r.recipient.trim(), variables };
  });
}

/**
 * Dynamic videos (spec 3 §2 /DynamicVideoManagement): made from a dynamic template's approved version in
 * the caller's scope, one video per recipient rendered by the content render job with the recipient's
 * values; submitted once all are ready, audited by level 3 (status 2) or level 4 (status 12), the authors told the
 * outcome as those of templates and content are. Scope is the session's.
 */
export function dynamicVideoRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const store = ctx.dynamicVideos;
  const contents = ctx.videoContents;
  const renders = ctx.videoRenders;
  const audits = ctx.auditFlow;

  const toRow = (r: DynamicVideoRecord): DynamicVideoRow => ({
    _id: r.id,
    name: r.name,
    status: r.status,
    template: { _id: r.templateId, name: r.templateName, version: r.templateVersion },
    variables: templateVariables(r.content),
    progress: { total: r.total, ready: r.ready, failed: r.failed },
    reason: r.reason,
    agent:
      r.agentId === null
        ? { _id: '', loginName: '', fullName: '已删除用户' }
        : { _id: r.agentId, loginName: r.loginName ?? '', fullName: r.fullName ?? '' },
    tenant: { _id: r.tenantId, name: r.tenantName },
    orgAccount: r.orgAccountId === null ? null : { _id: r.orgAccountId, orgName: r.orgName ?? '' },
    submittedAt: iso(r.submittedAt),
    auditedAt: iso(r.auditedAt),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  });
  const scoped = (session: AuthContext) => scopeFilter(scopeOf(session), {});
  const visible = inScope((id, filter) => store.get(id, filter));
  const detail = async (session: AuthContext, id: string): Promise<DynamicVideoDetail> => {
    const row = toRow(await visible(session, id));
    const recipients = await store.recipients(id);
    return {
      ...row,
      recipients: recipients.map((r) => ({
        _id: r.id,
        recipient: r.recipient ?? '',
        variables: r.variables,
        render: renders.record(r, { video: 'video', poster: 'poster' }),
      })),
    };
  };
  const listOptions = auditedListOptions;

  const listSchema = { querystring: dynamicVideoListQuerySchema, response: answerOf(listOf(dynamicVideoRowSchema)) };
  app.get(dynamicVideoPaths.list, { schema: listSchema }, async (request) => {
    const filter = scoped(auth(request));
    if (!filter) return ok({ list: [], count: 0 });
    const { rows, count } = await store.list(filter, listOptions(request.query));
    return ok({ list: rows.map(toRow), count });
  });

  app.get(dynamicVideoPaths.auditList, { schema: listSchema }, async (request) => {
    const session = auth(request);
    const waiting = waitingFor(session.level);
    const filter = scoped(session);
    if (waiting === null || !filter) return ok({ list: [], count: 0 });
    const { rows, count } = await store.list(filter, { ...listOptions(request.query), status: undefined }, [waiting]);
    return ok({ list: rows.map(toRow), count });
  });

  const byId = { params: idParamsSchema, response: answerOf(dynamicVideoDetailSchema) };
  app.get(dynamicVideoPaths.one, { schema: byId }, async (request) =>
    ok(await detail(auth(request), request.params.id)),
  );

  app.post(
    dynamicVideoPaths.base,
    { schema: { body: dynamicVideoCreateSchema, response: byId.response } },
    async (request) => {
      const session = auth(request);
      if (session.tenantId === null) throw forbidden(dynamicVideoTexts.noTenant);
      const filter = scoped(session);
      const approved = filter && (await contents.approvedTemplate(request.body.templateId, filter, 'dynamic'));
      if (!approved) throw invalid({ templateId: dynamicVideoTexts.notApproved });
      const keys = templateVariables(await store.templateContent(request.body.templateId, approved.version));
      const recipients = filledRecipients(request.body.recipients, keys);
      const made = await store.create(
        { tenantId: session.tenantId, orgAccountId: session.orgAccountId, agentId: session.agentId },
        {
          name: request.body.name.trim(),
          templateId: request.body.templateId,
          templateVersion: approved.version,
          recipients,
        },
      );
      for (const contentId of made.contentIds) await renders.queueContent(contentId, 1);
      return ok(await detail(session, made.id), dynamicVideoTexts.created);
    },
  );

  app.post(dynamicVideoPaths.retry, { schema: byId }, async (request) => {
    const session = auth(request);
    const current = await visible(session, request.params.id);
    await audits.retry(await store.retryFailed(current.id), dynamicVideoTexts.notFailed);
    return ok(await detail(session, current.id), dynamicVideoTexts.retried);
  });

  app.post(dynamicVideoPaths.submit, { schema: byId }, async (request) => {
    const session = auth(request);
    const current = await visible(session, request.params.id);
    await audits.submit('dynamicVideo', store, session, current);
    return ok(await detail(session, current.id), dynamicVideoTexts.submitted);
  });

  app.put(dynamicVideoPaths.check, { schema: { ...byId, body: dynamicVideoCheckSchema } }, async (request) => {
    const session = auth(request);
    const current = await visible(session, request.params.id);
    const item = { ...current, authors: [current.agentId, current.submittedBy] };
    await audits.check('dynamicVideo', store, session, item, request.body);
    return ok(await detail(session, current.id), dynamicVideoTexts.audited);
  });

  const removed = { params: idParamsSchema, response: answerOf(idAnswer) };
  app.delete(dynamicVideoPaths.one, { schema: removed }, async (request) => {
    const current = await visible(auth(request), request.params.id);
    await renders.removeFiles(await store.remove(current.id));
    return ok({ _id: current.id }, dynamicVideoTexts.deleted);
  });
}
