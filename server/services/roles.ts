import { sql, type Kysely } from 'kysely';
import type { MenuEntry } from '../../src/domain/menus';
import type { RoleLevel } from '../../src/domain/scope';
import type { ListResult } from '../../src/schemas/api';
import type { SysRoleInput, SysRoleListQuery, SysRoleRecord } from '../../src/schemas/sysRole';
import { removeUnlessReferenced, json } from '../db/database';
import { readPage } from '../db/page';
import type { DB, SysRoleRow } from '../db/types';
import { isUuid } from '../../src/schemas/fields';
import { likePattern } from '../db/sql';

interface RoleListOptions {
  pageIndex: number;
  pageSize: number;
  orderBy: SysRoleListQuery['orderBy'];
  order: SysRoleListQuery['order'];
  /** Only roles offered to this tenant. */
  tenantId?: string | undefined;
  /** Only roles at or below this level. */
  maxLevel?: RoleLevel | undefined;
  roleName?: string | undefined;
  useSystem?: string | undefined;
}

type RoleWrite = Partial<Pick<SysRoleInput, 'roleName' | 'level'>> & { useSystem?: string; menus?: MenuEntry[] };

/** The columns a role's record is made of. */
type RoleRow = Pick<SysRoleRow, 'id' | 'roleName' | 'level' | 'useSystem' | 'menus' | 'createdAt'>;

/** System roles (spec 1 §3) and the tenants they are offered to: the only place with their SQL. */
export class RoleService {
  constructor(private readonly db: Kysely<DB>) {}

  private async withTenants(rows: RoleRow[]): Promise<SysRoleRecord[]> {
    if (rows.length === 0) return [];
    const links = await this.db
      .selectFrom('tenantRoles as tr')
      .innerJoin('tenants as t', 't.id', 'tr.tenantId')
      .select(['tr.roleId', 't.id', 't.name'])
      .where(
        'tr.roleId',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('t.name')
      .execute();
    return rows.map((r) => ({
      _id: r.id,
      roleName: r.roleName,
      level: r.level,
      useSystem: r.useSystem,
      menus: r.menus,
      tenants: links.filter((l) => l.roleId === r.id).map((l) => ({ _id: l.id, name: l.name })),
      createdAt: r.createdAt.toISOString(),
    }));
  }

  async list(options: RoleListOptions): Promise<ListResult<SysRoleRecord>> {
    if (options.tenantId !== undefined && !isUuid(options.tenantId)) return { list: [], count: 0 };
    let base = this.db
      .selectFrom('sysRoles as r')
      .select(['r.id', 'r.roleName', 'r.level', 'r.useSystem', 'r.menus', 'r.createdAt']);
    const tenantId = options.tenantId;
    if (tenantId !== undefined) {
      base = base.where((eb) =>
        eb.exists(
          eb
            .selectFrom('tenantRoles as tr')
            .select('tr.roleId')
            .whereRef('tr.roleId', '=', 'r.id')
            .where('tr.tenantId', '=', tenantId),
        ),
      );
    }
    if (options.maxLevel) base = base.where(sql`r.level::int`, '<=', Number(options.maxLevel));
    if (options.roleName) base = base.where('r.roleName', 'ilike', likePattern(options.roleName));
    if (options.useSystem) base = base.where('r.useSystem', '=', options.useSystem);
    const column =
      options.orderBy === 'roleName' ? 'r.roleName' : options.orderBy === 'level' ? 'r.level' : 'r.createdAt';
    const { rows, count } = await readPage(
      base,
      (q) => q.orderBy(column, options.order).orderBy('r.id', options.order),
      options,
    );
    return { list: await this.withTenants(rows), count };
  }

  async get(id: string, options: Pick<RoleListOptions, 'tenantId' | 'maxLevel'> = {}): Promise<SysRoleRecord | null> {
    if (!isUuid(id)) return null;
    return (await this.one(id, options))[0] ?? null;
  }

  private async one(id: string, options: Pick<RoleListOptions, 'tenantId' | 'maxLevel'>): Promise<SysRoleRecord[]> {
    let query = this.db
      .selectFrom('sysRoles as r')
      .select(['r.id', 'r.roleName', 'r.level', 'r.useSystem', 'r.menus', 'r.createdAt'])
      .where('r.id', '=', id);
    const tenantId = options.tenantId;
    if (tenantId !== undefined) {
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('tenantRoles as tr')
            .select('tr.roleId')
            .whereRef('tr.roleId', '=', 'r.id')
            .where('tr.tenantId', '=', tenantId),
        ),
      );
    }
    if (options.maxLevel) query = query.where(sql`r.level::int`, '<=', Number(options.maxLevel));
    return this.withTenants(await query.execute());
  }

  async existingTenants(ids: readonly string[]): Promise<string[]> {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return [];
    return (await this.db.selectFrom('tenants').select('id').where('id', 'in', valid).execute()).map((r) => r.id);
  }

  async allTenants(): Promise<string[]> {
    return (await this.db.selectFrom('tenants').select('id').execute()).map((r) => r.id);
  }

  /** Creates the role offered to the given tenants, in one transaction. */
  async create(
    values: Required<Pick<RoleWrite, 'roleName' | 'level'>> & RoleWrite,
    tenantIds: readonly string[],
  ): Promise<string> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('sysRoles')
        .values({
          roleName: values.roleName,
          level: values.level,
          useSystem: values.useSystem ?? 'zhzy',
          menus: json(values.menus ?? []),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (tenantIds.length > 0)
        await trx
          .insertInto('tenantRoles')
          .values(tenantIds.map((tenantId) => ({ tenantId, roleId: row.id })))
          .execute();
      return row.id;
    });
  }

  async update(id: string, values: RoleWrite, tenantIds?: readonly string[]): Promise<void> {
    const { menus, ...plain } = values;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sysRoles')
        .set({ ...plain, ...(menus === undefined ? {} : { menus: json(menus) }), updatedAt: sql`now()` })
        .where('id', '=', id)
        .execute();
      if (tenantIds === undefined) return;
      await trx.deleteFrom('tenantRoles').where('roleId', '=', id).execute();
      if (tenantIds.length > 0)
        await trx
          .insertInto('tenantRoles')
          .values(tenantIds.map((tenantId) => ({ tenantId, roleId: id })))
          .execute();
    });
  }

  async holders(id: string): Promise<number> {
    return (
      await this.db
        .selectFrom('agents')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('roleId', '=', id)
        .executeTakeFirstOrThrow()
    ).n;
  }

  async remove(id: string): Promise<boolean> {
    return removeUnlessReferenced(() => this.db.deleteFrom('sysRoles').where('id', '=', id).execute());
  }
}
