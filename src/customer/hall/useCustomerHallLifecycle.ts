import { useCallback, useEffect, useRef } from 'react';
import { customerRequest } from '../customerApi';
import type { RoomChannel } from '../../realtime/im/RoomChannel';
import type { CustomerRole } from '../../schemas/customerKey';
import type { RoomEventKind } from '../../schemas/roomEvent';
import { roomEventPaths } from '../../schemas/roomEvent';

/** How long hanging up waits for the log to take the customer's leaving. */
const LEAVE_EVENT_TIMEOUT_MS = 2000;

interface Options {
  channel: RoomChannel | null;
  serviceId: string;
  /** The page's key of the room. */
  roomKey: string;
  /** A guest's hanging up only leaves: it says nothing of an end. */
  role: CustomerRole;
  /** The agent ended the session. */
  onEnded?: () => void;
}

/**
 * The customer's side of entering and leaving (spec 2 §4.1): the log says when the customer came in; the
 * agent's end message ends the page; hanging up first tells the agent (the customer, not a guest) and the
 * log. Answers the function that does the telling.
 */
export function useCustomerHallLifecycle({ channel, serviceId, roomKey, role, onEnded }: Options): () => Promise<void> {
  const postEvent = useCallback(
    (event: RoomEventKind) => customerRequest('POST', roomEventPaths.customer, { serviceId, key: roomKey, event }),
    [serviceId, roomKey],
  );
  const latestOnEnded = useRef(onEnded);
  latestOnEnded.current = onEnded;

  const ready = channel !== null;
  useEffect(() => {
    if (ready) void postEvent('enterRoom').catch(() => undefined);
  }, [ready, postEvent]);

  useEffect(
    () =>
      channel?.on('wxEnd', (_, from) => {
        if (from.role === 'agent') latestOnEnded.current?.();
      }),
    [channel],
  );

  return useCallback(async () => {
    if (role === 'customer') channel?.send('wxEnd', { by: 'customer' });
    await Promise.race([
      postEvent('leaveRoom').catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, LEAVE_EVENT_TIMEOUT_MS)),
    ]);
  }, [channel, postEvent, role]);
}
