import {
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { DayField } from '../../schema-ui/DayField';
import { statisticsApi } from './statisticsApi';
import { addDays } from '../../domain/workSlots';
import { registerStatsColumns, registerStatsTexts, type RegisterStatsRow } from '../../schemas/registerStats';
import { chinaDay } from '../../domain/chinaTime';
import { REGISTER_STATS_TEXTS } from './texts';

/** /StatisticsRegister: accounts created per day and organisation over a period (the last 7 days by default), with export. */
export function RegisterStats() {
  const today = chinaDay(new Date());
  const [range, setRange] = useState({ startTime: addDays(today, -6), endTime: today });
  const [rows, setRows] = useState<RegisterStatsRow[]>([]);
  const [total, setTotal] = useState(0);
  const search = useCallback(async () => {
    const answer = await statisticsApi.registrations(range);
    setRows(answer.list);
    setTotal(answer.total);
  }, [range]);
  useEffect(() => {
    void search().catch(() => undefined);
    // Searches on opening; later searches wait for the button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Card sx={{ m: 2 }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ mb: 2 }} alignItems="center">
          {(['startTime', 'endTime'] as const).map((key) => (
            <DayField
              key={key}
              label={key === 'startTime' ? REGISTER_STATS_TEXTS.from : REGISTER_STATS_TEXTS.to}
              value={range[key]}
              onChange={(day) => setRange({ ...range, [key]: day })}
            />
          ))}
          <Button variant="contained" onClick={() => void search().catch(() => undefined)}>
            {REGISTER_STATS_TEXTS.search}
          </Button>
          <Button onClick={() => void statisticsApi.exportRegistrations(range, `${registerStatsTexts.fileName}.xlsx`)}>
            {REGISTER_STATS_TEXTS.export}
          </Button>
          <Typography>
            {REGISTER_STATS_TEXTS.total}：{total}
          </Typography>
        </Stack>
        <Table size="small">
          <TableHead>
            <TableRow>
              {registerStatsColumns.map((c) => (
                <TableCell key={c.key}>{c.title}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>{REGISTER_STATS_TEXTS.empty}</TableCell>
              </TableRow>
            )}
            {rows.map((row) => (
              <TableRow key={`${row.day}${row.tenantName}${row.orgName}`}>
                <TableCell>{row.day}</TableCell>
                <TableCell>{row.tenantName}</TableCell>
                <TableCell>{row.orgName}</TableCell>
                <TableCell>{row.count}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
