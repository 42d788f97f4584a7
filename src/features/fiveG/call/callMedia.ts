import { conferenceLine } from '../../../realtime/callLine';
import { createRtcClient } from '../../../realtime/rtc/createRtcClient';
import type { RtcClient } from '../../../realtime/rtc/RtcClient';
import { ConferenceClient } from './ConferenceClient';

export interface CallMedia {
  rtc: RtcClient;
  conference: ConferenceClient;
  /** Logs in to the call's conference with its room token, then sends camera and microphone. */
  enter(roomToken: string): Promise<MediaStream>;
  close(): void;
}

/**
 * The audio and video of one 5G call: the call service's conference (login with the token of
 * /mcu/rooms/token, relogin after a lost connection) and the RtcClient's p2p engine over its socket.
 */
export function callMedia(serviceId: string, onRemote: (stream: MediaStream | null) => void): CallMedia {
  const line = conferenceLine(serviceId);
  const conference = new ConferenceClient(line.socket);
  const rtc = createRtcClient({ engine: 'p2p', iceServers: [] }, { role: 'agent', signals: line });
  rtc.onRemoteStream(onRemote);
  return {
    rtc,
    conference,
    async enter(roomToken) {
      await conference.join(roomToken);
      await rtc.join(serviceId);
      return rtc.publish();
    },
    close() {
      rtc.leave();
      void conference.leave().finally(() => line.close());
    },
  };
}
