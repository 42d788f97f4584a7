import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { RowsPagination } from './RowsPagination';

export interface Column<R> {
  title: string;
  cell: (row: R) => ReactNode;
}

export const PAGE_SIZE = 10;

/** A list page of rows (10 a page, spec 3 §9) under its column titles, with a line saying when there is none. */
export function PagedTable<R extends { _id: string }>(props: {
  columns: Column<R>[];
  rows: R[];
  count: number;
  page: number;
  onPage: (page: number) => void;
  empty: string;
  testId: string;
}) {
  const { columns, rows, count, page, onPage, empty, testId } = props;
  return (
    <TableContainer component={Paper}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.title}>{column.title}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row._id} data-testid={testId}>
              {columns.map((column) => (
                <TableCell key={column.title}>{column.cell(row)}</TableCell>
              ))}
            </TableRow>
          ))}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length} align="center">
                {empty}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <RowsPagination count={count} page={page} pageSize={PAGE_SIZE} onPage={onPage} />
    </TableContainer>
  );
}
