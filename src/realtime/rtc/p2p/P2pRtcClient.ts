/**
 * The p2p engine: one RTCPeerConnection to the other participant, negotiated perfectly, signalled
 * through the injected SignalChannel. A new peer (a reload, a transfer) gets a new connection.
 *
 * The connection carries one audio and one video transceiver, both ways, from its first negotiation: the agent's
 * side makes them with the connection and offers them, the customer's side sends on those of the offer. The media
 * starting (publish) and the beauty filter are then a track put on a sender, never a negotiation. So a connection
 * can be made ready before there is anything to send (while a call rings, src/realtime/rtc/p2p/warmCall.ts) and the
 * first frames go as soon as the call is answered.
 */
import type { RtcCandidate, RtcDescription, RtcSignalData } from '../../../schemas/events';
import type { IceServer } from '../../../schemas/rtcConfig';
import { NO_RTC_STATS, type RtcClient, type RtcClientOptions, type RtcStats, type SignalChannel } from '../RtcClient';
import { beautyFilter, type BeautySettings } from '../../../domain/beauty';
import { BeautyPipeline } from './beautyPipeline';
import { readInboundStats, type InboundSample } from './inboundStats';
import { takeCameraAndMicrophone } from './cameraAhead';
import { admitSignal, startPeerSessions, type PeerSessions } from './peerSessions';
import { PerfectNegotiation } from './perfectNegotiation';

type Outgoing =
  | { kind: 'hello' }
  | { kind: 'bye' }
  | { kind: 'description'; description: RtcDescription; answering: string | null }
  | { kind: 'candidate'; candidate: RtcCandidate };

/** A peer id from getRandomValues, which (unlike randomUUID) pages on plain http have too. */
const newPeerId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');

interface Connection {
  pc: RTCPeerConnection;
  negotiation: PerfectNegotiation;
  /** The senders, once the connection has its transceivers (the customer's side: once the agent's offer came). */
  senders: Partial<Record<'audio' | 'video', RTCRtpSender>>;
}

export class P2pRtcClient implements RtcClient {
  private signals: SignalChannel;
  private readonly polite: boolean;
  private configuration: RTCConfiguration;
  private sessions: PeerSessions = startPeerSessions(newPeerId());
  private connection: Connection | null = null;
  /** Names the sent tracks as one stream, so that the other side plays the audio and the video in sync. */
  private outgoing: MediaStream | null = null;
  private local: MediaStream | null = null;
  private publishing: Promise<MediaStream> | null = null;
  private remote: MediaStream | null = null;
  private readonly remoteListeners = new Set<(stream: MediaStream | null) => void>();
  private inbox: Promise<void> = Promise.resolve();
  private stopListening: (() => void) | null = null;
  private left = false;
  private sample: InboundSample | null = null;
  private beauty: BeautyPipeline | null = null;
  private beautySettings: BeautySettings | null = null;

  constructor(options: RtcClientOptions) {
    this.signals = options.signals;
    this.polite = options.role === 'customer';
    this.configuration = { iceServers: options.iceServers ?? [] };
  }

  /** The signal channel is already bound to the room, so the service id is not needed here. */
  async join(): Promise<void> {
    if (this.left || this.stopListening) return;
    this.stopListening = this.signals.onSignal((data) => this.receive(data));
    this.connect();
    this.send({ kind: 'hello' });
  }

  /**
   * Goes on over another channel (from the call's to the room's): the connection and the peers stay, and the
   * other side hears hello, so that an offer or an answer lost between the two channels is sent again.
   */
  moveTo(signals: SignalChannel): void {
    if (this.left) return;
    this.stopListening?.();
    this.signals = signals;
    this.stopListening = signals.onSignal((data) => this.receive(data));
    this.send({ kind: 'hello' });
  }

  /** The room's ICE servers replace those the connection was made with; a connection not yet up gathers again with them. */
  useIceServers(iceServers: IceServer[]): void {
    if (this.left || JSON.stringify(iceServers) === JSON.stringify(this.configuration.iceServers ?? [])) return;
    this.configuration = { ...this.configuration, iceServers };
    const pc = this.connection?.pc;
    pc?.setConfiguration(this.configuration);
    if (pc && pc.connectionState !== 'connected') pc.restartIce();
  }

  /** Asked twice (on the answer, then by the room that takes the connection), the devices open once. */
  publish(): Promise<MediaStream> {
    this.publishing ??= this.openLocal().catch((err: unknown) => {
      this.publishing = null;
      throw err;
    });
    return this.publishing;
  }

  private async openLocal(): Promise<MediaStream> {
    const stream = await takeCameraAndMicrophone();
    if (this.left) {
      stopTracks(stream);
      return stream;
    }
    this.local = stream;
    if (this.beautySettings) this.setBeauty(this.beautySettings);
    if (this.connection) this.sendLocalTracks(this.connection);
    return stream;
  }

  muteAudio(muted: boolean): void {
    for (const track of this.local?.getAudioTracks() ?? []) track.enabled = !muted;
  }

  muteVideo(muted: boolean): void {
    for (const track of this.local?.getVideoTracks() ?? []) track.enabled = !muted;
    if (this.beauty) this.beauty.track.enabled = !muted;
  }

  /** The camera goes out through a canvas filter, or untouched at the defaults; the local preview stays as the camera sees. */
  setBeauty(settings: BeautySettings): void {
    this.beautySettings = settings;
    const camera = this.local?.getVideoTracks()[0];
    if (!camera || this.left) return;
    const filter = beautyFilter(settings);
    if (filter === null) {
      if (!this.beauty) return;
      this.beauty.stop();
      this.beauty = null;
    } else if (this.beauty) {
      this.beauty.filter = filter;
      return;
    } else {
      this.beauty = new BeautyPipeline(camera);
      this.beauty.filter = filter;
    }
    void this.connection?.senders.video?.replaceTrack(this.beauty?.track ?? camera).catch(() => undefined);
  }

  onRemoteStream(listener: (stream: MediaStream | null) => void): () => void {
    this.remoteListeners.add(listener);
    if (this.remote) listener(this.remote);
    return () => this.remoteListeners.delete(listener);
  }

  /** Peers connect directly: no server can put this page out of the room. */
  onKickedOut(): () => void {
    return () => undefined;
  }

  async stats(): Promise<RtcStats> {
    const pc = this.connection?.pc;
    if (!pc) return NO_RTC_STATS;
    // A connection closed meanwhile (a new peer, leaving) has nothing more to tell.
    const report = await pc.getStats().catch(() => null);
    if (!report || pc !== this.connection?.pc) return NO_RTC_STATS;
    const { stats, sample } = readInboundStats(
      report.values() as Iterable<Record<string, unknown>>,
      this.sample,
      performance.now(),
    );
    this.sample = sample;
    return stats;
  }

  leave(): void {
    if (this.left) return;
    if (this.stopListening) this.send({ kind: 'bye' });
    this.left = true;
    this.stopListening?.();
    this.closeConnection();
    this.beauty?.stop();
    this.beauty = null;
    if (this.local) stopTracks(this.local);
    this.local = null;
    this.setRemote(null);
    this.remoteListeners.clear();
  }

  private connect(): void {
    const pc = new RTCPeerConnection(this.configuration);
    const negotiation = new PerfectNegotiation(pc, this.polite, (description, answering) =>
      this.send({ kind: 'description', description, answering }),
    );
    const connection: Connection = { pc, negotiation, senders: {} };
    this.connection = connection;
    // Events of a connection already replaced are left unheard.
    const current = () => this.connection?.pc === pc;
    pc.onnegotiationneeded = () => {
      if (current()) negotiation.offer().catch(ignoreFailedStep);
    };
    pc.onicecandidate = ({ candidate }) => {
      if (current() && candidate) this.send({ kind: 'candidate', candidate: candidate.toJSON() });
    };
    // A track is shown once its first media comes: the other side's transceivers exist before it sends anything.
    pc.ontrack = ({ track, streams, transceiver }) => {
      if (!current()) return;
      // The customer's side answers on the agent's transceivers: set before the answer is made, they send both ways.
      if (this.polite && !connection.senders[track.kind as 'audio' | 'video']) {
        transceiver.direction = 'sendrecv';
        transceiver.sender.setStreams(this.sentStream());
        connection.senders[track.kind as 'audio' | 'video'] = transceiver.sender;
        this.sendLocalTracks(connection);
      }
      const show = () => {
        if (!current()) return;
        const stream = this.remote ?? streams[0] ?? new MediaStream();
        if (!stream.getTracks().includes(track)) stream.addTrack(track);
        this.setRemote(stream);
      };
      if (track.muted) track.addEventListener('unmute', show, { once: true });
      else show();
    };
    pc.onconnectionstatechange = () => {
      if (current() && pc.connectionState === 'failed') pc.restartIce();
    };
    if (!this.polite) {
      const both: RTCRtpTransceiverInit = { direction: 'sendrecv', streams: [this.sentStream()] };
      connection.senders = {
        audio: pc.addTransceiver('audio', both).sender,
        video: pc.addTransceiver('video', both).sender,
      };
      this.sendLocalTracks(connection);
    }
  }

  private sentStream(): MediaStream {
    this.outgoing ??= new MediaStream();
    return this.outgoing;
  }

  /** The microphone and the camera, the camera through the beauty filter while one is on. */
  private sendLocalTracks({ senders: { audio, video } }: Connection): void {
    const stream = this.local;
    if (!stream) return;
    const camera = stream.getVideoTracks()[0] ?? null;
    void audio?.replaceTrack(stream.getAudioTracks()[0] ?? null).catch(() => undefined);
    void video?.replaceTrack(camera && this.beauty ? this.beauty.track : camera).catch(() => undefined);
  }

  private closeConnection(): void {
    this.connection?.negotiation.close();
    this.connection?.pc.close();
    this.connection = null;
  }

  private restart(): void {
    this.closeConnection();
    this.sample = null;
    this.setRemote(null);
    this.connect();
  }

  /** One signal at a time, in the order sent: negotiation steps must not interleave. */
  private receive(data: RtcSignalData): void {
    this.inbox = this.inbox.then(() => this.handle(data)).catch(ignoreFailedStep);
  }

  private async handle(data: RtcSignalData): Promise<void> {
    if (this.left) return;
    const { sessions, decision } = admitSignal(this.sessions, data);
    this.sessions = sessions;
    if (decision === 'ignore') return;
    if (decision === 'left' || decision === 'restart') this.restart();
    const negotiation = this.connection?.negotiation;
    if (!negotiation || decision === 'left') return;
    if (data.kind === 'hello') negotiation.resendPendingOffer();
    else if (data.kind === 'description')
      await negotiation.receiveDescription(data.description, data.answering ?? null);
    else if (data.kind === 'candidate') await negotiation.receiveCandidate(data.candidate);
  }

  private send(message: Outgoing): void {
    const { self: from, remote: to } = this.sessions;
    if (message.kind === 'description' || message.kind === 'candidate') this.signals.send({ ...message, from, to });
    else this.signals.send({ kind: message.kind, from });
  }

  private setRemote(stream: MediaStream | null): void {
    this.remote = stream;
    for (const listener of this.remoteListeners) listener(stream);
  }
}

function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/**
 * A step the browser refused (an SDP it cannot apply, a candidate of a closed connection) leaves the
 * connection as it was; the peer's next hello or offer negotiates again.
 */
function ignoreFailedStep(): void {}
