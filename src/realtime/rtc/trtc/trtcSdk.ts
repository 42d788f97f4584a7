/**
 * The part of trtc-sdk-v5 the engine uses, so a test can stand in for it. The SDK itself (about 1 MB of
 * script, 275 KB gzipped) is fetched only when a page enters a TRTC room, never with the main bundles.
 */
import type TRTC from 'trtc-sdk-v5';

export type TrtcInstance = Pick<
  TRTC,
  | 'on'
  | 'off'
  | 'enterRoom'
  | 'exitRoom'
  | 'destroy'
  | 'startLocalVideo'
  | 'startLocalAudio'
  | 'stopLocalVideo'
  | 'stopLocalAudio'
  | 'updateLocalVideo'
  | 'updateLocalAudio'
  | 'startRemoteVideo'
  | 'setRemoteAudioVolume'
  | 'getVideoTrack'
  | 'getAudioTrack'
  | 'startPlugin'
  | 'updatePlugin'
  | 'stopPlugin'
>;

export interface TrtcSdk extends Pick<typeof TRTC, 'EVENT' | 'TYPE'> {
  create(): TrtcInstance;
}

export type LoadTrtcSdk = () => Promise<TrtcSdk>;

/** The SDK with its basic beauty plugin (about 90 KB more), registered on every instance it makes. */
export const loadTrtcSdk: LoadTrtcSdk = async () => {
  const [{ default: TRTC }, { default: BasicBeauty }] = await Promise.all([
    import('trtc-sdk-v5'),
    import('trtc-sdk-v5/plugins/video-effect/basic-beauty'),
  ]);
  return { EVENT: TRTC.EVENT, TYPE: TRTC.TYPE, create: () => TRTC.create({ plugins: [BasicBeauty] }) };
};
