import { describe, expect, it } from 'vitest';
import {
  BOT_FORM_TIMEOUT_MS,
  SMS_FORM_DELAY_MS,
  initialPreview,
  previewReducer,
  previewTimer,
  type PreviewAction,
  type PreviewNode,
  type PreviewState,
} from './botPreview';

const node = (nodeId: string, eventType: PreviewNode['eventType'] = 'normal'): PreviewNode => ({
  nodeId,
  words: nodeId,
  eventType,
  background: null,
  voice: null,
});
const run = (state: PreviewState, ...actions: PreviewAction[]) => actions.reduce(previewReducer, state);

describe('the bot preview', () => {
  it('goes idle, connecting, playing, recording, waiting, then the next node', () => {
    const playing = run(
      initialPreview(['b1']),
      { type: 'start' },
      { type: 'step', step: { dmId: 'd1', event: 'BOT_REPLY', botNode: node('n1'), intent: null } },
    );
    expect(playing).toMatchObject({ phase: 'playing', dmId: 'd1', node: { nodeId: 'n1' } });
    const waiting = run(playing, { type: 'played' }, { type: 'sent' });
    expect(waiting.phase).toBe('waiting');
    expect(previewTimer(run(playing, { type: 'played' }))).toBeNull();
    expect(
      run(waiting, { type: 'step', step: { dmId: 'd1', event: 'BOT_FINAL', botNode: node('n3'), intent: 'yes' } }),
    ).toMatchObject({
      phase: 'closed',
      event: 'BOT_FINAL',
      node: { nodeId: 'n3' },
    });
  });

  it('closes on a hand-over to a person, even a confirmed yes with another bot to go', () => {
    const playing = run(
      initialPreview(['b1', 'b2']),
      { type: 'start' },
      { type: 'step', step: { dmId: 'd1', event: 'BOT_REPLY', botNode: node('n1'), intent: null } },
    );
    const handed = run(
      playing,
      { type: 'played' },
      { type: 'sent' },
      {
        type: 'step',
        step: { dmId: 'd1', event: 'BOT_FINAL', botNode: node('t1', 'transfer'), intent: 'yes', handover: true },
      },
    );
    expect(handed).toMatchObject({ phase: 'closed', handover: true, botIndex: 0, node: { nodeId: 't1' } });
  });

  it('moves on to the next bot on a confirmed yes, and closes on any other end', () => {
    const playing = run(
      initialPreview(['b1', 'b2']),
      { type: 'start' },
      { type: 'step', step: { dmId: 'd1', event: 'BOT_REPLY', botNode: node('n1'), intent: null } },
    );
    const final = (intent: 'yes' | 'no') =>
      previewReducer(playing, { type: 'step', step: { dmId: 'd1', event: 'BOT_FINAL', botNode: null, intent } });
    expect(final('yes')).toMatchObject({ phase: 'connecting', botIndex: 1, dmId: null });
    expect(final('no')).toMatchObject({ phase: 'closed', botIndex: 0 });
    expect(
      previewReducer(playing, {
        type: 'step',
        step: { dmId: 'd1', event: 'BOT_TERMINATE', botNode: null, intent: null },
      }).phase,
    ).toBe('closed');
    expect(previewReducer(playing, { type: 'failed' })).toMatchObject({ phase: 'failed', event: 'BOT_FAILURE' });
  });

  it('opens the form of an sms node after 2 s and times it out after 5 s; a timeout node times out after 5 s', () => {
    const at = (n: PreviewNode) =>
      run(
        initialPreview(['b1']),
        { type: 'start' },
        { type: 'step', step: { dmId: 'd', event: 'BOT_REPLY', botNode: n, intent: null } },
        { type: 'played' },
      );
    const sms = at(node('s', 'sms'));
    expect(previewTimer(sms)).toEqual({ action: 'openForm', ms: SMS_FORM_DELAY_MS });
    const form = previewReducer(sms, { type: 'openForm' });
    expect(form.phase).toBe('form');
    expect(previewTimer(form)).toEqual({ action: 'timeout', ms: BOT_FORM_TIMEOUT_MS });
    expect(previewTimer(at(node('t', 'timeout')))).toEqual({ action: 'timeout', ms: BOT_FORM_TIMEOUT_MS });
    expect(previewReducer(at(node('n')), { type: 'openForm' }).phase).toBe('recording');
  });
});
