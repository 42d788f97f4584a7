import type { FastifyInstance, FastifyRequest } from 'fastify';
import { scopeFilter } from '../../../src/domain/scope';
import { sendWindowOf } from '../../../src/domain/sendWindow';
import {
  deliveryTaskRecordSchema,
  deliveryTaskTexts,
  type DeliveryTaskCreate,
  type DeliveryTaskRecord,
} from '../../../src/schemas/deliveryTask';
import {
  SIMPLE_TASK_ITEMS_MAX,
  SIMPLE_TASK_SYSTEM,
  simpleTaskCreateSchema,
  simpleTaskPaths,
  simpleTaskTexts,
  simpleTaskSourcesSchema,
} from '../../../src/schemas/simpleTask';
import { answerOf } from '../../../src/schemas/answers';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { forbidden, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import type { DeliveryStore } from '../../services/deliveries/store';
import type { InteractionTemplateService } from '../../services/interactionTemplates';
import type { AuthContext } from '../../services/sessions';

interface SimpleTaskDeps {
  store: DeliveryStore;
  interactions: InteractionTemplateService;
  createTask: (session: AuthContext, body: DeliveryTaskCreate, request: FastifyRequest) => Promise<DeliveryTaskRecord>;
}

/**
 * The simple 5G task form's calls (/SimpleCallFive): only an account of a tenant whose useSystem is 'spcd'
 * may use them; the task is made by the delivery tasks' own creation, as a 'callFive' task for one phone,
 * named by the current time (the creation's default) and sent in the tenant's window.
 */
export function simpleTaskRoutes(
  fastify: FastifyInstance,
  ctx: AppContext,
  { store, interactions, createTask }: SimpleTaskDeps,
): void {
  const app = typed(fastify);
  const spcdTenant = async (session: AuthContext) => {
    const tenant = session.tenantId
      ? await ctx.db
          .selectFrom('tenants')
          .select(['useSystem', 'fiveGSendTimeConfig'])
          .where('id', '=', session.tenantId)
          .executeTakeFirst()
      : undefined;
    if (tenant?.useSystem !== SIMPLE_TASK_SYSTEM) throw forbidden(simpleTaskTexts.notSpcd);
    return tenant;
  };

  app.get(simpleTaskPaths.sources, { schema: { response: answerOf(simpleTaskSourcesSchema) } }, async (request) => {
    const session = auth(request);
    const tenant = await spcdTenant(session);
    const filter = scopeFilter(scopeOf(session), {});
    const sendWindow = sendWindowOf(tenant.fiveGSendTimeConfig);
    if (!filter) return ok({ items: [], sendWindow });
    const contents = await store.approvedContents(filter, SIMPLE_TASK_ITEMS_MAX);
    const templates = await interactions.list(filter, { pageIndex: 1, pageSize: SIMPLE_TASK_ITEMS_MAX });
    return ok({
      items: [
        ...contents.map((c) => ({ _id: c._id, name: c.name, taskType: 'videoContent' as const })),
        ...templates.list.map((i) => ({ _id: i._id, name: i.name, taskType: 'interaction' as const })),
      ],
      sendWindow,
    });
  });

  app.post(
    simpleTaskPaths.create,
    { schema: { body: simpleTaskCreateSchema, response: answerOf(deliveryTaskRecordSchema) } },
    async (request) => {
      const session = auth(request);
      await spcdTenant(session);
      const { phone, taskType, contentId, recipientName } = request.body;
      const task = await createTask(
        session,
        {
          deliverType: 'callFive',
          recipients: [{ name: recipientName?.trim() || simpleTaskTexts.defaultRecipient, phone }],
          ...(taskType === 'videoContent' ? { videoContentId: contentId } : { interactionTemplateId: contentId }),
        },
        request,
      );
      return ok(task, deliveryTaskTexts.created);
    },
  );
}
