import type { FastifyInstance } from 'fastify';
import { answerOf, emptyAnswer, listOf } from '../../../src/schemas/answers';
import { inScope, levelAtLeast } from '../../../src/domain/scope';
import { isUuid } from '../../../src/schemas/fields';
import {
  recordListQuerySchema,
  recordSyncPaths,
  recordSyncTexts as texts,
  retrySchema,
  syncListQuerySchema,
  syncRecordSchema,
  syncTaskSchema,
} from '../../../src/schemas/recordSync';
import type { AppContext } from '../../context';
import { auth, scopeOf, type AuthContext } from '../../plugins/auth';
import { conflict, forbidden, notFound, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { narrowed } from './narrowed';
import { chinaDay, chinaDayEnd, chinaDayStart } from '../../../src/domain/chinaTime';

const DAY_MS = 86_400_000;
/** Spec 3 §9: tasks of the last 7 days, details of the last 2 (today included). */
const TASK_DAYS = 7;
const DETAIL_DAYS = 2;

const admin = (session: AuthContext) => {
  if (!levelAtLeast(session.level, '2')) throw forbidden();
  return session;
};
const dayStart = (now: Date, daysBack: number) => chinaDayStart(chinaDay(now.getTime() - daysBack * DAY_MS));
const dayEnd = (now: Date) => chinaDayEnd(chinaDay(now));
const instant = (value: string | undefined) => (value ? new Date(value) : undefined);

/**
 * The recording sync queue monitor (spec 3 §7 mediaMonitor/syncList and recordList): admins read the
 * tasks and recordings of their scope; tenant admins put a failed sync back in the queue.
 */
export function recordSyncRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const lists = ctx.recordSyncLists;

  app.get(
    recordSyncPaths.syncList,
    { schema: { querystring: syncListQuerySchema, response: answerOf(listOf(syncTaskSchema)) } },
    async (request) => {
      const q = request.query;
      const filter = narrowed(admin(auth(request)), q.tenant, q.orgAccount);
      const now = ctx.now();
      const window = {
        fromDay: chinaDay(instant(q.taskStartTime) ?? dayStart(now, TASK_DAYS - 1)),
        toDay: chinaDay(instant(q.taskEndTime) ?? now),
      };
      return ok(
        filter
          ? await lists.tasks(filter, window, { pageIndex: q.pageIndex ?? 1, pageSize: q.pageSize ?? 10 })
          : { list: [], count: 0 },
      );
    },
  );

  app.get(
    recordSyncPaths.recordList,
    { schema: { querystring: recordListQuerySchema, response: answerOf(listOf(syncRecordSchema)) } },
    async (request) => {
      const q = request.query;
      const filter = narrowed(admin(auth(request)), q.tenant, q.orgAccount);
      const now = ctx.now();
      const filters = {
        // A task's recordings are all shown unless a time is asked for; otherwise the last 2 days.
        start: instant(q.startTime) ?? (q.taskDay ? undefined : dayStart(now, DETAIL_DAYS - 1)),
        end: instant(q.endTime) ?? (q.taskDay ? undefined : dayEnd(now)),
        syncStart: instant(q.syncStartTime),
        syncEnd: instant(q.syncEndTime),
        status: q.status,
        taskDay: q.taskDay,
      };
      return ok(
        filter
          ? await lists.records(filter, filters, { pageIndex: q.pageIndex ?? 1, pageSize: q.pageSize ?? 10 })
          : { list: [], count: 0 },
      );
    },
  );

  app.post(recordSyncPaths.retry, { schema: { body: retrySchema, response: emptyAnswer } }, async (request) => {
    const session = admin(auth(request));
    if (!levelAtLeast(session.level, '3')) throw forbidden(texts.retryAdminOnly);
    const owner = isUuid(request.body.id) ? await lists.owner(request.body.id) : undefined;
    if (!owner || !inScope(scopeOf(session), owner)) throw notFound();
    if (!(await ctx.recordSyncs.retry(request.body.id, ctx.now()))) throw conflict(texts.notFailed);
    return ok(undefined, texts.retried);
  });
}
