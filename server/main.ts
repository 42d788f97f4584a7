import { createServer } from 'node:net';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/database';
import { DataDirBusyError, lockDataDir } from './db/dataDirLock';
import { migrateToLatest } from './db/migrate';
import { isEmpty, seedDemo } from './seed/demo';
import { speakSeededDigitalHumans } from './seed/avatars';
import { queueSeededRenders } from './seed/dynamicContent';
import { documentToolsNotice, startBanner } from './startBanner';
import { createStorage } from './storage';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** Whether another program listens on the port already: asked before the database is opened, migrated and seeded. */
function portTaken(port: number, host: string): Promise<boolean> {
  if (port === 0) return Promise.resolve(false);
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'EADDRINUSE'));
    probe.listen({ port, host }, () => probe.close(() => resolve(false)));
  });
}

const portTakenMessage = (port: number) =>
  `Port ${port} is in use by another program; choose another with PORT=<port>.`;

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

  // A port taken is said at once, before the database is opened, migrated and seeded for a server that cannot run;
  // one taken between this and the server's own listen is said then.
  if (await portTaken(config.port, config.host)) {
    unlock();
    fail(portTakenMessage(config.port));
  }

  const toolsNotice = documentToolsNotice();
  let database: Database;
  try {
    database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pg') });
  } catch (err) {
    unlock();
    fail(`The database cannot be opened: ${err instanceof Error ? err.message : String(err)}`);
  }
  await migrateToLatest(database.db);
  const seeded = config.seedDemo && (await isEmpty(database.db));
  if (seeded) await seedDemo(database.db, config.demoPassword, createStorage(config));
  const { app, ctx } = await buildApp(config, database);
  if (seeded) {
    await queueSeededRenders(database.db, ctx.videoRenders);
    await speakSeededDigitalHumans(
      database.db,
      ctx.digitalHumanVideos,
      ctx.speech.voices.map((voice) => voice.id),
    );
  }

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

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    await app.close();
    await database.close();
    unlock();
    fail(portTakenMessage(config.port));
  }
  const address = app.server.address();
  process.stdout.write(
    await startBanner(
      config,
      database.db,
      typeof address === 'object' && address ? address.port : config.port,
      toolsNotice,
      ctx.running,
    ),
  );
}
