/**
 * Perfect negotiation (WebRTC 1.0 §10.7's pattern) over one peer connection: either side may offer
 * whenever its tracks change; when both offer at once the polite side (the customer) rolls back and
 * answers, the impolite side (the agent) ignores the other's offer and waits for the answer to its own.
 * The engine hands incoming descriptions over one at a time, so an answer is applied before the next
 * offer is looked at; only the local offer may be under way meanwhile.
 *
 * An offer is known by its o= line (RFC 8866 §5.2: session id and version), which stays the same when the
 * browser sends it again with the candidates gathered since; an answer names the offer it answers, so an
 * answer to an earlier offer never settles a later one.
 *
 * The first negotiation of a connection is the impolite side's: the polite side's first offer waits a moment for
 * the other's, which comes as soon as that side has media. Both first offers at once were settled by the rollback,
 * but Chromium could then leave the polite side's answer gathering no candidate at all, and the call without media.
 */
import type { RtcCandidate, RtcDescription } from '../../../schemas/events';

/** The part of RTCPeerConnection negotiation uses, so it can be driven by a fake in tests. */
export interface NegotiatingPeer {
  readonly signalingState: RTCSignalingState;
  readonly localDescription: { type: RTCSdpType; sdp: string } | null;
  readonly remoteDescription: { type: RTCSdpType } | null;
  /** Without a description: an offer in stable, the answer in have-remote-offer. */
  setLocalDescription(): Promise<void>;
  /** An offer in have-local-offer rolls the local offer back first. */
  setRemoteDescription(description: RtcDescription): Promise<void>;
  addIceCandidate(candidate: RtcCandidate): Promise<void>;
}

/** An offer's o= line; a description without one is known by its whole text. */
function offerIdentity(sdp: string | undefined): string {
  const text = sdp ?? '';
  return /^o=.*$/m.exec(text)?.[0].trim() ?? text;
}

/** What this side sends: a description and, for an answer, the identity of the offer it answers. */
export type SendDescription = (description: RtcDescription, answering: string | null) => void;

/** How long the polite side's first offer waits for the other side's: enough for an offer to cross the relay. */
export const FIRST_OFFER_WAIT_MS = 1500;

/** Runs `run` after `ms`; the answer cancels it. */
export type Later = (ms: number, run: () => void) => () => void;
const later: Later = (ms, run) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

export class PerfectNegotiation {
  private makingOffer = false;
  private ignoringOffer = false;
  /** The identity of the last offer of the other side this side answered. */
  private answeredOffer: string | null = null;

  /** Cancels the polite side's first offer, while it waits for the other side's. */
  private cancelFirstOffer: (() => void) | null = null;

  constructor(
    private readonly peer: NegotiatingPeer,
    private readonly polite: boolean,
    private readonly send: SendDescription,
    private readonly after: Later = later,
  ) {}

  /** On negotiationneeded. */
  async offer(): Promise<void> {
    if (this.polite && this.peer.remoteDescription === null) {
      // Before the first negotiation: the other side's offer is awaited, this one made only if none comes.
      this.cancelFirstOffer ??= this.after(FIRST_OFFER_WAIT_MS, () => {
        this.cancelFirstOffer = null;
        if (this.peer.remoteDescription === null && this.peer.signalingState === 'stable')
          this.makeOffer().catch(() => undefined);
      });
      return;
    }
    await this.makeOffer();
  }

  /** The connection is closed: nothing more is offered. */
  close(): void {
    this.dropFirstOffer();
  }

  private dropFirstOffer(): void {
    this.cancelFirstOffer?.();
    this.cancelFirstOffer = null;
  }

  private async makeOffer(): Promise<void> {
    this.makingOffer = true;
    try {
      await this.peer.setLocalDescription();
      this.sendLocal();
    } finally {
      this.makingOffer = false;
    }
  }

  /** `answering`: for an answer, the identity of the offer it answers, when the other side named it. */
  async receiveDescription(description: RtcDescription, answering: string | null = null): Promise<void> {
    // An offer sent again (its sender saw this side appear while the offer was on its way, and sent it once more
    // with its candidates) is one this side has answered already: applied again it would roll back an offer of
    // this side's own, or answer twice, so that the second answer reaches a side no longer waiting for one. The
    // answer goes again instead, in case the first was lost, unless this side has moved on to an offer of its own.
    if (description.type === 'offer' && offerIdentity(description.sdp) === this.answeredOffer) {
      if (this.peer.signalingState === 'stable' && this.peer.localDescription?.type === 'answer') this.sendLocal();
      return;
    }
    // An answer is only for the offer this side is waiting on: one to an earlier offer (sent again, or late)
    // would settle the later offer with descriptions that do not belong together.
    if (description.type === 'answer' && !this.awaits(answering)) return;
    if (description.type === 'offer') this.dropFirstOffer();
    const collision = description.type === 'offer' && (this.makingOffer || this.peer.signalingState !== 'stable');
    this.ignoringOffer = collision && !this.polite;
    if (this.ignoringOffer) return;
    await this.peer.setRemoteDescription(description);
    if (description.type !== 'offer') return;
    await this.peer.setLocalDescription();
    this.answeredOffer = offerIdentity(description.sdp);
    this.sendLocal();
  }

  private awaits(answering: string | null): boolean {
    const local = this.peer.localDescription;
    if (this.peer.signalingState !== 'have-local-offer' || local?.type !== 'offer') return false;
    return answering === null || answering === offerIdentity(local.sdp);
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
    if (!description) return;
    this.send(
      { type: description.type, sdp: description.sdp },
      description.type === 'answer' ? this.answeredOffer : null,
    );
  }
}
