import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import {
  idleCall,
  incomingKind,
  nextIncomingCall,
  type IncomingCallEffect,
  type IncomingCallEvent,
  type IncomingCallNotice,
  type IncomingCallState,
} from '../../domain/incomingCall';
import { pageLink } from '../../domain/pages';
import { agentCallSignals, onAgentSocketEvent, tellCallAnswering } from '../../realtime/agentSocket';
import { createRingPlayer } from '../../realtime/ringPlayer';
import { holdCameraAhead, letCameraGo, openCameraAhead } from '../../realtime/rtc/p2p/cameraAhead';
import { answerWarmCall, dropWarmCall, warmCallUp } from '../../realtime/rtc/p2p/warmCall';
import { callTexts, type StartedRoom } from '../../schemas/call';
import type { IncomingCall } from '../../schemas/events';
import type { IncomingJoin } from '../fiveG';
import { handRoomOver } from '../hall';
import { callsApi } from './callsApi';

export type CallState = IncomingCallState<IncomingCall, StartedRoom>;
type CallEvent = IncomingCallEvent<IncomingCall, StartedRoom>;
type CallEffect = IncomingCallEffect<IncomingCall, StartedRoom>;

const NOTICES: Record<IncomingCallNotice, string> = {
  customerCancelled: callTexts.customerCancelled,
  rejected: 'app.call.rejected',
};

/** What the 5G room needs to join the customer's call. */
function fiveGJoin(call: IncomingCall): IncomingJoin {
  return {
    serviceId: call.serviceId ?? '',
    callId: call.callId,
    media: call.isVideo ? 'video' : 'audio',
    appToken: call.appToken ?? '',
    url: call.url ?? '',
  };
}

/**
 * A customer's call rings in the hall's p2p engine: the camera opens, and the connection with the caller is made
 * ready (warmCall.ts), so that the answer only puts the media on it. The 5G room always runs the p2p engine, on
 * the call service's line: only its camera opens ahead.
 */
function prepareMedia(call: IncomingCall, fiveG: boolean): void {
  if (fiveG) return openCameraAhead('p2p');
  const engine = callsApi.engine();
  openCameraAhead(engine.then((answer) => answer.engine));
  if (incomingKind(call) !== 'customer') return;
  void engine.then(
    ({ engine: name, iceServers }) => {
      if (name === 'p2p')
        warmCallUp({ callId: call.callId, role: 'agent', signals: agentCallSignals(call.callId), iceServers });
    },
    () => undefined,
  );
}

/**
 * The incoming-call flow of src/domain/incomingCall.ts wired to the page: the agent's socket and the call
 * ringing on load feed it, and its effects (the ring, notices, server calls, opening the room) run here.
 */
export function useIncomingCall(): { state: CallState; dispatch: (event: CallEvent) => void } {
  const notify = useNotify();
  const navigate = useNavigate();
  const [state, setState] = useState<CallState>(idleCall);
  const current = useRef<CallState>(idleCall);
  const ring = useRef(createRingPlayer());
  const run = useRef<(effect: CallEffect) => void>(() => undefined);

  const dispatch = useCallback((event: CallEvent) => {
    const step = nextIncomingCall(current.current, event);
    current.current = step.state;
    setState(step.state);
    for (const effect of step.effects) run.current(effect);
    // The box closed without opening a room (turned down, withdrawn, failed): the camera opened ahead stops, and
    // the connection made ready is left.
    if (step.state.phase === 'idle' && !step.effects.some((effect) => effect.type === 'openRoom')) {
      letCameraGo();
      dropWarmCall();
    }
  }, []);

  useEffect(() => {
    const after = (callId: string, work: Promise<CallEvent>) =>
      void work.then(dispatch, () => dispatch({ type: 'failed', callId }));
    run.current = (effect) => {
      switch (effect.type) {
        case 'ring':
          if (current.current.phase === 'ringing') prepareMedia(current.current.call, effect.fiveG);
          return ring.current.start(effect.url);
        case 'silence':
          return ring.current.stop();
        case 'notify':
          return notify(NOTICES[effect.notice], { type: 'info' });
        case 'checkInProgress':
          return after(
            effect.call.callId,
            callsApi.inProgress().then((room) => ({ type: 'inProgressChecked', callId: effect.call.callId, room })),
          );
        case 'endInProgress':
          return after(
            effect.call.callId,
            callsApi.endInProgress(effect.room).then(() => ({ type: 'inProgressEnded', callId: effect.call.callId })),
          );
        case 'startRoom':
          // The agent has answered: its camera goes out on the connection made ready while the server opens the room,
          // and the caller is told at once, so its camera goes out too.
          answerWarmCall(effect.call.callId, { media: true });
          tellCallAnswering(effect.call.callId);
          return after(
            effect.call.callId,
            callsApi.startRoom(effect.call).then((room) => {
              handRoomOver(room);
              return { type: 'roomOpened', callId: effect.call.callId, serviceId: room.serviceId } as const;
            }),
          );
        case 'answerFiveG':
          return after(
            effect.call.callId,
            callsApi
              .answerFiveG(effect.call.incomeId ?? '')
              .then((room) => ({ type: 'roomOpened', callId: effect.call.callId, serviceId: room.serviceId })),
          );
        case 'refuse':
          return void callsApi.refuse(effect.call);
        case 'openRoom':
          holdCameraAhead();
          answerWarmCall(effect.call.callId, { serviceId: effect.serviceId, media: true });
          if (effect.call.incomeId)
            return void navigate(pageLink('fiveGRoom', { serviceId: effect.serviceId }), {
              state: { incoming: fiveGJoin(effect.call) },
            });
          return void navigate(pageLink('meetingHall', { serviceId: effect.serviceId }));
      }
    };
  }, [dispatch, navigate, notify]);

  useEffect(() => {
    const player = ring.current;
    const offers = (['videoSells.callIn', 'videoSells.receivefivecallinfo'] as const).map((name) =>
      onAgentSocketEvent(name, (call) => dispatch({ type: 'offered', call, source: 'push' })),
    );
    const offCancel = onAgentSocketEvent('videoSells.cancelCall', ({ callId, reason }) =>
      dispatch({ type: 'withdrawn', callId, ...(reason ? { reason } : {}) }),
    );
    void callsApi
      .ringing()
      .then((call) => {
        if (call) dispatch({ type: 'offered', call, source: 'reload' });
      })
      .catch(() => undefined);
    return () => {
      for (const off of offers) off();
      offCancel();
      player.stop();
    };
  }, [dispatch]);

  return { state, dispatch };
}
