import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { chinaDateTime } from '../../domain/chinaTime';
import { dayBoundary } from '../../domain/timeWindows';
import {
  ACCESS_ACTION_NAMES,
  ACCESS_ACTIONS,
  personalDataTexts as T,
  type AccessAction,
  type AccessLogEntry,
} from '../../schemas/personalData';
import { PAGE_SIZE, PagedTable, type Column } from '../../schema-ui/PagedTable';
import { privacyApi } from './privacyApi';
import { DayField } from '../../schema-ui/DayField';

interface Filters {
  phone: string;
  loginName: string;
  action: AccessAction | '';
  beginDay: string;
  endDay: string;
}

const columns: Column<AccessLogEntry>[] = [
  { title: T.time, cell: (e) => chinaDateTime(e.createdAt) },
  { title: T.account, cell: (e) => e.loginName },
  { title: T.role, cell: (e) => e.roleName },
  { title: T.action, cell: (e) => ACCESS_ACTION_NAMES[e.action] },
  { title: T.target, cell: (e) => e.target },
  { title: T.phone, cell: (e) => e.customerPhone ?? '-' },
  { title: T.address, cell: (e) => e.address },
];

const empty: Filters = { phone: '', loginName: '', action: '', beginDay: '', endDay: '' };

/** /accessLog (访问日志): who looked at customers' full data, exported it or played a recording; the tenant admin's. */
export function AccessLogPage() {
  const [draft, setDraft] = useState<Filters>(empty);
  const [filters, setFilters] = useState<Filters>(empty);
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<AccessLogEntry[]>([]);
  const [count, setCount] = useState(0);

  const load = useCallback(async () => {
    const found = await privacyApi.accessLog({
      pageIndex: page,
      pageSize: PAGE_SIZE,
      ...(filters.phone.trim() ? { phone: filters.phone.trim() } : {}),
      ...(filters.loginName.trim() ? { loginName: filters.loginName.trim() } : {}),
      ...(filters.action ? { action: filters.action } : {}),
      ...(filters.beginDay ? { beginTime: dayBoundary(filters.beginDay, 'start') } : {}),
      ...(filters.endDay ? { endTime: dayBoundary(filters.endDay, 'end') } : {}),
    });
    setRows(found.list);
    setCount(found.count);
  }, [filters, page]);
  useEffect(() => {
    void load().catch(() => undefined);
  }, [load]);

  const set = (key: keyof Filters) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h6" sx={{ mb: 2 }}>
        {T.accessLog}
      </Typography>
      <Stack
        component="form"
        aria-label={T.accessLog}
        direction="row"
        spacing={2}
        sx={{ mb: 2, flexWrap: 'wrap', rowGap: 2 }}
        onSubmit={(event) => {
          event.preventDefault();
          setPage(1);
          setFilters(draft);
        }}
      >
        <TextField size="small" label={T.phone} value={draft.phone} onChange={set('phone')} />
        <TextField size="small" label={T.account} value={draft.loginName} onChange={set('loginName')} />
        <TextField
          size="small"
          select
          label={T.action}
          value={draft.action}
          onChange={set('action')}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">{T.all}</MenuItem>
          {ACCESS_ACTIONS.map((action) => (
            <MenuItem key={action} value={action}>
              {ACCESS_ACTION_NAMES[action]}
            </MenuItem>
          ))}
        </TextField>
        <DayField
          label={T.beginTime}
          value={draft.beginDay}
          onChange={(day) => setDraft((d) => ({ ...d, beginDay: day }))}
        />
        <DayField label={T.endTime} value={draft.endDay} onChange={(day) => setDraft((d) => ({ ...d, endDay: day }))} />
        <Button type="submit" variant="contained">
          {T.search}
        </Button>
      </Stack>
      <PagedTable
        columns={columns}
        rows={rows}
        count={count}
        page={page}
        onPage={setPage}
        empty={T.logEmpty}
        testId="access-log-row"
      />
    </Box>
  );
}
