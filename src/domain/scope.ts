/**
 * Role levels and what each may see (spec 1 §6). Level values are strings, as the spec has them.
 * 1 ordinary agent: itself; 2 organisation admin: its organisation; 3 tenant admin: its tenant;
 * 4 platform admin: everything.
 */
export const ROLE_LEVELS = ['1', '2', '3', '4'] as const;
export type RoleLevel = (typeof ROLE_LEVELS)[number];

export function isRoleLevel(value: unknown): value is RoleLevel {
  return typeof value === 'string' && (ROLE_LEVELS as readonly string[]).includes(value);
}

export interface Scope {
  level: RoleLevel;
  agentId: string;
  tenantId: string | null;
  orgAccountId: string | null;
}

/** What a query may cover: each present key must match. An empty object means everything. */
export interface ScopeFilter {
  agentId?: string;
  tenantId?: string;
  orgAccountId?: string;
}

export interface RequestedFilter {
  agentId?: string | undefined;
  tenantId?: string | undefined;
  orgAccountId?: string | undefined;
}

/**
 * The filter a list query runs with: the session's scope narrowed by what the client asked for.
 * Ids in the request can only narrow; a request outside the scope yields null (nothing to see).
 */
export function scopeFilter(scope: Scope, requested: RequestedFilter = {}): ScopeFilter | null {
  const own: ScopeFilter = {};
  if (scope.level === '1') own.agentId = scope.agentId;
  if (scope.level === '1' || scope.level === '2' || scope.level === '3') {
    if (scope.tenantId === null) return null;
    own.tenantId = scope.tenantId;
  }
  if (scope.level === '1' || scope.level === '2') {
    if (scope.orgAccountId === null) return null;
    own.orgAccountId = scope.orgAccountId;
  }
  const merged: ScopeFilter = { ...own };
  for (const key of ['agentId', 'tenantId', 'orgAccountId'] as const) {
    const wanted = requested[key];
    if (wanted === undefined || wanted === '') continue;
    const fixed = own[key];
    if (fixed !== undefined && fixed !== wanted) return null;
    merged[key] = wanted;
  }
  return merged;
}

/** Whether a record owned by (agentId, tenantId, orgAccountId) lies inside the scope. */
export function inScope(
  scope: Scope,
  owner: { agentId?: string | null; tenantId: string | null; orgAccountId: string | null },
): boolean {
  const filter = scopeFilter(scope);
  if (filter === null) return false;
  if (filter.tenantId !== undefined && filter.tenantId !== owner.tenantId) return false;
  if (filter.orgAccountId !== undefined && filter.orgAccountId !== owner.orgAccountId) return false;
  if (filter.agentId !== undefined && filter.agentId !== owner.agentId) return false;
  return true;
}

/** Role levels are compared as numbers: a higher level administers the lower ones. */
export function levelAtLeast(level: RoleLevel, minimum: RoleLevel): boolean {
  return Number(level) >= Number(minimum);
}

/** Whether `level` ranks strictly above `other`: only such an admin manages an account. */
export function levelAbove(level: RoleLevel, other: RoleLevel): boolean {
  return Number(level) > Number(other);
}

/** Refusals of an id a request names outside what the caller may use, by the field that carries it. */
export const OUT_OF_SCOPE_TEXTS = {
  agentId: '用户超出可选范围',
  tenant: '公司超出可选范围',
  orgAccount: '机构超出可选范围',
} as const;
export type ScopedField = keyof typeof OUT_OF_SCOPE_TEXTS;
