import type { FastifyInstance } from 'fastify';
import { scopeFilter } from '../../../src/domain/scope';
import {
  wecomSendQuerySchema,
  wecomTaskCreateSchema,
  wecomTaskListQuerySchema,
  wecomTaskPaths,
  wecomTaskTexts,
  type WecomSendQuery,
  type WecomTaskCreate,
  type WecomTaskListQuery,
} from '../../../src/schemas/wecomTask';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { forbidden, notFound, ok } from '../../plugins/envelope';
import type { AuthContext } from '../../services/sessions';

/**
 * WeCom tasks (spec 3 §7 "WeCom tasks"): agents create mass-sending and moments tasks for their own WeCom
 * contacts; everyone reads the tasks of their scope (an agent their own, admins their organisation or
 * tenant) with each recipient's send. Sending runs as jobs of the queue.
 */
export function wecomTaskRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tasks = ctx.wecomTasks;

  const sender = async (session: AuthContext) => {
    if (!session.tenantId) throw forbidden();
    return {
      agentId: session.agentId,
      tenantId: session.tenantId,
      orgAccountId: session.orgAccountId,
      sender: (await ctx.wecomAccounts.memberOf(session.agentId)).userId,
    };
  };

  app.get(wecomTaskPaths.contacts, async (request) =>
    ok({ list: await tasks.contacts((await sender(auth(request))).sender) }),
  );

  app.post<{ Body: WecomTaskCreate }>(
    wecomTaskPaths.create,
    { schema: { body: wecomTaskCreateSchema } },
    async (request) => {
      const id = await tasks.create(await sender(auth(request)), request.body);
      return ok({ _id: id }, wecomTaskTexts.created);
    },
  );

  app.get<{ Querystring: WecomTaskListQuery }>(
    wecomTaskPaths.list,
    { schema: { querystring: wecomTaskListQuerySchema } },
    async (request) => {
      const q = request.query;
      const filter = scopeFilter(scopeOf(auth(request)));
      return ok(filter ? await tasks.list(filter, q.type, q.pageIndex ?? 1, q.pageSize ?? 10) : { list: [], count: 0 });
    },
  );

  const taskInScope = async (session: AuthContext, id: string) => {
    const filter = scopeFilter(scopeOf(session));
    const task = filter && /^[0-9a-f-]{36}$/i.test(id) ? await tasks.get(filter, id) : null;
    if (!task) throw notFound();
    return task;
  };

  app.get<{ Params: { id: string } }>(wecomTaskPaths.one, async (request) =>
    ok(await taskInScope(auth(request), request.params.id)),
  );

  app.get<{ Querystring: WecomSendQuery }>(
    wecomTaskPaths.sends,
    { schema: { querystring: wecomSendQuerySchema } },
    async (request) => {
      const task = await taskInScope(auth(request), request.query.id);
      return ok(await tasks.sends(task._id, request.query.pageIndex ?? 1, request.query.pageSize ?? 10));
    },
  );
}
