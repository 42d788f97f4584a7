import type { FastifyInstance } from 'fastify';
import { passwordMessage } from '../../../src/domain/password';
import { scopeFilter } from '../../../src/domain/scope';
import { agentListQuerySchema, agentPaths, serviceStatusSchema, type AgentListQuery } from '../../../src/schemas/agent';
import type { ServiceStatus } from '../../../src/schemas/api';
import { changePasswordSchema, type ChangePasswordInput } from '../../../src/schemas/auth';
import type { AppContext } from '../../context';
import { agentAdminRoutes } from './admin';
import { agentSettingRoutes } from './settings';
import { auth, scopeOf } from '../../plugins/auth';
import { forbidden, invalid, notFound, ok } from '../../plugins/envelope';
import { hashPassword, readPassword, verifyPassword } from '../../services/passwords';

const OLD_PASSWORD_WRONG_TEXT = '原密码错误';

export function agentRoutes(app: FastifyInstance, ctx: AppContext): void {
  agentAdminRoutes(app, ctx);
  agentSettingRoutes(app, ctx);
  app.get<{ Querystring: AgentListQuery }>(
    agentPaths.list,
    { schema: { querystring: agentListQuerySchema } },
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

  app.get<{ Params: { agentId: string } }>(agentPaths.one, async (request) => {
    const filter = scopeFilter(scopeOf(auth(request)));
    const agent = filter && (await ctx.agents.get(request.params.agentId, filter));
    if (!agent) throw notFound();
    return ok(agent);
  });

  app.put<{ Body: ChangePasswordInput }>(
    agentPaths.profile,
    { schema: { body: changePasswordSchema }, config: { access: 'restricted' } },
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

  app.post<{ Body: { serviceStatus: ServiceStatus } }>(
    agentPaths.serviceStatus,
    { schema: { body: serviceStatusSchema } },
    async (request) => {
      await ctx.calls.queue.setStatus(auth(request).agentId, request.body.serviceStatus);
      return ok({ serviceStatus: request.body.serviceStatus });
    },
  );
}
