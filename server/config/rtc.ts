import type { IceServer, RtcEngineName } from '../../src/schemas/rtcConfig';
import type { EnvReader } from './envReader';

export interface RtcConfig {
  rtc: RtcEngineName;
  trtc: { sdkAppId: number; secretKey: string } | undefined;
  /** STUN/TURN servers handed to the pages (ICE_SERVERS, a JSON array); none on one machine or a LAN. */
  iceServers: IceServer[];
}

export const readRtc = (read: EnvReader): RtcConfig => ({
  ...readEngine(read),
  iceServers: readIceServers(read, 'ICE_SERVERS'),
});

function readEngine(read: EnvReader): Pick<RtcConfig, 'rtc' | 'trtc'> {
  const rtc = read.oneOf('RTC', ['p2p', 'trtc'] as const, 'p2p');
  if (rtc !== 'trtc') return { rtc, trtc: undefined };
  const sdkAppId = read.integer('TRTC_SDK_APP_ID', 0, 1, 4294967295);
  const v = read.required(['TRTC_SDK_APP_ID', 'TRTC_SECRET_KEY'], 'when RTC=trtc');
  return { rtc, trtc: { sdkAppId, secretKey: v.TRTC_SECRET_KEY ?? '' } };
}

/** A JSON array of RTCIceServer-like objects, each with urls (a string or strings) and optional credentials. */
function readIceServers(read: EnvReader, name: string): IceServer[] {
  const raw = read.optional(name);
  if (raw === undefined) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed) || !parsed.every(isIceServer)) {
    read.problems.push(`${name}: expected a JSON array of {urls, username?, credential?}`);
    return [];
  }
  return parsed.map(({ urls, username, credential }) => ({
    urls,
    ...(username === undefined ? {} : { username }),
    ...(credential === undefined ? {} : { credential }),
  }));
}

const isUrls = (urls: unknown) =>
  typeof urls === 'string' || (Array.isArray(urls) && urls.length > 0 && urls.every((u) => typeof u === 'string'));

function isIceServer(server: unknown): server is IceServer {
  if (typeof server !== 'object' || server === null) return false;
  const { urls, username, credential } = server as Record<string, unknown>;
  return (
    isUrls(urls) &&
    ['undefined', 'string'].includes(typeof username) &&
    ['undefined', 'string'].includes(typeof credential)
  );
}
