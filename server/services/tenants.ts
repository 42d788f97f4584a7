import { sql, type Kysely } from 'kysely';
import type { ListResult } from '../../src/schemas/api';
import type { TenantListQuery, TenantRecord } from '../../src/schemas/tenant';
import { removeUnlessReferenced, json } from '../db/database';
import { readPage } from '../db/page';
import type { DB, TenantRow } from '../db/types';
import { isUuid } from '../../src/schemas/fields';
import { isUniqueViolation, likePattern } from '../db/sql';

interface TenantListOptions {
  pageIndex: number;
  pageSize: number;
  orderBy: TenantListQuery['orderBy'];
  order: TenantListQuery['order'];
  onlyId?: string | undefined;
  name?: string | undefined;
  useSystem?: string | undefined;
  status?: boolean | undefined;
}

export interface TenantWrite {
  name?: string;
  code?: string;
  useSystem?: string;
  status?: boolean;
  logo?: string | null;
  miniLogo?: string | null;
  useSop?: boolean;
  fiveGSop?: boolean;
  roomInfo?: Record<string, unknown>;
  basicSet?: Record<string, unknown>;
  storageQuotaGb?: number | null;
}

/** The columns a tenant's record is made of. */
type Row = Pick<
  TenantRow,
  | 'id'
  | 'name'
  | 'code'
  | 'logo'
  | 'miniLogo'
  | 'status'
  | 'useSystem'
  | 'useSop'
  | 'fiveGSop'
  | 'roomInfo'
  | 'basicSet'
  | 'storageQuotaGb'
  | 'totalTimeLimit'
  | 'remainingTimeLimit'
  | 'createdAt'
>;

/** The most minutes a tenant's quota holds (a PostgreSQL integer). */
const MAX_TIME_LIMIT = 2_147_483_647;

/** Tenants (spec 1 §3) and their minute quota: the only place with their SQL. */
export class TenantService {
  constructor(private readonly db: Kysely<DB>) {}

  private rows() {
    return this.db
      .selectFrom('tenants')
      .select([
        'id',
        'name',
        'code',
        'logo',
        'miniLogo',
        'status',
        'useSystem',
        'useSop',
        'fiveGSop',
        'roomInfo',
        'basicSet',
        'storageQuotaGb',
        'totalTimeLimit',
        'remainingTimeLimit',
        'createdAt',
      ]);
  }

  private toRecord(row: Row): TenantRecord {
    const { id, createdAt, ...rest } = row;
    return { _id: id, ...rest, createdAt: createdAt.toISOString() };
  }

  async list(options: TenantListOptions): Promise<ListResult<TenantRecord>> {
    if (options.onlyId !== undefined && !isUuid(options.onlyId)) return { list: [], count: 0 };
    let base = this.rows();
    if (options.onlyId !== undefined) base = base.where('id', '=', options.onlyId);
    if (options.name) base = base.where('name', 'ilike', likePattern(options.name));
    if (options.useSystem) base = base.where('useSystem', '=', options.useSystem);
    if (options.status !== undefined) base = base.where('status', '=', options.status);
    const { rows, count } = await readPage(
      base,
      (q) => q.orderBy(options.orderBy, options.order).orderBy('id', options.order),
      options,
    );
    return { list: rows.map((r) => this.toRecord(r as Row)), count };
  }

  async get(id: string): Promise<TenantRecord | null> {
    if (!isUuid(id)) return null;
    const row = await this.rows().where('id', '=', id).executeTakeFirst();
    return row ? this.toRecord(row as Row) : null;
  }

  /** Creates the tenant and offers it the tenant roles (levels 1–3) other tenants have; null when the code is taken. */
  async create(values: TenantWrite & { name: string; code: string }): Promise<string | null> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('tenants')
          .values({
            name: values.name,
            code: values.code,
            useSystem: values.useSystem ?? 'zhzy',
            status: values.status ?? true,
            logo: values.logo ?? null,
            miniLogo: values.miniLogo ?? null,
            useSop: values.useSop ?? false,
            fiveGSop: values.fiveGSop ?? false,
            roomInfo: json(values.roomInfo ?? { defaultMute: false }),
            basicSet: json(values.basicSet ?? {}),
            storageQuotaGb: values.storageQuotaGb ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const roles = await trx
          .selectFrom('sysRoles')
          .select('id')
          .where('level', 'in', ['1', '2', '3'])
          .where((eb) =>
            eb.exists(eb.selectFrom('tenantRoles as tr').select('tr.roleId').whereRef('tr.roleId', '=', 'sysRoles.id')),
          )
          .execute();
        if (roles.length > 0)
          await trx
            .insertInto('tenantRoles')
            .values(roles.map((r) => ({ tenantId: row.id, roleId: r.id })))
            .execute();
        return row.id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  /** False when another tenant already has the code. */
  async update(id: string, values: TenantWrite): Promise<boolean> {
    const { roomInfo, basicSet, ...plain } = values;
    try {
      await this.db
        .updateTable('tenants')
        .set({
          ...plain,
          ...(roomInfo === undefined ? {} : { roomInfo: json(roomInfo) }),
          ...(basicSet === undefined ? {} : { basicSet: json(basicSet) }),
          updatedAt: sql`now()`,
        })
        .where('id', '=', id)
        .execute();
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /**
   * Adds minutes to the total and the remaining quota in one statement; false (nothing changed) when
   * the total would pass what the column holds.
   */
  async recharge(id: string, minutes: number): Promise<boolean> {
    const result = await this.db
      .updateTable('tenants')
      .set((eb) => ({
        totalTimeLimit: eb('totalTimeLimit', '+', minutes),
        remainingTimeLimit: eb('remainingTimeLimit', '+', minutes),
        updatedAt: sql`now()`,
      }))
      .where('id', '=', id)
      .where('totalTimeLimit', '<=', MAX_TIME_LIMIT - minutes)
      .where('remainingTimeLimit', '<=', MAX_TIME_LIMIT - minutes)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async members(id: string): Promise<{ agents: { id: string; loginName: string }[]; orgs: number }> {
    const [agents, orgs] = await Promise.all([
      this.db.selectFrom('agents').select(['id', 'loginName']).where('tenantId', '=', id).execute(),
      this.db
        .selectFrom('orgAccounts')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('tenantId', '=', id)
        .executeTakeFirstOrThrow(),
    ]);
    return { agents, orgs: orgs.n };
  }

  async remove(id: string): Promise<boolean> {
    return removeUnlessReferenced(() => this.db.deleteFrom('tenants').where('id', '=', id).execute());
  }
}
