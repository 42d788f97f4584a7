import type { FastifyInstance } from 'fastify';
import { answerOf } from '../../../src/schemas/answers';
import { isUuid } from '../../../src/schemas/fields';
import { configQuerySchema, mediaDeliverConfigTexts } from '../../../src/schemas/mediaDeliverConfig';
import {
  TRANSFER_DEFAULTS,
  transferConfigPaths,
  transferConfigRecordSchema,
  transferConfigSchema,
  transferConfigTexts as texts,
  type TransferConfig,
  type TransferRouting,
} from '../../../src/schemas/transferConfig';
import type { AppContext } from '../../context';
import { auth } from '../../plugins/auth';
import { invalid, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { settingTenant } from './settingTenant';

/**
 * Manual-transfer settings (/switchingCallConfig; spec 1 §7 fiveTransfer/config): a tenant's own, read by
 * its organisation and tenant admins and changed by tenant admins; a platform admin names the tenant.
 */
export function transferConfigRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const read = async (tenantId: string): Promise<TransferConfig> => {
    const row = await ctx.db
      .selectFrom('transferConfigs')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .executeTakeFirst();
    if (!row) return { tenantId, ...TRANSFER_DEFAULTS, updatedAt: null };
    return { ...row, strategy: row.strategy as TransferRouting, updatedAt: row.updatedAt.toISOString() };
  };

  app.get(
    transferConfigPaths.config,
    { schema: { querystring: configQuerySchema, response: answerOf(transferConfigRecordSchema) } },
    async (request) => ok(await read(await settingTenant(ctx.db, auth(request), request.query.tenant, false))),
  );

  app.put(
    transferConfigPaths.config,
    { schema: { body: transferConfigSchema, response: answerOf(transferConfigRecordSchema) } },
    async (request) => {
      const tenantId = await settingTenant(ctx.db, auth(request), request.body.tenant, true);
      const { enabled, strategy, waitSeconds } = request.body;
      const agentGroupId = request.body.agentGroupId || null;
      if (enabled && !agentGroupId) throw invalid({ agentGroupId: texts.groupRequired });
      if (agentGroupId) {
        const group =
          isUuid(agentGroupId) &&
          (await ctx.db
            .selectFrom('agentGroups')
            .select('id')
            .where('id', '=', agentGroupId)
            .where('tenantId', '=', tenantId)
            .executeTakeFirst());
        if (!group) throw invalid({ agentGroupId: texts.groupInvalid });
      }
      const values = {
        enabled,
        agentGroupId,
        strategy,
        waitSeconds,
        waitText: request.body.waitText.trim(),
        busyText: request.body.busyText.trim(),
        updatedAt: new Date(),
      };
      const existed = await ctx.db
        .selectFrom('transferConfigs')
        .select('tenantId')
        .where('tenantId', '=', tenantId)
        .executeTakeFirst();
      await ctx.db
        .insertInto('transferConfigs')
        .values({ tenantId, ...values })
        .onConflict((oc) => oc.column('tenantId').doUpdateSet(values))
        .execute();
      return ok(await read(tenantId), existed ? mediaDeliverConfigTexts.updated : mediaDeliverConfigTexts.configured);
    },
  );
}
