import type { StartedRoom } from '../../../schemas/call';
import type { AnsweredRoom, RtcConfig } from '../../../schemas/rtcConfig';

/** A room the call box has just opened, with its engine config as the answer gave it. */
export interface HandedRoom {
  room: StartedRoom;
  rtc: RtcConfig;
}

let handed: HandedRoom | null = null;

/**
 * The room the call box has just opened, handed to the hall's entry so that it need not look it up again, nor
 * ask for the engine config its answer carried.
 */
export function handRoomOver({ rtc, ...room }: AnsweredRoom): void {
  handed = { room, rtc };
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
