import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answerOf } from '../../../src/schemas/answers';
import { integrityReportSchema, recordIntegrityPaths, verifyRecordSchema } from '../../../src/schemas/recordIntegrity';
import type { AppContext } from '../../context';
import { ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';

/**
 * Verifying a record (issue 30, tamper evidence): a room of the caller's scope (a meeting, a call, a live
 * record or a 5G session), its files and its trail. Another scope's room is not found, as for every record.
 */
export function recordIntegrityRoutes(
  fastify: FastifyInstance,
  ctx: AppContext,
  roomInScope: (request: FastifyRequest, serviceId: string) => Promise<{ id: string }>,
): void {
  const app = typed(fastify);
  app.post(
    recordIntegrityPaths.verify,
    { schema: { body: verifyRecordSchema, response: answerOf(integrityReportSchema) } },
    async (request) => {
      const room = await roomInScope(request, request.body.serviceId);
      return ok(await ctx.recordIntegrity.verify(room.id));
    },
  );
}
