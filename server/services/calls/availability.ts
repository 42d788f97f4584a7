import { sql, type Kysely } from 'kysely';
import { isWorkingTime } from '../../../src/domain/workingTime';
import { callTexts } from '../../../src/schemas/call';
import type { DB } from '../../db/types';

/**
 * Whether an ordinary agent of the tenant (level 1, enabled) is online (a socket, or within the presence
 * grace) and not away: a condition for a query that reads something else too, so asking costs no round
 * trip of its own. A customer's call asks the same in SQL (call_ask, migration 20261218100000): change both.
 */
export function someAgentServes(tenantId: string, graceStart: Date) {
  return sql<boolean>`exists (
    select 1 from agents a join sys_roles r on r.id = a.role_id
    where a.tenant_id = ${tenantId} and a.status and r.level = '1' and a.service_status <> 'away'
      and (a.online or a.presence_changed_at > ${graceStart})
  )`;
}

/**
 * Why no agent of the tenant can serve a customer who calls now, once someAgentServes said none can: the
 * customer hears '当前为非工作时间' when no enabled organisation of the tenant is in its working time,
 * otherwise '暂无顾问在线', at once instead of waiting in a queue nobody serves.
 */
export async function whyNobodyServes(db: Kysely<DB>, tenantId: string, now: Date): Promise<string> {
  const orgs = await db
    .selectFrom('orgAccounts')
    .select('workingDayTime')
    .where('tenantId', '=', tenantId)
    .where('status', '=', true)
    .execute();
  const working = orgs.length === 0 || orgs.some((org) => isWorkingTime(org.workingDayTime, now));
  return working ? callTexts.noAgentOnline : callTexts.offHours;
}
