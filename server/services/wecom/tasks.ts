import { sql, type Kysely } from 'kysely';
import type { ScopeFilter } from '../../../src/domain/scope';
import {
  wecomTaskTexts,
  type WecomSendRecord,
  type WecomTaskCreate,
  type WecomTaskKind,
  type WecomTaskRecord,
} from '../../../src/schemas/wecomTask';
import type { DB } from '../../db/types';
import { invalid } from '../../plugins/envelope';
import type { JobQueue } from '../../queue';
import type { WecomPort } from './port';

interface Owner {
  agentId: string;
  tenantId: string;
  orgAccountId: string | null;
  /** The member's WeCom user id: the one bound to the agent, else their login name. */
  sender: string;
}

/** A WeCom call that failed is tried again this many times, this many seconds apart, before the task fails. */
const RETRY_LIMIT = 3;
const RETRY_DELAY_SECONDS = 10;
/** Seconds between two readings of the recipients' results. */
const RESULTS_EVERY_SECONDS = 1;

type TaskRow = {
  id: string;
  kind: WecomTaskKind;
  content: string;
  linkTitle: string | null;
  linkUrl: string | null;
  externalId: string | null;
  /** The member the agent sends as. */
  loginName: string;
};

/**
 * WeCom tasks: made by an agent for some of their WeCom contacts, then sent in the background through the
 * WeCom port as jobs of the queue: 'wecom-task-send' creates the send at WeCom once, then
 * 'wecom-task-results' reads each recipient's result as WeCom reports it, again until none waits. A WeCom
 * call that keeps failing fails the task. What the list and detail show is read from here, inside the
 * caller's scope.
 */
export class WecomTasks {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly wecom: WecomPort,
    private readonly queue: JobQueue,
  ) {}

  /** The 'wecom-task-send' job: creates the task's send at WeCom. */
  sendJob(taskId: string, retryCount: number): Promise<void> {
    return this.attempt(taskId, retryCount, (task) => this.send(task));
  }

  /** The 'wecom-task-results' job: reads the results of the recipients still waiting. */
  resultsJob(taskId: string, retryCount: number): Promise<void> {
    return this.attempt(taskId, retryCount, (task) => this.readResults(task));
  }

  contacts(sender: string) {
    return this.wecom.contacts(sender);
  }

  async create(owner: Owner, input: WecomTaskCreate): Promise<string> {
    const known = new Map((await this.wecom.contacts(owner.sender)).map((c) => [c.externalUserId, c.name]));
    if (input.recipients.some((id) => !known.has(id))) throw invalid({ recipients: wecomTaskTexts.recipientUnknown });
    const linkUrl = input.linkUrl?.trim() || null;
    if (linkUrl && !input.linkTitle?.trim()) throw invalid({ linkTitle: wecomTaskTexts.linkTitle });
    const taskId = await this.db.transaction().execute(async (trx) => {
      const task = await trx
        .insertInto('wecomTasks')
        .values({
          tenantId: owner.tenantId,
          orgAccountId: owner.orgAccountId,
          agentId: owner.agentId,
          kind: input.type,
          name: input.name.trim(),
          content: input.content,
          linkTitle: linkUrl ? (input.linkTitle?.trim() ?? null) : null,
          linkUrl,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('wecomTaskSends')
        .values(
          input.recipients.map((externalUserId) => ({
            taskId: task.id,
            externalUserId,
            customerName: known.get(externalUserId) ?? externalUserId,
          })),
        )
        .execute();
      return task.id;
    });
    await this.queue.send(
      'wecom-task-send',
      { taskId },
      { retryLimit: RETRY_LIMIT, retryDelaySeconds: RETRY_DELAY_SECONDS },
    );
    return taskId;
  }

  private scoped(filter: ScopeFilter) {
    let query = this.db.selectFrom('wecomTasks as t').innerJoin('agents as a', 'a.id', 't.agentId');
    if (filter.tenantId) query = query.where('t.tenantId', '=', filter.tenantId);
    if (filter.orgAccountId) query = query.where('t.orgAccountId', '=', filter.orgAccountId);
    if (filter.agentId) query = query.where('t.agentId', '=', filter.agentId);
    return query;
  }

  private records(filter: ScopeFilter) {
    return this.scoped(filter).select([
      't.id',
      't.kind',
      't.name',
      't.content',
      't.linkTitle',
      't.linkUrl',
      't.status',
      't.error',
      't.createdAt',
      't.finishedAt',
      'a.id as agentId',
      'a.fullName',
      sql<string>`(select count(*) from wecom_task_sends s where s.task_id = t.id)`.as('total'),
      sql<string>`(select count(*) from wecom_task_sends s where s.task_id = t.id and s.status = 'sent')`.as('sent'),
      sql<string>`(select count(*) from wecom_task_sends s where s.task_id = t.id and s.status = 'failed')`.as(
        'failed',
      ),
    ]);
  }

  private static record(
    row: Awaited<ReturnType<ReturnType<WecomTasks['records']>['executeTakeFirstOrThrow']>>,
  ): WecomTaskRecord {
    return {
      _id: row.id,
      type: row.kind,
      name: row.name,
      content: row.content,
      linkTitle: row.linkTitle,
      linkUrl: row.linkUrl,
      status: row.status,
      error: row.error,
      total: Number(row.total),
      sent: Number(row.sent),
      failed: Number(row.failed),
      agent: { _id: row.agentId, fullName: row.fullName },
      createdAt: new Date(row.createdAt).toISOString(),
      finishedAt: row.finishedAt ? new Date(row.finishedAt).toISOString() : null,
    };
  }

  async list(
    filter: ScopeFilter,
    kind: WecomTaskKind,
    pageIndex: number,
    pageSize: number,
  ): Promise<{ list: WecomTaskRecord[]; count: number }> {
    const rows = await this.records(filter)
      .where('t.kind', '=', kind)
      .orderBy('t.createdAt', 'desc')
      .orderBy('t.id')
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize)
      .execute();
    const count = await this.scoped(filter)
      .where('t.kind', '=', kind)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return { list: rows.map(WecomTasks.record), count: Number(count.n) };
  }

  async get(filter: ScopeFilter, id: string): Promise<WecomTaskRecord | null> {
    const row = await this.records(filter).where('t.id', '=', id).executeTakeFirst();
    return row ? WecomTasks.record(row) : null;
  }

  async sends(
    taskId: string,
    pageIndex: number,
    pageSize: number,
  ): Promise<{ list: WecomSendRecord[]; count: number }> {
    const rows = await this.db
      .selectFrom('wecomTaskSends')
      .select(['externalUserId', 'customerName', 'status', 'reason', 'sentAt'])
      .where('taskId', '=', taskId)
      .orderBy('externalUserId')
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize)
      .execute();
    const count = await this.db
      .selectFrom('wecomTaskSends')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('taskId', '=', taskId)
      .executeTakeFirstOrThrow();
    return {
      list: rows.map((row) => ({ ...row, sentAt: row.sentAt ? new Date(row.sentAt).toISOString() : null })),
      count: Number(count.n),
    };
  }

  /** One run of a task's job: the task still sending, or nothing; the last failed try fails the task. */
  private async attempt(taskId: string, retryCount: number, step: (task: TaskRow) => Promise<void>): Promise<void> {
    const task = await this.db
      .selectFrom('wecomTasks as t')
      .innerJoin('agents as a', 'a.id', 't.agentId')
      .select(['t.id', 't.kind', 't.content', 't.linkTitle', 't.linkUrl', 't.externalId'])
      // The member the agent sends as: the one bound to them, else their login name.
      .select((eb) => eb.fn.coalesce('a.wxUserId', 'a.loginName').as('loginName'))
      .where('t.id', '=', taskId)
      .where('t.status', '=', 'sending')
      .executeTakeFirst();
    if (!task) return;
    try {
      await step(task);
    } catch (err) {
      if (retryCount >= RETRY_LIMIT) {
        await this.db
          .updateTable('wecomTasks')
          .set({ status: 'failed', error: wecomTaskTexts.notConnected, finishedAt: sql`now()` })
          .where('id', '=', task.id)
          .execute();
      }
      throw err;
    }
  }

  private waiting(taskId: string) {
    return this.db
      .selectFrom('wecomTaskSends')
      .select('externalUserId')
      .where('taskId', '=', taskId)
      .where('status', '=', 'pending')
      .execute();
  }

  private readAgain(taskId: string) {
    return this.queue.send(
      'wecom-task-results',
      { taskId },
      { retryLimit: RETRY_LIMIT, retryDelaySeconds: RETRY_DELAY_SECONDS, startAfterSeconds: RESULTS_EVERY_SECONDS },
    );
  }

  /** Creates the task's send at WeCom (once: a task with WeCom's id is not sent again), then its results are read. */
  private async send(task: TaskRow): Promise<void> {
    if (!task.externalId) {
      const made = await this.wecom.send({
        kind: task.kind,
        sender: task.loginName,
        externalUserIds: (await this.waiting(task.id)).map((r) => r.externalUserId),
        text: task.content,
        link: task.linkUrl ? { title: task.linkTitle ?? task.linkUrl, url: task.linkUrl } : null,
      });
      await this.db.updateTable('wecomTasks').set({ externalId: made.externalId }).where('id', '=', task.id).execute();
      for (const refusal of made.refused)
        await this.write(task.id, {
          externalUserId: refusal.externalUserId,
          status: 'failed',
          reason: refusal.reason,
          sentAt: null,
        });
    }
    await this.readAgain(task.id);
  }

  /** Writes the results WeCom has for the recipients still waiting; the task is done once none waits. */
  private async readResults(task: TaskRow): Promise<void> {
    const waiting = (await this.waiting(task.id)).map((r) => r.externalUserId);
    if (task.externalId && waiting.length > 0) {
      for (const result of await this.wecom.results(task.kind, task.externalId, task.loginName, waiting))
        if (result.status !== 'pending') await this.write(task.id, result);
    }
    const done = await this.db
      .updateTable('wecomTasks')
      .set({ status: 'done', finishedAt: sql`now()` })
      .where('id', '=', task.id)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('wecomTaskSends').select('id').where('taskId', '=', task.id).where('status', '=', 'pending'),
          ),
        ),
      )
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) await this.readAgain(task.id);
  }

  private async write(
    taskId: string,
    result: {
      externalUserId: string;
      status: 'sent' | 'failed' | 'pending';
      reason: string | null;
      sentAt: Date | null;
    },
  ) {
    await this.db
      .updateTable('wecomTaskSends')
      .set({ status: result.status, reason: result.reason, sentAt: result.sentAt })
      .where('taskId', '=', taskId)
      .where('externalUserId', '=', result.externalUserId)
      .where('status', '=', 'pending')
      .execute();
  }
}
