import { fuzzSuite } from '../support/fuzzSuite';

// Skipped unless TEST_DATABASE_URL names a PostgreSQL server.
fuzzSuite('postgres');
