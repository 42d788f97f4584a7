import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerOf, fileAnswer, recordOf } from '../../../src/schemas/answers';
import {
  currentShareSchema,
  customerShareSchema,
  roomProductRecordSchema,
  roomProductSchema,
  roomShareStateSchema,
  shareFileSchema,
  shareKeyQuerySchema,
  sharePageParamsSchema,
  sharePaths,
  shareRoomSchema,
  shareVideoParamsSchema,
  shareWebStartSchema,
  type RoomShareState,
} from '../../../src/schemas/roomShare';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { notFound, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { sendMedia } from '../../services/byteRanges';
import { StorageNotFoundError } from '../../storage';

type RoomBody = { serviceId: string; agentId?: string };

/**
 * Sharing in the meeting hall (spec 2 §4.1, §7.1): the room's agent starts and ends shares of what its
 * scope shows; both sides read the current share on (re)load; the customer ends a product share and
 * loads a shared file's pages and video by a key of the room.
 */
export function roomShareRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const shares = ctx.roomShares;
  const products = ctx.roomProducts;

  /** The session's own room; an agentId naming someone else never reaches another's room. */
  const agentRoom = async (request: FastifyRequest, body: RoomBody) => {
    const self = auth(request).agentId;
    if (body.agentId !== undefined && body.agentId !== '' && body.agentId !== self) throw notFound();
    return shares.agentRoom(body.serviceId, self);
  };

  /** A share started, or null when the room shares nothing after all. */
  const started = answerOf(currentShareSchema);
  /** An end of a share: nothing to answer. */
  const stopped = answerOf({ type: 'null' });

  app.post(sharePaths.startWeb, { schema: { body: shareWebStartSchema, response: started } }, async (request) => {
    const room = await agentRoom(request, request.body);
    return ok(
      await shares.shareLink(room, scopeOf(auth(request)), request.body.webId, request.body.control ?? 'client'),
    );
  });

  // The hall's digital-human tab (spec 2 §2.2 key 5): a digital human that speaks is shared as its video.
  app.post(
    sharePaths.startDigitalMan,
    { schema: { body: shareWebStartSchema, response: started } },
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

  app.post(sharePaths.shareFile, { schema: { body: shareFileSchema, response: started } }, async (request) => {
    const room = await agentRoom(request, request.body);
    return ok(
      await shares.shareFile(room, scopeOf(auth(request)), request.body.fileId, request.body.control ?? 'agent'),
    );
  });

  const stop = async (request: FastifyRequest, body: RoomBody) => {
    await shares.stop(await agentRoom(request, body), 'agent');
    return ok(null);
  };
  for (const path of [sharePaths.stop, sharePaths.stopWeb, sharePaths.stopDigitalMan])
    app.post(path, { schema: { body: shareRoomSchema, response: stopped } }, (request) => stop(request, request.body));

  app.get(
    sharePaths.current,
    { schema: { querystring: shareRoomSchema, response: answerOf(roomShareStateSchema) } },
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

  app.post(
    sharePaths.product,
    { schema: { body: roomProductSchema, response: answerOf(roomProductRecordSchema) } },
    async (request) => {
      const room = await agentRoom(request, request.body);
      return ok(await products.choose(room, scopeOf(auth(request)), request.body.webId));
    },
  );

  const publicRoute = { config: { access: 'public' as const } };

  app.get(
    sharePaths.customerCurrent,
    {
      ...publicRoute,
      schema: { querystring: customerShareSchema, response: answerOf(recordOf({ share: currentShareSchema })) },
    },
    async (request) => {
      const room = await shares.customerRoom(request.query.serviceId, request.query.key);
      return ok({ share: shares.view(room) });
    },
  );

  // The customer ends a product share (spec 2 §4.1 wxShareWebFileEnd); the agent's page says so.
  app.post(
    sharePaths.customerStop,
    { ...publicRoute, schema: { body: customerShareSchema, response: stopped } },
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
  app.get(
    sharePaths.page,
    {
      ...publicRoute,
      schema: { params: sharePageParamsSchema, querystring: shareKeyQuerySchema, response: fileAnswer },
    },
    async (request, reply) => {
      const room = await shares.customerRoom(request.params.serviceId, request.query.key).catch(() => null);
      return send(reply, request, room && (await shares.sharedPage(room, request.params.pageNumber)));
    },
  );

  app.get(
    sharePaths.video,
    {
      ...publicRoute,
      schema: { params: shareVideoParamsSchema, querystring: shareKeyQuerySchema, response: fileAnswer },
    },
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
