/**
 * The one way pages reach audio and video (ARCHITECTURE "Video, messaging and other external services"):
 * an engine behind this interface, browser WebRTC (p2p) or TRTC, never imported by a component.
 */
import type { NetworkLevel } from '../../domain/networkQuality';
import type { BeautySettings } from '../../domain/beauty';
import type { RtcSignalData } from '../../schemas/events';
import type { IceServer, RtcTrtcConfig } from '../../schemas/rtcConfig';

/** The agent hosts the room; the customer is the other participant (and the polite peer of p2p). */
export type RtcRole = 'agent' | 'customer';

/** What the engine received so far, and the video's current bandwidth in KB/s (spec 2 §4.2). */
export interface RtcStats {
  framesDecoded: number;
  bytesReceived: number;
  audioBytesReceived: number;
  bandwidth: number;
  audioBandwidth: number;
  /** The engine's own reading of this page's network, when it gives one (TRTC), as spec 2 §4.2's levels. */
  network?: { uplink: NetworkLevel; downlink: NetworkLevel };
}

export const NO_RTC_STATS: RtcStats = {
  framesDecoded: 0,
  bytesReceived: 0,
  audioBytesReceived: 0,
  bandwidth: 0,
  audioBandwidth: 0,
};

/** Why the camera and microphone could not be opened: refused, absent or unsupported, or failing. */
export type RtcMediaProblem = 'denied' | 'unsupported' | 'failed';

export class RtcMediaError extends Error {
  constructor(readonly problem: RtcMediaProblem) {
    super(`camera and microphone: ${problem}`);
  }
}

/** How an engine's peers reach each other; the engine does not know which socket carries it. */
export interface SignalChannel {
  send(data: RtcSignalData): void;
  /** Answers the function that stops listening. */
  onSignal(listener: (data: RtcSignalData) => void): () => void;
}

export interface RtcClient {
  join(serviceId: string): Promise<void>;
  /** Opens the camera and microphone and sends them; rejects with RtcMediaError. */
  publish(): Promise<MediaStream>;
  muteAudio(muted: boolean): void;
  muteVideo(muted: boolean): void;
  /** Applies the beauty filter to the sent video (spec 2 §2.2); engines without one ignore it. */
  setBeauty?(settings: BeautySettings): void;
  /** The other participant's stream, or null while there is none; answers the function that stops listening. */
  onRemoteStream(listener: (stream: MediaStream | null) => void): () => void;
  /**
   * The engine's server put this page out of the room (the same user entered from another page, or the
   * room was dissolved); the client has left by then. The p2p engine has no such server and never calls it.
   */
  onKickedOut(listener: () => void): () => void;
  stats(): Promise<RtcStats>;
  /** Stops sending, closes the connection and releases the camera and microphone. */
  leave(): void;
}

export interface RtcClientOptions {
  role: RtcRole;
  signals: SignalChannel;
  /** STUN/TURN servers; none works on one machine or a LAN. */
  iceServers?: IceServer[];
}

/** What the TRTC engine enters the room with: the server's answer for this page. */
export type TrtcClientOptions = Pick<RtcTrtcConfig, 'sdkAppId' | 'userId' | 'userSig' | 'roomId'>;
