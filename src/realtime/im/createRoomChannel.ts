import type { RtcConfig } from '../../schemas/rtcConfig';
import type { RoomChannel } from './RoomChannel';
import { timRoomChannel } from './tim/TimRoomChannel';

/**
 * The room's message channel for the engine the server answered (GET /api/rtc/config, POST
 * /api/customer/rtc/config). On p2p, the page's own socket.io channel (agentRoomChannel or
 * customerRoomChannel). With TRTC, the pages speak to each other over Tencent IM as the same signed user,
 * in the group named by the room, while the server's own messages (share changes, room events, end
 * notices) still arrive on the socket: the channel listens to both and sends on IM.
 */
export function createRoomChannel(
  config: RtcConfig,
  socketChannel: () => RoomChannel,
  load?: Parameters<typeof timRoomChannel>[0]['load'],
): RoomChannel {
  const socket = socketChannel();
  if (config.engine !== 'trtc') return socket;
  const { roomId: serviceId, sdkAppId, userId, userSig } = config;
  const im = timRoomChannel({ serviceId, sdkAppId, userId, userSig, ...(load ? { load } : {}) });
  return {
    async join() {
      await Promise.all([socket.join(), im.join()]);
    },
    send(type, payload) {
      im.send(type, payload);
    },
    on(type, listener) {
      const stops = [socket.on(type, listener), im.on(type, listener)];
      return () => stops.forEach((stop) => stop());
    },
    onRejoin(listener) {
      const stops = [socket.onRejoin(listener), im.onRejoin(listener)];
      return () => stops.forEach((stop) => stop());
    },
    onError(listener) {
      const stops = [socket.onError(listener), im.onError(listener)];
      return () => stops.forEach((stop) => stop());
    },
    leave() {
      im.leave();
      socket.leave();
    },
  };
}
