import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  byIdleOrder,
  canTake,
  pickAgent,
  planOffers,
  queueOf,
  type RoutableAgent,
  type WaitingCall,
} from './callRouting';

const agent = (agentId: string, extra: Partial<RoutableAgent> = {}): RoutableAgent => ({
  agentId,
  tenantId: 't1',
  online: true,
  serviceStatus: 'idle',
  idleSince: 1000,
  activeCalls: 0,
  concurrency: 1,
  groupIds: ['g1'],
  ringing: false,
  ...extra,
});
const call = (callId: string, extra: Partial<WaitingCall> = {}): WaitingCall => ({
  callId,
  tenantId: 't1',
  askedAt: 0,
  passedBy: [],
  ...extra,
});

describe('call routing', () => {
  it('rings the agent idle longest', async () => {
    const agents = [agent('a', { idleSince: 3000 }), agent('b', { idleSince: 1000 }), agent('c', { idleSince: 2000 })];
    expect((await pickAgent(call('x'), queueOf(agents)))?.agentId).toBe('b');
  });

  it('skips busy, away, offline, full, ringing, other-tenant and other-group agents, and those who passed', async () => {
    const x = call('x', { groupId: 'g1', passedBy: ['passed'] });
    const skipped = [
      agent('busy', { serviceStatus: 'busy', idleSince: 0 }),
      agent('away', { serviceStatus: 'away', idleSince: 0 }),
      agent('offline', { online: false, idleSince: 0 }),
      agent('full', { activeCalls: 1, idleSince: 0 }),
      agent('ringing', { ringing: true, idleSince: 0 }),
      agent('other', { tenantId: 't2', idleSince: 0 }),
      agent('group', { groupIds: ['g2'], idleSince: 0 }),
      agent('passed', { idleSince: 0 }),
    ];
    for (const a of skipped) expect({ agent: a.agentId, can: canTake(a, x) }).toEqual({ agent: a.agentId, can: false });
    expect((await pickAgent(x, queueOf([...skipped, agent('free', { idleSince: 5000 })])))?.agentId).toBe('free');
    expect(canTake(agent('more', { concurrency: 2, activeCalls: 1 }), x)).toBe(true);
  });

  it('rings only the named agent for a transfer to one agent', async () => {
    const x = call('x', { targetAgentId: 'b' });
    expect((await pickAgent(x, queueOf([agent('a', { idleSince: 0 }), agent('b', { idleSince: 9 })])))?.agentId).toBe(
      'b',
    );
    expect(
      await pickAgent(x, queueOf([agent('a', { idleSince: 0 }), agent('b', { serviceStatus: 'busy' })])),
    ).toBeNull();
  });

  it('offers the oldest calls first, one call per agent, and queues the rest in order', async () => {
    const calls = [call('late', { askedAt: 30 }), call('early', { askedAt: 10 }), call('middle', { askedAt: 20 })];
    const plan = await planOffers(calls, queueOf([agent('a', { idleSince: 5 }), agent('b', { idleSince: 1 })]));
    expect(plan.offers).toEqual([
      { callId: 'early', agentId: 'b' },
      { callId: 'middle', agentId: 'a' },
    ]);
    expect(plan.waiting).toEqual(['late']);
  });

  it('asks the queue once per call, and not at all after a call anyone could take finds nobody', async () => {
    const agents = [
      agent('a', { idleSince: 1 }),
      agent('b', { idleSince: 2, groupIds: ['g2'] }),
      agent('c', { idleSince: 3 }),
    ];
    const asked: string[] = [];
    const queue = {
      take: async (c: WaitingCall, skip: ReadonlySet<string>) => (asked.push(c.callId), queueOf(agents).take(c, skip)),
    };
    expect((await planOffers([call('x')], queue)).offers).toEqual([{ callId: 'x', agentId: 'a' }]);
    expect(asked).toEqual(['x']);

    // A call only b could take, which b declined, finds nobody without stopping the calls after it; once
    // a call anyone could take finds nobody (w), the last call (u) is not looked for.
    asked.length = 0;
    const calls = ['x', 'y', 'z', 'v', 'w', 'u'].map((id, askedAt) =>
      call(id, { askedAt, ...(id === 'x' ? { groupId: 'g2', passedBy: ['b'] } : {}) }),
    );
    const plan = await planOffers(calls, queue);
    expect(plan.offers).toEqual([
      { callId: 'y', agentId: 'a' },
      { callId: 'z', agentId: 'b' },
      { callId: 'v', agentId: 'c' },
    ]);
    expect(plan.waiting).toEqual(['x', 'w', 'u']);
    expect(asked).toEqual(['x', 'y', 'z', 'v', 'w']);
  });

  it('never offers two calls to one agent, nor a call an agent cannot take', async () => {
    const arbAgent = fc.record({
      agentId: fc.constantFrom('a', 'b', 'c', 'd'),
      tenantId: fc.constantFrom('t1', 't2'),
      online: fc.boolean(),
      serviceStatus: fc.constantFrom('idle', 'busy', 'afterCall', 'away'),
      idleSince: fc.nat(100),
      activeCalls: fc.nat(2),
      concurrency: fc.integer({ min: 1, max: 2 }),
      groupIds: fc.subarray(['g1', 'g2']),
      ringing: fc.boolean(),
    }) as fc.Arbitrary<RoutableAgent>;
    const arbCall = fc.record({
      callId: fc.uuid(),
      tenantId: fc.constantFrom('t1', 't2'),
      groupId: fc.option(fc.constantFrom('g1', 'g2'), { nil: undefined }),
      askedAt: fc.nat(100),
      passedBy: fc.subarray(['a', 'b', 'c', 'd']),
    }) as fc.Arbitrary<WaitingCall>;
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(arbAgent, { selector: (a) => a.agentId }),
        fc.uniqueArray(arbCall, { selector: (c) => c.callId }),
        async (agents, calls) => {
          const plan = await planOffers(calls, queueOf(agents));
          const offered = plan.offers.map((o) => o.agentId);
          expect(new Set(offered).size).toBe(offered.length);
          for (const offer of plan.offers) {
            const a = agents.find((x) => x.agentId === offer.agentId);
            const c = calls.find((x) => x.callId === offer.callId);
            expect(a && c && canTake(a, c)).toBe(true);
          }
          expect(plan.offers.length + plan.waiting.length).toBe(calls.length);
          // The plain reading of the rule: oldest call first, to the agent idle longest who can take it and has no offer yet.
          const given = new Set<string>();
          for (const c of [...calls].sort((x, y) => x.askedAt - y.askedAt || (x.callId < y.callId ? -1 : 1))) {
            const best = [...agents].sort(byIdleOrder).find((a) => !given.has(a.agentId) && canTake(a, c));
            if (best) given.add(best.agentId);
            expect(plan.offers.find((o) => o.callId === c.callId)?.agentId).toBe(best?.agentId);
          }
        },
      ),
    );
  });
});
