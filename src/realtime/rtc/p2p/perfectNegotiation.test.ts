import { describe, expect, it } from 'vitest';
import type { RtcCandidate, RtcDescription } from '../../../schemas/events';
import { PerfectNegotiation, type NegotiatingPeer } from './perfectNegotiation';

/**
 * A peer connection's signalling states (JSEP) without media: operations run one after another like
 * the browser's operations chain, each after a turn of the event loop so calls can interleave.
 */
class FakePeer implements NegotiatingPeer {
  signalingState: RTCSignalingState = 'stable';
  localDescription: { type: RTCSdpType; sdp: string } | null = null;
  remoteDescription: RtcDescription | null = null;
  readonly candidates: RtcCandidate[] = [];
  private offers = 0;
  private chain: Promise<void> = Promise.resolve();

  constructor(readonly name: string) {}

  private operation(step: () => void): Promise<void> {
    this.chain = this.chain.then(
      () =>
        new Promise<void>((resolve, reject) =>
          setTimeout(() => {
            try {
              step();
              resolve();
            } catch (err) {
              reject(err as Error);
            }
          }),
        ),
    );
    return this.chain;
  }

  setLocalDescription(): Promise<void> {
    return this.operation(() => {
      if (this.signalingState === 'have-remote-offer') {
        this.localDescription = { type: 'answer', sdp: `answer of ${this.name} to ${this.remoteDescription?.sdp}` };
        this.signalingState = 'stable';
      } else {
        this.offers += 1;
        this.localDescription = { type: 'offer', sdp: `offer ${this.offers} of ${this.name}` };
        this.signalingState = 'have-local-offer';
      }
    });
  }

  setRemoteDescription(description: RtcDescription): Promise<void> {
    return this.operation(() => {
      if (description.type === 'offer') {
        this.signalingState = 'have-remote-offer';
      } else if (description.type === 'answer' && this.signalingState === 'have-local-offer') {
        this.signalingState = 'stable';
      } else {
        throw new DOMException(`${description.type} in ${this.signalingState}`, 'InvalidStateError');
      }
      this.remoteDescription = description;
    });
  }

  addIceCandidate(candidate: RtcCandidate): Promise<void> {
    return this.operation(() => {
      if (!this.remoteDescription) throw new DOMException('no remote description', 'InvalidStateError');
      this.candidates.push(candidate);
    });
  }
}

/** One side: its fake connection, its negotiation and what it sent, delivered when the test says. */
function side(name: string, polite: boolean) {
  const peer = new FakePeer(name);
  const sent: RtcDescription[] = [];
  const negotiation = new PerfectNegotiation(peer, polite, (description) => sent.push(description));
  return { peer, sent, negotiation };
}
type Side = ReturnType<typeof side>;

async function deliver(from: Side, to: Side): Promise<void> {
  for (let description = from.sent.shift(); description; description = from.sent.shift())
    await to.negotiation.receiveDescription(description);
}

describe('perfect negotiation', () => {
  it('answers an offer, and the offerer takes the answer', async () => {
    const agent = side('agent', false);
    const customer = side('customer', true);
    await agent.negotiation.offer();
    await deliver(agent, customer);
    await deliver(customer, agent);
    expect([agent.peer.signalingState, customer.peer.signalingState]).toEqual(['stable', 'stable']);
    expect(agent.peer.remoteDescription?.sdp).toBe('answer of customer to offer 1 of agent');
  });

  it('settles offers made at once: the polite customer rolls back and answers, the agent ignores the other offer', async () => {
    const agent = side('agent', false);
    const customer = side('customer', true);
    await Promise.all([agent.negotiation.offer(), customer.negotiation.offer()]);
    await deliver(customer, agent);
    await deliver(agent, customer);
    await deliver(customer, agent);
    expect([agent.peer.signalingState, customer.peer.signalingState]).toEqual(['stable', 'stable']);
    expect(customer.peer.remoteDescription?.sdp).toBe('offer 1 of agent');
    expect(agent.peer.remoteDescription?.sdp).toBe('answer of customer to offer 1 of agent');

    // The customer's change still needs negotiating (the browser fires negotiationneeded again).
    await customer.negotiation.offer();
    await deliver(customer, agent);
    await deliver(agent, customer);
    expect(customer.peer.remoteDescription?.sdp).toBe('answer of agent to offer 2 of customer');
  });

  it('collides with an offer still being made, not only with one already set', async () => {
    const agent = side('agent', false);
    const customer = side('customer', true);
    await agent.negotiation.offer();
    const making = customer.negotiation.offer();
    await deliver(agent, customer);
    await making;
    expect(customer.peer.remoteDescription?.sdp).toBe('offer 1 of agent');
  });

  it('drops the candidates of an ignored offer on the impolite side only', async () => {
    const agent = side('agent', false);
    const customer = side('customer', true);
    await Promise.all([agent.negotiation.offer(), customer.negotiation.offer()]);
    await deliver(customer, agent);
    await expect(agent.negotiation.receiveCandidate({ candidate: 'c1' })).resolves.toBeUndefined();
    expect(agent.peer.candidates).toEqual([]);
    const fresh = side('customer', true);
    await expect(fresh.negotiation.receiveCandidate({ candidate: 'c2' })).rejects.toThrow('no remote description');
  });

  it('sends the offer again for a peer that appears while it waits, and nothing once stable', async () => {
    const agent = side('agent', false);
    agent.negotiation.resendPendingOffer();
    expect(agent.sent).toEqual([]);
    await agent.negotiation.offer();
    agent.sent.length = 0;
    agent.negotiation.resendPendingOffer();
    expect(agent.sent).toEqual([{ type: 'offer', sdp: 'offer 1 of agent' }]);
  });

  it('answers an offer sent again only with its answer, also while its own offer is under way', async () => {
    const agent = side('agent', false);
    const customer = side('customer', true);
    await agent.negotiation.offer();
    // The customer appears (its hello) while the offer is still on its way: the agent sends it again.
    agent.negotiation.resendPendingOffer();
    const [offer, copy] = agent.sent.splice(0) as [RtcDescription, RtcDescription];
    await customer.negotiation.receiveDescription(offer);
    await deliver(customer, agent);
    expect([agent.peer.signalingState, customer.peer.signalingState]).toEqual(['stable', 'stable']);

    // The customer's camera opens: its own offer is under way when the copy of the agent's offer arrives.
    await customer.negotiation.offer();
    await customer.negotiation.receiveDescription(copy);
    expect(customer.peer.signalingState).toBe('have-local-offer');
    await deliver(customer, agent);
    await deliver(agent, customer);
    expect([agent.peer.signalingState, customer.peer.signalingState]).toEqual(['stable', 'stable']);
    expect(customer.peer.remoteDescription?.sdp).toBe('answer of agent to offer 1 of customer');
  });

  it('sends its answer again for an offer it answered, once stable', async () => {
    const agent = side('agent', false);
    const customer = side('customer', true);
    await agent.negotiation.offer();
    const offer = agent.sent.shift() as RtcDescription;
    await customer.negotiation.receiveDescription(offer);
    const answer = customer.sent.shift();
    await customer.negotiation.receiveDescription(offer);
    expect(customer.sent).toEqual([answer]);
    expect(customer.peer.signalingState).toBe('stable');
  });
});
