import { sql, type SelectQueryBuilder } from 'kysely';

interface PageRequest {
  pageIndex: number;
  pageSize: number;
}

/**
 * One page of a list and the count of the whole list, read side by side from the same filtered query:
 * `ordered` gives the page its order (ending on a unique column, so pages never overlap). `counted`, when
 * given, reads the same total from somewhere cheaper than counting the rows (a count kept by the database).
 */
export async function readPage<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  ordered: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, O>,
  page: PageRequest,
  counted?: () => Promise<number>,
): Promise<{ rows: O[]; count: number }> {
  const [rows, total] = await Promise.all([
    ordered(base)
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize)
      .execute(),
    counted?.() ??
      base
        .clearSelect()
        .select(sql<number>`count(*)::int`.as('count'))
        .executeTakeFirstOrThrow()
        .then((row) => (row as { count: number }).count),
  ]);
  return { rows, count: total };
}
