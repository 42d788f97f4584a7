import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { Loading, Title, useGetOne, type RaRecord } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { listColumns, valueAt, type ListColumn } from '../../schemas/annotations';
import { serviceWebListView } from '../../schemas/serviceWeb';
import { RowActions } from '../../schema-ui/RowActions';
import { InviteActions } from './InviteActions';
import { endAction } from './recordActions';
import { SAME_SCREEN_RESOURCE, SAME_SCREEN_TEXTS } from './texts';
import { pageLink } from '../../domain/pages';

/** A value as the lists show it: enum names, times in the viewer's time, '-' when empty. */
function shown(column: ListColumn, record: RaRecord): string {
  const value = valueAt(record, column.source);
  if (value === null || value === undefined || value === '') return '-';
  const names = column.hints['x-enumNames'];
  const index = column.hints.enum?.indexOf(value) ?? -1;
  if (names && index >= 0) return names[index] ?? String(value);
  if (column.hints.format === 'date-time') return new Date(String(value)).toLocaleString('zh-CN', { hour12: false });
  return String(value);
}

const columns = listColumns(serviceWebListView);

/** One same-screen record (/sameScreenDetails/:serviceId/:from): its fields, its invitation while in progress, and the way back. */
export function SameScreenDetail() {
  const { serviceId = '', from } = useParams();
  const navigate = useNavigate();
  const { data: record, isPending, error } = useGetOne(SAME_SCREEN_RESOURCE, { id: serviceId });
  const back = pageLink(from === 'recordSameScreen' ? 'sameScreenRecords' : 'sameScreen');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={SAME_SCREEN_TEXTS.detailTitle} />
      <CardContent>
        {isPending && <Loading />}
        {error && <Typography color="error">{error instanceof Error ? error.message : String(error)}</Typography>}
        {record && (
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1.5, m: 0 }}
          >
            {columns.map((column) => (
              <Box key={column.field} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {column.title}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }} data-field={column.field}>
                  {shown(column, record)}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
      <CardActions>
        <Stack direction="row" spacing={0.5}>
          <Button variant="outlined" size="small" onClick={() => navigate(back)}>
            {SAME_SCREEN_TEXTS.back}
          </Button>
          {record?.callStatus === 'inProgress' && (
            <>
              <InviteActions serviceId={String(record.id)} />
              <RowActions actions={endAction(record, 'sameScreenDetails')} />
            </>
          )}
        </Stack>
      </CardActions>
    </Card>
  );
}
