import type { FastifyInstance } from 'fastify';
import { CUSTOMER_USER_ID } from '../../../src/domain/hostControls';
import {
  muteUserSchema,
  mutedUsersSchema,
  roomControlPaths,
  roomControlTexts,
  type MuteUserInput,
} from '../../../src/schemas/roomControls';
import { answerOf } from '../../../src/schemas/answers';
import type { AppContext } from '../../context';
import { auth } from '../../plugins/auth';
import { invalid, notFound, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';

/** The members the host may turn off or on: everyone in its room but itself (the room's one customer). */
const MEMBERS = new Set([CUSTOMER_USER_ID]);
const NOT_A_MEMBER = '该成员不在会话中';

/**
 * Host controls (spec 2 §4.1, §7.1): the agent serving a room in progress turns its members' microphones
 * (muteUser) or cameras (blindUser) off or on; the server relays the request to the room, stamped with
 * the agent as operator, and logs a mute-all.
 */
export function serviceRoomControlRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const rooms = ctx.roomSignals;
  const events = ctx.roomEvents;

  const control = (kind: 'muteAudio' | 'muteVideo') => async (request: { body: MuteUserInput }, agentId: string) => {
    const { serviceId, users, mute, all = false } = request.body;
    if ((await rooms.liveRoomAgentNow(serviceId)) !== agentId) throw notFound();
    const members = [...new Set(users)];
    if (members.some((user) => !MEMBERS.has(user))) throw invalid({ users: NOT_A_MEMBER });
    ctx.realtime.emitRoomMessage(serviceId, kind, { users: members, operatorId: agentId, mute });
    if (kind !== 'muteAudio' || !all) return ok({ users: members, mute }, roomControlTexts.done);
    const agent = await ctx.db
      .selectFrom('agents')
      .select('fullName')
      .where('id', '=', agentId)
      .executeTakeFirstOrThrow();
    const record = await events.add({
      serviceId,
      actor: 'agent',
      actorName: agent.fullName,
      event: mute ? 'closeVoiceAll' : 'openVoiceAll',
      detail: { users: members },
    });
    ctx.realtime.emitRoomMessage(serviceId, 'roomEvent.added', record, 'agent');
    return ok({ users: members, mute }, mute ? roomControlTexts.mutedAll : roomControlTexts.unmutedAll);
  };

  const muteAudio = control('muteAudio');
  const muteVideo = control('muteVideo');
  const schema = { body: muteUserSchema, response: answerOf(mutedUsersSchema) };
  app.post(roomControlPaths.muteUser, { schema }, async (request) => muteAudio(request, auth(request).agentId));
  app.post(roomControlPaths.blindUser, { schema }, async (request) => muteVideo(request, auth(request).agentId));
}
