import type { FastifyInstance } from 'fastify';
import { answerOf, fileAnswer, idAnswer, listOf } from '../../../src/schemas/answers';
import { idParamsSchema } from '../../../src/schemas/fields';
import { idQuerySchema } from '../../../src/schemas/orgAccount';
import {
  sysRoleListQuerySchema,
  sysRolePaths,
  sysRoleRecordSchema,
  sysRoleSchema,
  sysRoleUpdateSchema,
  type SysRoleListQuery,
} from '../../../src/schemas/sysRole';
import type { AppContext } from '../../context';
import { auth } from '../../plugins/auth';
import { conflict, forbidden, found, invalid, notFound, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { schemaXlsxReply } from '../../services/schemaExport';
import { EXPORT_MAX_ROWS } from '../../services/excel';
import type { AuthContext } from '../../services/sessions';

const ROLE_TEXTS = {
  created: '添加成功',
  edited: '编辑成功',
  deleted: '删除成功',
  inUse: '该角色下仍有用户，无法删除',
  chooseTenant: '请选择适用租户',
  platformOnly: '平台管理员角色不属于任何租户',
} as const;

/**
 * Roles (spec 1 §6): admins see the roles they may hand out (their tenant's, at or below their level),
 * the platform admin all of them; only the platform admin makes, changes and removes roles.
 */
export function roleRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const roles = ctx.roles;
  const oneRole = answerOf(sysRoleRecordSchema);

  const visibility = (session: AuthContext, tenant?: string) => {
    if (session.level === '1') throw forbidden();
    if (session.level === '4') return { tenantId: tenant || undefined };
    return { tenantId: session.tenantId ?? '-', maxLevel: session.level };
  };
  const platformAdmin = (session: AuthContext) => {
    if (session.level !== '4') throw forbidden();
  };

  /** Tenant roles go to the tenants named, or to every tenant when none is named; platform roles to none. */
  const tenantsFor = async (level: string, asked: readonly string[] | undefined, fallback: () => Promise<string[]>) => {
    if (level === '4') {
      if (asked && asked.length > 0) throw invalid({ tenants: ROLE_TEXTS.platformOnly });
      return [];
    }
    if (asked === undefined) return fallback();
    const found = await roles.existingTenants(asked);
    if (found.length !== asked.length) throw invalid({ tenants: ROLE_TEXTS.chooseTenant });
    return found;
  };

  const listOptions = (q: SysRoleListQuery, pageSize: number) => ({
    pageIndex: q.pageIndex ?? 1,
    pageSize,
    orderBy: q.orderBy ?? 'createdAt',
    order: q.order ?? 'desc',
    roleName: q.roleName,
    useSystem: q.useSystem,
  });

  app.get(
    sysRolePaths.base,
    { schema: { querystring: sysRoleListQuerySchema, response: answerOf(listOf(sysRoleRecordSchema)) } },
    async (request) => {
      const q = request.query;
      return ok(await roles.list({ ...listOptions(q, q.pageSize ?? 10), ...visibility(auth(request), q.tenant) }));
    },
  );

  app.get(
    sysRolePaths.export,
    { schema: { querystring: sysRoleListQuerySchema, response: fileAnswer } },
    async (request, reply) => {
      const session = auth(request);
      platformAdmin(session);
      const { list } = await roles.list({
        ...listOptions({ ...request.query, pageIndex: 1 }, EXPORT_MAX_ROWS),
        ...visibility(session, request.query.tenant),
      });
      return schemaXlsxReply(reply, '角色列表', sysRoleSchema, list);
    },
  );

  app.get(sysRolePaths.one, { schema: { params: idParamsSchema, response: oneRole } }, async (request) => {
    const role = await roles.get(request.params.id, visibility(auth(request)));
    if (!role) throw notFound();
    return ok(role);
  });

  app.post(sysRolePaths.base, { schema: { body: sysRoleSchema, response: oneRole } }, async (request) => {
    platformAdmin(auth(request));
    const { createdAt, tenants, ...body } = request.body;
    void createdAt;
    const tenantIds = await tenantsFor(body.level, tenants, () => roles.allTenants());
    const id = await roles.create({ ...body, roleName: body.roleName.trim(), menus: body.menus ?? [] }, tenantIds);
    return ok(found(await roles.get(id)), ROLE_TEXTS.created);
  });

  app.put(sysRolePaths.base, { schema: { body: sysRoleUpdateSchema, response: oneRole } }, async (request) => {
    platformAdmin(auth(request));
    const { id, createdAt, tenants, ...changes } = request.body;
    void createdAt;
    const current = await roles.get(id);
    if (!current) throw notFound();
    const level = changes.level ?? current.level;
    const tenantIds =
      tenants === undefined && level === current.level
        ? undefined
        : await tenantsFor(level, tenants, async () => current.tenants.map((t) => t._id));
    if (level !== current.level && (await roles.holders(id)) > 0 && level === '4') throw conflict(ROLE_TEXTS.inUse);
    await roles.update(
      id,
      {
        ...(changes.roleName === undefined ? {} : { roleName: changes.roleName.trim() }),
        ...(changes.level === undefined ? {} : { level: changes.level }),
        ...(changes.useSystem === undefined ? {} : { useSystem: changes.useSystem }),
        ...(changes.menus === undefined ? {} : { menus: changes.menus }),
      },
      tenantIds,
    );
    return ok(found(await roles.get(id)), ROLE_TEXTS.edited);
  });

  app.delete(
    sysRolePaths.base,
    { schema: { querystring: idQuerySchema, response: answerOf(idAnswer) } },
    async (request) => {
      platformAdmin(auth(request));
      const current = await roles.get(request.query.id);
      if (!current) throw notFound();
      if ((await roles.holders(current._id)) > 0 || !(await roles.remove(current._id)))
        throw conflict(ROLE_TEXTS.inUse);
      return ok({ _id: current._id }, ROLE_TEXTS.deleted);
    },
  );
}
