import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Test files that take minutes, started first so the two workers end together. Without a cache of earlier
 * runs (a clean clone in CI) vitest orders by file size, and these small files would start last and run
 * alone at the end.
 */
const SLOW_FIRST = ['tests/api/fuzz.postgres.test.ts', 'tests/api/fuzz.pglite.test.ts', 'tests/api/process.test.ts'];

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = SLOW_FIRST.findIndex((slow) => file.moduleId.endsWith(slow));
      return index === -1 ? SLOW_FIRST.length : index;
    };
    return sorted
      .map((file, order) => ({ file, order }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order)
      .map(({ file }) => file);
  }
}
