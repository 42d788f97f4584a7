import type { FiveGRoomCall } from './FiveGRoom';
import type { RoomInfo } from './roomApi';

/** The room's call panel and its state (spec 2 §2.4, §4.3). */
export function useRoomCall(info: RoomInfo): FiveGRoomCall {
  return {
    state: { status: 0, video: true, changing: false },
    connectedAt: info.connectedAt,
    panel: null,
    push: async () => undefined,
    hangUp: async () => undefined,
  };
}
