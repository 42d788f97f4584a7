import type { Kysely } from 'kysely';
import { DEFAULT_VOICE } from '../../src/domain/scene/types';
import { json } from '../db/database';
import type { DB } from '../db/types';

/** A tenant's voices: which its templates may use (all unless turned off) and the one new templates start with. */
export interface VoiceChoice {
  disabled: string[];
  defaultVoiceId: string;
}

/** The tenants' voice settings: the only place with their SQL. */
export class TenantVoices {
  constructor(private readonly db: Kysely<DB>) {}

  async of(tenantId: string | null): Promise<VoiceChoice> {
    const row = tenantId
      ? await this.db
          .selectFrom('tenantVoices')
          .select(['disabledVoiceIds', 'defaultVoiceId'])
          .where('tenantId', '=', tenantId)
          .executeTakeFirst()
      : undefined;
    return { disabled: row?.disabledVoiceIds ?? [], defaultVoiceId: row?.defaultVoiceId ?? DEFAULT_VOICE };
  }

  async save(tenantId: string, choice: VoiceChoice): Promise<void> {
    const values = { disabledVoiceIds: json(choice.disabled), defaultVoiceId: choice.defaultVoiceId };
    await this.db
      .insertInto('tenantVoices')
      .values({ tenantId, ...values })
      .onConflict((oc) => oc.column('tenantId').doUpdateSet({ ...values, updatedAt: new Date() }))
      .execute();
  }
}
