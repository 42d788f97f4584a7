import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { HealthResult } from '../../../src/schemas/api';
import type { AppContext } from '../../context';
import { ok } from '../../plugins/envelope';
import { version } from '../../version';
import { apiPaths } from '../../../src/schemas/api';

export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(apiPaths.health, { config: { access: 'public' } }, async () => {
    await sql`select 1`.execute(ctx.db);
    const result: HealthResult = { db: ctx.dbKind, version, simulators: ctx.running.simulators };
    return ok(result);
  });
}
