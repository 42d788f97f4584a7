import type { FastifyInstance } from 'fastify';
import {
  tenantBillSettingSchema,
  tenantListQuerySchema,
  tenantPaths,
  tenantRechargeSchema,
  tenantRecordSchema,
  tenantSchema,
  tenantUpdateSchema,
  type TenantListQuery,
} from '../../../src/schemas/tenant';
import { answerOf, fileAnswer, idAnswer, listOf } from '../../../src/schemas/answers';
import { idParamsSchema } from '../../../src/schemas/fields';
import { idQuerySchema } from '../../../src/schemas/orgAccount';
import type { AppContext } from '../../context';
import { auth } from '../../plugins/auth';
import { conflict, forbidden, found, invalid, notFound, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import type { AuthContext } from '../../services/sessions';
import { schemaXlsxReply } from '../../services/schemaExport';
import { EXPORT_MAX_ROWS } from '../../services/excel';
import type { TenantWrite } from '../../services/tenants';

const TENANT_TEXTS = {
  created: '添加成功',
  edited: '编辑成功',
  deleted: '删除成功',
  enabled: '启用成功',
  disabled: '禁用成功',
  saved: '保存成功!',
  recharged: '充值成功!',
  quotaFull: '充值后总时长超出上限，请减少充值分钟数',
  minutesByRecharge: '时长只能通过充值修改',
  codeTaken: '租户编码已存在',
  inUse: '该租户下仍有机构或用户，无法删除',
} as const;

/** Tenants (spec 1 §7.2): the platform admin administers them; everyone else sees only their own. */
export function tenantRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const tenants = ctx.tenants;
  const oneTenant = answerOf(tenantRecordSchema);

  const platformAdmin = (session: AuthContext) => {
    if (session.level !== '4') throw forbidden();
  };
  const existing = async (id: string) => {
    const tenant = await tenants.get(id);
    if (!tenant) throw notFound();
    return tenant;
  };
  const listOptions = (session: AuthContext, q: TenantListQuery, pageSize: number) => ({
    pageIndex: q.pageIndex ?? 1,
    pageSize,
    orderBy: q.orderBy ?? 'createdAt',
    order: q.order ?? 'desc',
    onlyId: session.level === '4' ? undefined : (session.tenantId ?? '-'),
    name: q.name,
    useSystem: q.useSystem,
    status: q.status,
  });

  /** Disabling a tenant ends the sessions of everyone in it at once. */
  const endTenantSessions = async (tenantId: string) => {
    for (const agent of (await tenants.members(tenantId)).agents) {
      const ids = await ctx.sessions.activeIds(agent.id);
      await ctx.sessions.revoke(ids, 'disabled');
      ctx.realtime.expireSessions(ids, agent.loginName);
    }
  };

  app.get(
    tenantPaths.base,
    { schema: { querystring: tenantListQuerySchema, response: answerOf(listOf(tenantRecordSchema)) } },
    async (request) => {
      const session = auth(request);
      return ok(await tenants.list(listOptions(session, request.query, request.query.pageSize ?? 10)));
    },
  );

  app.get(
    tenantPaths.export,
    { schema: { querystring: tenantListQuerySchema, response: fileAnswer } },
    async (request, reply) => {
      const session = auth(request);
      platformAdmin(session);
      const { list } = await tenants.list(listOptions(session, { ...request.query, pageIndex: 1 }, EXPORT_MAX_ROWS));
      return schemaXlsxReply(reply, '租户列表', tenantSchema, list);
    },
  );

  app.get(tenantPaths.one, { schema: { params: idParamsSchema, response: oneTenant } }, async (request) => {
    const session = auth(request);
    if (session.level !== '4' && request.params.id !== session.tenantId) throw notFound();
    return ok(await existing(request.params.id));
  });

  app.post(tenantPaths.base, { schema: { body: tenantSchema, response: oneTenant } }, async (request) => {
    platformAdmin(auth(request));
    const { totalTimeLimit, remainingTimeLimit, createdAt, ...body } = request.body;
    const id = await tenants.create({ ...body, name: body.name.trim() });
    if (id === null) throw conflict(TENANT_TEXTS.codeTaken);
    return ok(found(await tenants.get(id)), TENANT_TEXTS.created);
  });

  app.put(tenantPaths.base, { schema: { body: tenantUpdateSchema, response: oneTenant } }, async (request) => {
    platformAdmin(auth(request));
    // The quota changes only by recharging; the creation time never.
    const { id, totalTimeLimit, remainingTimeLimit, createdAt, ...changes } = request.body;
    const current = await existing(id);
    // A form may send the minutes back as it read them; a different value is refused, never silently dropped.
    const minutes = { totalTimeLimit, remainingTimeLimit };
    for (const [field, value] of Object.entries(minutes))
      if (value !== undefined && value !== current[field as keyof typeof minutes])
        throw invalid({ [field]: TENANT_TEXTS.minutesByRecharge });
    const write: TenantWrite = { ...changes, ...(changes.name === undefined ? {} : { name: changes.name.trim() }) };
    if (!(await tenants.update(current._id, write))) throw conflict(TENANT_TEXTS.codeTaken);
    if (changes.status === false && current.status) await endTenantSessions(current._id);
    const onlyStatus = Object.keys(changes).length === 1 && changes.status !== undefined;
    const text = onlyStatus ? (changes.status ? TENANT_TEXTS.enabled : TENANT_TEXTS.disabled) : TENANT_TEXTS.edited;
    return ok(found(await tenants.get(current._id)), text);
  });

  app.put(
    tenantPaths.billSetting,
    { schema: { body: tenantBillSettingSchema, response: oneTenant } },
    async (request) => {
      platformAdmin(auth(request));
      const current = await existing(request.body.id);
      await tenants.update(current._id, { basicSet: { ...current.basicSet, ...request.body.basicSet } });
      return ok(found(await tenants.get(current._id)), TENANT_TEXTS.saved);
    },
  );

  app.put(tenantPaths.remainLimit, { schema: { body: tenantRechargeSchema, response: oneTenant } }, async (request) => {
    platformAdmin(auth(request));
    const current = await existing(request.body.id);
    if (!(await tenants.recharge(current._id, request.body.minutes)))
      throw invalid({ minutes: TENANT_TEXTS.quotaFull });
    return ok(found(await tenants.get(current._id)), TENANT_TEXTS.recharged);
  });

  app.delete(
    tenantPaths.base,
    { schema: { querystring: idQuerySchema, response: answerOf(idAnswer) } },
    async (request) => {
      platformAdmin(auth(request));
      const current = await existing(request.query.id);
      const members = await tenants.members(current._id);
      if (members.agents.length > 0 || members.orgs > 0 || !(await tenants.remove(current._id)))
        throw conflict(TENANT_TEXTS.inUse);
      return ok({ _id: current._id }, TENANT_TEXTS.deleted);
    },
  );
}
