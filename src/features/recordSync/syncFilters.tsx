import { chinaDay } from '../../domain/chinaTime';

const DAY_MS = 86_400_000;

/** The scope picks shared by both lists: the tenant for a platform admin, the organisation for a tenant admin. */
export interface SyncScope {
  tenant?: string | undefined;
  orgAccount?: string | undefined;
}

/** The China day `days` before today. */
export const daysAgo = (days: number) => chinaDay(new Date(Date.now() - days * DAY_MS));
