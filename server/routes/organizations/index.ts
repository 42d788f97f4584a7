import type { FastifyInstance } from 'fastify';
import { levelAtLeast, scopeFilter } from '../../../src/domain/scope';
import { workingTimeProblem } from '../../../src/domain/workingTime';
import {
  idQuerySchema,
  orgAccountListQuerySchema,
  orgAccountPaths,
  orgAccountRecordSchema,
  orgAccountSchema,
  orgAccountUpdateSchema,
  type OrgAccountListQuery,
} from '../../../src/schemas/orgAccount';
import { answerOf, fileAnswer, idAnswer, listOf } from '../../../src/schemas/answers';
import { idParamsSchema } from '../../../src/schemas/fields';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { assertOwn, conflict, forbidden, found, invalid, notFound, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import type { AuthContext } from '../../services/sessions';
import { schemaXlsxReply } from '../../services/schemaExport';
import { EXPORT_MAX_ROWS } from '../../services/excel';

const ORG_TEXTS = {
  created: '添加成功',
  edited: '编辑成功',
  deleted: '删除成功',
  enabled: '启用成功',
  disabled: '禁用成功',
  chooseTenant: '请选择公司',
  nameTaken: '该公司下已有同名机构',
  inUse: '该机构下仍有用户或客服组，无法删除',
} as const;

/** Organisations (spec 1 §7.2): level 1–2 see their own, level 3 its tenant's, level 4 all; level 3 and up administer. */
export function organizationRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const orgs = ctx.organizations;
  const oneOrg = answerOf(orgAccountRecordSchema);

  const administrable = async (session: AuthContext, id: string) => {
    if (!levelAtLeast(session.level, '3')) throw forbidden();
    const filter = scopeFilter(scopeOf(session));
    const org = filter && (await orgs.get(id, filter));
    if (!org) throw notFound();
    return org;
  };

  const checkWorkingTime = (slots: { from: string; end: string }[] | undefined) => {
    const problem = slots && workingTimeProblem(slots);
    if (problem) throw invalid({ workingDayTime: problem });
  };

  const listOptions = (q: OrgAccountListQuery, pageSize: number) => ({
    pageIndex: q.pageIndex ?? 1,
    pageSize,
    orderBy: q.orderBy ?? 'createdAt',
    order: q.order ?? 'desc',
    tenantId: q.searchTenant || undefined,
    orgName: q.orgName,
    status: q.status,
  });

  const scoped = (session: AuthContext) => {
    const scope = scopeOf(session);
    // An agent's "own" organisation is its organisation, not itself.
    return scopeFilter(scope.level === '1' ? { ...scope, level: '2' } : scope);
  };

  app.get(
    orgAccountPaths.base,
    { schema: { querystring: orgAccountListQuerySchema, response: answerOf(listOf(orgAccountRecordSchema)) } },
    async (request) => {
      const filter = scoped(auth(request));
      if (!filter) return ok({ list: [], count: 0 });
      return ok(await orgs.list(filter, listOptions(request.query, request.query.pageSize ?? 10)));
    },
  );

  app.get(
    orgAccountPaths.export,
    { schema: { querystring: orgAccountListQuerySchema, response: fileAnswer } },
    async (request, reply) => {
      const session = auth(request);
      if (!levelAtLeast(session.level, '3')) throw forbidden();
      const filter = scoped(session);
      const records = filter
        ? (await orgs.list(filter, listOptions({ ...request.query, pageIndex: 1 }, EXPORT_MAX_ROWS))).list
        : [];
      return schemaXlsxReply(reply, '机构列表', orgAccountSchema, records);
    },
  );

  app.get(orgAccountPaths.one, { schema: { params: idParamsSchema, response: oneOrg } }, async (request) => {
    const filter = scoped(auth(request));
    const org = filter && (await orgs.get(request.params.id, filter));
    if (!org) throw notFound();
    return ok(org);
  });

  app.post(orgAccountPaths.base, { schema: { body: orgAccountSchema, response: oneOrg } }, async (request) => {
    const session = auth(request);
    if (!levelAtLeast(session.level, '3')) throw forbidden();
    const body = request.body;
    if (session.level !== '4') assertOwn('tenant', body.tenant, session.tenantId);
    const tenantId = session.level === '4' ? body.tenant : session.tenantId;
    if (!tenantId || !(await orgs.tenantExists(tenantId))) throw invalid({ tenant: ORG_TEXTS.chooseTenant });
    checkWorkingTime(body.workingDayTime);
    const orgName = body.orgName.trim();
    if (await orgs.nameTaken(tenantId, orgName)) throw conflict(ORG_TEXTS.nameTaken);
    const id = await orgs.create(tenantId, {
      orgName,
      status: body.status ?? true,
      workingDayTime: body.workingDayTime ?? [],
    });
    return ok(found(await orgs.get(id, {})), ORG_TEXTS.created);
  });

  app.put(orgAccountPaths.base, { schema: { body: orgAccountUpdateSchema, response: oneOrg } }, async (request) => {
    const session = auth(request);
    const body = request.body;
    const current = await administrable(session, body.id);
    // An organisation stays in its tenant; only its name, status and working time change.
    if (body.tenant !== undefined && body.tenant !== current.tenant._id)
      throw invalid({ tenant: ORG_TEXTS.chooseTenant });
    checkWorkingTime(body.workingDayTime);
    const orgName = body.orgName?.trim();
    if (orgName !== undefined && (await orgs.nameTaken(current.tenant._id, orgName, current._id)))
      throw conflict(ORG_TEXTS.nameTaken);
    await orgs.update(current._id, {
      ...(orgName === undefined ? {} : { orgName }),
      ...(body.status === undefined ? {} : { status: body.status }),
      ...(body.workingDayTime === undefined ? {} : { workingDayTime: body.workingDayTime }),
    });
    const onlyStatus = Object.keys(body).every((key) => key === 'id' || key === 'status') && body.status !== undefined;
    const text = onlyStatus ? (body.status ? ORG_TEXTS.enabled : ORG_TEXTS.disabled) : ORG_TEXTS.edited;
    return ok(found(await orgs.get(current._id, {})), text);
  });

  app.delete(
    orgAccountPaths.base,
    { schema: { querystring: idQuerySchema, response: answerOf(idAnswer) } },
    async (request) => {
      const current = await administrable(auth(request), request.query.id);
      const { agents, groups } = await orgs.dependents(current._id);
      if (agents > 0 || groups > 0 || !(await orgs.remove(current._id))) throw conflict(ORG_TEXTS.inUse);
      return ok({ _id: current._id }, ORG_TEXTS.deleted);
    },
  );
}
