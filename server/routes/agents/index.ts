import type { FastifyInstance } from 'fastify';
import { passwordMessage } from '../../../src/domain/password';
import { scopeFilter } from '../../../src/domain/scope';
import { agentIdParamsSchema, agentListQuerySchema, agentPaths, serviceStatusSchema } from '../../../src/schemas/agent';
import { agentRecordSchema, listedAgentSchema } from '../../../src/schemas/agentRecord';
import { answerOf, emptyAnswer, listOf, recordFrom } from '../../../src/schemas/answers';
import { changePasswordSchema } from '../../../src/schemas/auth';
import type { AppContext } from '../../context';
import { agentAdminRoutes } from './admin';
import { agentSettingRoutes } from './settings';
import { auth, scopeOf } from '../../plugins/auth';
import { forbidden, invalid, notFound, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { hashPassword, readPassword, verifyPassword } from '../../services/passwords';

const OLD_PASSWORD_WRONG_TEXT = '原密码错误';

export function agentRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  agentAdminRoutes(fastify, ctx);
  agentSettingRoutes(fastify, ctx);
  const app = typed(fastify);
  app.get(
    agentPaths.list,
    { schema: { querystring: agentListQuerySchema, response: answerOf(listOf(listedAgentSchema)) } },
    async (request) => {
      const q = request.query;
      const filter = scopeFilter(scopeOf(auth(request)), { tenantId: q.tenant, orgAccountId: q.orgAccount });
      if (!filter) return ok({ list: [], count: 0 });
      return ok(
        await ctx.agents.list(filter, {
          pageIndex: q.pageIndex ?? 1,
          pageSize: q.pageSize ?? 10,
          orderBy: q.orderBy ?? 'createdAt',
          order: q.order ?? 'desc',
          loginName: q.loginName,
          fullName: q.fullName,
        }),
      );
    },
  );

  const one = { params: agentIdParamsSchema, response: answerOf(agentRecordSchema) };
  app.get(agentPaths.one, { schema: one }, async (request) => {
    const filter = scopeFilter(scopeOf(auth(request)));
    const agent = filter && (await ctx.agents.get(request.params.agentId, filter));
    if (!agent) throw notFound();
    return ok(agent);
  });

  app.put(
    agentPaths.profile,
    { schema: { body: changePasswordSchema, response: emptyAnswer }, config: { access: 'restricted' } },
    async (request) => {
      const session = auth(request);
      const body = request.body;
      if (body.agentId !== undefined && body.agentId !== session.agentId) throw forbidden();
      const oldPassword = readPassword(ctx.keys, body.oldPassword, body.encrypted);
      const password = readPassword(ctx.keys, body.password, body.encrypted);
      const current = await ctx.agents.passwordHash(session.agentId);
      if (!current) throw notFound();
      if (!(await verifyPassword(current.passwordHash, oldPassword)))
        throw invalid({ oldPassword: OLD_PASSWORD_WRONG_TEXT });
      const problem = passwordMessage(password, current.loginName);
      if (problem) throw invalid({ password: problem });
      await ctx.agents.setPasswordHash(session.agentId, await hashPassword(password));
      const others = await ctx.sessions.activeIds(session.agentId, session.sessionId);
      await ctx.sessions.revoke(others, 'passwordChanged');
      ctx.realtime.disconnectSessions(others);
      if (session.restricted) await ctx.sessions.unrestrict(session.sessionId);
      return ok(undefined, '密码修改成功');
    },
  );

  app.post(
    agentPaths.serviceStatus,
    { schema: { body: serviceStatusSchema, response: answerOf(recordFrom(serviceStatusSchema)) } },
    async (request) => {
      const { agentId, tenantId } = auth(request);
      await ctx.calls.queue.setStatus(agentId, request.body.serviceStatus, tenantId);
      return ok({ serviceStatus: request.body.serviceStatus });
    },
  );
}
