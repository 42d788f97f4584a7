import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { inScope, levelAtLeast, type Scope } from '../../src/domain/scope';
import { socketRooms } from '../../src/schemas/events';
import type { DB } from '../db/types';
import { assertOwn, invalid, outOfScope } from '../plugins/envelope';
import { isUuid } from '../../src/schemas/fields';

/**
 * Who sees and changes files and H5 links (the lead's access policy):
 * a private item only its owner and the admins whose scope covers it; a public item with range 1 the
 * whole tenant, with range 2 the item's organisation. Level 1 items are always private.
 */
interface OwnedItem {
  agentId: string | null;
  tenantId: string;
  orgAccountId: string;
}

/** The visibility rule as a condition on the columns of the table aliased `alias`. */
export function visibleTo(scope: Scope, alias: string): RawBuilder<SqlBool> {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  const owner = sql<SqlBool>`${col('agentId')} = ${scope.agentId}`;
  const admin = adminCondition(scope, col);
  const conditions = [owner, ...(admin ? [admin] : [])];
  if (scope.tenantId !== null) {
    const sameOrg = scope.orgAccountId === null ? sql`false` : sql`${col('orgAccountId')} = ${scope.orgAccountId}`;
    conditions.push(
      sql<SqlBool>`(${col('isPublic')} and ${col('tenantId')} = ${scope.tenantId} and (${col('range')} = 1 or ${sameOrg}))`,
    );
  }
  return sql<SqlBool>`(${sql.join(conditions, sql` or `)})`;
}

/** What an admin's scope covers; null for an agent, who sees only its own and the public items. */
function adminCondition(scope: Scope, col: (name: string) => RawBuilder<unknown>): RawBuilder<SqlBool> | null {
  if (scope.level === '4') return sql<SqlBool>`true`;
  if (scope.level === '3' && scope.tenantId !== null) return sql<SqlBool>`${col('tenantId')} = ${scope.tenantId}`;
  if (scope.level === '2' && scope.tenantId !== null && scope.orgAccountId !== null) {
    return sql<SqlBool>`(${col('tenantId')} = ${scope.tenantId} and ${col('orgAccountId')} = ${scope.orgAccountId})`;
  }
  return null;
}

/** An item with its publicity, as visibleTo reads it. */
interface VisibleItem extends OwnedItem {
  isPublic: boolean;
  range: number;
}

/**
 * The rooms whose sockets may read the item, by the same rule as visibleTo: its owner, the admins whose
 * scope covers it and, when public, its tenant (range 1) or its organisation (range 2).
 */
export function roomsSeeing(item: VisibleItem): string[] {
  const rooms = [
    socketRooms.platformAdmins(),
    socketRooms.tenantAdmins(item.tenantId),
    socketRooms.orgAdmins(item.orgAccountId),
  ];
  if (item.agentId !== null) rooms.push(socketRooms.agent(item.agentId));
  if (item.isPublic)
    rooms.push(item.range === 1 ? socketRooms.tenant(item.tenantId) : socketRooms.org(item.orgAccountId));
  return rooms;
}

/** A LIKE pattern matching the text anywhere, with its wildcards taken literally. */

/** The owner, or an admin (level 2 and up) whose scope covers the item. */
export function mayChange(scope: Scope, item: OwnedItem): boolean {
  if (item.agentId !== null && item.agentId === scope.agentId) return true;
  return levelAtLeast(scope.level, '2') && inScope(scope, item);
}

interface OwnershipInput {
  orgAccount?: string | undefined;
  /** The spec's clients send the owner's own ids along; they must be the session's (or the chosen organisation's tenant). */
  agentId?: string | undefined;
  tenant?: string | undefined;
  isPublic?: number | undefined;
  range?: number | undefined;
}

interface Ownership {
  agentId: string;
  tenantId: string;
  orgAccountId: string;
  isPublic: boolean;
  range: 1 | 2;
}

/**
 * Owner, organisation and publicity of a new item. Level 3 may place it in any organisation of its
 * tenant (level 4 in any organisation); the others are fixed to their own, and another organisation
 * sent by them is refused. Level 1 items are private; range defaults to 1 for agents with publicEdit, else 2.
 */
export async function resolveOwnership(
  db: Kysely<DB>,
  scope: Scope,
  input: OwnershipInput,
  orgRequiredText: string,
): Promise<Ownership> {
  assertOwn('agentId', input.agentId, scope.agentId);
  const maySelectOrg = scope.level === '3' || scope.level === '4';
  if (!maySelectOrg) assertOwn('orgAccount', input.orgAccount, scope.orgAccountId);
  const wanted = maySelectOrg && input.orgAccount ? input.orgAccount : scope.orgAccountId;
  if (!wanted) throw invalid({ orgAccount: orgRequiredText });
  if (!isUuid(wanted)) throw outOfScope('orgAccount');
  const org = await db.selectFrom('orgAccounts').select(['id', 'tenantId']).where('id', '=', wanted).executeTakeFirst();
  if (!org || (scope.level !== '4' && org.tenantId !== scope.tenantId)) throw outOfScope('orgAccount');
  assertOwn('tenant', input.tenant, org.tenantId);
  const agent = await db.selectFrom('agents').select(['publicEdit']).where('id', '=', scope.agentId).executeTakeFirst();
  const isPublic = scope.level === '1' ? false : (input.isPublic ?? 1) === 1;
  const range = input.range === 1 || input.range === 2 ? input.range : agent?.publicEdit ? 1 : 2;
  return { agentId: scope.agentId, tenantId: org.tenantId, orgAccountId: org.id, isPublic, range };
}

/** A level 1 owner may not make its item public; others keep what they ask. */
export function publicity(scope: Scope, isPublic: number | undefined): boolean | undefined {
  if (isPublic === undefined) return undefined;
  return scope.level === '1' ? false : isPublic === 1;
}

/** Who sees the approved studio content shared as material (展业素材, 数字人模板): the tenant's, and for levels 1–2 only their organisation's or the tenant's own (no organisation). */
export interface SharedScope {
  tenantId?: string;
  orgAccountId?: string;
}

export function sharedScope(scope: Scope): SharedScope | null {
  if (scope.level === '4') return {};
  if (scope.tenantId === null) return null;
  if (scope.level === '3') return { tenantId: scope.tenantId };
  return scope.orgAccountId === null
    ? { tenantId: scope.tenantId }
    : { tenantId: scope.tenantId, orgAccountId: scope.orgAccountId };
}
