import type { FastifyInstance } from 'fastify';
import {
  handleEndNotifyResultSchema,
  handleEndNotifySchema,
  roomLifecyclePaths,
  roomLifecycleTexts,
} from '../../../src/schemas/roomLifecycle';
import type { AppContext } from '../../context';
import { auth } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { answerOf } from '../../../src/schemas/answers';

/** A room nearing its end (spec 2 §4.1, §7.1): the notices go out by themselves; the agent answers them here. */
export function roomLifecycleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const notices = ctx.roomEndNotices;

  typed(app).post(
    roomLifecyclePaths.handleEndNotify,
    { schema: { body: handleEndNotifySchema, response: answerOf(handleEndNotifyResultSchema) } },
    async (request) => {
      const { serviceId } = request.body;
      const keepOn = request.body.continue;
      await notices.handle(serviceId, auth(request).agentId, keepOn);
      return ok({ serviceId, continue: keepOn }, keepOn ? roomLifecycleTexts.continued : roomLifecycleTexts.roomEnded);
    },
  );
}
