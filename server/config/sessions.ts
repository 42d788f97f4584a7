import type { EnvReader } from './envReader';

export interface SessionsConfig {
  /** Minutes without a request after which a session ends. */
  sessionIdleMinutes: number;
  /** Hours after sign-in after which a session ends however busy it is. */
  sessionMaxHours: number;
  /** Seconds between looks at whether the sessions of open sockets have run out. */
  sessionCheckSeconds: number;
}

export const readSessions = (read: EnvReader): SessionsConfig => ({
  sessionIdleMinutes: read.integer('SESSION_IDLE_MINUTES', 120, 1, 525600),
  sessionMaxHours: read.integer('SESSION_MAX_HOURS', 24, 1, 8760),
  sessionCheckSeconds: read.integer('SESSION_CHECK_SECONDS', 30, 1, 3600),
});
