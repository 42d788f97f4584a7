import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prepareSeededTemplate } from '../support/seededServer';

/** Where the seeded data directories each test's server copies are, for the workers (fixtures.ts). */
export const TEMPLATE_ENV = { plain: 'E2E_SEEDED_TEMPLATE', withFiles: 'E2E_SEEDED_TEMPLATE_FILES' } as const;

/**
 * The run's two seeded data directories, made once before any worker starts: without and with the seed's sample
 * files. Made per worker, they cost each worker (and each worker started again after a failed test) half a minute.
 */
export default async function globalSetup(): Promise<() => void> {
  const root = mkdtempSync(path.join(tmpdir(), 'vs-e2e-templates-'));
  const plain = path.join(root, 'plain');
  const withFiles = path.join(root, 'files');
  for (const dir of [plain, withFiles]) mkdirSync(dir);
  await prepareSeededTemplate(plain);
  await prepareSeededTemplate(withFiles, { seedFiles: true });
  process.env[TEMPLATE_ENV.plain] = plain;
  process.env[TEMPLATE_ENV.withFiles] = withFiles;
  return () => rmSync(root, { recursive: true, force: true });
}
