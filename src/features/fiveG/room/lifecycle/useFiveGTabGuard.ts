import { useTabLock, type TabLockState } from '../../../shared';

/** The browser's marker of its open 5G room (spec 2 §4.4), apart from the meeting hall's. */
const KEY = 'vs.fiveGCall';

/**
 * One 5G room per browser (spec 2 §4.4): a tab that finds another tab's room open is refused, and so is
 * a holder whose marker a newer tab overwrites.
 */
export const useFiveGTabGuard = (serviceId: string | undefined): TabLockState =>
  useTabLock(KEY, serviceId, { yieldsToNewer: true });
