import type { FastifyInstance } from 'fastify';
import { handleEndNotifySchema, roomLifecyclePaths, roomLifecycleTexts, type HandleEndNotifyInput } from '../../../src/schemas/roomLifecycle';
import type { AppContext } from '../../context';
import { auth } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { RoomEndNotices } from '../../services/roomEndNotices';

/** How often rooms in progress are looked at for a near end. */
const END_NOTICE_SWEEP_MS = 3000;

/** A room nearing its end (spec 2 §4.1, §7.1): the notices go out by themselves; the agent answers them here. */
export function roomLifecycleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const notices = new RoomEndNotices(ctx.db, ctx.realtime, ctx.calls, {
    roomMaxMinutes: ctx.config.roomMaxMinutes,
    sweepMs: END_NOTICE_SWEEP_MS,
    onError: (err) => app.log.error({ err }, 'room end notices'),
  });
  notices.start();
  app.addHook('preClose', async () => notices.stop());

  app.post<{ Body: HandleEndNotifyInput }>(roomLifecyclePaths.handleEndNotify, { schema: { body: handleEndNotifySchema } }, async (request) => {
    const { serviceId } = request.body;
    const keepOn = request.body.continue;
    await notices.handle(serviceId, auth(request).agentId, keepOn);
    return ok({ serviceId, continue: keepOn }, keepOn ? roomLifecycleTexts.continued : roomLifecycleTexts.roomEnded);
  });
}
