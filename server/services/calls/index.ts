import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { DB } from '../../db/types';
import type { Realtime } from '../../plugins/realtime';
import type { AgentStatusService } from '../agentStatus';
import { CallNotifications } from './notifications';
import { CallRooms } from './rooms';
import { CallQueue, type CallQueueOptions } from './routing';
import { CallViews } from './views';

export { CallRooms };

/** Customers' calls and the rooms they open: what routes and background jobs use of them. */
export interface Calls {
  /** What customers and agents read of calls and rooms, without changing them. */
  views: CallViews;
  /** Asking, cancelling, declining; routing and the sweep of rings run out. */
  queue: CallQueue;
  /** Answering, ending and handing over rooms. */
  rooms: CallRooms;
  notifications: CallNotifications;
}

export function createCalls(
  db: Kysely<DB>,
  realtime: Realtime,
  status: AgentStatusService,
  clock: Clock,
  options: CallQueueOptions,
): Calls {
  const views = new CallViews(db);
  const notifications = new CallNotifications(db, realtime, views);
  const queue = new CallQueue(db, status, views, notifications, clock, options);
  const rooms = new CallRooms(db, status, queue, notifications, clock);
  return { views, queue, rooms, notifications };
}

export { CallQueue };
