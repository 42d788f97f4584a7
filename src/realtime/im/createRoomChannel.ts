import type { RtcConfig } from '../../schemas/rtcConfig';
import type { RoomChannel } from './RoomChannel';
import { timRoomChannel } from './tim/TimRoomChannel';

/**
 * The room's message channel for the engine the server answered (GET /api/rtc/config, POST
 * /api/customer/rtc/config): with TRTC, Tencent IM as the same signed user, in the group named by the
 * room; otherwise the page's own socket.io channel (agentRoomChannel or customerRoomChannel).
 */
export function createRoomChannel(config: RtcConfig, socketChannel: () => RoomChannel, load?: Parameters<typeof timRoomChannel>[0]['load']): RoomChannel {
  if (config.engine !== 'trtc') return socketChannel();
  const { roomId: serviceId, sdkAppId, userId, userSig } = config;
  return timRoomChannel({ serviceId, sdkAppId, userId, userSig, ...(load ? { load } : {}) });
}
