import { sql, type Kysely } from 'kysely';
import type { ScopeFilter } from '../../src/domain/scope';
import type { ListResult } from '../../src/schemas/api';
import type { AgentGroupInput, AgentGroupListQuery, AgentGroupRecord } from '../../src/schemas/agentGroup';
import { json } from '../db/database';
import { readPage } from '../db/page';
import type { DB } from '../db/types';
import { isUuid } from '../../src/schemas/fields';
import { likePattern } from '../db/sql';

interface GroupListOptions {
  pageIndex: number;
  pageSize: number;
  orderBy: AgentGroupListQuery['orderBy'];
  order: AgentGroupListQuery['order'];
  name?: string | undefined;
}

type GroupWrite = Partial<Pick<AgentGroupInput, 'name' | 'skills' | 'insurances'>> & {
  tenantId?: string;
  orgAccountId?: string | null;
  agentIds?: string[];
};

/** Service groups (spec 1 §3) and their members: the only place with their SQL. */
export class AgentGroupService {
  constructor(private readonly db: Kysely<DB>) {}

  private rows(filter: ScopeFilter) {
    let query = this.db
      .selectFrom('agentGroups as g')
      .innerJoin('tenants as t', 't.id', 'g.tenantId')
      .leftJoin('orgAccounts as o', 'o.id', 'g.orgAccountId')
      .select([
        'g.id',
        'g.name',
        'g.skills',
        'g.insurances',
        'g.tenantId',
        'g.orgAccountId',
        'g.createdAt',
        't.name as tenantName',
        'o.orgName',
      ]);
    if (filter.tenantId !== undefined) query = query.where('g.tenantId', '=', filter.tenantId);
    if (filter.orgAccountId !== undefined) query = query.where('g.orgAccountId', '=', filter.orgAccountId);
    return query;
  }

  private async records(
    rows: Awaited<ReturnType<ReturnType<AgentGroupService['rows']>['execute']>>,
  ): Promise<AgentGroupRecord[]> {
    if (rows.length === 0) return [];
    const members = await this.db
      .selectFrom('agentGroupMembers as m')
      .innerJoin('agents as a', 'a.id', 'm.agentId')
      .select(['m.groupId', 'a.id', 'a.loginName', 'a.fullName'])
      .where(
        'm.groupId',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('a.loginName')
      .execute();
    return rows.map((r) => ({
      _id: r.id,
      name: r.name,
      skills: r.skills,
      insurances: r.insurances,
      agents: members
        .filter((m) => m.groupId === r.id)
        .map((m) => ({ _id: m.id, loginName: m.loginName, fullName: m.fullName })),
      tenant: { _id: r.tenantId, name: r.tenantName },
      orgAccount: r.orgAccountId === null ? null : { _id: r.orgAccountId, orgName: r.orgName ?? '' },
      createdAt: r.createdAt.toISOString(),
    }));
  }

  async list(filter: ScopeFilter, options: GroupListOptions): Promise<ListResult<AgentGroupRecord>> {
    for (const id of [filter.tenantId, filter.orgAccountId])
      if (id !== undefined && !isUuid(id)) return { list: [], count: 0 };
    let base = this.rows(filter);
    if (options.name) base = base.where('g.name', 'ilike', likePattern(options.name));
    const { rows, count } = await readPage(
      base,
      (q) =>
        q.orderBy(options.orderBy === 'name' ? 'g.name' : 'g.createdAt', options.order).orderBy('g.id', options.order),
      options,
    );
    return { list: await this.records(rows), count };
  }

  async get(id: string, filter: ScopeFilter): Promise<AgentGroupRecord | null> {
    if (!isUuid(id)) return null;
    return (await this.records(await this.rows(filter).where('g.id', '=', id).execute()))[0] ?? null;
  }

  /** Agents (level 1) who may join a group of this tenant and, when given, organisation. */
  async candidates(tenantId: string, orgAccountId: string | undefined, keyword: string | undefined) {
    if (!isUuid(tenantId) || (orgAccountId !== undefined && !isUuid(orgAccountId))) return [];
    let query = this.db
      .selectFrom('agents as a')
      .innerJoin('sysRoles as r', 'r.id', 'a.roleId')
      .select(['a.id', 'a.loginName', 'a.fullName'])
      .where('a.tenantId', '=', tenantId)
      .where('r.level', '=', '1');
    if (orgAccountId !== undefined) query = query.where('a.orgAccountId', '=', orgAccountId);
    if (keyword)
      query = query.where((eb) =>
        eb.or([eb('a.loginName', 'ilike', likePattern(keyword)), eb('a.fullName', 'ilike', likePattern(keyword))]),
      );
    const rows = await query.orderBy('a.loginName').limit(500).execute();
    return rows.map((r) => ({ _id: r.id, loginName: r.loginName, fullName: r.fullName }));
  }

  async orgTenant(orgAccountId: string): Promise<string | null> {
    if (!isUuid(orgAccountId)) return null;
    return (
      (await this.db.selectFrom('orgAccounts').select('tenantId').where('id', '=', orgAccountId).executeTakeFirst())
        ?.tenantId ?? null
    );
  }

  async tenantExists(tenantId: string): Promise<boolean> {
    return (
      isUuid(tenantId) &&
      (await this.db.selectFrom('tenants').select('id').where('id', '=', tenantId).executeTakeFirst()) !== undefined
    );
  }

  async create(values: Required<Pick<GroupWrite, 'name' | 'tenantId'>> & GroupWrite): Promise<string> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('agentGroups')
        .values({
          name: values.name,
          tenantId: values.tenantId,
          orgAccountId: values.orgAccountId ?? null,
          skills: json(values.skills ?? []),
          insurances: json(values.insurances ?? []),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (values.agentIds && values.agentIds.length > 0) {
        await trx
          .insertInto('agentGroupMembers')
          .values(values.agentIds.map((agentId) => ({ groupId: row.id, agentId })))
          .execute();
      }
      return row.id;
    });
  }

  async update(id: string, values: GroupWrite): Promise<void> {
    const { skills, insurances, agentIds, ...plain } = values;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('agentGroups')
        .set({
          ...plain,
          ...(skills === undefined ? {} : { skills: json(skills) }),
          ...(insurances === undefined ? {} : { insurances: json(insurances) }),
          updatedAt: sql`now()`,
        })
        .where('id', '=', id)
        .execute();
      if (agentIds === undefined) return;
      await trx.deleteFrom('agentGroupMembers').where('groupId', '=', id).execute();
      if (agentIds.length > 0)
        await trx
          .insertInto('agentGroupMembers')
          .values(agentIds.map((agentId) => ({ groupId: id, agentId })))
          .execute();
    });
  }

  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('agentGroups').where('id', '=', id).execute();
  }
}
