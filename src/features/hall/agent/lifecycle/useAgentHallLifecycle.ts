import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { EndNoticeType } from '../../../../domain/endNotice';
import { enterAgentRoom, onAgentSocketEvent } from '../../../../realtime/agentSocket';
import type { RoomChannel } from '../../../../realtime/im/RoomChannel';
import type { HallVariant } from '../../HallContext';
import type { AgentHallApi } from '../../hallApi';
import type { BeforeEndRegistry } from './beforeHallEnd';
import { leaveEndedHall } from './hallExit';
import { lifecycleTexts } from './lifecycleTexts';
import { pageLink } from '../../../../domain/pages';

/** Spec 2 §4.1: the hall closes 1.5 s after the other side ended the session. */
const CLOSE_AFTER_ENDED_MS = 1500;
/** Spec 2 §4.1: a join failure ends the meeting after 3 s. */
const END_AFTER_JOIN_FAILURE_MS = 3000;
/** How long the room may take to let this page in before joining counts as failed. */
const JOIN_TIMEOUT_MS = 10_000;
/** How long the work registered before the end (stopping the recording …) may hold the ending up. */
const BEFORE_END_TIMEOUT_MS = 8000;

export interface EndNotice {
  type: EndNoticeType;
  /** Seconds left on the countdown. */
  left: number;
}

type EndFinish = 'endRecord' | 'exitNotice';

interface Options {
  serviceId: string;
  api: AgentHallApi;
  variant: HallVariant;
  channel: RoomChannel | null;
  registry: BeforeEndRegistry;
  /** The page stops its call and channel: the session is over for it. */
  onEnded: () => void;
}

/**
 * The agent's hall from entering to leaving (spec 2 §4.1): enters the room and logs it, ends the session
 * (the end message, the log, the registered work, then the meeting), follows the other side's end, a
 * transfer away, and the server's notice that the end is near with its countdown.
 */
export function useAgentHallLifecycle({ serviceId, api, variant, channel, registry, onEnded }: Options) {
  const notify = useNotify();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<EndNotice | null>(null);
  const over = useRef(false);
  /** The agent chose to continue: the server's repeats of the notice until it heard so are ignored. */
  const continued = useRef(false);

  const postEvent = api.logEvent;
  const endRecord = useCallback(() => api.endRoom().catch(() => undefined), [api]);

  const end = useCallback(
    async (finish: EndFinish = 'endRecord') => {
      if (over.current) return;
      over.current = true;
      setNotice(null);
      channel?.send('wxEnd', { by: 'agent' });
      await postEvent('leaveRoom').catch(() => undefined);
      await registry.run(BEFORE_END_TIMEOUT_MS);
      if (finish === 'exitNotice') {
        await api.answerEndNotice(false).catch(endRecord);
      } else {
        await endRecord();
      }
      onEnded();
      leaveEndedHall(navigate, pageLink('meetings'));
    },
    [channel, postEvent, registry, api, endRecord, onEnded, navigate],
  );

  /** The session ended elsewhere (the customer, a transfer): say so and go back to the list. */
  const endedElsewhere = useCallback(
    (text: string) => {
      if (over.current) return;
      over.current = true;
      setNotice(null);
      onEnded();
      notify(text, { type: 'info' });
      void Promise.all([
        registry.run(BEFORE_END_TIMEOUT_MS),
        new Promise((resolve) => setTimeout(resolve, CLOSE_AFTER_ENDED_MS)),
      ]).then(() => navigate(pageLink('meetings')));
    },
    [notify, navigate, onEnded, registry],
  );

  /** Entering failed: say why, end the meeting (after `delay`) and go back to the list. */
  const failed = useCallback(
    (text: string, delay: number) => {
      if (over.current) return;
      over.current = true;
      notify(text, { type: 'error' });
      setTimeout(() => {
        onEnded();
        void endRecord().then(() => navigate(pageLink('meetings')));
      }, delay);
    },
    [notify, onEnded, endRecord, navigate],
  );

  // Entering: the room lets this page in, then the log says the agent came in.
  const ready = channel !== null;
  useEffect(() => {
    if (!ready) return;
    let live = true;
    void enterAgentRoom(serviceId, JOIN_TIMEOUT_MS).then((entered) => {
      if (!live) return;
      if (!entered) return failed(lifecycleTexts.joinFailed, END_AFTER_JOIN_FAILURE_MS);
      postEvent('enterRoom').catch(() => {
        if (live) failed(lifecycleTexts.enterFailed, 0);
      });
    });
    return () => {
      live = false;
      if (!over.current) void postEvent('leaveRoom').catch(() => undefined);
    };
  }, [ready, serviceId, postEvent, failed]);

  useEffect(() => {
    if (!channel) return;
    // The server says the notice again until answered; an open countdown keeps its own time.
    const noticeHeard = (type: EndNoticeType, seconds: number) => {
      if (!continued.current && !over.current) setNotice((current) => current ?? { type, left: seconds });
    };
    // The customer's wxEnd is not taken as the end: a guest's page could send it too. The server's
    // serviceRoom.ended (below) says when the customer's key has ended the room.
    const stops = [
      channel.on('syncLoginError', () => notify(lifecycleTexts.syncLoginError, { type: 'info' })),
      channel.on('notifyEnd', ({ seconds }) => noticeHeard('notifyEnd', seconds)),
      channel.on('notifySingleEnd', ({ seconds }) => noticeHeard('notifySingleEnd', seconds)),
    ];
    return () => stops.forEach((stop) => stop());
  }, [channel, endedElsewhere, notify]);

  useEffect(
    () =>
      onAgentSocketEvent('serviceRoom.ended', (room) => {
        if (room.serviceId === serviceId)
          endedElsewhere(room.by === 'transfer' ? 'app.call.transferredAway' : lifecycleTexts.ended);
      }),
    [serviceId, endedElsewhere],
  );

  // The countdown: one tick a second; at zero the session ends by itself.
  const counting = notice !== null;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(
      () => setNotice((current) => (current ? { ...current, left: Math.max(0, current.left - 1) } : current)),
      1000,
    );
    return () => clearInterval(timer);
  }, [counting]);
  const timedOut = notice?.left === 0;
  useEffect(() => {
    if (timedOut) void end();
  }, [timedOut, end]);

  const continueSession = useCallback(async () => {
    continued.current = true;
    setNotice(null);
    try {
      await api.answerEndNotice(true);
    } catch (err) {
      notify(err instanceof Error ? err.message : lifecycleTexts.ended, { type: 'error' });
    }
  }, [api, notify]);

  return {
    end,
    notice,
    continueSession,
    exitSession: () => void end('exitNotice'),
    alreadyOpenText: lifecycleTexts.alreadyOpen(variant),
  };
}
