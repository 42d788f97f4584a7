import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { DatabaseKind } from './db/database';
import type { DB } from './db/types';
import type { Realtime } from './plugins/realtime';
import type { AgentService } from './services/agents';
import type { AgentStatusService } from './services/agentStatus';
import type { CallRouter } from './services/callRouter';
import type { KeyPair } from './services/passwords';
import type { SessionService } from './services/sessions';
import type { Storage } from './storage';

/** What route handlers are given: configuration, the database and the area services. */
export interface AppContext {
  config: Config;
  db: Kysely<DB>;
  dbKind: DatabaseKind;
  keys: KeyPair;
  agents: AgentService;
  agentStatus: AgentStatusService;
  calls: CallRouter;
  sessions: SessionService;
  realtime: Realtime;
  storage: Storage;
  /** The time by which locks are measured; tests move it instead of waiting. */
  now: () => Date;
}
