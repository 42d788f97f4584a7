/**
 * A bot's flow and how our dialogue engine walks it (spec 3 §3 "Bots", §4 "Bot preview", spec 2 §7.4's
 * /dm calls). The bot says a node's words; the customer's answer is classified by the Q&A card's rule
 * (classifyAnswer: the no keywords first) and the outcome names the next node. A node with no next node
 * for any outcome closes the dialogue: the bot says its words and the dialogue is final.
 */
import { classifyAnswer, normalizeAnswer, type AnswerOutcome } from './interaction';

/**
 * normal: asks and waits; sms: opens the form frame; timeout: an unanswered wait sends FORM_TIMEOUT;
 * transfer: says its words and hands the customer over to a person ('转接人工').
 */
export const BOT_NODE_TYPES = ['normal', 'sms', 'timeout', 'transfer'] as const;
export type BotNodeType = (typeof BOT_NODE_TYPES)[number];

export interface BotFlowNode {
  nodeId: string;
  name: string;
  words: string;
  eventType: BotNodeType;
  /** The keywords of the yes and no intents; anything else is the default intent. */
  intents: { yes: string[]; no: string[] };
  /** The node each intent leads to; null ends the dialogue on that intent. */
  next: Record<AnswerOutcome, string | null>;
}

/** The nodes in order; the first one opens the dialogue. */
export interface BotFlow {
  nodes: BotFlowNode[];
}

/** What the engine answers a step with (spec 3 §4 "Bot preview"); BOT_FAILURE is the engine's own fault. */
export const BOT_EVENTS = ['BOT_REPLY', 'BOT_FINAL', 'BOT_TERMINATE', 'BOT_FAIL', 'BOT_FAILURE'] as const;
export type BotEvent = (typeof BOT_EVENTS)[number];

/** What the customer's side sends besides an answer: the sms form filled in, or the wait run out. */
export const BOT_INPUT_EVENTS = ['FORM_SUBMIT', 'FORM_TIMEOUT'] as const;
type BotInputEvent = (typeof BOT_INPUT_EVENTS)[number];

export type BotInput = { text: string } | { event: BotInputEvent };

export interface DialogState {
  nodeId: string;
  /** Answers in a row the node did not understand. */
  retries: number;
  ended: boolean;
}

export interface DialogStep {
  state: DialogState;
  event: BotEvent;
  /** The node the bot now says; null when it says nothing more. */
  node: BotFlowNode | null;
  /** The intent the last answer was understood as (the confirmation BOT_FINAL carries). */
  intent: AnswerOutcome | null;
  /** The dialogue ends by handing the customer over to a person ('转接人工'): a transfer node, or the customer asked. */
  handover: boolean;
}

/**
 * What a customer says to ask for a person at any node ('转人工', '人工客服', '找真人' …), compared as answers are
 * (normalizeAnswer); a node's own no keywords are read first, so a flow may still use one of these words as a no.
 */
const PERSON_KEYWORDS = ['人工', '真人', '客服', '坐席', '转接'] as const;

/** Whether an answer asks for a person. */
export function asksForPerson(text: string): boolean {
  const answer = normalizeAnswer(text);
  return answer !== '' && PERSON_KEYWORDS.some((keyword) => answer.includes(keyword));
}

/** How many answers in a row a node may fail to understand before the dialogue fails. */
export const BOT_RETRIES_MAX = 2;
export const BOT_NODES_MAX = 20;

const isClosing = (node: BotFlowNode) =>
  node.eventType === 'transfer' || Object.values(node.next).every((target) => target === null);
const nodeOf = (flow: BotFlow, nodeId: string) => flow.nodes.find((node) => node.nodeId === nodeId);

/**
 * The bot arrives at a node: it says the words, and the dialogue is final when the node closes it; a transfer
 * node (which links nowhere) hands over.
 */
function arrive(node: BotFlowNode, intent: AnswerOutcome | null): DialogStep {
  const closing = isClosing(node);
  return {
    state: { nodeId: node.nodeId, retries: 0, ended: closing },
    event: closing ? 'BOT_FINAL' : 'BOT_REPLY',
    node,
    intent,
    handover: node.eventType === 'transfer',
  };
}

const stop = (state: DialogState, event: BotEvent, intent: AnswerOutcome | null): DialogStep => ({
  state: { ...state, ended: true },
  event,
  node: null,
  intent,
  handover: false,
});

/** The customer asked for a person: the flow's first transfer node says its words, else the bot says nothing more. */
function handOver(flow: BotFlow, state: DialogState): DialogStep {
  const transfer = flow.nodes.find((node) => node.eventType === 'transfer');
  if (transfer) return arrive(transfer, null);
  return { ...stop(state, 'BOT_FINAL', null), handover: true };
}

/** The dialogue's first step: the first node. */
export function startDialog(flow: BotFlow): DialogStep {
  const first = flow.nodes[0];
  if (!first) return stop({ nodeId: '', retries: 0, ended: true }, 'BOT_FAIL', null);
  return arrive(first, null);
}

/** One turn: the customer's answer (or form event) at the current node, and where it leads. */
export function takeTurn(flow: BotFlow, state: DialogState, input: BotInput): DialogStep {
  if (state.ended) return stop(state, 'BOT_TERMINATE', null);
  const node = nodeOf(flow, state.nodeId);
  if (!node) return stop(state, 'BOT_FAIL', null);
  if ('event' in input) {
    const intent: AnswerOutcome = input.event === 'FORM_SUBMIT' ? 'yes' : 'default';
    const target = node.next[intent];
    if (target === null) return stop(state, input.event === 'FORM_SUBMIT' ? 'BOT_FINAL' : 'BOT_TERMINATE', intent);
    return follow(flow, state, target, intent);
  }
  const intent = classifyAnswer(input.text, node.intents);
  if (intent !== 'no' && asksForPerson(input.text)) return handOver(flow, state);
  const target = node.next[intent];
  if (target !== null) return follow(flow, state, target, intent);
  if (intent !== 'default') return stop(state, 'BOT_FINAL', intent);
  // Not understood and nowhere to go: the node asks again, until it has asked too often.
  if (state.retries >= BOT_RETRIES_MAX) return stop(state, 'BOT_FAIL', intent);
  return { state: { ...state, retries: state.retries + 1 }, event: 'BOT_REPLY', node, intent, handover: false };
}

function follow(flow: BotFlow, state: DialogState, target: string, intent: AnswerOutcome): DialogStep {
  const next = nodeOf(flow, target);
  return next ? arrive(next, intent) : stop(state, 'BOT_FAIL', intent);
}

/** The dialogue ended from outside (the customer hung up, or the preview closed). */
export function endDialog(state: DialogState): DialogState {
  return { ...state, ended: true };
}

const botFlowTexts = {
  noNodes: '至少需要一个节点',
  tooManyNodes: `节点不能超过${BOT_NODES_MAX}个`,
  nodeIdTwice: (nodeId: string) => `节点编号「${nodeId}」重复`,
  unknownNext: (name: string) => `节点「${name}」的下一节点不存在`,
} as const;

/** What is wrong with a flow's links (the schema checks each field): null when every next node exists. */
export function flowProblem(flow: BotFlow): string | null {
  if (flow.nodes.length === 0) return botFlowTexts.noNodes;
  if (flow.nodes.length > BOT_NODES_MAX) return botFlowTexts.tooManyNodes;
  const ids = new Set<string>();
  for (const node of flow.nodes) {
    if (ids.has(node.nodeId)) return botFlowTexts.nodeIdTwice(node.nodeId);
    ids.add(node.nodeId);
  }
  const broken = flow.nodes.find((node) =>
    Object.values(node.next).some((target) => target !== null && !ids.has(target)),
  );
  return broken ? botFlowTexts.unknownNext(broken.name) : null;
}

/** A new node for the editor: its id the first free n<k>, a closing node until linked. */
export function newNode(flow: BotFlow): BotFlowNode {
  const taken = new Set(flow.nodes.map((node) => node.nodeId));
  let k = flow.nodes.length + 1;
  while (taken.has(`n${k}`)) k++;
  return {
    nodeId: `n${k}`,
    name: `节点${k}`,
    words: '',
    eventType: 'normal',
    intents: { yes: [], no: [] },
    next: { yes: null, no: null, default: null },
  };
}

/** Removes a node and every link to it (those intents then end the dialogue). */
export function removeNode(flow: BotFlow, nodeId: string): BotFlow {
  const unlink = (target: string | null) => (target === nodeId ? null : target);
  return {
    nodes: flow.nodes
      .filter((node) => node.nodeId !== nodeId)
      .map((node) => ({
        ...node,
        next: { yes: unlink(node.next.yes), no: unlink(node.next.no), default: unlink(node.next.default) },
      })),
  };
}
