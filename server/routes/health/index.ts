import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { answerOf } from '../../../src/schemas/answers';
import { apiPaths, healthResultSchema, type HealthResult } from '../../../src/schemas/api';
import type { AppContext } from '../../context';
import { ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { version } from '../../version';

export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  const schema = { response: answerOf(healthResultSchema) };
  api.get(apiPaths.health, { schema, config: { access: 'public' } }, async () => {
    await sql`select 1`.execute(ctx.db);
    const result: HealthResult = { db: ctx.dbKind, version, simulators: ctx.running.simulators };
    return ok(result);
  });
}
