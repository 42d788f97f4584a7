import type { Kysely } from 'kysely';
import type { AccessLogEntry, AccessLogQuery } from '../../../src/schemas/personalData';
import type { DB } from '../../db/types';
import type { AuthContext } from '../../plugins/auth';
import type { AccessEntry } from '../../plugins/personalData';
import { likePattern } from '../../db/sql';
import { isUuid } from '../../../src/schemas/fields';
import { accessEntry } from '../../db/trailChain';
import { appendTrail } from '../recordIntegrity/trail';

/**
 * The access log (PIPL): every view of a customer's full data, every export and every recording played,
 * with who, their role and tenant, what, which customer, when and from which address. Written in the
 * request that shows the data; read by the tenant's admin. A line about one room is chained to that room's trail.
 */
export class AccessLog {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly now: () => Date,
  ) {}

  async write(session: AuthContext, address: string, entry: AccessEntry): Promise<void> {
    const role = await this.db
      .selectFrom('sysRoles')
      .select('roleName')
      .where('id', '=', session.roleId)
      .executeTakeFirst();
    await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('accessLogs')
        .values({
          tenantId: entry.tenantId ?? session.tenantId,
          agentId: session.agentId,
          loginName: session.loginName,
          roleName: role?.roleName ?? '',
          action: entry.action,
          target: entry.target.slice(0, 200),
          recordId: entry.recordId ?? null,
          customerPhone: entry.customerPhone || null,
          address,
          createdAt: this.now(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      // A line about one room (its record viewed, its recording played) joins that room's trail.
      const room =
        row.recordId !== null && isUuid(row.recordId)
          ? await trx.selectFrom('serviceRooms').select('id').where('id', '=', row.recordId).executeTakeFirst()
          : undefined;
      if (room) await appendTrail(trx, accessEntry(room.id, row));
    });
  }

  /** The log of the tenants in scope, newest first; a phone matches in full or by any part of it. */
  async search(filter: { tenantId?: string }, q: AccessLogQuery): Promise<{ list: AccessLogEntry[]; count: number }> {
    let query = this.db.selectFrom('accessLogs as l').leftJoin('tenants as t', 't.id', 'l.tenantId');
    if (filter.tenantId !== undefined) query = query.where('l.tenantId', '=', filter.tenantId);
    const phone = q.phone?.trim();
    if (phone) query = query.where('l.customerPhone', 'like', likePattern(phone));
    const loginName = q.loginName?.trim();
    if (loginName) query = query.where('l.loginName', '=', loginName);
    if (q.action) query = query.where('l.action', '=', q.action);
    if (q.beginTime) query = query.where('l.createdAt', '>=', new Date(q.beginTime));
    if (q.endTime) query = query.where('l.createdAt', '<=', new Date(q.endTime));
    const pageSize = q.pageSize ?? 10;
    const [rows, total] = await Promise.all([
      query
        .select([
          'l.id',
          'l.loginName',
          'l.roleName',
          't.name as tenantName',
          'l.action',
          'l.target',
          'l.recordId',
          'l.customerPhone',
          'l.address',
          'l.createdAt',
        ])
        .orderBy('l.createdAt', 'desc')
        .orderBy('l.id')
        .limit(pageSize)
        .offset(((q.pageIndex ?? 1) - 1) * pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return {
      list: rows.map((r) => ({
        _id: r.id,
        loginName: r.loginName,
        roleName: r.roleName,
        tenantName: r.tenantName,
        action: r.action,
        target: r.target,
        recordId: r.recordId,
        customerPhone: r.customerPhone,
        address: r.address,
        createdAt: r.createdAt.toISOString(),
      })),
      count: Number(total.count),
    };
  }
}
