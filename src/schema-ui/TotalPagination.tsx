import { Stack, Typography } from '@mui/material';
import { Pagination, useListContext, useTranslate } from 'react-admin';

const PAGE_SIZES = [10, 20, 50, 100];

/** react-admin's pagination with the total the spec shows ('共 N 条'); a list's own page size is offered first. */
export function TotalPagination({ perPage = 10 }: { perPage?: number }) {
  const { total } = useListContext();
  const translate = useTranslate();
  // No total until a page has come: a list is not empty while it loads.
  return (
    <Stack direction="row" alignItems="center" justifyContent="flex-end">
      {total !== undefined && (
        <Typography variant="body2" data-testid="list-total" sx={{ mr: 1 }}>
          {translate('app.list.total', { total })}
        </Typography>
      )}
      <Pagination rowsPerPageOptions={PAGE_SIZES.includes(perPage) ? PAGE_SIZES : [perPage, ...PAGE_SIZES]} />
    </Stack>
  );
}
