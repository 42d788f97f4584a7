import {
  Box,
  Button,
  Chip,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { memo, useCallback, useEffect, useState } from 'react';
import { seatMonitorApi } from './seatMonitorApi';
import { RowsPagination } from '../../schema-ui/RowsPagination';
import { clockText, secondsInStatusToday, secondsToday } from '../../domain/seatTime';
import { STATUS_BUCKETS } from '../../domain/statusTime';
import { onAgentSocketEvent } from '../../realtime/agentSocket';
import { SEAT_FILTERS, seatBucket, type SeatRow } from '../../schemas/seatMonitor';
import { CallTestDialog } from './CallTestDialog';
import { SEAT_TEXTS as T } from './texts';

const PAGE_SIZE = 10;
const chipColor = {
  idle: 'success',
  busy: 'error',
  afterCall: 'warning',
  away: 'default',
  offline: 'default',
} as const;

function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * One seat's row. A seat's change draws its own row again, not the page's others nor its filters and pager: the
 * rows, the filters and the pager are each drawn again only when what they show changes (and the rows every second).
 */
const SeatLine = memo(function SeatLine({
  seat,
  now,
  onTest,
}: {
  seat: SeatRow;
  now: Date;
  onTest: (seat: SeatRow) => void;
}) {
  const bucket = seatBucket(seat);
  const times = { today: seat.today, bucket, since: seat.statusSince };
  const totals = secondsToday(times, now);
  const call = seat.call;
  return (
    <TableRow data-testid={`seat-${seat.loginName}`}>
      <TableCell>{seat.fullName}</TableCell>
      <TableCell>{seat.loginName}</TableCell>
      <TableCell>{seat.orgName || '-'}</TableCell>
      <TableCell>
        <Chip size="small" color={chipColor[bucket]} label={T.statuses[bucket]} data-testid="seat-status" />
      </TableCell>
      <TableCell>{clockText(secondsInStatusToday(times, now))}</TableCell>
      <TableCell>
        <Tooltip title={STATUS_BUCKETS.map((b) => `${T.statuses[b]} ${clockText(totals[b])}`).join('，')}>
          <span>
            {STATUS_BUCKETS.filter((b) => totals[b] > 0)
              .map((b) => `${T.statuses[b]} ${clockText(totals[b])}`)
              .join(' / ') || '-'}
          </span>
        </Tooltip>
      </TableCell>
      <TableCell data-testid="seat-call">
        {call
          ? `${call.kind === 'ringing' ? `${T.ringing} ` : ''}${call.userName} ${call.userPhone}${call.since ? ` · ${clockText((now.getTime() - Date.parse(call.since)) / 1000)}` : ''}`
          : T.noCall}
      </TableCell>
      <TableCell>
        <Button size="small" onClick={() => onTest(seat)}>
          {T.callTest}
        </Button>
      </TableCell>
    </TableRow>
  );
});

const SeatFilters = memo(function SeatFilters({
  name,
  status,
  onName,
  onStatus,
}: {
  name: string;
  status: string;
  onName: (name: string) => void;
  onStatus: (status: string) => void;
}) {
  return (
    <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
      <Typography variant="h6">{T.title}</Typography>
      <TextField size="small" label={T.search} value={name} onChange={(e) => onName(e.target.value)} />
      <TextField
        select
        size="small"
        label={T.status}
        value={status}
        onChange={(e) => onStatus(e.target.value)}
        sx={{ minWidth: 140 }}
      >
        <MenuItem value="">{T.all}</MenuItem>
        {SEAT_FILTERS.map((value) => (
          <MenuItem key={value} value={value}>
            {T.statuses[value]}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
});

const SeatsPagination = memo(RowsPagination);

/**
 * /SitDownStatusManagement (坐席状态): the seats of the viewer's scope, their status, time in it today and
 * current call, changed in place as the server tells of each change (seat.status), with the call test.
 */
export function SeatStatusPage() {
  const [rows, setRows] = useState<SeatRow[]>([]);
  const [count, setCount] = useState(0);
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState('');
  const [name, setName] = useState('');
  const [testing, setTesting] = useState<SeatRow | null>(null);
  const now = useNow(1000);
  const filterByName = useCallback((next: string) => (setPage(0), setName(next)), []);
  const filterByStatus = useCallback((next: string) => (setPage(0), setStatus(next)), []);

  const load = useCallback(async () => {
    const found = await seatMonitorApi.seats({
      pageIndex: page + 1,
      pageSize: PAGE_SIZE,
      ...(status ? { status } : {}),
      ...(name.trim() ? { name: name.trim() } : {}),
    });
    setRows(found.list);
    setCount(found.count);
  }, [page, status, name]);

  useEffect(() => {
    void load().catch(() => undefined);
  }, [load]);

  useEffect(
    () =>
      onAgentSocketEvent('seat.status', (seat) => {
        // A change of a seat on another page leaves this one as it is, with no render.
        setRows((current) =>
          current.some((row) => row._id === seat._id)
            ? current.map((row) => (row._id === seat._id ? seat : row))
            : current,
        );
      }),
    [],
  );

  return (
    <Box sx={{ p: 2 }}>
      <SeatFilters name={name} status={status} onName={filterByName} onStatus={filterByStatus} />
      <TableContainer component={Paper}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {[T.name, T.loginName, T.org, T.status, T.inStatus, T.today, T.call, ''].map((title, i) => (
                <TableCell key={i}>{title}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((seat) => (
              <SeatLine key={seat._id} seat={seat} now={now} onTest={setTesting} />
            ))}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={8} align="center">
                  {T.empty}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        <SeatsPagination count={count} page={page} pageSize={PAGE_SIZE} onPage={setPage} />
      </TableContainer>
      {testing && <CallTestDialog seat={testing} onClose={() => setTesting(null)} />}
    </Box>
  );
}
