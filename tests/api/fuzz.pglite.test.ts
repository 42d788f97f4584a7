import { fuzzSuite } from '../support/fuzzSuite';

fuzzSuite('pglite');
