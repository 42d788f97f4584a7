import { request } from '../../dataProvider/httpClient';
import type { StartedRoom } from '../../schemas/call';
import { workSlotPaths } from '../../schemas/workSlot';

/** Starts the session of a booking of the agent's own slot (spec 3 §7 startStream): the room to enter. */
export const startBookedSession = (bookingId: string) =>
  request<StartedRoom>('POST', workSlotPaths.startStream, { body: { requestId: bookingId } });
