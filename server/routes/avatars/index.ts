import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { levelAtLeast } from '../../../src/domain/scope';
import { answerOf, fileAnswer, idAnswer, listOf } from '../../../src/schemas/answers';
import {
  allotCandidatesQuerySchema,
  allotCandidatesSchema,
  avatarAllotSchema,
  avatarCreateFieldsSchema,
  avatarListQuerySchema,
  avatarPaths,
  avatarRecordSchema,
  avatarTexts,
  avatarUpdateSchema,
  usableAvatarsAnswer,
  type AvatarCreateFields,
  type AvatarRecord,
} from '../../../src/schemas/avatar';
import { idParamsSchema } from '../../../src/schemas/fields';
import { isUuid } from '../../../src/schemas/fields';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { forbidden, found, invalid, notFound, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { sendMedia } from '../../services/byteRanges';
import { contentTypeOf } from '../../services/fileContent';
import type { AuthContext } from '../../services/sessions';
import { fieldValidator } from '../files/multipart';
import { avatarGroupRoutes } from './groups';
import { managedTenant, readTenant } from './access';
import { MAX_UPLOAD_BYTES, storeAvatarFile } from './upload';

const createFields = fieldValidator<AvatarCreateFields>(avatarCreateFieldsSchema);

/**
 * Digital-human avatars (/imageAllocation, /imageAllocationEdit): every signed-in user lists the avatars they
 * may use; tenant admins (and the platform admin, for a tenant it names) create them with a picture or a short
 * video, edit, delete and allot them to the tenant's organisations and agents. Pictures are served by id
 * without sign-in, as material pictures are: they appear in templates and their videos, and ids are random.
 */
export function avatarRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const avatars = ctx.avatars;
  const oneAvatar = answerOf(avatarRecordSchema);

  /** An avatar the admin manages: one it sees, of a tenant it manages. */
  const managed = async (session: AuthContext, id: string): Promise<AvatarRecord> => {
    const avatar = levelAtLeast(session.level, '3') ? await avatars.get(scopeOf(session), id) : null;
    if (!avatar) throw notFound();
    await managedTenant(ctx, session, avatar.tenant._id);
    return avatar;
  };
  const groupOf = async (tenantId: string, groupId: string) => {
    if (!(await ctx.avatarGroups.get(groupId, tenantId))) throw invalid({ groupId: avatarTexts.badGroup });
  };

  void fastify.register(async (area) => {
    await area.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 100 },
    });
    typed(area).post(avatarPaths.base, { schema: { response: oneAvatar } }, async (request) => {
      const session = auth(request);
      if (!levelAtLeast(session.level, '3')) throw forbidden();
      return storeAvatarFile(request, ctx, async (received) => {
        const fields = createFields(received.fields);
        const tenantId = await managedTenant(ctx, session, fields.tenant);
        await groupOf(tenantId, fields.groupId);
        return {
          tenantId,
          groupId: fields.groupId,
          agentId: session.agentId,
          name: fields.name.trim(),
          status: fields.status === '0' ? 0 : 1,
        };
      }).then(async (id) => ok(found(await avatars.get(scopeOf(session), id)), avatarTexts.created));
    });
  });

  app.get(
    avatarPaths.list,
    { schema: { querystring: avatarListQuerySchema, response: answerOf(listOf(avatarRecordSchema)) } },
    async (request) => {
      const session = auth(request);
      const q = request.query;
      const tenantId = readTenant(session, q.tenant);
      // A group id that is no id names no group: nothing is listed.
      if (q.groupId && !isUuid(q.groupId)) return ok({ list: [], count: 0 });
      return ok(
        await avatars.list(scopeOf(session), {
          pageIndex: q.pageIndex ?? 1,
          pageSize: q.pageSize ?? 10,
          name: q.name,
          groupId: q.groupId,
          ...(tenantId ? { tenantId } : {}),
        }),
      );
    },
  );

  app.get(avatarPaths.usable, { schema: { response: answerOf(usableAvatarsAnswer) } }, async (request) =>
    ok({ list: await avatars.usable(scopeOf(auth(request))) }),
  );

  app.get(
    avatarPaths.candidates,
    { schema: { querystring: allotCandidatesQuerySchema, response: answerOf(allotCandidatesSchema) } },
    async (request) => {
      const session = auth(request);
      return ok(await avatars.candidates(await managedTenant(ctx, session, request.query.tenant)));
    },
  );

  app.get(avatarPaths.one, { schema: { params: idParamsSchema, response: oneAvatar } }, async (request) => {
    return ok(found(await avatars.get(scopeOf(auth(request)), request.params.id)));
  });

  app.put(
    avatarPaths.one,
    { schema: { params: idParamsSchema, body: avatarUpdateSchema, response: oneAvatar } },
    async (request) => {
      const session = auth(request);
      const current = await managed(session, request.params.id);
      const body = request.body;
      if (body.groupId !== undefined) await groupOf(current.tenant._id, body.groupId);
      await avatars.update(current._id, {
        ...(body.name === undefined ? {} : { name: body.name.trim() }),
        ...(body.groupId === undefined ? {} : { groupId: body.groupId }),
        ...(body.status === undefined ? {} : { status: body.status }),
      });
      return ok(found(await avatars.get(scopeOf(session), current._id)), avatarTexts.saved);
    },
  );

  app.put(
    avatarPaths.allot,
    { schema: { params: idParamsSchema, body: avatarAllotSchema, response: oneAvatar } },
    async (request) => {
      const session = auth(request);
      const current = await managed(session, request.params.id);
      const { orgAccounts, agents } = request.body;
      const candidates = await avatars.candidates(current.tenant._id);
      const orgIds = new Set(candidates.orgAccounts.map((o) => o._id));
      const agentIds = new Set(candidates.agents.map((a) => a._id));
      if (orgAccounts.some((id) => !orgIds.has(id)) || agents.some((id) => !agentIds.has(id)))
        throw invalid({ orgAccounts: avatarTexts.badAllotment });
      await avatars.allot(current._id, orgAccounts, agents);
      return ok(found(await avatars.get(scopeOf(session), current._id)), avatarTexts.allotted);
    },
  );

  app.delete(avatarPaths.one, { schema: { params: idParamsSchema, response: answerOf(idAnswer) } }, async (request) => {
    const current = await managed(auth(request), request.params.id);
    const files = await avatars.file(current._id);
    await avatars.remove(current._id);
    for (const key of [files?.storageKey, files?.posterKey])
      if (key)
        await ctx.storage
          .remove(key)
          .catch((err: unknown) => request.log.error({ err, key }, 'stored file not removed'));
    return ok({ _id: current._id }, avatarTexts.deleted);
  });

  for (const [route, part] of [
    [avatarPaths.picture, 'picture'],
    [avatarPaths.video, 'video'],
  ] as const) {
    app.get(
      route,
      { schema: { params: idParamsSchema, response: fileAnswer }, config: { access: 'public' as const } },
      async (request, reply) => {
        const stored = await avatars.file(request.params.id);
        if (!stored) throw notFound();
        if (part === 'picture' && stored.builtinUrl) return reply.redirect(stored.builtinUrl);
        const video = stored.kind === 'video';
        const key =
          part === 'video' ? (video ? stored.storageKey : null) : video ? stored.posterKey : stored.storageKey;
        if (!key) throw notFound();
        reply
          .header('content-type', part === 'picture' && video ? contentTypeOf('png') : stored.contentType)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'public, max-age=86400');
        if (await sendMedia(reply, ctx.storage, key, request.headers.range)) return reply;
        throw notFound();
      },
    );
  }

  avatarGroupRoutes(fastify, ctx);
}
