/**
 * When a room is told its end is near (spec 2 §4.1 notifyEnd / notifySingleEnd): the tenant's remaining
 * minutes are about to run out (notifyEnd), or the room reaches the longest a single session may last
 * (notifySingleEnd). Pure: the caller passes the rooms in progress and the time.
 */

/** The countdown the agent's dialog shows, and how long before the end the notice goes out. */
export const END_NOTICE_SECONDS = 60;
/** A notice nobody answered ends the room this long after it went out (the agent's page is gone). */
export const END_NOTICE_EXPIRY_SECONDS = END_NOTICE_SECONDS + 30;

export type EndNoticeType = 'notifyEnd' | 'notifySingleEnd';

export interface LiveRoom {
  serviceId: string;
  tenantId: string;
  /** Epoch ms. */
  startedAt: number;
  /** A notice already went out for this room. */
  noticed: boolean;
}

export interface EndNotice {
  serviceId: string;
  type: EndNoticeType;
  seconds: number;
}

/**
 * Seconds until the tenant's quota runs out if its rooms in progress go on together: the minutes left
 * (charged only when a room ends) less what the rooms have used so far, shared among them.
 */
export function quotaSecondsLeft(rooms: readonly LiveRoom[], remainingMinutes: number, now: number): number {
  if (rooms.length === 0) return Infinity;
  const used = rooms.reduce((sum, room) => sum + Math.max(0, now - room.startedAt) / 1000, 0);
  return (remainingMinutes * 60 - used) / rooms.length;
}

/** The notices due now: for each room not told yet whose quota or maximum length ends within the countdown. */
export function dueEndNotices(
  rooms: readonly LiveRoom[],
  remainingMinutes: ReadonlyMap<string, number>,
  now: number,
  maxSessionSeconds: number,
): EndNotice[] {
  const byTenant = new Map<string, LiveRoom[]>();
  for (const room of rooms) byTenant.set(room.tenantId, [...(byTenant.get(room.tenantId) ?? []), room]);
  const due: EndNotice[] = [];
  for (const [tenantId, tenantRooms] of byTenant) {
    const quotaLeft = quotaSecondsLeft(tenantRooms, remainingMinutes.get(tenantId) ?? 0, now);
    for (const room of tenantRooms) {
      if (room.noticed) continue;
      const lengthLeft = maxSessionSeconds - Math.max(0, now - room.startedAt) / 1000;
      if (Math.min(quotaLeft, lengthLeft) > END_NOTICE_SECONDS) continue;
      due.push({
        serviceId: room.serviceId,
        type: quotaLeft <= lengthLeft ? 'notifyEnd' : 'notifySingleEnd',
        seconds: END_NOTICE_SECONDS,
      });
    }
  }
  return due;
}
