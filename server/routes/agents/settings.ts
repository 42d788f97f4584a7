import type { FastifyInstance } from 'fastify';
import {
  AGENT_SETTING_DEFAULTS,
  agentSettingPaths,
  agentSettingSchema,
  agentSettingTexts,
  type AgentSetting,
} from '../../../src/schemas/agentSetting';
import { answerOf, recordFrom } from '../../../src/schemas/answers';
import type { AppContext } from '../../context';
import { auth } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';

/** The signed-in agent's own room settings: read when a room opens, written when a slider is let go. */
export function agentSettingRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const answer = answerOf(recordFrom(agentSettingSchema));
  const read = async (agentId: string): Promise<AgentSetting> =>
    (await ctx.db
      .selectFrom('agentSettings')
      .select(['beauty', 'light', 'ruddy'])
      .where('agentId', '=', agentId)
      .executeTakeFirst()) ?? AGENT_SETTING_DEFAULTS;

  app.get(agentSettingPaths.setting, { schema: { response: answer } }, async (request) =>
    ok(await read(auth(request).agentId)),
  );

  app.post(agentSettingPaths.setting, { schema: { body: agentSettingSchema, response: answer } }, async (request) => {
    const agentId = auth(request).agentId;
    const { beauty, light, ruddy } = request.body;
    const values = { beauty, light, ruddy, updatedAt: new Date() };
    await ctx.db
      .insertInto('agentSettings')
      .values({ agentId, ...values })
      .onConflict((oc) => oc.column('agentId').doUpdateSet(values))
      .execute();
    return ok(await read(agentId), agentSettingTexts.saved);
  });
}
