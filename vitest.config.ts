import { defineConfig } from 'vitest/config';
import SlowFirstSequencer from './tests/support/slowFirst.ts';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/api/**/*.test.ts'],
    environment: 'node',
    // Each API test's database starts as a copy of one migrated here once.
    globalSetup: ['tests/support/preparedDatabases.ts'],
    sequence: { sequencer: SlowFirstSequencer },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each API file starts its own databases; two at a time suits a two-core machine.
    maxWorkers: 2,
  },
});
