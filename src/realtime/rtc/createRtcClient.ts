import type { RtcConfig } from '../../schemas/rtcConfig';
import { P2pRtcClient } from './p2p/P2pRtcClient';
import type { RtcClient, RtcRole, SignalChannel } from './RtcClient';
import { TrtcRtcClient } from './trtc/TrtcRtcClient';

/**
 * The engine the server answered for this page (GET /api/rtc/config, POST /api/customer/rtc/config):
 * p2p with its ICE servers over the room's signal channel, or TRTC with the signed user.
 */
export function createRtcClient(
  config: RtcConfig,
  { role, signals }: { role: RtcRole; signals: SignalChannel | null },
): RtcClient {
  if (config.engine === 'trtc') return new TrtcRtcClient(config);
  if (!signals) throw new Error('the p2p engine needs the room’s signal channel');
  return new P2pRtcClient({ role, signals, iceServers: config.iceServers });
}
