import { Button, Chip, MenuItem, Stack, TextField } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { recordSyncApi } from './recordSyncApi';
import { clockText } from '../../domain/seatTime';
import { dayBoundary } from '../../domain/timeWindows';
import type { ListResult } from '../../schemas/api';
import {
  RECORD_SYNC_STATUSES,
  recordSyncTexts as R,
  type RecordSyncState,
  type SyncRecord,
} from '../../schemas/recordSync';
import { PAGE_SIZE, PagedTable, type Column } from '../../schema-ui/PagedTable';
import { DayField } from '../../schema-ui/DayField';
import { daysAgo, type SyncScope } from './syncFilters';
import { timeText } from './RecordSyncTasks';
import { SYNC_TEXTS as T } from './texts';

/** Spec 3 §9: the details of the last 2 days, today included. */
const DETAIL_DAYS = 2;
const chipColor = { waiting: 'default', syncing: 'info', synced: 'success', failed: 'error' } as const;
const sizeText = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** Each recording's sync: when it was made, its state, tries and reason; a tenant admin retries a failed one. */
export function RecordSyncRecords({
  scope,
  taskDay,
  canRetry,
}: {
  scope: SyncScope;
  taskDay: string | undefined;
  canRetry: boolean;
}) {
  const notify = useNotify();
  const [begin, setBegin] = useState(() => (taskDay ? '' : daysAgo(DETAIL_DAYS - 1)));
  const [end, setEnd] = useState(() => (taskDay ? '' : daysAgo(0)));
  const [syncBegin, setSyncBegin] = useState('');
  const [syncEnd, setSyncEnd] = useState('');
  const [status, setStatus] = useState<RecordSyncState | ''>('');
  const [page, setPage] = useState(0);
  const [rows, setRows] = useState<ListResult<SyncRecord>>({ list: [], count: 0 });
  const load = useCallback(async () => {
    const query = {
      ...scope,
      ...(taskDay ? { taskDay } : {}),
      ...(status ? { status } : {}),
      startTime: dayBoundary(begin, 'start'),
      endTime: dayBoundary(end, 'end'),
      syncStartTime: dayBoundary(syncBegin, 'start'),
      syncEndTime: dayBoundary(syncEnd, 'end'),
      pageIndex: page + 1,
      pageSize: PAGE_SIZE,
    };
    setRows(await recordSyncApi.records(query));
  }, [scope, taskDay, status, begin, end, syncBegin, syncEnd, page]);
  useEffect(() => {
    void load().catch(() => undefined);
  }, [load]);
  const retry = async (row: SyncRecord) => {
    try {
      await recordSyncApi.retry(row._id);
      notify(R.retried, { type: 'success' });
      await load();
    } catch (err) {
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
    }
  };
  const columns: Column<SyncRecord>[] = [
    { title: T.startTime, cell: (r) => timeText(r.startTime) },
    { title: T.tenant, cell: (r) => r.tenantName },
    { title: T.org, cell: (r) => r.orgName || '-' },
    { title: T.agent, cell: (r) => r.agentName },
    { title: T.duration, cell: (r) => (r.durationMs === null ? '-' : clockText(r.durationMs / 1000)) },
    { title: T.size, cell: (r) => sizeText(r.size) },
    {
      title: T.status,
      cell: (r) => (
        <Chip size="small" color={chipColor[r.status]} label={R.statuses[r.status]} data-testid="sync-status" />
      ),
    },
    { title: T.attempts, cell: (r) => r.attempts },
    { title: T.reason, cell: (r) => r.error ?? '-' },
    { title: T.syncedAt, cell: (r) => timeText(r.syncEndTime) },
    { title: T.target, cell: (r) => r.target ?? '-' },
    {
      title: T.retry,
      cell: (r) =>
        canRetry && r.status === 'failed' ? (
          <Button size="small" onClick={() => void retry(r)}>
            {T.retry}
          </Button>
        ) : (
          '-'
        ),
    },
  ];
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap>
        <DayField label={T.recordBegin} value={begin} onChange={(day) => (setPage(0), setBegin(day))} />
        <DayField label={T.recordEnd} value={end} onChange={(day) => (setPage(0), setEnd(day))} />
        <DayField label={T.syncBegin} value={syncBegin} onChange={(day) => (setPage(0), setSyncBegin(day))} />
        <DayField label={T.syncEnd} value={syncEnd} onChange={(day) => (setPage(0), setSyncEnd(day))} />
        <TextField
          select
          size="small"
          label={T.status}
          value={status}
          onChange={(e) => (setPage(0), setStatus(e.target.value as RecordSyncState | ''))}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">{T.all}</MenuItem>
          {RECORD_SYNC_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {R.statuses[s]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <PagedTable
        columns={columns}
        rows={rows.list}
        count={rows.count}
        page={page}
        onPage={setPage}
        empty={T.empty}
        testId="sync-record"
      />
    </>
  );
}
