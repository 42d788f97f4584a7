import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Scope } from '../../src/domain/scope';

/**
 * Who owns and sees the studio's config items (material pictures, tags): a row without tenant is the
 * platform's and public; a tenant's row is its tenant's. Level 4 manages everything, levels 2 and 3 their
 * tenant's rows, agents only read.
 */
export function mayManageTenantItem(scope: Scope, tenantId: string | null): boolean {
  if (scope.level === '4') return true;
  if (scope.level === '1' || scope.tenantId === null) return false;
  return tenantId === scope.tenantId;
}

/** The tenant a new item of this user belongs to: null (the platform) for level 4; undefined when the user may not add one. */
export function newItemTenant(scope: Scope): string | null | undefined {
  if (scope.level === '4') return null;
  if (scope.level === '1' || scope.tenantId === null) return undefined;
  return scope.tenantId;
}

/** Rows the user sees: level 4 all, others their tenant's and the platform's. */
export function tenantOrPlatform(scope: Scope, column: string): RawBuilder<SqlBool> {
  if (scope.level === '4') return sql<SqlBool>`true`;
  if (scope.tenantId === null) return sql<SqlBool>`${sql.ref(column)} is null`;
  return sql<SqlBool>`(${sql.ref(column)} is null or ${sql.ref(column)} = ${scope.tenantId})`;
}

/** A page of a config list: its number and size, a name filter and the order asked for. */
export interface ListPage<F extends string> {
  pageIndex: number;
  pageSize: number;
  name?: string | undefined;
  orderBy?: F | undefined;
  order?: 'asc' | 'desc' | undefined;
}
