import type { FastifyInstance } from 'fastify';
import { levelAtLeast, scopeFilter } from '../../../src/domain/scope';
import {
  agentGroupCandidatesQuerySchema,
  agentGroupListQuerySchema,
  agentGroupMemberSchema,
  agentGroupPaths,
  agentGroupRecordSchema,
  agentGroupSchema,
  agentGroupUpdateSchema,
  type AgentGroupInput,
  type AgentGroupListQuery,
  type AgentGroupRecord,
} from '../../../src/schemas/agentGroup';
import { answerOf, fileAnswer, idAnswer, listOf, recordOf } from '../../../src/schemas/answers';
import { idParamsSchema } from '../../../src/schemas/fields';
import { idQuerySchema } from '../../../src/schemas/orgAccount';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { assertOwn, forbidden, found, invalid, notFound, ok, outOfScope } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { schemaXlsxReply } from '../../services/schemaExport';
import { EXPORT_MAX_ROWS } from '../../services/excel';
import type { AuthContext } from '../../services/sessions';

const GROUP_TEXTS = {
  created: '添加成功',
  edited: '编辑成功',
  deleted: '删除成功',
  chooseTenant: '请选择公司',
  foreignAgent: '只能选择本公司（机构）下的坐席',
} as const;

/** Service groups (spec 1 §7.2): organisation admins read their organisation's, tenant and platform admins administer them. */
export function agentGroupRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const groups = ctx.agentGroups;
  const oneGroup = answerOf(agentGroupRecordSchema);

  const readable = (
    session: AuthContext,
    requested: { tenantId?: string | undefined; orgAccountId?: string | undefined } = {},
  ) => {
    if (!levelAtLeast(session.level, '2')) throw forbidden();
    return scopeFilter(scopeOf(session), requested);
  };
  const administrable = async (session: AuthContext, id: string): Promise<AgentGroupRecord> => {
    if (!levelAtLeast(session.level, '3')) throw forbidden();
    const filter = scopeFilter(scopeOf(session));
    const group = filter && (await groups.get(id, filter));
    if (!group) throw notFound();
    return group;
  };

  /** The group's tenant (the admin's own below level 4) and organisation, and members only from there. */
  const placement = async (session: AuthContext, body: Partial<AgentGroupInput>, current?: AgentGroupRecord) => {
    if (session.level !== '4') assertOwn('tenant', body.tenant, session.tenantId);
    const tenantId = session.level === '4' ? (body.tenant ?? current?.tenant._id) : session.tenantId;
    if (!tenantId || !(await groups.tenantExists(tenantId))) throw invalid({ tenant: GROUP_TEXTS.chooseTenant });
    const orgAccountId = body.orgAccount !== undefined ? body.orgAccount || null : (current?.orgAccount?._id ?? null);
    if (orgAccountId !== null && (await groups.orgTenant(orgAccountId)) !== tenantId) throw outOfScope('orgAccount');
    const agentIds = body.agents ?? current?.agents.map((a) => a._id);
    if (agentIds && agentIds.length > 0) {
      const allowed = new Set(
        (await groups.candidates(tenantId, orgAccountId ?? undefined, undefined)).map((c) => c._id),
      );
      if (agentIds.some((id) => !allowed.has(id))) throw invalid({ agents: GROUP_TEXTS.foreignAgent });
    }
    return { tenantId, orgAccountId, agentIds };
  };

  const listOptions = (q: AgentGroupListQuery, pageSize: number) => ({
    pageIndex: q.pageIndex ?? 1,
    pageSize,
    orderBy: q.orderBy ?? 'createdAt',
    order: q.order ?? 'desc',
    name: q.name,
  });

  app.get(
    agentGroupPaths.list,
    { schema: { querystring: agentGroupListQuerySchema, response: answerOf(listOf(agentGroupRecordSchema)) } },
    async (request) => {
      const q = request.query;
      const filter = readable(auth(request), { tenantId: q.searchTenant, orgAccountId: q.searchOrgAccount });
      return ok(filter ? await groups.list(filter, listOptions(q, q.pageSize ?? 10)) : { list: [], count: 0 });
    },
  );

  app.get(
    agentGroupPaths.export,
    { schema: { querystring: agentGroupListQuerySchema, response: fileAnswer } },
    async (request, reply) => {
      const session = auth(request);
      if (!levelAtLeast(session.level, '3')) throw forbidden();
      const q = request.query;
      const filter = readable(session, { tenantId: q.searchTenant, orgAccountId: q.searchOrgAccount });
      const list = filter ? (await groups.list(filter, listOptions({ ...q, pageIndex: 1 }, EXPORT_MAX_ROWS))).list : [];
      return schemaXlsxReply(reply, '客服组列表', agentGroupSchema, list);
    },
  );

  const candidates = answerOf(recordOf({ list: { type: 'array', items: agentGroupMemberSchema } }));
  app.get(
    agentGroupPaths.candidates,
    { schema: { querystring: agentGroupCandidatesQuerySchema, response: candidates } },
    async (request) => {
      const session = auth(request);
      if (!levelAtLeast(session.level, '3')) throw forbidden();
      const q = request.query;
      if (session.level !== '4') assertOwn('tenant', q.tenant, session.tenantId);
      const tenantId = session.level === '4' ? q.tenant : (session.tenantId ?? undefined);
      if (!tenantId) return ok({ list: [] });
      return ok({ list: await groups.candidates(tenantId, q.orgAccount || undefined, q.keyword) });
    },
  );

  app.get(agentGroupPaths.one, { schema: { params: idParamsSchema, response: oneGroup } }, async (request) => {
    const filter = readable(auth(request));
    const group = filter && (await groups.get(request.params.id, filter));
    if (!group) throw notFound();
    return ok(group);
  });

  app.post(agentGroupPaths.base, { schema: { body: agentGroupSchema, response: oneGroup } }, async (request) => {
    const session = auth(request);
    if (!levelAtLeast(session.level, '3')) throw forbidden();
    const body = request.body;
    const where = await placement(session, body);
    const id = await groups.create({
      name: body.name.trim(),
      skills: body.skills ?? [],
      insurances: body.insurances ?? [],
      tenantId: where.tenantId,
      orgAccountId: where.orgAccountId,
      agentIds: where.agentIds ?? [],
    });
    return ok(found(await groups.get(id, {})), GROUP_TEXTS.created);
  });

  app.put(agentGroupPaths.base, { schema: { body: agentGroupUpdateSchema, response: oneGroup } }, async (request) => {
    const session = auth(request);
    const { id, ...body } = request.body;
    const current = await administrable(session, id);
    const where = await placement(session, body, current);
    await groups.update(current._id, {
      ...(body.name === undefined ? {} : { name: body.name.trim() }),
      ...(body.skills === undefined ? {} : { skills: body.skills }),
      ...(body.insurances === undefined ? {} : { insurances: body.insurances }),
      tenantId: where.tenantId,
      orgAccountId: where.orgAccountId,
      ...(body.agents === undefined ? {} : { agentIds: body.agents }),
    });
    return ok(found(await groups.get(current._id, {})), GROUP_TEXTS.edited);
  });

  app.delete(
    agentGroupPaths.base,
    { schema: { querystring: idQuerySchema, response: answerOf(idAnswer) } },
    async (request) => {
      const current = await administrable(auth(request), request.query.id);
      await groups.remove(current._id);
      return ok({ _id: current._id }, GROUP_TEXTS.deleted);
    },
  );
}
