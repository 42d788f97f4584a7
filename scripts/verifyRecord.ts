import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../server/config';
import { openDatabase } from '../server/db/database';
import { DataDirBusyError, lockDataDir } from '../server/db/dataDirLock';
import { VERIFY_EXIT, verifyRecordCommand } from '../server/services/recordIntegrity/command';
import { RecordIntegrity } from '../server/services/recordIntegrity/verify';
import { createStorage } from '../server/storage';

/** `npm run verify-record -- <serviceId>`: verifies one record against the configured database and storage. */

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(VERIFY_EXIT.refused);
}

function configOrFail(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
}

/** The embedded database has one user at a time: the running server, or this command. */
function lockOrFail(dataDir: string): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (err) {
    if (err instanceof DataDirBusyError) fail(err.message);
    throw err;
  }
}

const config = configOrFail();
const unlock = config.databaseUrl ? null : lockOrFail(config.dataDir);
const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pg') });
let code: number = VERIFY_EXIT.refused;
try {
  code = await verifyRecordCommand(
    database.db,
    new RecordIntegrity(database.db, createStorage(config), () => new Date()),
    process.argv.slice(2),
    (line) => process.stdout.write(`${line}\n`),
  );
} catch (err) {
  // A database that was never migrated, or storage that cannot be read: said plainly, not as a stack.
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
} finally {
  await database.close();
  unlock?.();
}
process.exit(code);
