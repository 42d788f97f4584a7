import { useTabLock, type TabLockState } from '../../../shared';

const KEY = 'vs.hallLock';

/** This browser's meeting-page lock for the room: 'refused' when another page of this browser has a hall open. */
export const useHallLock = (serviceId: string | undefined): TabLockState => useTabLock(KEY, serviceId);
