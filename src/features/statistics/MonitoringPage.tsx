import {
  Box,
  Button,
  Card,
  CardContent,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { LineChart } from '@mui/x-charts/LineChart';
import { useCallback, useEffect, useState } from 'react';
import { DayField } from '../../schema-ui/DayField';
import { RowsPagination } from '../../schema-ui/RowsPagination';
import { statisticsApi } from './statisticsApi';
import { dayBoundary } from '../../domain/timeWindows';
import type { ListResult } from '../../schemas/api';
import {
  monitoringTexts as M,
  type MonitoringFigures,
  type MonitoringRow,
  type MonitoringStatistics,
} from '../../schemas/monitoring';
import { MONITOR_TEXTS as T } from './texts';
import { chinaDay } from '../../domain/chinaTime';

const PAGE_SIZE = 10;
/** Spec 3 §9: the last 7 days, today included. */
const DEFAULT_DAYS = 7;

const GROUPS = [
  ['rs1', ['serviceRoomTotal', 'errorRoomTotal', 'errPercent']],
  ['rs2', ['netError', 'sdkError', 'serviceError', 'total']],
  ['rs3', ['linkError', 'linkErrorPercent', 'shareTotal']],
  ['rs4', ['screenLoginError', 'screenBreakError', 'total']],
] as const;

const figure = (figures: MonitoringFigures, group: (typeof GROUPS)[number][0], key: string) =>
  (figures[group] as Record<string, number>)[key] ?? 0;

function StatGroups({ figures }: { figures: MonitoringFigures }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' }, gap: 2, mb: 2 }}>
      {GROUPS.map(([group, keys]) => (
        <Card key={group} data-testid={`stat-${group}`}>
          <CardContent>
            <Typography variant="subtitle2" color="text.secondary" gutterBottom>
              {M[group]}
            </Typography>
            <Stack direction="row" spacing={2}>
              {keys.map((key) => (
                <Box key={key} data-testid={`stat-${group}-${key}`}>
                  <Typography variant="h6">{figure(figures, group, key)}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {M[key]}
                  </Typography>
                </Box>
              ))}
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/** /monitoringData (监控统计): the four stat groups of the window, their daily trend, the list by day and organisation, and export. */
export function MonitoringPage() {
  const today = chinaDay(new Date());
  const [begin, setBegin] = useState(() => chinaDay(new Date(Date.now() - (DEFAULT_DAYS - 1) * 86_400_000)));
  const [end, setEnd] = useState(today);
  const [stats, setStats] = useState<MonitoringStatistics | null>(null);
  const [rows, setRows] = useState<ListResult<MonitoringRow>>({ list: [], count: 0 });
  const [page, setPage] = useState(0);
  const window = useCallback(
    () => ({ beginTime: dayBoundary(begin, 'start'), endTime: dayBoundary(end, 'end') }),
    [begin, end],
  );

  const load = useCallback(async () => {
    const [figures, list] = await Promise.all([
      statisticsApi.monitoring(window()),
      statisticsApi.monitoringRows(window(), page + 1, PAGE_SIZE),
    ]);
    setStats(figures);
    setRows(list);
  }, [window, page]);

  useEffect(() => {
    void load().catch(() => undefined);
  }, [load]);

  const exportRows = () => void statisticsApi.exportMonitoring(window(), `${M.fileName}.xlsx`);
  const days = stats?.days ?? [];

  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
        <Typography variant="h6" sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
          {T.title}
        </Typography>
        <DayField label={T.begin} value={begin} onChange={(day) => (setPage(0), setBegin(day))} />
        <DayField label={T.end} value={end} onChange={(day) => (setPage(0), setEnd(day))} />
        <Button variant="outlined" onClick={exportRows}>
          {T.export}
        </Button>
      </Stack>
      {stats && <StatGroups figures={stats} />}
      <Paper sx={{ p: 2, mb: 2 }}>
        <Typography variant="subtitle2">{T.chart}</Typography>
        {/* The chart library's own words (no data, loading) in Chinese, like the page. */}
        <ChartsLocalizationProvider localeText={{ noData: M.chartNoData, loading: M.chartLoading }}>
          <LineChart
            height={260}
            loading={!stats}
            xAxis={[{ scaleType: 'point', data: days.map((d) => d.day.slice(5)) }]}
            series={[
              { label: M.serviceRoomTotal, data: days.map((d) => d.rs1.serviceRoomTotal) },
              { label: M.errorRoomTotal, data: days.map((d) => d.rs1.errorRoomTotal) },
              { label: `${M.rs2}${M.total}`, data: days.map((d) => d.rs2.total) },
              { label: M.linkError, data: days.map((d) => d.rs3.linkError) },
              { label: `${M.rs4}${M.total}`, data: days.map((d) => d.rs4.total) },
            ]}
          />
        </ChartsLocalizationProvider>
      </Paper>
      <TableContainer component={Paper}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{M.day}</TableCell>
              <TableCell>{M.orgName}</TableCell>
              {GROUPS.flatMap(([group, keys]) =>
                keys.map((key) => (
                  <TableCell key={`${group}.${key}`}>{key === 'total' ? `${M[group]}${M.total}` : M[key]}</TableCell>
                )),
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.list.map((row) => (
              <TableRow key={row._id} data-testid="monitor-row">
                <TableCell>{row.day}</TableCell>
                <TableCell>{row.orgName || row.tenantName}</TableCell>
                {GROUPS.flatMap(([group, keys]) =>
                  keys.map((key) => <TableCell key={`${group}.${key}`}>{figure(row, group, key)}</TableCell>),
                )}
              </TableRow>
            ))}
            {rows.list.length === 0 && (
              <TableRow>
                <TableCell colSpan={16} align="center">
                  {T.empty}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        <RowsPagination count={rows.count} page={page} pageSize={PAGE_SIZE} onPage={setPage} />
      </TableContainer>
    </Box>
  );
}
