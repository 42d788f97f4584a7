import { TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The pager under a table of fixed-size pages: '第 1-10 条，共 25 条', or '共 0 条' when there is none. */
export function RowsPagination({
  count,
  page,
  pageSize,
  onPage,
}: {
  count: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[pageSize]}
      onPageChange={(_, next) => onPage(next)}
      labelDisplayedRows={({ from, to, count: total }) =>
        total > 0
          ? `${translate('app.list.range', { from, to })}，${translate('app.list.total', { total })}`
          : translate('app.list.total', { total: 0 })
      }
    />
  );
}
