import { Alert, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DAY_SLOTS, dayLabel } from '../../domain/workSlots';
import { customerRequest, CustomerApiError } from '../customerApi';
import { CustomerFrame } from '../CustomerFrame';
import {
  bookingLinkPath,
  workSlotPaths,
  type BookingPage as BookingPageData,
  type MadeBooking,
} from '../../schemas/workSlot';
import { BOOKING_PAGE_TEXTS } from './texts';

const endOf = (start: string) => DAY_SLOTS.find((slot) => slot.workStartTime === start)?.workEndTime ?? '';

/** /customer/booking?agent=: the customer picks a free slot of the agent's week and books it with name and phone. */
export function BookingPage() {
  const [params] = useSearchParams();
  const agentId = params.get('agent') ?? '';
  const [page, setPage] = useState<BookingPageData | null>(null);
  const [chosen, setChosen] = useState<{ workDate: string; workStartTime: string } | null>(null);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [booked, setBooked] = useState<MadeBooking | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const linked =
    params.get('booking') && params.get('key')
      ? { bookingId: params.get('booking') ?? '', key: params.get('key') ?? '' }
      : null;
  const held = booked ? { bookingId: booked._id, key: booked.cancelKey } : linked;

  const cancel = async () => {
    if (!held) return;
    setError('');
    try {
      await customerRequest('POST', workSlotPaths.customerCancel, held);
      setCancelled(true);
      setBooked(null);
    } catch (err) {
      setError(err instanceof Error ? err.message : '');
    }
  };

  const load = () =>
    customerRequest<BookingPageData>('GET', `${workSlotPaths.bookingPage}?agentId=${encodeURIComponent(agentId)}`)
      .then(setPage)
      .catch((err: unknown) => setError(err instanceof Error ? err.message : ''));
  useEffect(() => {
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [agentId]);

  const submit = async () => {
    if (!chosen) return setError(BOOKING_PAGE_TEXTS.chooseSlot);
    setError('');
    setFields({});
    try {
      setBooked(
        await customerRequest<MadeBooking>('POST', workSlotPaths.book, {
          agentId,
          ...chosen,
          userName: name,
          userPhone: phone,
        }),
      );
    } catch (err) {
      if (err instanceof CustomerApiError) {
        setFields(err.fields);
        if (Object.keys(err.fields).every((key) => key !== 'userName' && key !== 'userPhone')) setError(err.message);
      }
      setChosen(null);
      void load();
    }
  };

  return (
    <CustomerFrame title={BOOKING_PAGE_TEXTS.title}>
      <Stack spacing={2} sx={{ p: 2 }}>
        {page && (
          <Typography variant="h6">
            {page.agent.fullName} · {page.agent.tenantName}
          </Typography>
        )}
        {cancelled ? (
          <Alert severity="info">{BOOKING_PAGE_TEXTS.cancelled}</Alert>
        ) : held ? (
          <>
            {booked ? (
              <Alert severity="success">{BOOKING_PAGE_TEXTS.done(booked)}</Alert>
            ) : (
              <Typography variant="subtitle1">{BOOKING_PAGE_TEXTS.yourBooking}</Typography>
            )}
            {booked && (
              <Typography variant="body2" sx={{ wordBreak: 'break-all' }} data-testid="booking-link">
                {BOOKING_PAGE_TEXTS.keepLink}
                {`${window.location.origin}${bookingLinkPath(agentId, booked._id, booked.cancelKey)}`}
              </Typography>
            )}
            {error && <Alert severity="error">{error}</Alert>}
            <Button variant="outlined" color="error" onClick={() => void cancel()}>
              {BOOKING_PAGE_TEXTS.cancel}
            </Button>
          </>
        ) : (
          <>
            {page?.days.every((day) => day.free.length === 0) && (
              <Alert severity="info">{BOOKING_PAGE_TEXTS.none}</Alert>
            )}
            {page?.days
              .filter((day) => day.free.length > 0)
              .map((day) => (
                <Stack key={day.workDate} spacing={1}>
                  <Typography variant="subtitle2">{dayLabel(day.workDate)}</Typography>
                  <Stack direction="row" flexWrap="wrap" gap={1}>
                    {day.free.map((start) => (
                      <Chip
                        key={start}
                        label={`${start}-${endOf(start)}`}
                        color={
                          chosen?.workDate === day.workDate && chosen.workStartTime === start ? 'primary' : 'default'
                        }
                        onClick={() => setChosen({ workDate: day.workDate, workStartTime: start })}
                      />
                    ))}
                  </Stack>
                </Stack>
              ))}
            <TextField
              label={BOOKING_PAGE_TEXTS.name}
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={Boolean(fields.userName)}
              helperText={fields.userName}
            />
            <TextField
              label={BOOKING_PAGE_TEXTS.phone}
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              error={Boolean(fields.userPhone)}
              helperText={fields.userPhone}
              inputMode="tel"
            />
            {error && <Alert severity="error">{error}</Alert>}
            <Button variant="contained" size="large" onClick={() => void submit()} disabled={!page}>
              {BOOKING_PAGE_TEXTS.submit}
            </Button>
          </>
        )}
      </Stack>
    </CustomerFrame>
  );
}
