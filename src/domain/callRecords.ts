/**
 * Who sees which call records and service rooms, and the call-record list's default tab
 * (spec 1 §1, §4 "Call-record tabs", §6). Pure rules shared by the server and the client.
 */
import { scopeFilter, type RequestedFilter, type Scope, type ScopeFilter } from './scope';
import { isVideoSellsTenant } from './tenants';

/** The callStatus value of the 全部 tab, which overrides an agent's default of 'started'. */
export const ALL_CALL_STATUSES = 'all';

/** Agents of the video-sales tenant see its records without the per-agent filter (spec 1 §1). */
const skipsAgentFilter = (scope: Pick<Scope, 'level'>, tenantCode: string | null | undefined) =>
  scope.level === '1' && isVideoSellsTenant(tenantCode);

/** Whether a session sees only its own records: an agent, except in cmb_videoSells (spec 1 §6). */
export function seesOwnRecordsOnly(scope: Pick<Scope, 'level'>, tenantCode: string | null | undefined): boolean {
  return scope.level === '1' && !skipsAgentFilter(scope, tenantCode);
}

/**
 * The filter a records query runs with: an agent sees its own records, except in cmb_videoSells where it
 * sees its tenant's; admins as their level allows. Requested ids only narrow; null means nothing to see.
 */
export function recordScopeFilter(
  scope: Scope,
  tenantCode: string | null | undefined,
  requested: RequestedFilter = {},
): ScopeFilter | null {
  const effective: Scope = skipsAgentFilter(scope, tenantCode) ? { ...scope, level: '3' } : scope;
  return scopeFilter(effective, requested);
}

/** The tab a call-record list opens on: 'started' for an agent (spec 1 §4), except in cmb_videoSells; else all. */
export function defaultCallStatus(
  scope: Pick<Scope, 'level'>,
  tenantCode: string | null | undefined,
): 'started' | typeof ALL_CALL_STATUSES {
  return seesOwnRecordsOnly(scope, tenantCode) ? 'started' : ALL_CALL_STATUSES;
}

/** Whole seconds between two instants, or null while the second is unknown. */
export function durationSeconds(from: Date | string | null, to: Date | string | null): number | null {
  if (from === null || to === null) return null;
  const ms = new Date(to).getTime() - new Date(from).getTime();
  return Number.isFinite(ms) ? Math.max(0, Math.round(ms / 1000)) : null;
}

/** A duration as people read it: mm:ss, or HH:mm:ss from an hour on; '-' when unknown. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '-';
  const whole = Math.floor(seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return h > 0 ? `${pad(h)}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}
