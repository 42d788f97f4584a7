/**
 * Perfect negotiation (WebRTC 1.0 §10.7's pattern) over one peer connection: either side may offer
 * whenever its tracks change; when both offer at once the polite side (the customer) rolls back and
 * answers, the impolite side (the agent) ignores the other's offer and waits for the answer to its own.
 * The engine hands incoming descriptions over one at a time, so an answer is applied before the next
 * offer is looked at; only the local offer may be under way meanwhile.
 */
import type { RtcCandidate, RtcDescription } from '../../../schemas/events';

/** The part of RTCPeerConnection negotiation uses, so it can be driven by a fake in tests. */
export interface NegotiatingPeer {
  readonly signalingState: RTCSignalingState;
  readonly localDescription: { type: RTCSdpType; sdp: string } | null;
  /** Without a description: an offer in stable, the answer in have-remote-offer. */
  setLocalDescription(): Promise<void>;
  /** An offer in have-local-offer rolls the local offer back first. */
  setRemoteDescription(description: RtcDescription): Promise<void>;
  addIceCandidate(candidate: RtcCandidate): Promise<void>;
}

export class PerfectNegotiation {
  private makingOffer = false;
  private ignoringOffer = false;
  /** The last offer of the other side this side answered. */
  private answeredOffer: string | null = null;

  constructor(
    private readonly peer: NegotiatingPeer,
    private readonly polite: boolean,
    private readonly send: (description: RtcDescription) => void,
  ) {}

  /** On negotiationneeded. */
  async offer(): Promise<void> {
    this.makingOffer = true;
    try {
      await this.peer.setLocalDescription();
      this.sendLocal();
    } finally {
      this.makingOffer = false;
    }
  }

  async receiveDescription(description: RtcDescription): Promise<void> {
    // An offer sent again (its sender saw this side appear while the offer was on its way) is one this side has
    // answered already: applied again it would roll back an offer of this side's own, and the answer would reach a
    // side no longer waiting for one, so neither side's media would flow. The answer goes again instead, in case
    // the first was lost, unless this side has moved on to an offer of its own.
    if (description.type === 'offer' && description.sdp === this.answeredOffer) {
      if (this.peer.signalingState === 'stable' && this.peer.localDescription?.type === 'answer') this.sendLocal();
      return;
    }
    const collision = description.type === 'offer' && (this.makingOffer || this.peer.signalingState !== 'stable');
    this.ignoringOffer = collision && !this.polite;
    if (this.ignoringOffer) return;
    await this.peer.setRemoteDescription(description);
    if (description.type !== 'offer') return;
    await this.peer.setLocalDescription();
    this.answeredOffer = description.sdp ?? null;
    this.sendLocal();
  }

  async receiveCandidate(candidate: RtcCandidate): Promise<void> {
    try {
      await this.peer.addIceCandidate(candidate);
    } catch (err) {
      // Candidates of an offer this side ignored have no description to belong to.
      if (!this.ignoringOffer) throw err;
    }
  }

  /** A peer has just appeared: the offer it missed, if one is still waiting for an answer. */
  resendPendingOffer(): void {
    if (this.peer.signalingState === 'have-local-offer') this.sendLocal();
  }

  private sendLocal(): void {
    const description = this.peer.localDescription;
    if (description) this.send({ type: description.type, sdp: description.sdp });
  }
}
