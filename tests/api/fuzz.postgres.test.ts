import { describe, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { fuzzSuite } from '../support/fuzzSuite';

if (databaseKinds.includes('postgres')) fuzzSuite('postgres');
else describe.skip('the API under fuzzing on postgres (TEST_DATABASE_URL unset)', () => it('is not run', () => undefined));
