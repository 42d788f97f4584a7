import { conferenceLine } from '../../../realtime/callLine';
import { createRtcClient } from '../../../realtime/rtc/createRtcClient';
import { cameraAheadNow, letCameraGo } from '../../../realtime/rtc/p2p/cameraAhead';
import type { RtcClient } from '../../../realtime/rtc/RtcClient';
import { ConferenceClient } from './ConferenceClient';

export interface CallMedia {
  rtc: RtcClient;
  conference: ConferenceClient;
  /**
   * Logs in to the call's conference with its room token and connects with the handset's side; the camera and
   * microphone are sent at once when `sending`, else opened only for the agent's own picture until send().
   */
  enter(roomToken: string, sending: boolean): Promise<MediaStream>;
  /** The handset answered: camera and microphone go out on the connection made while it rang. */
  send(): Promise<MediaStream>;
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
    async enter(roomToken, sending) {
      await conference.join(roomToken);
      await rtc.join(serviceId);
      return sending ? rtc.publish() : cameraAheadNow();
    },
    send: () => rtc.publish(),
    close() {
      rtc.leave();
      // Devices opened for a call that never connected are not kept.
      letCameraGo();
      void conference.leave().finally(() => line.close());
    },
  };
}
