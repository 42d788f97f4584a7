import type { FastifyInstance } from 'fastify';
import {
  handleEndNotifySchema,
  roomLifecyclePaths,
  roomLifecycleTexts,
  type HandleEndNotifyInput,
} from '../../../src/schemas/roomLifecycle';
import type { AppContext } from '../../context';
import { auth } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';

/** A room nearing its end (spec 2 §4.1, §7.1): the notices go out by themselves; the agent answers them here. */
export function roomLifecycleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const notices = ctx.roomEndNotices;

  app.post<{ Body: HandleEndNotifyInput }>(
    roomLifecyclePaths.handleEndNotify,
    { schema: { body: handleEndNotifySchema } },
    async (request) => {
      const { serviceId } = request.body;
      const keepOn = request.body.continue;
      await notices.handle(serviceId, auth(request).agentId, keepOn);
      return ok({ serviceId, continue: keepOn }, keepOn ? roomLifecycleTexts.continued : roomLifecycleTexts.roomEnded);
    },
  );
}
