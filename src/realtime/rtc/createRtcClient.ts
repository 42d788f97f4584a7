import { P2pRtcClient } from './p2p/P2pRtcClient';
import type { RtcClient, RtcClientOptions, RtcEngineName } from './RtcClient';

/**
 * ICE servers of the p2p engine from VITE_RTC_ICE_SERVERS (a JSON array of RTCIceServer, for TURN across
 * networks); none by default, which is enough on one machine or a LAN.
 */
export function iceServersFrom(raw: string | undefined): RTCIceServer[] {
  if (!raw) return [];
  const parsed: unknown = JSON.parse(raw);
  if (!Array.isArray(parsed)) throw new Error('VITE_RTC_ICE_SERVERS must be a JSON array of ICE servers');
  return parsed as RTCIceServer[];
}

const configuredIceServers = iceServersFrom(import.meta.env.VITE_RTC_ICE_SERVERS as string | undefined);

/** The engine the pages use until room info names one (the trtc step). */
export const DEFAULT_RTC_ENGINE: RtcEngineName = 'p2p';

export function createRtcClient(engine: RtcEngineName, options: RtcClientOptions): RtcClient {
  if (engine === 'trtc') throw new Error('RTC engine trtc is not configured');
  return new P2pRtcClient({ ...options, iceServers: options.iceServers ?? configuredIceServers });
}
