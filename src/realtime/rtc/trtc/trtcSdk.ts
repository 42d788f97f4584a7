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
>;

export interface TrtcSdk extends Pick<typeof TRTC, 'EVENT' | 'TYPE'> {
  create(): TrtcInstance;
}

export type LoadTrtcSdk = () => Promise<TrtcSdk>;

export const loadTrtcSdk: LoadTrtcSdk = async () => (await import('trtc-sdk-v5')).default;
