import { request } from '../../dataProvider/httpClient';
import type { StartedRoom } from '../../schemas/call';
import { workSlotPaths } from '../../schemas/workSlot';

/** The agent's hall of a room. */
export const meetingHallPath = (serviceId: string) => `/exhibitionHall/meetingList/${encodeURIComponent(serviceId)}`;

/** Starts the session of a booking of the agent's own slot (spec 3 §7 startStream): the room to enter. */
export const startBookedSession = (bookingId: string) =>
  request<StartedRoom>('POST', workSlotPaths.startStream, { body: { requestId: bookingId } });
