import type { FastifyInstance } from 'fastify';
import { levelAtLeast } from '../../../src/domain/scope';
import { answerOf, idAnswer } from '../../../src/schemas/answers';
import {
  avatarGroupListAnswer,
  avatarGroupListQuerySchema,
  avatarGroupPaths,
  avatarGroupRecordSchema,
  avatarGroupSchema,
  avatarGroupTexts,
} from '../../../src/schemas/avatar';
import { idParamsSchema } from '../../../src/schemas/fields';
import type { AppContext } from '../../context';
import { auth } from '../../plugins/auth';
import { conflict, forbidden, found, notFound, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import type { AuthContext } from '../../services/sessions';
import { managedTenant, readTenant } from './access';

/** Avatar groups (/groupManagement): tenant admins keep their tenant's, the platform admin every tenant's. */
export function avatarGroupRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const groups = ctx.avatarGroups;
  const oneGroup = answerOf(avatarGroupRecordSchema);

  const managed = async (session: AuthContext, id: string) => {
    if (!levelAtLeast(session.level, '3')) throw forbidden();
    const group = await groups.get(id, session.level === '4' ? null : session.tenantId);
    if (!group) throw notFound();
    return group;
  };
  const freeName = async (tenantId: string, name: string, except?: string) => {
    if (await groups.nameTaken(tenantId, name, except)) throw conflict(avatarGroupTexts.nameTaken);
  };

  app.get(
    avatarGroupPaths.list,
    { schema: { querystring: avatarGroupListQuerySchema, response: answerOf(avatarGroupListAnswer) } },
    async (request) => {
      const session = auth(request);
      if (!levelAtLeast(session.level, '3')) throw forbidden();
      const q = request.query;
      return ok(
        await groups.list(readTenant(session, q.tenant), {
          pageIndex: q.pageIndex ?? 1,
          pageSize: q.pageSize ?? 10,
          name: q.name,
        }),
      );
    },
  );

  app.post(avatarGroupPaths.base, { schema: { body: avatarGroupSchema, response: oneGroup } }, async (request) => {
    const session = auth(request);
    const tenantId = await managedTenant(ctx, session, request.body.tenant);
    const name = request.body.name.trim();
    await freeName(tenantId, name);
    const id = await groups.create(tenantId, name);
    return ok(found(await groups.get(id, tenantId)), avatarGroupTexts.created);
  });

  app.put(
    avatarGroupPaths.one,
    { schema: { params: idParamsSchema, body: avatarGroupSchema, response: oneGroup } },
    async (request) => {
      const session = auth(request);
      const current = await managed(session, request.params.id);
      const name = request.body.name.trim();
      await freeName(current.tenant._id, name, current._id);
      await groups.rename(current._id, name);
      return ok(found(await groups.get(current._id, null)), avatarGroupTexts.saved);
    },
  );

  app.delete(
    avatarGroupPaths.one,
    { schema: { params: idParamsSchema, response: answerOf(idAnswer) } },
    async (request) => {
      const current = await managed(auth(request), request.params.id);
      if (current.avatarCount > 0) throw conflict(avatarGroupTexts.inUse);
      await groups.remove(current._id);
      return ok({ _id: current._id }, avatarGroupTexts.deleted);
    },
  );
}
