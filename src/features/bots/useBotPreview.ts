import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { BotInput } from '../../domain/botFlow';
import { initialPreview, previewReducer, previewTimer } from '../../domain/botPreview';
import { botApi } from './botApi';

/**
 * Drives the preview's machine (src/domain/botPreview.ts) with the /dm calls: opens a dialogue with each
 * bot in turn, sends the answers and the form events, runs the sms-form and FORM_TIMEOUT timers, and ends
 * a dialogue left open when the preview goes away.
 */
export function useBotPreview(botIds: string[], callId: string) {
  const [state, dispatch] = useReducer(previewReducer, botIds, initialPreview);
  const openDialog = useRef<string | null>(null);

  useEffect(() => {
    if (state.phase !== 'connecting') return;
    const botId = state.botIds[state.botIndex];
    if (!botId) return;
    let live = true;
    botApi
      .dmInit(botId, state.botIndex === 0 ? callId : `${callId}-${state.botIndex + 1}`)
      .then((step) => live && dispatch({ type: 'step', step }))
      .catch(() => live && dispatch({ type: 'failed' }));
    return () => {
      live = false;
    };
  }, [state.phase, state.botIds, state.botIndex, callId]);

  const ended = state.phase === 'closed' || state.phase === 'failed' || state.phase === 'connecting';
  useEffect(() => {
    openDialog.current = ended ? null : state.dmId;
  }, [ended, state.dmId]);
  useEffect(
    () => () => {
      if (openDialog.current) void botApi.dmEnd(openDialog.current).catch(() => undefined);
    },
    [],
  );

  // A node's words are spoken (the page tells `played` when they end); a node with nothing to say is played at once.
  useEffect(() => {
    if (state.phase === 'playing' && !state.node?.voice) dispatch({ type: 'played' });
  }, [state.phase, state.node]);

  const send = useCallback(
    (input: BotInput) => {
      if (!state.dmId) return;
      dispatch({ type: 'sent' });
      botApi
        .dmTurn(state.dmId, input)
        .then((step) => dispatch({ type: 'step', step }))
        .catch(() => dispatch({ type: 'failed' }));
    },
    [state.dmId],
  );

  const timer = previewTimer(state);
  useEffect(() => {
    if (!timer) return;
    const id = setTimeout(
      () => (timer.action === 'openForm' ? dispatch({ type: 'openForm' }) : send({ event: 'FORM_TIMEOUT' })),
      timer.ms,
    );
    return () => clearTimeout(id);
  }, [timer?.action, timer?.ms, state.node, send]); // eslint-disable-line react-hooks/exhaustive-deps -- the timer restarts with its kind and node, not with each render's object

  return { state, start: () => dispatch({ type: 'start' }), send, played: () => dispatch({ type: 'played' }) };
}
