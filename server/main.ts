import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/database';
import { DataDirBusyError, lockDataDir } from './db/dataDirLock';
import { migrateToLatest } from './db/migrate';
import { DEMO_ACCOUNTS, isEmpty, seedDemo } from './db/seed/demo';
import { createStorage } from './storage';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function printWelcome(config: Config, port: number, seeded: boolean): void {
  const lines = [`Video sales back-office is listening on http://localhost:${port}`];
  if (seeded) {
    lines.push(`Demo accounts (password ${config.demoPassword}):`);
    for (const account of DEMO_ACCOUNTS) {
      const where = [account.tenant, account.org].filter(Boolean).join(' / ') || 'platform';
      lines.push(`  ${account.loginName.padEnd(12)} level ${account.level}  ${where}`);
    }
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

export async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }

  let unlock: () => void;
  try {
    unlock = lockDataDir(config.dataDir);
  } catch (err) {
    if (err instanceof DataDirBusyError) fail(err.message);
    throw err;
  }

  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pg') });
  await migrateToLatest(database.db);
  const seeded = config.seedDemo && (await isEmpty(database.db));
  if (seeded) await seedDemo(database.db, config.demoPassword, createStorage(config));
  const { app } = await buildApp(config, database);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
    } finally {
      unlock();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  printWelcome(config, typeof address === 'object' && address ? address.port : config.port, config.seedDemo);
}
