import { levelAtLeast, type RoleLevel } from '../../domain/scope';
import type { RefSource } from '../../schema-ui/RefWidget';

/** Where the records lists' tenant and organisation filters find their choices (spec 1 §9 dropdown sizes). */
export const recordRefFilters: Record<string, RefSource> = {
  tenant: { resource: 'tenant', perPage: 500, option: (r) => ({ value: String(r._id), label: String(r.name) }) },
  orgAccount: {
    resource: 'organizations',
    perPage: 200,
    option: (r) => ({ value: String(r._id), label: String(r.orgName) }),
  },
};

/** Filters a level does not get: the tenant below level 4, the organisation below 3, the agent for an agent. */
export function hiddenRecordFilters(level: RoleLevel): string[] {
  return [
    ...(level === '4' ? [] : ['tenant']),
    ...(levelAtLeast(level, '3') ? [] : ['orgAccount']),
    ...(level === '1' ? ['agent'] : []),
  ];
}

/**
 * Columns the same on every row of a level's records: the tenant below level 4, the organisation below
 * 3, and the agent for an agent who sees only its own (every agent but those of cmb_videoSells).
 */
export function hiddenRecordColumns(level: RoleLevel, ownOnly: boolean): string[] {
  return [
    ...(level === '4' ? [] : ['tenant']),
    ...(levelAtLeast(level, '3') ? [] : ['orgAccount']),
    ...(ownOnly ? ['agent'] : []),
  ];
}
