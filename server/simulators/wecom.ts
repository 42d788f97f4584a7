import type { FastifyInstance } from 'fastify';
import { answerOf, recordOf } from '../../src/schemas/answers';
import {
  simulatedMembersSchema,
  wecomPaths,
  wecomSimulatorApproveSchema,
  wecomSimulatorMembersQuerySchema,
  wecomTexts,
  type SimulatedMember,
} from '../../src/schemas/wecom';
import { ErrCode } from '../../src/schemas/api';
import type { Database } from '../db/database';
import { AppError, ok } from '../plugins/envelope';
import { typed } from '../plugins/typedRoutes';

/** The simulated corp as its approval page needs it (services/wecom/simulator.ts). */
interface ApprovingCorp {
  readonly corpId: string;
  members(tenantCode: string): Promise<SimulatedMember[]>;
  approve(tenantCode: string, userId: string): Promise<string | null>;
}

const refused = (text: string) => new AppError(ErrCode.refused, text);

/**
 * The simulated WeCom's approval page's calls, mounted only while the simulator serves: the members a person
 * may approve as (the tenant's agents bound to a WeCom user id, and members bound to none), and the approval,
 * which answers the one-time code the page sends back to the sign-in page with its state.
 */
export function registerWecomSimulator(fastify: FastifyInstance, wecom: ApprovingCorp, database: Database): void {
  const app = typed(fastify);
  const knownTenant = async (code: string) => {
    const tenant = await database.db.selectFrom('tenants').select('id').where('code', '=', code).executeTakeFirst();
    if (!tenant) throw refused(wecomTexts.tenantUnknown);
  };

  app.get(
    wecomPaths.simulatorMembers,
    {
      schema: { querystring: wecomSimulatorMembersQuerySchema, response: answerOf(simulatedMembersSchema) },
      config: { access: 'public' },
    },
    async (request) => {
      await knownTenant(request.query.tenant);
      return ok({ corpId: wecom.corpId, list: await wecom.members(request.query.tenant) });
    },
  );

  app.post(
    wecomPaths.simulatorApprove,
    {
      schema: { body: wecomSimulatorApproveSchema, response: answerOf(recordOf({ code: { type: 'string' } })) },
      config: { access: 'public' },
    },
    async (request) => {
      await knownTenant(request.body.tenant);
      const code = await wecom.approve(request.body.tenant, request.body.userId);
      if (!code) throw refused(wecomTexts.memberUnknown);
      return ok({ code });
    },
  );
}
