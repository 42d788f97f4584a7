import { describe, expect, it, vi } from 'vitest';
import type { RtcCandidate, RtcDescription } from '../../../schemas/events';
import { FIRST_OFFER_WAIT_MS, PerfectNegotiation, type NegotiatingPeer } from './perfectNegotiation';

/** A description's s= line: what the fake peers write there says which description it is. */
const said = (description: RtcDescription | null | undefined) => /^s=(.*)$/m.exec(description?.sdp ?? '')?.[1];

/**
 * A peer connection's signalling states (JSEP) without media: operations run one after another like
 * the browser's operations chain, each after a turn of the event loop so calls can interleave. Its
 * descriptions are SDP as far as negotiation reads them: an o= line with the session's version, which
 * each new offer or answer raises, and the candidates gathered so far.
 */
class FakePeer implements NegotiatingPeer {
  signalingState: RTCSignalingState = 'stable';
  localDescription: { type: RTCSdpType; sdp: string } | null = null;
  remoteDescription: RtcDescription | null = null;
  readonly candidates: RtcCandidate[] = [];
  remoteDescriptionsSet = 0;
  private offers = 0;
  private version = 0;
  private readonly session = String(Math.floor(Math.random() * 1e12));
  private chain: Promise<void> = Promise.resolve();

  constructor(readonly name: string) {}

  private sdp(title: string): string {
    this.version += 1;
    return `v=0\r\no=- ${this.session} ${this.version} IN IP4 127.0.0.1\r\ns=${title}\r\n`;
  }

  /** A candidate gathered: the browser adds it to the local description as well as handing it out. */
  gather(candidate: string): void {
    if (this.localDescription) this.localDescription.sdp += `a=candidate:${candidate}\r\n`;
  }

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
        this.localDescription = {
          type: 'answer',
          sdp: this.sdp(`answer of ${this.name} to ${said(this.remoteDescription)}`),
        };
        this.signalingState = 'stable';
      } else {
        this.offers += 1;
        this.localDescription = { type: 'offer', sdp: this.sdp(`offer ${this.offers} of ${this.name}`) };
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
      this.remoteDescriptionsSet += 1;
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
  const sent: Sent[] = [];
  /** What waits to run later: the polite side's first offer. */
  const waiting: { ms: number; run: () => void; cancelled: boolean }[] = [];
  const negotiation = new PerfectNegotiation(
    peer,
    polite,
    (description, answering) => sent.push({ description, answering }),
    (ms, run) => {
      const entry = { ms, run, cancelled: false };
      waiting.push(entry);
      return () => {
        entry.cancelled = true;
      };
    },
  );
  return { peer, sent, negotiation, waiting };
}
interface Sent {
  description: RtcDescription;
  answering: string | null;
}
type Side = ReturnType<typeof side>;

const receive = (to: Side, { description, answering }: Sent) =>
  to.negotiation.receiveDescription(description, answering);

async function deliver(from: Side, to: Side): Promise<void> {
  for (let sent = from.sent.shift(); sent; sent = from.sent.shift()) await receive(to, sent);
}

/** The agent and the customer after their first negotiation (the agent's offer, the customer's answer). */
async function connected() {
  const agent = side('agent', false);
  const customer = side('customer', true);
  await agent.negotiation.offer();
  await deliver(agent, customer);
  await deliver(customer, agent);
  return { agent, customer };
}

describe('perfect negotiation', () => {
  it('answers an offer, and the offerer takes the answer', async () => {
    const agent = side('agent', false);
    const customer = side('customer', true);
    await agent.negotiation.offer();
    await deliver(agent, customer);
    await deliver(customer, agent);
    expect([agent.peer.signalingState, customer.peer.signalingState]).toEqual(['stable', 'stable']);
    expect(said(agent.peer.remoteDescription)).toBe('answer of customer to offer 1 of agent');
  });

  it("makes the customer's first offer wait for the agent's, and only if none comes in time", async () => {
    const agent = side('agent', false);
    const customer = side('customer', true);
    await Promise.all([agent.negotiation.offer(), customer.negotiation.offer()]);
    expect(customer.sent).toEqual([]);
    expect(customer.waiting.map((entry) => entry.ms)).toEqual([FIRST_OFFER_WAIT_MS]);
    await deliver(agent, customer);
    await deliver(customer, agent);
    expect([agent.peer.signalingState, customer.peer.signalingState]).toEqual(['stable', 'stable']);
    expect(customer.waiting[0]?.cancelled).toBe(true);

    // An agent without media never offers: the customer's offer goes once the wait is over.
    const lone = side('customer', true);
    await lone.negotiation.offer();
    await lone.negotiation.offer();
    expect(lone.waiting).toHaveLength(1);
    lone.waiting[0]?.run();
    await vi.waitFor(() => expect(lone.sent.map((sent) => said(sent.description))).toEqual(['offer 1 of customer']));
  });

  it('settles offers made at once: the polite customer rolls back and answers, the agent ignores the other offer', async () => {
    const { agent, customer } = await connected();
    await Promise.all([agent.negotiation.offer(), customer.negotiation.offer()]);
    await deliver(customer, agent);
    await deliver(agent, customer);
    await deliver(customer, agent);
    expect([agent.peer.signalingState, customer.peer.signalingState]).toEqual(['stable', 'stable']);
    expect(said(customer.peer.remoteDescription)).toBe('offer 2 of agent');
    expect(said(agent.peer.remoteDescription)).toBe('answer of customer to offer 2 of agent');

    // The customer's change still needs negotiating (the browser fires negotiationneeded again).
    await customer.negotiation.offer();
    await deliver(customer, agent);
    await deliver(agent, customer);
    expect(said(customer.peer.remoteDescription)).toBe('answer of agent to offer 2 of customer');
  });

  it('collides with an offer still being made, not only with one already set', async () => {
    const { agent, customer } = await connected();
    await agent.negotiation.offer();
    const making = customer.negotiation.offer();
    await deliver(agent, customer);
    await making;
    expect(said(customer.peer.remoteDescription)).toBe('offer 2 of agent');
  });

  it('drops the candidates of an ignored offer on the impolite side only', async () => {
    const agent = side('agent', false);
    const customer = side('customer', true);
    // The agent's offer is slow to come: the customer's goes after its wait, and the two cross.
    await Promise.all([agent.negotiation.offer(), customer.negotiation.offer()]);
    customer.waiting[0]?.run();
    await vi.waitFor(() => expect(customer.sent).toHaveLength(1));
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
    expect(agent.sent.map((sent) => said(sent.description))).toEqual(['offer 1 of agent']);
  });

  it('answers an offer sent again only with its answer, also while its own offer is under way', async () => {
    const agent = side('agent', false);
    const customer = side('customer', true);
    await agent.negotiation.offer();
    // The customer appears (its hello) while the offer is still on its way: the agent sends it again.
    agent.negotiation.resendPendingOffer();
    const [offer, copy] = agent.sent.splice(0) as [Sent, Sent];
    await receive(customer, offer);
    await deliver(customer, agent);
    expect([agent.peer.signalingState, customer.peer.signalingState]).toEqual(['stable', 'stable']);

    // The customer's camera opens: its own offer is under way when the copy of the agent's offer arrives.
    await customer.negotiation.offer();
    await receive(customer, copy);
    expect(customer.peer.signalingState).toBe('have-local-offer');
    await deliver(customer, agent);
    await deliver(agent, customer);
    expect([agent.peer.signalingState, customer.peer.signalingState]).toEqual(['stable', 'stable']);
    expect(said(customer.peer.remoteDescription)).toBe('answer of agent to offer 1 of customer');
  });

  it('sends its answer again for an offer it answered, once stable', async () => {
    const agent = side('agent', false);
    const customer = side('customer', true);
    await agent.negotiation.offer();
    const offer = agent.sent.shift() as Sent;
    await receive(customer, offer);
    const answer = customer.sent.shift();
    await receive(customer, offer);
    expect(customer.sent).toEqual([answer]);
    expect(customer.peer.signalingState).toBe('stable');
  });

  it('knows an offer sent again with the candidates gathered since as the offer it answered', async () => {
    const agent = side('agent', false);
    const customer = side('customer', true);
    await agent.negotiation.offer();
    agent.peer.gather('1 1 udp 2122260223 192.0.2.1 50000 typ host');
    // The customer's hello reaches the agent after the customer took the first offer: the copy carries the candidate.
    agent.negotiation.resendPendingOffer();
    const [offer, copy] = agent.sent.splice(0) as [Sent, Sent];
    expect(copy.description.sdp).not.toBe(offer.description.sdp);
    await receive(customer, offer);
    await receive(customer, copy);
    expect(customer.peer.remoteDescriptionsSet).toBe(1);
    expect(customer.sent.map((sent) => said(sent.description))).toEqual([
      'answer of customer to offer 1 of agent',
      'answer of customer to offer 1 of agent',
    ]);
    await deliver(customer, agent);
    expect([agent.peer.signalingState, customer.peer.signalingState]).toEqual(['stable', 'stable']);
    expect(agent.peer.remoteDescriptionsSet).toBe(1);
  });

  it('settles an offer only with its own answer, never with a late answer to an earlier one', async () => {
    const agent = side('agent', false);
    const customer = side('customer', true);
    await agent.negotiation.offer();
    await deliver(agent, customer);
    const [answer] = customer.sent.splice(0) as [Sent];
    await receive(agent, answer);

    // The agent's tracks change (a switch to audio): a second offer, while a copy of the first answer is late.
    await agent.negotiation.offer();
    await receive(agent, answer);
    expect(agent.peer.signalingState).toBe('have-local-offer');
    await deliver(agent, customer);
    await deliver(customer, agent);
    expect([agent.peer.signalingState, customer.peer.signalingState]).toEqual(['stable', 'stable']);
    expect(said(agent.peer.remoteDescription)).toBe('answer of customer to offer 2 of agent');
  });
});
