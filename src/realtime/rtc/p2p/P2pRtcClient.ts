/**
 * The p2p engine: one RTCPeerConnection to the other participant, negotiated perfectly, signalled
 * through the injected SignalChannel. A new peer (a reload, a transfer) gets a new connection.
 */
import type { RtcCandidate, RtcDescription, RtcSignalData } from '../../../schemas/events';
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

export class P2pRtcClient implements RtcClient {
  private readonly signals: SignalChannel;
  private readonly polite: boolean;
  private readonly configuration: RTCConfiguration;
  private sessions: PeerSessions = startPeerSessions(newPeerId());
  private connection: { pc: RTCPeerConnection; negotiation: PerfectNegotiation } | null = null;
  private local: MediaStream | null = null;
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

  async publish(): Promise<MediaStream> {
    if (this.local) return this.local;
    const stream = await takeCameraAndMicrophone();
    if (this.left) {
      stopTracks(stream);
      return stream;
    }
    this.local = stream;
    if (this.beautySettings) this.setBeauty(this.beautySettings);
    const pc = this.connection?.pc;
    if (pc) this.addLocalTracks(pc);
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
    const sender = this.connection?.pc.getSenders().find((s) => s.track?.kind === 'video');
    void sender?.replaceTrack(this.beauty?.track ?? camera).catch(() => undefined);
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
    this.connection = { pc, negotiation };
    // Events of a connection already replaced are left unheard.
    const current = () => this.connection?.pc === pc;
    pc.onnegotiationneeded = () => {
      if (current()) negotiation.offer().catch(ignoreFailedStep);
    };
    pc.onicecandidate = ({ candidate }) => {
      if (current() && candidate) this.send({ kind: 'candidate', candidate: candidate.toJSON() });
    };
    pc.ontrack = ({ track, streams }) => {
      if (!current()) return;
      const stream = streams[0] ?? this.remote ?? new MediaStream();
      if (!stream.getTracks().includes(track)) stream.addTrack(track);
      this.setRemote(stream);
    };
    pc.onconnectionstatechange = () => {
      if (current() && pc.connectionState === 'failed') pc.restartIce();
    };
    this.addLocalTracks(pc);
  }

  /** The microphone and the camera, the camera through the beauty filter while one is on. */
  private addLocalTracks(pc: RTCPeerConnection): void {
    const stream = this.local;
    if (!stream) return;
    for (const track of stream.getTracks())
      pc.addTrack(track.kind === 'video' && this.beauty ? this.beauty.track : track, stream);
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
