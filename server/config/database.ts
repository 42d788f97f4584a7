import path from 'node:path';
import type { EnvReader } from './envReader';

export interface DatabaseConfig {
  /** The embedded database (DATA_DIR/pg) and local files. */
  dataDir: string;
  /** PostgreSQL; unset: the embedded PGlite. */
  databaseUrl: string | undefined;
  /** socket.io's adapter and the rate-limit counters, shared by several server processes. */
  redisUrl: string | undefined;
}

export const readDatabase = (read: EnvReader): DatabaseConfig => ({
  dataDir: path.resolve(read.string('DATA_DIR', './data')),
  databaseUrl: read.url('DATABASE_URL', ['postgres:', 'postgresql:']),
  redisUrl: read.url('REDIS_URL', ['redis:', 'rediss:']),
});
