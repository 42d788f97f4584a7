import { sql, type SelectQueryBuilder } from 'kysely';

interface PageRequest {
  pageIndex: number;
  pageSize: number;
}

/**
 * One page of a list and the count of the whole list, read side by side from the same filtered query:
 * `ordered` gives the page its order (ending on a unique column, so pages never overlap).
 */
export async function readPage<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  ordered: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, O>,
  page: PageRequest,
): Promise<{ rows: O[]; count: number }> {
  const [rows, total] = await Promise.all([
    ordered(base)
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize)
      .execute(),
    base
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: (total as { count: number }).count };
}
