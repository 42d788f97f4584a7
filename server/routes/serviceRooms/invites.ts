import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callTexts } from '../../../src/schemas/call';
import {
  invitedPhonesSchema,
  roomInvitationSchema,
  roomInvitePaths,
  roomInviteQuerySchema,
  roomInviteSmsSchema,
  type RoomInvitation,
} from '../../../src/schemas/roomInvite';
import { answerOf } from '../../../src/schemas/answers';
import { serviceWebTexts } from '../../../src/schemas/serviceWeb';
import type { AppContext } from '../../context';
import { auth } from '../../plugins/auth';
import { invalid, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { publicOrigin } from '../../services/publicUrl';
import { roomInvitation } from '../../services/roomInvitation';

/** The invitation of the agent's room in progress: the text to copy, SMS to customers, the QR short link. */
export function roomInviteRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const links = ctx.shortLinks;

  /** Only the room's own agent invites, and only while the room is in progress. */
  const ownLiveRoom = async (request: FastifyRequest, serviceId: string) => {
    const room = await ctx.db
      .selectFrom('serviceRooms as r')
      .innerJoin('agents as a', 'a.id', 'r.agentId')
      .innerJoin('tenants as t', 't.id', 'r.tenantId')
      .select(['r.id', 'r.inviteNumber', 'r.customerKey', 'r.tenantId', 'a.fullName', 't.code as tenantCode'])
      .where('r.id', '=', serviceId)
      .where('r.agentId', '=', auth(request).agentId)
      .where('r.status', '=', 'inProgress')
      .executeTakeFirst();
    if (!room) throw invalid({ serviceId: callTexts.roomEnded });
    return room;
  };

  const invitation = async (
    request: FastifyRequest,
    serviceId: string,
  ): Promise<RoomInvitation & { tenantId: string }> => {
    const room = await ownLiveRoom(request, serviceId);
    return { ...(await roomInvitation(links, publicOrigin(ctx.config, request), room)), tenantId: room.tenantId };
  };

  app.get(
    roomInvitePaths.message,
    { schema: { querystring: roomInviteQuerySchema, response: answerOf(roomInvitationSchema) } },
    async (request) => {
      const { content, joinUrl, shortUrl } = await invitation(request, request.query.serviceId);
      return ok({ content, joinUrl, shortUrl });
    },
  );

  app.post(
    roomInvitePaths.sms,
    { schema: { body: roomInviteSmsSchema, response: answerOf(invitedPhonesSchema) } },
    async (request) => {
      const { content, tenantId } = await invitation(request, request.body.serviceId);
      const phones = [...new Set(request.body.phones)];
      const identity = { tenantId, agentId: auth(request).agentId };
      for (const phone of phones) await ctx.sms.send(identity, { phone, content, params: [content] });
      return ok({ phones }, serviceWebTexts.smsSent);
    },
  );
}
