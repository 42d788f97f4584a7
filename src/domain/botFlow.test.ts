import { describe, expect, it } from 'vitest';
import {
  asksForPerson,
  BOT_RETRIES_MAX,
  endDialog,
  flowProblem,
  newNode,
  removeNode,
  startDialog,
  takeTurn,
  type BotFlow,
  type BotFlowNode,
} from './botFlow';

const node = (
  nodeId: string,
  next: Partial<BotFlowNode['next']> = {},
  extra: Partial<BotFlowNode> = {},
): BotFlowNode => ({
  nodeId,
  name: nodeId,
  words: `${nodeId}的话术`,
  eventType: 'normal',
  intents: { yes: ['是', '好的'], no: ['不是', '不要'] },
  next: { yes: null, no: null, default: null, ...next },
  ...extra,
});

const flow: BotFlow = {
  nodes: [
    node('greet', { yes: 'offer', no: 'bye' }),
    node('offer', { yes: 'thanks', default: 'sms' }),
    node('sms', { yes: 'thanks' }, { eventType: 'sms' }),
    node('thanks'),
    node('bye'),
  ],
};

describe('the dialogue engine', () => {
  it('walks the flow by the intents of the answers and ends final on a closing node', () => {
    const first = startDialog(flow);
    expect(first).toMatchObject({ event: 'BOT_REPLY', node: { nodeId: 'greet' }, intent: null });
    const second = takeTurn(flow, first.state, { text: '好的，请讲' });
    expect(second).toMatchObject({ event: 'BOT_REPLY', node: { nodeId: 'offer' }, intent: 'yes' });
    const last = takeTurn(flow, second.state, { text: '是的' });
    expect(last).toMatchObject({
      event: 'BOT_FINAL',
      node: { nodeId: 'thanks', words: 'thanks的话术' },
      intent: 'yes',
      state: { ended: true },
    });
    expect(takeTurn(flow, last.state, { text: '是' })).toMatchObject({ event: 'BOT_TERMINATE', node: null });
  });

  it('checks the no keywords first, and a no leads where the node says', () => {
    expect(takeTurn(flow, startDialog(flow).state, { text: '不是我' })).toMatchObject({
      event: 'BOT_FINAL',
      node: { nodeId: 'bye' },
      intent: 'no',
    });
  });

  it('an intent with no next node ends the dialogue final with that intent', () => {
    const atOffer = takeTurn(flow, startDialog(flow).state, { text: '是' }).state;
    expect(takeTurn(flow, atOffer, { text: '不要' })).toMatchObject({ event: 'BOT_FINAL', node: null, intent: 'no' });
  });

  it('asks again when it does not understand, then fails', () => {
    let step = startDialog(flow);
    for (let i = 0; i < BOT_RETRIES_MAX; i++) {
      step = takeTurn(flow, step.state, { text: '嗯？' });
      expect(step).toMatchObject({ event: 'BOT_REPLY', node: { nodeId: 'greet' }, intent: 'default' });
    }
    expect(takeTurn(flow, step.state, { text: '什么' })).toMatchObject({
      event: 'BOT_FAIL',
      intent: 'default',
      state: { ended: true },
    });
  });

  it('a filled-in form is a yes; a form timeout follows the default intent or ends the dialogue', () => {
    const atOffer = takeTurn(flow, startDialog(flow).state, { text: '是' }).state;
    const atSms = takeTurn(flow, atOffer, { event: 'FORM_TIMEOUT' });
    expect(atSms).toMatchObject({ event: 'BOT_REPLY', node: { nodeId: 'sms', eventType: 'sms' }, intent: 'default' });
    expect(takeTurn(flow, atSms.state, { event: 'FORM_SUBMIT' })).toMatchObject({
      event: 'BOT_FINAL',
      node: { nodeId: 'thanks' },
      intent: 'yes',
    });
    expect(takeTurn(flow, atSms.state, { event: 'FORM_TIMEOUT' })).toMatchObject({
      event: 'BOT_TERMINATE',
      node: null,
    });
  });

  it('ends on a hang-up, and fails on an empty flow or a node that is gone', () => {
    expect(takeTurn(flow, endDialog(startDialog(flow).state), { text: '是' }).event).toBe('BOT_TERMINATE');
    expect(startDialog({ nodes: [] }).event).toBe('BOT_FAIL');
    expect(takeTurn(flow, { nodeId: 'gone', retries: 0, ended: false }, { text: '是' }).event).toBe('BOT_FAIL');
  });
});

describe('handing over to a person (转接人工)', () => {
  const withTransfer: BotFlow = {
    nodes: [...flow.nodes, node('person', { yes: 'thanks' }, { eventType: 'transfer', words: '马上为您转接人工客服' })],
  };

  it('hands over when the customer asks for a person at any node, saying the transfer node’s words when there is one', () => {
    const atOffer = takeTurn(flow, startDialog(flow).state, { text: '是' }).state;
    expect(takeTurn(flow, atOffer, { text: '我要转人工' })).toMatchObject({
      event: 'BOT_FINAL',
      node: null,
      handover: true,
      state: { ended: true },
    });
    expect(takeTurn(withTransfer, atOffer, { text: '找个真人客服' })).toMatchObject({
      event: 'BOT_FINAL',
      node: { nodeId: 'person', words: '马上为您转接人工客服' },
      handover: true,
    });
    // A node's no keywords are read first: '不要人工' is a no, not a request for a person.
    expect(takeTurn(flow, atOffer, { text: '不要人工' })).toMatchObject({ intent: 'no', handover: false });
    expect(asksForPerson('  转 人工！')).toBe(true);
    expect(asksForPerson('好的')).toBe(false);
  });

  it('hands over on arriving at a transfer node by the flow, whatever it links to', () => {
    const linked: BotFlow = {
      nodes: [node('greet', { yes: 'person' }), node('person', { yes: 'greet' }, { eventType: 'transfer' })],
    };
    expect(takeTurn(linked, startDialog(linked).state, { text: '好的' })).toMatchObject({
      event: 'BOT_FINAL',
      node: { nodeId: 'person' },
      intent: 'yes',
      handover: true,
    });
    expect(startDialog(flow)).toMatchObject({ handover: false });
  });
});

describe('editing a flow', () => {
  it('finds missing, repeated and dangling nodes', () => {
    expect(flowProblem(flow)).toBeNull();
    expect(flowProblem({ nodes: [] })).toBe('至少需要一个节点');
    expect(flowProblem({ nodes: [node('a'), node('a')] })).toBe('节点编号「a」重复');
    expect(flowProblem({ nodes: [node('a', { no: 'z' })] })).toBe('节点「a」的下一节点不存在');
  });

  it('adds a node with a free id and removes one with the links to it', () => {
    expect(newNode({ nodes: [node('n2')] })).toMatchObject({
      nodeId: 'n3',
      name: '节点3',
      next: { yes: null, no: null, default: null },
    });
    const without = removeNode(flow, 'thanks');
    expect(without.nodes.map((n) => n.nodeId)).toEqual(['greet', 'offer', 'sms', 'bye']);
    expect(without.nodes[1]?.next).toEqual({ yes: null, no: null, default: 'sms' });
    expect(flowProblem(without)).toBeNull();
  });
});
