/**
 * The bot preview (spec 3 §4 "Bot preview"): idle, then playing the node (its words spoken), then recording the answer,
 * then the next node. sms nodes open the form frame 2 s after they played; a timeout node, and an open
 * form, send FORM_TIMEOUT after 5 s without an answer. BOT_FINAL with a confirmed yes moves on to the
 * next bot when there is one; any other end closes the preview; BOT_FAILURE shows '异常'.
 */
import type { BotEvent, BotNodeType } from './botFlow';
import type { AnswerOutcome } from './interaction';

export const SMS_FORM_DELAY_MS = 2000;
export const BOT_FORM_TIMEOUT_MS = 5000;
export const BOT_FAILURE_TEXT = '异常';

/** What a preview shows of a node: its words, the picture or video of its material, and its words spoken. */
export interface PreviewNode {
  nodeId: string;
  words: string;
  eventType: BotNodeType;
  background: { type: 'image' | 'video'; url: string } | null;
  voice: { url: string; duration: number } | null;
}

/** One answer of the dialogue engine, as the preview reads it. */
interface PreviewStep {
  dmId: string;
  event: BotEvent;
  botNode: PreviewNode | null;
  intent: AnswerOutcome | null;
  /** The dialogue ended by handing over to a person ('转接人工'); a preview asks no call. */
  handover?: boolean;
}

/** connecting: a dialogue is being opened with botIds[botIndex]; closed and failed are ends. */
type PreviewPhase = 'idle' | 'connecting' | 'playing' | 'recording' | 'form' | 'waiting' | 'closed' | 'failed';

export interface PreviewState {
  phase: PreviewPhase;
  botIds: string[];
  botIndex: number;
  dmId: string | null;
  node: PreviewNode | null;
  event: BotEvent | null;
  intent: AnswerOutcome | null;
  /** The last step handed over to a person. */
  handover: boolean;
}

export type PreviewAction =
  | { type: 'start' }
  | { type: 'step'; step: PreviewStep }
  | { type: 'played' }
  | { type: 'openForm' }
  /** An answer or form event was sent; the engine's step follows. */
  | { type: 'sent' }
  | { type: 'failed' }
  | { type: 'close' };

export const initialPreview = (botIds: string[]): PreviewState => ({
  phase: 'idle',
  botIds,
  botIndex: 0,
  dmId: null,
  node: null,
  event: null,
  intent: null,
  handover: false,
});

function onStep(state: PreviewState, step: PreviewStep): PreviewState {
  const shown = {
    ...state,
    dmId: step.dmId,
    event: step.event,
    intent: step.intent,
    node: step.botNode ?? state.node,
    handover: step.handover ?? false,
  };
  if (shown.handover) return { ...shown, phase: 'closed' };
  switch (step.event) {
    case 'BOT_REPLY':
      return { ...shown, phase: 'playing' };
    case 'BOT_FINAL':
      if (step.intent === 'yes' && state.botIndex + 1 < state.botIds.length)
        return { ...shown, phase: 'connecting', botIndex: state.botIndex + 1, dmId: null };
      return { ...shown, phase: 'closed' };
    case 'BOT_FAILURE':
      return { ...shown, phase: 'failed' };
    default:
      return { ...shown, phase: 'closed' };
  }
}

export function previewReducer(state: PreviewState, action: PreviewAction): PreviewState {
  switch (action.type) {
    case 'start':
      return state.phase === 'idle' && state.botIds.length > 0 ? { ...state, phase: 'connecting' } : state;
    case 'step':
      return state.phase === 'closed' || state.phase === 'failed' ? state : onStep(state, action.step);
    case 'played':
      return state.phase === 'playing' ? { ...state, phase: 'recording' } : state;
    case 'openForm':
      return state.phase === 'recording' && state.node?.eventType === 'sms' ? { ...state, phase: 'form' } : state;
    case 'sent':
      return state.phase === 'recording' || state.phase === 'form' ? { ...state, phase: 'waiting' } : state;
    case 'failed':
      return { ...state, phase: 'failed', event: 'BOT_FAILURE', handover: false };
    case 'close':
      return { ...state, phase: 'closed' };
  }
}

/** The timer a phase runs: the sms form's opening, or the FORM_TIMEOUT of an unanswered wait. */
export function previewTimer(state: PreviewState): { action: 'openForm' | 'timeout'; ms: number } | null {
  if (state.phase === 'form') return { action: 'timeout', ms: BOT_FORM_TIMEOUT_MS };
  if (state.phase !== 'recording') return null;
  if (state.node?.eventType === 'sms') return { action: 'openForm', ms: SMS_FORM_DELAY_MS };
  if (state.node?.eventType === 'timeout') return { action: 'timeout', ms: BOT_FORM_TIMEOUT_MS };
  return null;
}
