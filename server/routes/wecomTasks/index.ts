import type { FastifyInstance } from 'fastify';
import { scopeFilter } from '../../../src/domain/scope';
import { answerOf, idAnswer, listOf, recordOf } from '../../../src/schemas/answers';
import { idParamsSchema } from '../../../src/schemas/fields';
import {
  wecomContactSchema,
  wecomSendQuerySchema,
  wecomSendRecordSchema,
  wecomTaskCreateSchema,
  wecomTaskListQuerySchema,
  wecomTaskPaths,
  wecomTaskRecordSchema,
  wecomTaskTexts,
} from '../../../src/schemas/wecomTask';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { forbidden, notFound, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import type { AuthContext } from '../../services/sessions';

/**
 * WeCom tasks (spec 3 §7 "WeCom tasks"): agents create mass-sending and moments tasks for their own WeCom
 * contacts; everyone reads the tasks of their scope (an agent their own, admins their organisation or
 * tenant) with each recipient's send. Sending runs as jobs of the queue.
 */
export function wecomTaskRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
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

  app.get(
    wecomTaskPaths.contacts,
    { schema: { response: answerOf(recordOf({ list: { type: 'array', items: wecomContactSchema } })) } },
    async (request) => ok({ list: await tasks.contacts((await sender(auth(request))).sender) }),
  );

  app.post(
    wecomTaskPaths.create,
    { schema: { body: wecomTaskCreateSchema, response: answerOf(idAnswer) } },
    async (request) => {
      const id = await tasks.create(await sender(auth(request)), request.body);
      return ok({ _id: id }, wecomTaskTexts.created);
    },
  );

  app.get(
    wecomTaskPaths.list,
    { schema: { querystring: wecomTaskListQuerySchema, response: answerOf(listOf(wecomTaskRecordSchema)) } },
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

  app.get(
    wecomTaskPaths.one,
    { schema: { params: idParamsSchema, response: answerOf(wecomTaskRecordSchema) } },
    async (request) => ok(await taskInScope(auth(request), request.params.id)),
  );

  app.get(
    wecomTaskPaths.sends,
    { schema: { querystring: wecomSendQuerySchema, response: answerOf(listOf(wecomSendRecordSchema)) } },
    async (request) => {
      const task = await taskInScope(auth(request), request.query.id);
      return ok(await tasks.sends(task._id, request.query.pageIndex ?? 1, request.query.pageSize ?? 10));
    },
  );
}
