import type { Kysely } from 'kysely';
import type { ConsentRecord } from '../../../src/schemas/personalData';
import type { DB } from '../../db/types';
import type { PrivacySettings } from './settings';

/**
 * A customer's consent to be recorded (PIPL): kept on the room with its time and the words agreed to, once. The
 * room is a hall's (the customer's page, or the call while it waits) or a 5G session's (the customer's handset).
 */
export class CustomerConsent {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly settings: PrivacySettings,
    private readonly now: () => Date,
  ) {}

  /** The consent of a call still asking or waiting: null when there is no such call. */
  async ofCall(callId: string): Promise<ConsentRecord | null> {
    const call = await this.db
      .selectFrom('calls')
      .select(['tenantId', 'consentAt', 'consentText'])
      .where('id', '=', callId)
      .where('kind', '=', 'customer')
      .executeTakeFirst();
    if (!call) return null;
    const text = call.consentText ?? (await this.settings.of(call.tenantId)).consentText;
    return { text, at: call.consentAt?.toISOString() ?? null };
  }

  /**
   * The customer agrees while waiting: the call keeps it, and so does the room it opened if the agent answered
   * in the meantime. Only the first agreement counts.
   */
  async agreeForCall(callId: string, text: string): Promise<ConsentRecord> {
    const at = this.now();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('calls')
        .set({ consentAt: at, consentText: text })
        .where('id', '=', callId)
        .where('consentAt', 'is', null)
        .execute();
      await trx
        .updateTable('serviceRooms')
        .set({ consentAt: at, consentText: text })
        .where('callId', '=', callId)
        .where('consentAt', 'is', null)
        .execute();
    });
    const stored = await this.db
      .selectFrom('calls')
      .select(['consentAt', 'consentText'])
      .where('id', '=', callId)
      .executeTakeFirstOrThrow();
    return { text: stored.consentText ?? text, at: (stored.consentAt ?? at).toISOString() };
  }

  /**
   * The consent of the 5G session a live phone call belongs to (the call service's id of the call), while the
   * session is in progress: null when there is no such call.
   */
  async ofFiveGCall(callId: string): Promise<{ serviceId: string; consent: ConsentRecord } | null> {
    const room = await this.db
      .selectFrom('fiveGCalls as c')
      .innerJoin('serviceRooms as r', 'r.id', 'c.serviceId')
      .select(['r.id', 'r.tenantId', 'r.consentAt', 'r.consentText'])
      .where('c.callId', '=', callId)
      .where('c.status', '!=', 'ended')
      .where('r.status', '=', 'inProgress')
      .executeTakeFirst();
    if (!room) return null;
    const text = room.consentText ?? (await this.settings.of(room.tenantId)).consentText;
    return { serviceId: room.id, consent: { text, at: room.consentAt?.toISOString() ?? null } };
  }

  async agree(serviceId: string, text: string): Promise<ConsentRecord> {
    await this.db
      .updateTable('serviceRooms')
      .set({ consentAt: this.now(), consentText: text })
      .where('id', '=', serviceId)
      .where('consentAt', 'is', null)
      .execute();
    const stored = await this.db
      .selectFrom('serviceRooms')
      .select(['consentAt', 'consentText'])
      .where('id', '=', serviceId)
      .executeTakeFirstOrThrow();
    return { text: stored.consentText ?? text, at: (stored.consentAt ?? this.now()).toISOString() };
  }
}
