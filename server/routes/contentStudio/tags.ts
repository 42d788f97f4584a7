import type { FastifyInstance } from 'fastify';
import {
  tagAuthorizeSchema,
  tagCreateSchema,
  tagListQuerySchema,
  tagPaths,
  tagTexts,
  tagUpdateSchema,
  type TagAuthorizeInput,
  type TagCreateInput,
  type TagListQuery,
  type TagRecord,
  type TagUpdateInput,
} from '../../../src/schemas/materialImage';
import type { Scope } from '../../../src/domain/scope';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { conflict, forbidden, invalid, notFound, ok } from '../../plugins/envelope';
import { newItemTenant } from '../../services/contentOwnership';

/** Tags of templates (type 1) and materials (type 2), /TagManagement/list/:type: CRUD and who may use them. */
export function tagRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ctx.contentTags;

  /** A tag the user sees and may change; a foreign one answers as not there. */
  const changeable = async (scope: Scope, id: string): Promise<TagRecord> => {
    const found = await tags.find(scope, id);
    if (!found) throw notFound();
    if (!found.mayChange) throw forbidden(tagTexts.notYours);
    return found;
  };
  const checkAuthorized = async (tenantId: string | null, ids: string[]) => {
    if (!(await tags.authorizable(tenantId, ids))) throw invalid({ authorized: tagTexts.badAuthorized });
  };

  app.get<{ Querystring: TagListQuery }>(
    tagPaths.list,
    { schema: { querystring: tagListQuerySchema } },
    async (request) => {
      const q = request.query;
      return ok(
        await tags.list(scopeOf(auth(request)), q.type, {
          pageIndex: q.pageIndex ?? 1,
          pageSize: q.pageSize ?? 10,
          name: q.name,
          orderBy: q.orderBy,
          order: q.order,
        }),
      );
    },
  );

  app.get<{ Params: { id: string } }>(tagPaths.one, async (request) => {
    const found = await tags.find(scopeOf(auth(request)), request.params.id);
    if (!found) throw notFound();
    return ok(found);
  });

  app.post<{ Body: TagCreateInput }>(tagPaths.base, { schema: { body: tagCreateSchema } }, async (request) => {
    const scope = scopeOf(auth(request));
    const tenantId = newItemTenant(scope);
    if (tenantId === undefined) throw forbidden(tagTexts.notYours);
    const name = request.body.name.trim();
    const authorized = request.body.authorized ?? [];
    if (await tags.nameTaken(tenantId, request.body.type, name)) throw conflict(tagTexts.nameTaken);
    await checkAuthorized(tenantId, authorized);
    const id = await tags.insert({ tenantId, type: request.body.type, name, authorized });
    return ok(await tags.find(scope, id), tagTexts.created);
  });

  app.put<{ Params: { id: string }; Body: TagUpdateInput }>(
    tagPaths.one,
    { schema: { body: tagUpdateSchema } },
    async (request) => {
      const scope = scopeOf(auth(request));
      const tag = await changeable(scope, request.params.id);
      const name = request.body.name.trim();
      if (await tags.nameTaken(tag.tenant?._id ?? null, tag.type as 1 | 2, name, tag._id))
        throw conflict(tagTexts.nameTaken);
      await tags.update(tag._id, { name });
      return ok(await tags.find(scope, tag._id), tagTexts.saved);
    },
  );

  app.put<{ Params: { id: string }; Body: TagAuthorizeInput }>(
    tagPaths.authorize,
    { schema: { body: tagAuthorizeSchema } },
    async (request) => {
      const scope = scopeOf(auth(request));
      const tag = await changeable(scope, request.params.id);
      await checkAuthorized(tag.tenant?._id ?? null, request.body.authorized);
      await tags.update(tag._id, { authorized: request.body.authorized });
      return ok(await tags.find(scope, tag._id), tagTexts.authorized);
    },
  );

  app.delete<{ Params: { id: string } }>(tagPaths.one, async (request) => {
    const tag = await changeable(scopeOf(auth(request)), request.params.id);
    await tags.remove(tag._id);
    return ok({ _id: tag._id }, tagTexts.deleted);
  });
}
