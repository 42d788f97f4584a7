import type { Kysely } from 'kysely';
import { isWorkingTime } from '../../../src/domain/workingTime';
import { callTexts } from '../../../src/schemas/call';
import type { DB } from '../../db/types';

/**
 * Why no agent of the tenant can serve a customer who calls now, or null when one can: an ordinary agent
 * (level 1, enabled) is online (a socket, or within the presence grace) and not away. With nobody there,
 * the customer hears '当前为非工作时间' when no enabled organisation of the tenant is in its working
 * time, otherwise '暂无顾问在线', at once instead of waiting in a queue nobody serves.
 */
export async function whyNobodyServes(db: Kysely<DB>, tenantId: string, options: { presenceGraceSeconds: number; now?: Date }): Promise<string | null> {
  const now = options.now ?? new Date();
  const graceStart = new Date(now.getTime() - options.presenceGraceSeconds * 1000);
  const present = await db
    .selectFrom('agents as a')
    .innerJoin('sysRoles as r', 'r.id', 'a.roleId')
    .select('a.id')
    .where('a.tenantId', '=', tenantId)
    .where('a.status', '=', true)
    .where('r.level', '=', '1')
    .where('a.serviceStatus', '!=', 'away')
    .where((eb) => eb.or([eb('a.online', '=', true), eb('a.presenceChangedAt', '>', graceStart)]))
    .limit(1)
    .executeTakeFirst();
  if (present) return null;
  const orgs = await db.selectFrom('orgAccounts').select('workingDayTime').where('tenantId', '=', tenantId).where('status', '=', true).execute();
  const working = orgs.length === 0 || orgs.some((org) => isWorkingTime(org.workingDayTime, now));
  return working ? callTexts.noAgentOnline : callTexts.offHours;
}
