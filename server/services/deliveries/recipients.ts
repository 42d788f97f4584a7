import { sql, type Kysely } from 'kysely';
import type { AnswerOutcome } from '../../../src/domain/interaction';
import type { ScopeFilter } from '../../../src/domain/scope';
import type { WatchDetail } from '../../../src/schemas/deliveryTask';
import { isUuid } from '../../../src/schemas/fields';
import { json } from '../../db/database';
import type { DB } from '../../db/types';
import { DEFAULT_SPOKEN_VOICE } from '../speech/spokenWords';

/**
 * A delivery's recipients as their own links reach them (spec 2 §4.5): the task their page plays, what they
 * watched and answered, and the mini-program link they were handed to. The only place with this SQL.
 */
export class RecipientStore {
  constructor(private readonly db: Kysely<DB>) {}

  /** The recipient a customer's link names, with its task, while the task is not cancelled. */
  async byLink(recipientId: string) {
    if (!isUuid(recipientId)) return null;
    const found = await this.db
      .selectFrom('deliveryRecipients as r')
      .innerJoin('deliveryTasks as t', 't.id', 'r.taskId')
      .innerJoin('tenants as tn', 'tn.id', 't.tenantId')
      .leftJoin('videoContents as c', 'c.id', 't.videoContentId')
      .leftJoin('videoTemplateVersions as v', (join) =>
        join.onRef('v.templateId', '=', 'c.templateId').onRef('v.version', '=', 'c.templateVersion'),
      )
      .select([
        'r.id',
        'r.name',
        'r.phone',
        'r.status',
        'r.callId',
        'r.outcome',
        'r.miniProgramLink',
        'r.miniProgramLinkExpiresAt',
      ])
      .select(['t.interaction', 't.videoContentId', 'c.videoKey', 'c.posterKey', 'tn.code as tenantCode'])
      .select([
        sql<string | null>`v.content->>'digitalVoiceId'`.as('voice'),
        sql<number | null>`(v.content->>'voiceSpeedRate')::float8`.as('speed'),
      ])
      .where('r.id', '=', recipientId)
      .where('r.status', 'in', ['sent', 'watched', 'answered'])
      .executeTakeFirst();
    if (!found) return null;
    const { voice, speed, ...recipient } = found;
    // The replies speak with the voice of the content's narration; a task of an interaction alone, with the default one.
    return { ...recipient, voice: voice && speed ? { voice, speed } : DEFAULT_SPOKEN_VOICE };
  }

  /** A recipient of a task in the scope, with its task's tenant, or null. */
  async inScope(filter: ScopeFilter, recipientId: string): Promise<{ id: string; tenantCode: string } | null> {
    if (!isUuid(recipientId)) return null;
    let query = this.db
      .selectFrom('deliveryRecipients as r')
      .innerJoin('deliveryTasks as t', 't.id', 'r.taskId')
      .innerJoin('tenants as tn', 'tn.id', 't.tenantId')
      .select(['r.id', 'tn.code as tenantCode'])
      .where('r.id', '=', recipientId);
    if (filter.tenantId !== undefined) query = query.where('t.tenantId', '=', filter.tenantId);
    if (filter.orgAccountId !== undefined) query = query.where('t.orgAccountId', '=', filter.orgAccountId);
    if (filter.agentId !== undefined) query = query.where('t.agentId', '=', filter.agentId);
    return (await query.executeTakeFirst()) ?? null;
  }

  async keepMiniProgramLink(recipientId: string, link: { openlink: string; expiresAt: Date | null }): Promise<void> {
    await this.db
      .updateTable('deliveryRecipients')
      .set({ miniProgramLink: link.openlink, miniProgramLinkExpiresAt: link.expiresAt, updatedAt: sql`now()` })
      .where('id', '=', recipientId)
      .execute();
  }

  async watched(recipientId: string, watchId: string, watch: WatchDetail): Promise<void> {
    await this.db
      .updateTable('deliveryRecipients')
      .set({
        watch: json(watch),
        watchId,
        status: sql`case when status = 'sent' then 'watched' else status end`,
        updatedAt: sql`now()`,
      })
      .where('id', '=', recipientId)
      .execute();
  }

  /**
   * Keeps the customer's answer if the recipient has given none yet; false when one was given before. The
   * first answer is final (docs/decisions.md): a later one, even sent at the same time, changes nothing.
   */
  async answered(recipientId: string, answer: string, outcome: AnswerOutcome): Promise<boolean> {
    const kept = await this.db
      .updateTable('deliveryRecipients')
      .set({ answer, outcome, status: 'answered', updatedAt: sql`now()` })
      .where('id', '=', recipientId)
      .where('status', '<>', 'answered')
      .executeTakeFirst();
    return Number(kept.numUpdatedRows) > 0;
  }

  /** The call the answer asked for staff. */
  async answerCalled(recipientId: string, callId: string): Promise<void> {
    await this.db
      .updateTable('deliveryRecipients')
      .set({ callId, updatedAt: sql`now()` })
      .where('id', '=', recipientId)
      .execute();
  }
}
