import type { Kysely } from 'kysely';
import type { NoticeMails, RecordSet } from '../../src/schemas/mediaDeliverConfig';
import type { DB } from '../db/types';

/** Before a tenant saves its own: recordings sync at any time, nobody is mailed. */
const DEFAULTS = { recordSyncStartTime: '00:00', recordSyncEndTime: '23:59', noticeMails: [] as string[] };

/** A tenant's system settings (spec 3 §3 "Record sync config"): one row per tenant, made on first save. */
export class MediaDeliverConfigs {
  constructor(private readonly db: Kysely<DB>) {}

  private async read(tenantId: string) {
    const row = await this.db
      .selectFrom('mediaDeliverConfigs')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .executeTakeFirst();
    return row ? { ...row, updatedAt: row.updatedAt.toISOString() } : { tenantId, ...DEFAULTS, updatedAt: null };
  }

  async recordSet(tenantId: string): Promise<RecordSet> {
    const { recordSyncStartTime, recordSyncEndTime, updatedAt } = await this.read(tenantId);
    return { tenantId, recordSyncStartTime, recordSyncEndTime, updatedAt };
  }

  async noticeMails(tenantId: string): Promise<NoticeMails> {
    const { noticeMails, updatedAt } = await this.read(tenantId);
    return { tenantId, noticeMails, updatedAt };
  }

  /** Answers whether the tenant had saved settings before (配置成功 the first time, 更新成功 after). */
  async save(
    tenantId: string,
    values: Partial<Omit<RecordSet, 'tenantId'>> & { noticeMails?: string[] },
  ): Promise<boolean> {
    const set = {
      ...values,
      ...(values.noticeMails ? { noticeMails: JSON.stringify(values.noticeMails) } : {}),
      updatedAt: new Date(),
    };
    const existed = await this.db
      .selectFrom('mediaDeliverConfigs')
      .select('tenantId')
      .where('tenantId', '=', tenantId)
      .executeTakeFirst();
    await this.db
      .insertInto('mediaDeliverConfigs')
      .values({ tenantId, noticeMails: JSON.stringify(values.noticeMails ?? []), ...set })
      .onConflict((oc) => oc.column('tenantId').doUpdateSet(set))
      .execute();
    return existed !== undefined;
  }
}
