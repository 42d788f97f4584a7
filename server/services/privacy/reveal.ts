import type { Kysely } from 'kysely';
import { recordScopeFilter } from '../../../src/domain/callRecords';
import type { ScopeFilter } from '../../../src/domain/scope';
import { isUuid } from '../../../src/schemas/fields';
import type { RevealRecord } from '../../../src/schemas/personalData';
import type { DB } from '../../db/types';
import { scopeOf, type AuthContext } from '../../plugins/auth';
import { notFound } from '../../plugins/envelope';

/** The one value a reveal answers, whose it is, and how the log names it. */
export interface Revealed {
  value: string;
  tenantId: string;
  target: string;
}

const TABLES = { call: 'calls', serviceRoom: 'serviceRooms', serviceWeb: 'serviceWebs' } as const;
const RECORD_NAMES: Record<RevealRecord, string> = {
  call: '通话记录',
  serviceRoom: '会话记录',
  serviceWeb: '同屏记录',
};

/** Reveals one customer's phone of one record in the session's scope (the caller logs it). */
export class PersonalDataReveal {
  constructor(private readonly db: Kysely<DB>) {}

  private async filter(session: AuthContext): Promise<ScopeFilter | null> {
    const tenant = session.tenantId
      ? await this.db.selectFrom('tenants').select('code').where('id', '=', session.tenantId).executeTakeFirst()
      : undefined;
    return recordScopeFilter(scopeOf(session), tenant?.code ?? null);
  }

  async phone(session: AuthContext, record: RevealRecord, id: string): Promise<Revealed> {
    const filter = isUuid(id) ? await this.filter(session) : null;
    if (!filter) throw notFound();
    const table = TABLES[record];
    const phone = record === 'serviceWeb' ? 'customerPhone' : 'userPhone';
    const name = record === 'serviceWeb' ? 'customerName' : 'userName';
    let query = this.db
      .selectFrom(table)
      .select([`${phone} as phone`, `${name} as name`, 'tenantId'])
      .where('id', '=', id);
    if (filter.tenantId !== undefined) query = query.where('tenantId', '=', filter.tenantId);
    if (filter.orgAccountId !== undefined) query = query.where('orgAccountId', '=', filter.orgAccountId);
    if (filter.agentId !== undefined) query = query.where('agentId', '=', filter.agentId);
    const row = await query.executeTakeFirst();
    if (!row) throw notFound();
    return {
      value: row.phone ?? '',
      tenantId: row.tenantId,
      target: `${RECORD_NAMES[record]} ${row.name ?? ''}`.trim(),
    };
  }
}
