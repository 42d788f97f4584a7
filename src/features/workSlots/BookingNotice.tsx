import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { dayLabel } from '../../domain/workSlots';
import { onAgentSocketEvent } from '../../realtime/agentSocket';
import { TIMES_MANAGEMENT_TEXTS } from './texts';

/** In the workbench: a customer's booking of the agent's slot is told at once. */
export function BookingNotice() {
  const notify = useNotify();
  useEffect(
    () =>
      onAgentSocketEvent('booking.created', (booking) =>
        notify(
          `${TIMES_MANAGEMENT_TEXTS.newBooking}${booking.userName} ${dayLabel(booking.workDate)} ${booking.workStartTime}-${booking.workEndTime}`,
          { type: 'info', autoHideDuration: 10000 },
        ),
      ),
    [notify],
  );
  useEffect(
    () =>
      onAgentSocketEvent('booking.cancelled', ({ booking, by }) =>
        notify(
          `${by === 'customer' ? TIMES_MANAGEMENT_TEXTS.byCustomer : ''}${TIMES_MANAGEMENT_TEXTS.bookingCancelled}${booking.userName} ${dayLabel(booking.workDate)} ${booking.workStartTime}-${booking.workEndTime}`,
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
