import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  customerShareSchema,
  roomProductSchema,
  roomShareAnswer,
  shareFileSchema,
  shareKeyQuerySchema,
  sharePageParamsSchema,
  sharePaths,
  shareRoomSchema,
  shareVideoParamsSchema,
  shareWebStartSchema,
  type RoomProductInput,
  type RoomShareState,
  type ShareFileInput,
  type ShareWebStartInput,
} from '../../../src/schemas/roomShare';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { notFound, ok } from '../../plugins/envelope';
import { sendMedia } from '../../services/byteRanges';
import { StorageNotFoundError } from '../../storage';
import { answerOf } from '../../../src/schemas/answers';
import { typed } from '../../plugins/typedRoutes';

type RoomBody = { serviceId: string; agentId?: string };
type CustomerBody = { serviceId: string; key: string };

/**
 * Sharing in the meeting hall (spec 2 §4.1, §7.1): the room's agent starts and ends shares of what its
 * scope shows; both sides read the current share on (re)load; the customer ends a product share and
 * loads a shared file's pages and video by a key of the room.
 */
export function roomShareRoutes(app: FastifyInstance, ctx: AppContext): void {
  const shares = ctx.roomShares;
  const products = ctx.roomProducts;

  /** The session's own room; an agentId naming someone else never reaches another's room. */
  const agentRoom = async (request: FastifyRequest, body: RoomBody) => {
    const self = auth(request).agentId;
    if (body.agentId !== undefined && body.agentId !== '' && body.agentId !== self) throw notFound();
    return shares.agentRoom(body.serviceId, self);
  };

  app.post<{ Body: ShareWebStartInput }>(
    sharePaths.startWeb,
    { schema: { body: shareWebStartSchema } },
    async (request) => {
      const room = await agentRoom(request, request.body);
      return ok(
        await shares.shareLink(room, scopeOf(auth(request)), request.body.webId, request.body.control ?? 'client'),
      );
    },
  );

  // The hall's digital-human tab (spec 2 §2.2 key 5): a digital human that speaks is shared as its video.
  const typedApp = typed(app);
  typedApp.post(
    sharePaths.startDigitalMan,
    { schema: { body: shareWebStartSchema, response: answerOf(roomShareAnswer) } },
    async (request) => {
      const room = await agentRoom(request, request.body);
      return ok(
        await shares.shareLink(
          room,
          scopeOf(auth(request)),
          request.body.webId,
          request.body.control ?? 'agent',
          'digitalMan',
        ),
      );
    },
  );
  typedApp.post(
    sharePaths.stopDigitalMan,
    { schema: { body: shareRoomSchema, response: answerOf(roomShareAnswer) } },
    async (request) => {
      await shares.stop(await agentRoom(request, request.body), 'agent');
      return ok(null);
    },
  );

  app.post<{ Body: ShareFileInput }>(sharePaths.shareFile, { schema: { body: shareFileSchema } }, async (request) => {
    const room = await agentRoom(request, request.body);
    return ok(
      await shares.shareFile(room, scopeOf(auth(request)), request.body.fileId, request.body.control ?? 'agent'),
    );
  });

  for (const path of [sharePaths.stop, sharePaths.stopWeb]) {
    app.post<{ Body: RoomBody }>(path, { schema: { body: shareRoomSchema } }, async (request) => {
      await shares.stop(await agentRoom(request, request.body), 'agent');
      return ok(null);
    });
  }

  app.get<{ Querystring: RoomBody }>(
    sharePaths.current,
    { schema: { querystring: shareRoomSchema } },
    async (request) => {
      const room = await agentRoom(request, request.query);
      const state: RoomShareState = {
        share: shares.view(room),
        roomInfo: { meetingDigitalHuman: await shares.meetingDigitalHuman(room.tenantId) },
        product: await products.of(room.id),
      };
      return ok(state);
    },
  );

  app.post<{ Body: RoomProductInput }>(sharePaths.product, { schema: { body: roomProductSchema } }, async (request) => {
    const room = await agentRoom(request, request.body);
    return ok(await products.choose(room, scopeOf(auth(request)), request.body.webId));
  });

  const publicRoute = { config: { access: 'public' as const } };

  app.get<{ Querystring: CustomerBody }>(
    sharePaths.customerCurrent,
    { ...publicRoute, schema: { querystring: customerShareSchema } },
    async (request) => {
      const room = await shares.customerRoom(request.query.serviceId, request.query.key);
      return ok({ share: shares.view(room) });
    },
  );

  // The customer ends a product share (spec 2 §4.1 wxShareWebFileEnd); the agent's page says so.
  app.post<{ Body: CustomerBody }>(
    sharePaths.customerStop,
    { ...publicRoute, schema: { body: customerShareSchema } },
    async (request) => {
      const room = await shares.customerRoom(request.body.serviceId, request.body.key);
      if (room.share && room.share.kind !== 'web' && room.share.kind !== 'yxzx') throw notFound();
      await shares.stop(room, 'customer');
      return ok(null);
    },
  );

  const send = async (
    reply: FastifyReply,
    request: FastifyRequest,
    stored: { storageKey: string; contentType: string } | null,
  ) => {
    if (!stored) throw notFound();
    let body;
    try {
      body = await ctx.storage.get(stored.storageKey);
    } catch (err) {
      if (!(err instanceof StorageNotFoundError)) throw err;
      request.log.error({ key: stored.storageKey }, 'shared object missing');
      throw notFound();
    }
    return reply
      .header('content-type', stored.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(body);
  };

  // Only what the room shares now, only while it is in progress, only to holders of a key of the room.
  app.get<{ Params: { serviceId: string; pageNumber: number }; Querystring: { key: string } }>(
    sharePaths.page,
    { ...publicRoute, schema: { params: sharePageParamsSchema, querystring: shareKeyQuerySchema } },
    async (request, reply) => {
      const room = await shares.customerRoom(request.params.serviceId, request.query.key).catch(() => null);
      return send(reply, request, room && (await shares.sharedPage(room, request.params.pageNumber)));
    },
  );

  app.get<{ Params: { serviceId: string }; Querystring: { key: string } }>(
    sharePaths.video,
    { ...publicRoute, schema: { params: shareVideoParamsSchema, querystring: shareKeyQuerySchema } },
    async (request, reply) => {
      const room = await shares.customerRoom(request.params.serviceId, request.query.key).catch(() => null);
      const video = room && (await shares.sharedVideo(room));
      if (!video) throw notFound();
      reply
        .header('content-type', video.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      if (await sendMedia(reply, ctx.storage, video.storageKey, request.headers.range)) return reply;
      request.log.error({ key: video.storageKey }, 'shared object missing');
      throw notFound();
    },
  );
}
