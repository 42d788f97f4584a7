import type { Kysely } from 'kysely';
import type { ConsentRecord } from '../../../src/schemas/personalData';
import type { DB } from '../../db/types';

/** A customer's consent to be recorded (PIPL): kept on the room with its time and the words agreed to, once. */
export class CustomerConsent {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly now: () => Date,
  ) {}

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
