/**
 * What every part of the meeting hall reads (spec 2 §2.2): the room, who this page is, the variant of the
 * tenant, the room's message channel and call, the open side-panel key and the whiteboard flag. The
 * agent's and the customer's pages each provide one.
 */
import { createContext, useContext } from 'react';
import type { FaceCheckPhase } from '../../domain/faceCheck';
import type { RoomChannel } from '../../realtime/im/RoomChannel';
import type { RtcRole } from '../../realtime/rtc/RtcClient';
import type { RoomEventKind } from '../../schemas/roomEvent';
import { isVideoSellsTenant } from '../../domain/tenants';
import type { RoomShare } from '../../schemas/roomShare';
import type { BotTranscript } from '../../schemas/bot';
import type { AgentHallApi, HallApi } from './hallApi';
import type { RoomMedia } from './useRoomMedia';

/**
 * Side-panel keys (spec 2 §2.2): 1 share, 2 documents, 3 videos / script library, 4 measurement / assistant, 5
 * digital man, zgye files, yxzx marketing; bot: what a bot and the customer said before the bot handed over.
 */
export type PanelKey = '1' | '2' | '3' | '4' | '5' | 'zgye' | 'yxzx' | 'bot';

/** The standard tenant speaks of a session; the video-sales tenant (cmb_videoSells) of same screen. */
export type HallVariant = 'standard' | 'videoSells';
export const hallVariantOf = (tenantCode: string | null | undefined): HallVariant =>
  isVideoSellsTenant(tenantCode) ? 'videoSells' : 'standard';

export interface HallRoom {
  serviceId: string;
  inviteNumber: string;
  /** The customer's page: the key of the room it holds (src/schemas/customerKey.ts). */
  key?: string;
  startedAt?: string;
  userName: string;
  userPhone: string;
  agentName?: string;
}

export interface Hall {
  role: RtcRole;
  room: HallRoom;
  variant: HallVariant;
  /** The tenant turned on the script library and the real-time assistant. */
  useSop: boolean;
  channel: RoomChannel;
  media: RoomMedia;
  /** What the room shares now, as the server last said. */
  share: RoomShare | null;
  /** The open side-panel key, or null while it is closed. */
  panel: PanelKey | null;
  openPanel(key: PanelKey | null): void;
  /** The whiteboard is shown (and the footer's toggle checked). */
  whiteboard: boolean;
  setWhiteboard(on: boolean): void;
  /** Stores an event of this page's side in the room's log. */
  logEvent(event: RoomEventKind): void;
  /** The server calls of this page's side. */
  api: HallApi;
  /** The agent's page: what a bot and the customer said, when a bot handed the customer over to this room. */
  botTranscript?: BotTranscript | null;
  /** The agent's page with useSop: the 双录 face check on the customer's video. */
  faceCheck?: FaceCheckPhase;
}

export const HallContext = createContext<Hall | null>(null);

export function useHall(): Hall {
  const hall = useContext(HallContext);
  if (!hall) throw new Error('useHall outside a meeting hall');
  return hall;
}

/** The agent's server calls, for the parts of the hall only the agent's page shows. */
export function useAgentHallApi(): AgentHallApi {
  const { api } = useHall();
  if (api.role !== 'agent') throw new Error('an agent-only part in the customer hall');
  return api;
}
