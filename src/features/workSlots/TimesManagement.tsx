import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import CloseIcon from '@mui/icons-material/Close';
import { request } from '../../dataProvider/httpClient';
import { DAY_SLOTS, dayLabel, slotHasBegun, weekFrom } from '../../domain/workSlots';
import { onAgentSocketEvent } from '../../realtime/agentSocket';
import { storedAgent } from '../../session/session';
import {
  bookingPagePath,
  workSlotPaths,
  type SlotAgent,
  type SlotBooking,
  type WorkDayRecord,
  type WorkSlotRecord,
} from '../../schemas/workSlot';
import { meetingHallPath, startBookedSession } from './workSlotsApi';

const TEXTS = {
  title: '时段管理',
  agent: '坐席',
  hint: '点击时段开启或关闭预约；已预约的时段不能关闭。',
  open: '可预约',
  closed: '未开放',
  past: '已过',
  link: '预约链接',
  copy: '复制链接',
  copied: '已复制',
  bookings: '预约',
  cancelBooking: '取消预约',
  cancelConfirm: (b: SlotBooking) => `确定取消${b.userName}（${b.userPhone}）的预约吗？该时段将重新开放预约。`,
  cancelled: '预约已取消',
  start: '开始',
} as const;

function SlotCell({
  slot,
  past,
  over,
  onToggle,
  onCancel,
  onStart,
}: {
  slot: WorkSlotRecord;
  past: boolean;
  /** The slot has ended: its booking can no longer be started. */
  over: boolean;
  onToggle: () => void;
  onCancel: (booking: SlotBooking) => void;
  /** Starts the booking's session; absent on another agent's grid (only the booked agent starts it). */
  onStart?: (booking: SlotBooking) => void;
}) {
  const booking = slot.booking;
  if (booking) {
    return (
      <Box
        sx={{ bgcolor: 'warning.light', borderRadius: 1, px: 1, py: 0.5, position: 'relative' }}
        data-testid="slot-booking"
      >
        {!past && (
          <IconButton
            size="small"
            aria-label={TEXTS.cancelBooking}
            onClick={() => onCancel(booking)}
            sx={{ position: 'absolute', top: 0, right: 0 }}
          >
            <CloseIcon fontSize="inherit" />
          </IconButton>
        )}
        <Typography variant="body2">{booking.userName}</Typography>
        <Typography variant="caption">{booking.userPhone}</Typography>
        {onStart && !over && (
          <Button
            size="small"
            variant="contained"
            fullWidth
            sx={{ mt: 0.5 }}
            aria-label={`${TEXTS.start} ${booking.userName}`}
            onClick={() => onStart(booking)}
          >
            {TEXTS.start}
          </Button>
        )}
      </Box>
    );
  }
  return (
    <Button
      size="small"
      fullWidth
      disabled={past}
      variant={slot.enabled ? 'contained' : 'outlined'}
      color={slot.enabled ? 'success' : 'inherit'}
      onClick={onToggle}
    >
      {past ? TEXTS.past : slot.enabled ? TEXTS.open : TEXTS.closed}
    </Button>
  );
}

/**
 * /timesManagement: the week's grid of half-hour slots (spec 3 §2, §9) of the agent, or of an agent of the
 * admin's scope; a click opens or closes a slot, bookings show in their slot as they come.
 */
export function TimesManagement() {
  const notify = useNotify();
  const navigate = useNavigate();
  const me = storedAgent();
  // Null until the agents of the scope are read: no grid is asked for before it is known whose it may be.
  const [agents, setAgents] = useState<SlotAgent[] | null>(null);
  // The signed-in user's own grid, unless the agents of the scope leave it out (the platform admin has no grid
  // of its own): then the first of them.
  const [agentId, setAgentId] = useState(me?._id ?? '');
  const [days, setDays] = useState<WorkDayRecord[]>([]);
  const [cancelling, setCancelling] = useState<SlotBooking | null>(null);
  const week = weekFrom(new Date());

  const load = useCallback(async () => {
    if (!agents?.some((agent) => agent._id === agentId)) return;
    const answer = await request<{ list: WorkDayRecord[] }>('GET', workSlotPaths.days, {
      query: { agentId, startTime: week[0], endTime: week[week.length - 1] },
    });
    setDays(answer.list);
    // week is recomputed each render; the day it names changes only at midnight.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [agentId, agents]);

  useEffect(() => {
    void request<{ list: SlotAgent[] }>('GET', workSlotPaths.agents).then((answer) => {
      setAgents(answer.list);
      setAgentId((current) =>
        answer.list.length === 0 || answer.list.some((agent) => agent._id === current) ? current : answer.list[0]!._id,
      );
    });
  }, []);
  useEffect(() => {
    void load().catch(() => undefined);
  }, [load]);
  useEffect(() => onAgentSocketEvent('booking.created', () => void load().catch(() => undefined)), [load]);
  useEffect(() => onAgentSocketEvent('booking.cancelled', () => void load().catch(() => undefined)), [load]);

  const cancel = async (booking: SlotBooking) => {
    setCancelling(null);
    try {
      await request('POST', workSlotPaths.cancel, { body: { bookingId: booking._id } });
      notify(TEXTS.cancelled, { type: 'success' });
    } catch {
      // The client showed the server's reason.
    }
    await load().catch(() => undefined);
  };

  const start = async (booking: SlotBooking) => {
    try {
      const room = await startBookedSession(booking._id);
      navigate(meetingHallPath(room.serviceId));
    } catch {
      // The client showed the server's reason.
    }
  };

  const toggle = async (workDate: string, slot: WorkSlotRecord) => {
    try {
      await request('POST', slot.enabled ? workSlotPaths.disable : workSlotPaths.enable, {
        body: { agentId, workDate, workStartTime: slot.workStartTime, workEndTime: slot.workEndTime },
      });
      await load();
    } catch {
      // The client showed the server's reason.
    }
  };

  const link = `${window.location.origin}${bookingPagePath(agentId)}`;
  const now = new Date();
  return (
    <Card sx={{ m: 2 }}>
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }} alignItems={{ md: 'center' }}>
          {agents && agents.length > 1 && (
            <TextField
              select
              size="small"
              label={TEXTS.agent}
              value={agentId}
              onChange={(e) => setAgentId(e.target.value)}
              sx={{ minWidth: 200 }}
            >
              {agents.map((a) => (
                <MenuItem key={a._id} value={a._id}>
                  {a.fullName}（{a.loginName}）
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            size="small"
            label={TEXTS.link}
            value={link}
            slotProps={{ input: { readOnly: true } }}
            sx={{ flex: 1 }}
          />
          <Button
            variant="outlined"
            onClick={() => {
              void navigator.clipboard?.writeText(link).then(() => notify(TEXTS.copied, { type: 'success' }));
            }}
          >
            {TEXTS.copy}
          </Button>
        </Stack>
        <Alert severity="info" sx={{ mb: 2 }}>
          {TEXTS.hint}
        </Alert>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={TEXTS.title}>
            <TableHead>
              <TableRow>
                <TableCell />
                {days.map((day) => (
                  <TableCell key={day.workDate} align="center">
                    {dayLabel(day.workDate)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {DAY_SLOTS.map((grid, row) => (
                <TableRow key={grid.workStartTime}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {grid.workStartTime}-{grid.workEndTime}
                  </TableCell>
                  {days.map((day) => {
                    const slot = day.slots[row]!;
                    return (
                      <TableCell
                        key={day.workDate}
                        data-slot={`${day.workDate} ${slot.workStartTime}`}
                        sx={{ minWidth: 96 }}
                      >
                        <SlotCell
                          slot={slot}
                          past={slotHasBegun(day.workDate, slot.workStartTime, now)}
                          onToggle={() => void toggle(day.workDate, slot)}
                          onCancel={setCancelling}
                          over={slotHasBegun(day.workDate, slot.workEndTime, now)}
                          {...(agentId === me?._id ? { onStart: (b: SlotBooking) => void start(b) } : {})}
                        />
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </CardContent>
      <Confirm
        isOpen={cancelling !== null}
        title={TEXTS.cancelBooking}
        content={cancelling ? TEXTS.cancelConfirm(cancelling) : ''}
        onConfirm={() => cancelling && void cancel(cancelling)}
        onClose={() => setCancelling(null)}
      />
    </Card>
  );
}

/** In the workbench: a customer's booking of the agent's slot is told at once. */
export function BookingNotice() {
  const notify = useNotify();
  useEffect(
    () =>
      onAgentSocketEvent('booking.created', (booking) =>
        notify(
          `新预约：${booking.userName} ${dayLabel(booking.workDate)} ${booking.workStartTime}-${booking.workEndTime}`,
          { type: 'info', autoHideDuration: 10000 },
        ),
      ),
    [notify],
  );
  useEffect(
    () =>
      onAgentSocketEvent('booking.cancelled', ({ booking, by }) =>
        notify(
          `${by === 'customer' ? '客户' : ''}已取消预约：${booking.userName} ${dayLabel(booking.workDate)} ${booking.workStartTime}-${booking.workEndTime}`,
          {
            type: 'warning',
            autoHideDuration: 10000,
          },
        ),
      ),
    [notify],
  );
  return null;
}
