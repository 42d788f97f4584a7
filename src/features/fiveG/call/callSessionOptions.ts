import type { CallType, EndType, MediaKind } from '../../../schemas/callService';
import type { CallServiceClient } from './CallServiceClient';

export interface CallCustomer {
  name: string;
  phone: string;
  callType: CallType;
}

interface CallSessionCallbacks {
  /** The call service gave the call its ids (before it rings). */
  onAssigned?: (call: { serviceId: string; callId: string; customer: CallCustomer }) => void;
  /** The customer answered (status 2). */
  onConnected?: (call: { serviceId: string; callId: string; media: MediaKind }) => void;
  /** The medium changed after a switch was answered (or refused: the medium stays and `refused` is true). */
  onMediaChange?: (media: MediaKind, refused: boolean) => void;
  /** The call ended: 1 by the agent, 2 failed or released by the customer, -1 abnormal. */
  onEnded?: (endType: EndType, message: string | null, videoSeconds: number) => void;
  onRecord?: (recordId: string) => void;
  onStopRecord?: (recordId: string) => void;
  /** A message for the person (a refusal, a failure). */
  onMessage?: (message: string) => void;
}

export interface UseCallSessionOptions extends CallSessionCallbacks {
  /** The room's work-order number; a call needs one. */
  flowId: string | null;
  /** An adapter already initialised (tests, incoming calls); by default one from GET /api/callService/session. */
  client?: CallServiceClient;
}
