import { request } from '../../dataProvider/httpClient';
import type { StartedRoom } from '../../schemas/call';
import { workSlotPaths, type SlotAgent, type WorkDayRecord, type WorkSlotChange } from '../../schemas/workSlot';

/** Starts the session of a booking of the agent's own slot (spec 3 §7 startStream): the room to enter. */
export const startBookedSession = (bookingId: string) =>
  request<StartedRoom>('POST', workSlotPaths.startStream, { body: { requestId: bookingId } });

/** The working-time grid's calls; a refusal shows the server's reason. */
export const workSlotsApi = {
  async agents(): Promise<SlotAgent[]> {
    return (await request<{ list: SlotAgent[] }>('GET', workSlotPaths.agents)).list;
  },
  async days(agentId: string, startTime: string, endTime: string): Promise<WorkDayRecord[]> {
    const found = await request<{ list: WorkDayRecord[] }>('GET', workSlotPaths.days, {
      query: { agentId, startTime, endTime },
    });
    return found.list;
  },
  cancelBooking: (bookingId: string) => request('POST', workSlotPaths.cancel, { body: { bookingId } }),
  /** Opens a slot to booking, or closes it. */
  setSlot: (enabled: boolean, slot: WorkSlotChange) =>
    request('POST', enabled ? workSlotPaths.enable : workSlotPaths.disable, { body: slot }),
};
