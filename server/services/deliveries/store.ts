import { sql, type Kysely, type Selectable } from 'kysely';
import { AUDIT_STATUS } from '../../../src/domain/audit';
import type { ScopeFilter } from '../../../src/domain/scope';
import type { SendWindow } from '../../../src/domain/sendWindow';
import type {
  DeliverType,
  DeliveryRecipientInput,
  DeliveryRecipientRecord,
  DeliveryTaskRecord,
  OutboxMessage,
} from '../../../src/schemas/deliveryTask';
import { isUuid } from '../../../src/schemas/fields';
import type { InteractionPreview } from '../../../src/schemas/interactionTemplate';
import { json } from '../../db/database';
import { readPage } from '../../db/page';
import type { DeliveryRecipientTable } from '../../db/tables/deliveries';
import type { DB } from '../../db/types';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export interface NewTask {
  owner: { tenantId: string; orgAccountId: string | null; agentId: string };
  name: string;
  deliverType: DeliverType;
  videoContentId: string | null;
  interactionTemplateId: string | null;
  interaction: InteractionPreview | null;
  message: string;
  linkOrigin: string;
  window: SendWindow;
  recipients: readonly DeliveryRecipientInput[];
}

interface RecipientRow extends Selectable<DeliveryRecipientTable> {
  callStatus: string | null;
  agentName: string | null;
}

const recipientRecord = (r: RecipientRow): DeliveryRecipientRecord => ({
  _id: r.id,
  name: r.name,
  phone: r.phone,
  status: r.status,
  error: r.error,
  sentAt: iso(r.sentAt),
  watch: r.watch,
  answer: r.answer,
  outcome: r.outcome,
  call: r.callId === null ? null : { _id: r.callId, status: r.callStatus ?? '', agentName: r.agentName },
});

/** Delivery tasks and their recipients (spec 3 §3 "Media-delivery task"): the only place with their SQL. */
export class DeliveryStore {
  constructor(private readonly db: Kysely<DB>) {}

  private tasks(filter: ScopeFilter) {
    let query = this.db
      .selectFrom('deliveryTasks as t')
      .leftJoin('videoContents as c', 'c.id', 't.videoContentId')
      .leftJoin('agents as a', 'a.id', 't.agentId')
      .selectAll('t')
      .select(['c.name as contentName', 'a.fullName'])
      .select((eb) => [
        eb
          .selectFrom('deliveryRecipients as r')
          .whereRef('r.taskId', '=', 't.id')
          .where('r.status', 'in', ['sent', 'watched', 'answered'])
          .select(sql<number>`count(*)::int`.as('n'))
          .as('sent'),
        eb
          .selectFrom('deliveryRecipients as r')
          .whereRef('r.taskId', '=', 't.id')
          .where('r.status', '=', 'failed')
          .select(sql<number>`count(*)::int`.as('n'))
          .as('failed'),
        eb
          .selectFrom('deliveryRecipients as r')
          .whereRef('r.taskId', '=', 't.id')
          .where('r.watch', 'is not', null)
          .select(sql<number>`count(*)::int`.as('n'))
          .as('watched'),
        eb
          .selectFrom('deliveryRecipients as r')
          .whereRef('r.taskId', '=', 't.id')
          .where('r.outcome', 'is not', null)
          .select(sql<number>`count(*)::int`.as('n'))
          .as('answered'),
      ]);
    if (filter.tenantId !== undefined) query = query.where('t.tenantId', '=', filter.tenantId);
    if (filter.orgAccountId !== undefined) query = query.where('t.orgAccountId', '=', filter.orgAccountId);
    if (filter.agentId !== undefined) query = query.where('t.agentId', '=', filter.agentId);
    return query;
  }

  private record(
    r: Awaited<ReturnType<ReturnType<DeliveryStore['tasks']>['executeTakeFirstOrThrow']>>,
  ): DeliveryTaskRecord {
    return {
      _id: r.id,
      name: r.name,
      deliverType: r.deliverType,
      status: r.status,
      sendWindow: { startSendTime: r.sendStart, finishSendTime: r.sendEnd },
      videoContent: r.videoContentId === null ? null : { _id: r.videoContentId, name: r.contentName ?? '' },
      interaction: r.interaction === null ? null : { _id: r.interactionTemplateId, name: r.interaction.name },
      total: r.total,
      sent: r.sent ?? 0,
      failed: r.failed ?? 0,
      watched: r.watched ?? 0,
      answered: r.answered ?? 0,
      agent: r.agentId === null ? null : { _id: r.agentId, fullName: r.fullName ?? '' },
      createdAt: r.createdAt.toISOString(),
    };
  }

  async list(filter: ScopeFilter, deliverType: DeliverType | undefined, page: { pageIndex: number; pageSize: number }) {
    let base = this.tasks(filter);
    if (deliverType) base = base.where('t.deliverType', '=', deliverType);
    const { rows, count } = await readPage(base, (q) => q.orderBy('t.createdAt', 'desc').orderBy('t.id', 'desc'), page);
    return { list: rows.map((r) => this.record(r)), count };
  }

  async get(filter: ScopeFilter, id: string): Promise<DeliveryTaskRecord | null> {
    if (!isUuid(id)) return null;
    const found = await this.tasks(filter).where('t.id', '=', id).executeTakeFirst();
    return found ? this.record(found) : null;
  }

  /** An approved, rendered video content in the scope, with its template's interaction template. */
  async approvedContent(filter: ScopeFilter, id: string) {
    let query = this.db
      .selectFrom('videoContents as c')
      .innerJoin('videoTemplates as vt', 'vt.id', 'c.templateId')
      .select(['c.id', 'c.name', 'vt.interactionTemplateId'])
      .where('c.id', '=', id)
      .where('c.deletedAt', 'is', null)
      .where('c.status', '=', AUDIT_STATUS.approved)
      .where('c.renderState', '=', 'ready');
    if (filter.tenantId !== undefined) query = query.where('c.tenantId', '=', filter.tenantId);
    if (filter.orgAccountId !== undefined) query = query.where('c.orgAccountId', '=', filter.orgAccountId);
    if (filter.agentId !== undefined) query = query.where('c.agentId', '=', filter.agentId);
    return (await query.executeTakeFirst()) ?? null;
  }

  /** Every approved, rendered content of the scope: what a task may send. */
  async approvedContents(filter: ScopeFilter, limit = 999) {
    let query = this.db
      .selectFrom('videoContents as c')
      .innerJoin('videoTemplates as vt', 'vt.id', 'c.templateId')
      .select(['c.id', 'c.name', 'vt.interactionTemplateId'])
      .where('c.deletedAt', 'is', null)
      .where('c.status', '=', AUDIT_STATUS.approved)
      .where('c.renderState', '=', 'ready');
    if (filter.tenantId !== undefined) query = query.where('c.tenantId', '=', filter.tenantId);
    if (filter.orgAccountId !== undefined) query = query.where('c.orgAccountId', '=', filter.orgAccountId);
    if (filter.agentId !== undefined) query = query.where('c.agentId', '=', filter.agentId);
    const rows = await query.orderBy('c.updatedAt', 'desc').limit(limit).execute();
    return rows.map((r) => ({ _id: r.id, name: r.name, interactionTemplateId: r.interactionTemplateId }));
  }

  async create(task: NewTask): Promise<string> {
    return this.db.transaction().execute(async (trx) => {
      const made = await trx
        .insertInto('deliveryTasks')
        .values({
          ...task.owner,
          name: task.name,
          deliverType: task.deliverType,
          videoContentId: task.videoContentId,
          interactionTemplateId: task.interactionTemplateId,
          interaction: task.interaction === null ? null : json(task.interaction),
          message: task.message,
          linkOrigin: task.linkOrigin,
          sendStart: task.window.startSendTime,
          sendEnd: task.window.finishSendTime,
          total: task.recipients.length,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // One statement from three arrays: three parameters however many recipients, where a multi-row
      // VALUES would need four per row.
      const recipients = task.recipients;
      await sql`insert into delivery_recipients (task_id, position, name, phone)
        select ${made.id}, r.position, r.name, r.phone
        from unnest(${recipients.map((_, i) => i + 1)}::int[], ${recipients.map((r) => r.name.trim())}::text[], ${recipients.map((r) => r.phone)}::text[]) as r(position, name, phone)`.execute(
        trx,
      );
      return made.id;
    });
  }

  /** Cancels a task not yet finished: its unsent messages are not sent. False when it had ended. */
  async cancel(id: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const done = await trx
        .updateTable('deliveryTasks')
        .set({ status: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
        .where('id', '=', id)
        .where('status', 'in', ['waiting', 'sending'])
        .executeTakeFirst();
      if (done.numUpdatedRows === 0n) return false;
      await trx
        .updateTable('deliveryRecipients')
        .set({ status: 'cancelled', updatedAt: sql`now()` })
        .where('taskId', '=', id)
        .where('status', '=', 'waiting')
        .execute();
      return true;
    });
  }

  async recipients(
    taskId: string,
    page: { pageIndex: number; pageSize: number },
  ): Promise<{ list: DeliveryRecipientRecord[]; count: number }> {
    const base = this.db
      .selectFrom('deliveryRecipients as r')
      .leftJoin('calls as c', 'c.id', 'r.callId')
      .leftJoin('agents as a', 'a.id', 'c.agentId')
      .selectAll('r')
      .select(['c.status as callStatus', 'a.fullName as agentName'])
      .where('r.taskId', '=', taskId);
    const { rows, count } = await readPage(base, (q) => q.orderBy('r.position'), page);
    return {
      count,
      list: rows.map(recipientRecord),
    };
  }

  /**
   * One recipient of a task in the scope (the spec's deliverJob), with what its detail shows of the task, the
   * messages sent to it, and its call to staff with the room's network events; null outside the scope.
   */
  async job(filter: ScopeFilter, id: string) {
    if (!isUuid(id)) return null;
    let query = this.db
      .selectFrom('deliveryRecipients as r')
      .innerJoin('deliveryTasks as t', 't.id', 'r.taskId')
      .leftJoin('videoContents as v', 'v.id', 't.videoContentId')
      .leftJoin('calls as c', 'c.id', 'r.callId')
      .leftJoin('agents as a', 'a.id', 'c.agentId')
      .leftJoin('serviceRooms as room', 'room.id', 'c.serviceId')
      .selectAll('r')
      .select([
        't.name as taskName',
        't.videoContentId',
        'v.name as contentName',
        't.interaction',
        'c.status as callStatus',
        'a.fullName as agentName',
        'c.askedAt',
        'c.answeredAt',
        'c.closedAt',
        'c.serviceId',
        'room.endedAt as roomEndedAt',
      ])
      .where('r.id', '=', id);
    if (filter.tenantId !== undefined) query = query.where('t.tenantId', '=', filter.tenantId);
    if (filter.orgAccountId !== undefined) query = query.where('t.orgAccountId', '=', filter.orgAccountId);
    if (filter.agentId !== undefined) query = query.where('t.agentId', '=', filter.agentId);
    const row = await query.executeTakeFirst();
    if (!row) return null;
    const messages = await this.db
      .selectFrom('smsOutbox')
      .select(['id', 'phone', 'content', 'link', 'status', 'error', 'createdAt'])
      .where('deliveryRecipientId', '=', row.id)
      .orderBy('createdAt')
      .execute();
    const events = row.serviceId
      ? await this.db
          .selectFrom('roomEvents')
          .select(['event', sql<number>`count(*)::int`.as('n')])
          .where('serviceId', '=', row.serviceId)
          .where('event', 'in', ['poorNetwork', 'networkOffline', 'networkRecovery'])
          .groupBy('event')
          .execute()
      : null;
    const count = (event: string) => events?.find((e) => e.event === event)?.n ?? 0;
    return {
      task: { _id: row.taskId, name: row.taskName },
      recipient: recipientRecord(row),
      messages: messages.map((m): OutboxMessage => ({
        _id: m.id,
        phone: m.phone,
        content: m.content,
        link: m.link,
        status: m.status,
        error: m.error,
        createdAt: m.createdAt.toISOString(),
      })),
      videoContent: row.videoContentId === null ? null : { _id: row.videoContentId, name: row.contentName ?? '' },
      interaction: row.interaction === null ? null : { name: row.interaction.name },
      call:
        row.callId === null
          ? null
          : {
              askedAt: row.askedAt,
              answeredAt: row.answeredAt,
              closedAt: row.closedAt,
              endedAt: row.roomEndedAt,
              network:
                events === null
                  ? null
                  : {
                      poorNetwork: count('poorNetwork'),
                      networkOffline: count('networkOffline'),
                      networkRecovery: count('networkRecovery'),
                    },
            },
    };
  }

  async outbox(
    taskId: string,
    page: { pageIndex: number; pageSize: number },
  ): Promise<{ list: OutboxMessage[]; count: number }> {
    const base = this.db
      .selectFrom('smsOutbox as o')
      .innerJoin('deliveryRecipients as r', 'r.id', 'o.deliveryRecipientId')
      .select(['o.id', 'o.phone', 'o.content', 'o.link', 'o.status', 'o.error', 'o.createdAt', 'r.position'])
      .where('r.taskId', '=', taskId);
    const { rows, count } = await readPage(base, (q) => q.orderBy('r.position').orderBy('o.createdAt'), page);
    return {
      count,
      list: rows.map((r) => ({
        _id: r.id,
        phone: r.phone,
        content: r.content,
        link: r.link,
        status: r.status,
        error: r.error,
        createdAt: r.createdAt.toISOString(),
      })),
    };
  }

  /** What the sending job needs of a task. */
  async sending(taskId: string) {
    return (
      (await this.db
        .selectFrom('deliveryTasks')
        .select(['id', 'tenantId', 'agentId', 'status', 'sendStart', 'sendEnd', 'message', 'linkOrigin'])
        .where('id', '=', taskId)
        .executeTakeFirst()) ?? null
    );
  }

  async setStatus(taskId: string, from: readonly ('waiting' | 'sending')[], to: 'sending' | 'finished'): Promise<void> {
    await this.db
      .updateTable('deliveryTasks')
      .set({ status: to, updatedAt: sql`now()` })
      .where('id', '=', taskId)
      .where('status', 'in', from)
      .execute();
  }

  async waitingRecipients(taskId: string, limit: number) {
    return this.db
      .selectFrom('deliveryRecipients')
      .select(['id', 'name', 'phone'])
      .where('taskId', '=', taskId)
      .where('status', '=', 'waiting')
      .orderBy('position')
      .limit(limit)
      .execute();
  }

  async markSent(recipientId: string, outcome: { status: 'sent' | 'failed'; error: string | null }): Promise<void> {
    await this.db
      .updateTable('deliveryRecipients')
      .set({
        status: outcome.status,
        error: outcome.error,
        sentAt: outcome.status === 'sent' ? sql`now()` : null,
        updatedAt: sql`now()`,
      })
      .where('id', '=', recipientId)
      .where('status', '=', 'waiting')
      .execute();
  }
}
