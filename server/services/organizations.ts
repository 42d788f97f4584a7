import { sql, type Kysely } from 'kysely';
import type { ScopeFilter } from '../../src/domain/scope';
import type { OrgAccountInput, OrgAccountListQuery, OrgAccountRecord } from '../../src/schemas/orgAccount';
import type { ListResult } from '../../src/schemas/api';
import { removeUnlessReferenced, json } from '../db/database';
import { readPage } from '../db/page';
import type { DB, OrgAccountRow, TenantRow } from '../db/types';
import { isUuid } from '../../src/schemas/fields';
import { likePattern } from '../db/sql';

interface OrgListOptions {
  pageIndex: number;
  pageSize: number;
  orderBy: OrgAccountListQuery['orderBy'];
  order: OrgAccountListQuery['order'];
  tenantId?: string | undefined;
  orgName?: string | undefined;
  status?: boolean | undefined;
}

type OrgWrite = Partial<Pick<OrgAccountInput, 'orgName' | 'status' | 'workingDayTime'>>;

/** The columns the list and the detail read. */
type OrgListRow = Pick<OrgAccountRow, 'id' | 'orgName' | 'status' | 'workingDayTime' | 'tenantId' | 'createdAt'> & {
  tenantName: TenantRow['name'];
};

/** Organisations (spec 1 §3): the only place with their SQL. */
export class OrganizationService {
  constructor(private readonly db: Kysely<DB>) {}

  private rows() {
    return this.db
      .selectFrom('orgAccounts as o')
      .innerJoin('tenants as t', 't.id', 'o.tenantId')
      .select([
        'o.id',
        'o.orgName',
        'o.status',
        'o.workingDayTime',
        'o.tenantId',
        'o.createdAt',
        't.name as tenantName',
      ]);
  }

  private toRecord(row: OrgListRow): OrgAccountRecord {
    return {
      _id: row.id,
      orgName: row.orgName,
      status: row.status,
      workingDayTime: row.workingDayTime,
      tenant: { _id: row.tenantId, name: row.tenantName },
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** Organisations inside the scope: level 1–2 their own, level 3 their tenant's, level 4 all. */
  async list(filter: ScopeFilter, options: OrgListOptions): Promise<ListResult<OrgAccountRecord>> {
    for (const id of [filter.tenantId, filter.orgAccountId, options.tenantId])
      if (id !== undefined && !isUuid(id)) return { list: [], count: 0 };
    let base = this.rows();
    if (filter.tenantId !== undefined) base = base.where('o.tenantId', '=', filter.tenantId);
    if (filter.orgAccountId !== undefined) base = base.where('o.id', '=', filter.orgAccountId);
    if (options.tenantId) base = base.where('o.tenantId', '=', options.tenantId);
    if (options.orgName) base = base.where('o.orgName', 'ilike', likePattern(options.orgName));
    if (options.status !== undefined) base = base.where('o.status', '=', options.status);
    const { rows, count } = await readPage(
      base,
      (q) =>
        q
          .orderBy(options.orderBy === 'orgName' ? 'o.orgName' : 'o.createdAt', options.order)
          .orderBy('o.id', options.order),
      options,
    );
    return { list: rows.map((r) => this.toRecord(r)), count };
  }

  async get(id: string, filter: ScopeFilter): Promise<OrgAccountRecord | null> {
    if (!isUuid(id)) return null;
    let query = this.rows().where('o.id', '=', id);
    if (filter.tenantId !== undefined) query = query.where('o.tenantId', '=', filter.tenantId);
    if (filter.orgAccountId !== undefined) query = query.where('o.id', '=', filter.orgAccountId);
    const row = await query.executeTakeFirst();
    return row ? this.toRecord(row) : null;
  }

  async tenantExists(tenantId: string): Promise<boolean> {
    return (
      isUuid(tenantId) &&
      (await this.db.selectFrom('tenants').select('id').where('id', '=', tenantId).executeTakeFirst()) !== undefined
    );
  }

  async nameTaken(tenantId: string, orgName: string, exceptId?: string): Promise<boolean> {
    let query = this.db
      .selectFrom('orgAccounts')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('orgName', '=', orgName);
    if (exceptId) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async create(tenantId: string, values: Required<Pick<OrgWrite, 'orgName'>> & OrgWrite): Promise<string> {
    const row = await this.db
      .insertInto('orgAccounts')
      .values({
        tenantId,
        orgName: values.orgName,
        status: values.status ?? true,
        workingDayTime: json(values.workingDayTime ?? []),
        roomInfo: json({ defaultMute: false }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: string, values: OrgWrite): Promise<void> {
    const { workingDayTime, ...plain } = values;
    await this.db
      .updateTable('orgAccounts')
      .set({
        ...plain,
        ...(workingDayTime === undefined ? {} : { workingDayTime: json(workingDayTime) }),
        updatedAt: sql`now()`,
      })
      .where('id', '=', id)
      .execute();
  }

  /** What still belongs to the organisation and keeps it from being deleted. */
  async dependents(id: string): Promise<{ agents: number; groups: number }> {
    const [agents, groups] = await Promise.all([
      this.db
        .selectFrom('agents')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('orgAccountId', '=', id)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('agentGroups')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('orgAccountId', '=', id)
        .executeTakeFirstOrThrow(),
    ]);
    return { agents: agents.n, groups: groups.n };
  }

  /** Removes the organisation; false when records elsewhere still point at it. */
  async remove(id: string): Promise<boolean> {
    return removeUnlessReferenced(() => this.db.deleteFrom('orgAccounts').where('id', '=', id).execute());
  }
}
