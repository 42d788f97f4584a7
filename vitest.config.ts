import { defineConfig } from 'vitest/config';
import SlowFirstSequencer from './tests/support/slowFirst.ts';

/**
 * Two projects. The server's and the API's tests share a worker's loaded modules from file to file (isolate:
 * false): each file builds its own apps and databases and none replaces a module, so the server's module graph
 * is loaded once per worker instead of once per file, which was most of a file's start. The web app's tests keep
 * vitest's isolation, since some replace modules (vi.mock).
 */
export default defineConfig({
  test: {
    // Each API file starts its own databases; two at a time suits a two-core machine.
    maxWorkers: 2,
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'tests/api/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          // Each API test's database starts as a copy of one migrated here once.
          globalSetup: ['tests/support/preparedDatabases.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], environment: 'node', testTimeout: 30_000 } },
    ],
  },
});
