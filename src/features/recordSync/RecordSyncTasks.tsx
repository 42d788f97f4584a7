import { Button, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { recordSyncApi } from './recordSyncApi';
import { dayBoundary } from '../../domain/timeWindows';
import type { ListResult } from '../../schemas/api';
import { recordSyncTexts as R, type SyncTask } from '../../schemas/recordSync';
import { PAGE_SIZE, PagedTable, type Column } from '../../schema-ui/PagedTable';
import { DayField } from '../../schema-ui/DayField';
import { daysAgo, type SyncScope } from './syncFilters';
import { SYNC_TEXTS as T } from './texts';

/** Spec 3 §9: the tasks of the last 7 days, today included. */
const TASK_DAYS = 7;
export const timeText = (at: string | null) => (at ? new Date(at).toLocaleString('zh-CN') : '-');

/** The sync tasks: one per tenant and day, with how many of its recordings are in each state. */
export function RecordSyncTasks({
  scope,
  onOpen,
}: {
  scope: SyncScope;
  onOpen: (day: string, tenant: string) => void;
}) {
  const [begin, setBegin] = useState(() => daysAgo(TASK_DAYS - 1));
  const [end, setEnd] = useState(() => daysAgo(0));
  const [page, setPage] = useState(0);
  const [rows, setRows] = useState<ListResult<SyncTask>>({ list: [], count: 0 });
  useEffect(() => {
    const query = {
      ...scope,
      taskStartTime: dayBoundary(begin, 'start'),
      taskEndTime: dayBoundary(end, 'end'),
      pageIndex: page + 1,
      pageSize: PAGE_SIZE,
    };
    void recordSyncApi
      .tasks(query)
      .then(setRows)
      .catch(() => undefined);
  }, [scope, begin, end, page]);
  const columns: Column<SyncTask>[] = [
    { title: T.taskDay, cell: (r) => r.taskDay },
    { title: T.tenant, cell: (r) => r.tenantName },
    { title: T.total, cell: (r) => r.total },
    ...(['waiting', 'syncing', 'synced', 'failed'] as const).map((status) => ({
      title: R.statuses[status],
      cell: (r: SyncTask) => r[status],
    })),
    { title: T.syncStart, cell: (r) => timeText(r.syncStartTime) },
    { title: T.syncDone, cell: (r) => timeText(r.syncEndTime) },
    {
      title: T.detail,
      cell: (r) => (
        <Button size="small" onClick={() => onOpen(r.taskDay, r.tenantId)}>
          {T.detail}
        </Button>
      ),
    },
  ];
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <DayField label={T.taskBegin} value={begin} onChange={(day) => (setPage(0), setBegin(day))} />
        <DayField label={T.taskEnd} value={end} onChange={(day) => (setPage(0), setEnd(day))} />
      </Stack>
      <PagedTable
        columns={columns}
        rows={rows.list}
        count={rows.count}
        page={page}
        onPage={setPage}
        empty={T.empty}
        testId="sync-task"
      />
    </>
  );
}
