import type { EnvReader } from './envReader';

/** How many customers' calls not yet answered (waiting or ringing) a tenant, and one phone at a tenant, may have. */
export interface CallQueueLimits {
  perTenant: number;
  perPhone: number;
}

export interface CallsConfig {
  /** Seconds a call rings at one agent before it moves on and the agent is set away. */
  ringTimeoutSeconds: number;
  /** Seconds an agent without a socket still counts as online for routing. */
  presenceGraceSeconds: number;
  /** The longest a single room may last; its agent is told a minute before (spec 2 §4.1 notifySingleEnd). */
  roomMaxMinutes: number;
  callQueue: CallQueueLimits;
}

export const readCalls = (read: EnvReader): CallsConfig => ({
  ringTimeoutSeconds: read.integer('RING_TIMEOUT_SECONDS', 30, 1, 600),
  presenceGraceSeconds: read.integer('PRESENCE_GRACE_SECONDS', 60, 0, 3600),
  roomMaxMinutes: read.integer('ROOM_MAX_MINUTES', 240, 2, 1440),
  callQueue: {
    perTenant: read.integer('CALL_QUEUE_PER_TENANT', 500, 1, 1_000_000),
    perPhone: read.integer('CALL_QUEUE_PER_PHONE', 2, 1, 1000),
  },
});
