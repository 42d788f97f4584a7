import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dropSeededTemplate, prepareSeededTemplate, type SeededTemplate } from '../support/seededServer';

/** Where the seeded templates each test's server copies are, for the workers (fixtures.ts): JSON of a SeededTemplate. */
export const TEMPLATE_ENV = { plain: 'E2E_SEEDED_TEMPLATE', withFiles: 'E2E_SEEDED_TEMPLATE_FILES' } as const;

/**
 * The run's two seeded templates, made once before any worker starts: without and with the seed's sample files.
 * Made per worker, they cost each worker (and each worker started again after a failed test) half a minute. With
 * TEST_DATABASE_URL (as CI sets it) the tests' servers run on PostgreSQL, each on a copy of a template database;
 * otherwise on a copy of a PGlite directory, as `npm start` does (firstRun.spec.ts starts that itself).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = mkdtempSync(path.join(tmpdir(), 'vs-e2e-templates-'));
  const postgres = Boolean(process.env.TEST_DATABASE_URL);
  const made: SeededTemplate[] = [];
  for (const [key, seedFiles] of [
    [TEMPLATE_ENV.plain, false],
    [TEMPLATE_ENV.withFiles, true],
  ] as const) {
    const dir = path.join(root, seedFiles ? 'files' : 'plain');
    mkdirSync(dir);
    const template = await prepareSeededTemplate(dir, { seedFiles, postgres });
    made.push(template);
    process.env[key] = JSON.stringify(template);
  }
  return async () => {
    for (const template of made) await dropSeededTemplate(template);
    rmSync(root, { recursive: true, force: true });
  };
}
