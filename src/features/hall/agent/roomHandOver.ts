import { request } from '../../../dataProvider/httpClient';
import type { StartedRoom } from '../../../schemas/call';
import { rtcConfigPaths, type RtcConfig } from '../../../schemas/rtcConfig';

/** A room the call box has just opened, with its engine config already asked for. */
export interface HandedRoom {
  room: StartedRoom;
  rtcConfig: Promise<RtcConfig>;
}

let handed: HandedRoom | null = null;

/**
 * The room the call box has just opened, handed to the hall's entry so that it need not look it up again;
 * the room's engine config is asked for at once, while the page navigates to the hall.
 */
export function handRoomOver(room: StartedRoom): void {
  const rtcConfig = request<RtcConfig>('GET', rtcConfigPaths.agent, {
    query: { serviceId: room.serviceId },
    quiet: true,
  });
  // The hall asks again if this failed, and reports it then.
  rtcConfig.catch(() => undefined);
  handed = { room, rtcConfig };
}

/**
 * The room handed over for this serviceId, once. Kept in memory only: a reload, or an entry to another
 * room, finds nothing here and looks the room up.
 */
export function takeHandedRoom(serviceId: string | undefined): HandedRoom | null {
  const taken = handed;
  handed = null;
  return taken && taken.room.serviceId === serviceId ? taken : null;
}
