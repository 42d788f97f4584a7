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
import { DAY_SLOTS, dayLabel, slotHasBegun, weekFrom } from '../../domain/workSlots';
import { onAgentSocketEvent } from '../../realtime/agentSocket';
import { storedAgent } from '../../session/session';
import {
  bookingPagePath,
  type SlotAgent,
  type SlotBooking,
  type WorkDayRecord,
  type WorkSlotRecord,
} from '../../schemas/workSlot';
import { TIMES_MANAGEMENT_TEXTS } from './texts';
import { startBookedSession, workSlotsApi } from './workSlotsApi';
import { pageLink } from '../../domain/pages';

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
            aria-label={TIMES_MANAGEMENT_TEXTS.cancelBooking}
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
            aria-label={`${TIMES_MANAGEMENT_TEXTS.start} ${booking.userName}`}
            onClick={() => onStart(booking)}
          >
            {TIMES_MANAGEMENT_TEXTS.start}
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
      {past ? TIMES_MANAGEMENT_TEXTS.past : slot.enabled ? TIMES_MANAGEMENT_TEXTS.open : TIMES_MANAGEMENT_TEXTS.closed}
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
    setDays(await workSlotsApi.days(agentId, week[0] ?? '', week[week.length - 1] ?? ''));
    // week is recomputed each render; the day it names changes only at midnight.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [agentId, agents]);

  useEffect(() => {
    void workSlotsApi.agents().then((list) => {
      setAgents(list);
      setAgentId((current) =>
        list.length === 0 || list.some((agent) => agent._id === current) ? current : list[0]!._id,
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
      await workSlotsApi.cancelBooking(booking._id);
      notify(TIMES_MANAGEMENT_TEXTS.cancelled, { type: 'success' });
    } catch {
      // The client showed the server's reason.
    }
    await load().catch(() => undefined);
  };

  const start = async (booking: SlotBooking) => {
    try {
      const room = await startBookedSession(booking._id);
      navigate(pageLink('meetingHall', { serviceId: room.serviceId }));
    } catch {
      // The client showed the server's reason.
    }
  };

  const toggle = async (workDate: string, slot: WorkSlotRecord) => {
    try {
      await workSlotsApi.setSlot(!slot.enabled, {
        agentId,
        workDate,
        workStartTime: slot.workStartTime,
        workEndTime: slot.workEndTime,
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
              label={TIMES_MANAGEMENT_TEXTS.agent}
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
            label={TIMES_MANAGEMENT_TEXTS.link}
            value={link}
            slotProps={{ input: { readOnly: true } }}
            sx={{ flex: 1 }}
          />
          <Button
            variant="outlined"
            onClick={() => {
              void navigator.clipboard
                ?.writeText(link)
                .then(() => notify(TIMES_MANAGEMENT_TEXTS.copied, { type: 'success' }));
            }}
          >
            {TIMES_MANAGEMENT_TEXTS.copy}
          </Button>
        </Stack>
        <Alert severity="info" sx={{ mb: 2 }}>
          {TIMES_MANAGEMENT_TEXTS.hint}
        </Alert>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={TIMES_MANAGEMENT_TEXTS.title}>
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
        title={TIMES_MANAGEMENT_TEXTS.cancelBooking}
        content={cancelling ? TIMES_MANAGEMENT_TEXTS.cancelConfirm(cancelling) : ''}
        onConfirm={() => cancelling && void cancel(cancelling)}
        onClose={() => setCancelling(null)}
      />
    </Card>
  );
}
