/**
 * The room's message channel (ARCHITECTURE "Video, messaging and other external services"): in-room
 * messages between the agent and the customer (end, notifyEnd, share, whiteboard, host controls …).
 * socket.io rooms by default; Tencent IM behind the same interface when configured. No component imports
 * a messaging SDK.
 */
import type { RoomMessages, RoomMessageType, RoomSender } from '../../schemas/roomMessages';

export type RoomMessageListener<K extends RoomMessageType> = (payload: RoomMessages[K], from: RoomSender) => void;

export interface RoomChannel {
  /** Enters the room's channel; resolves once messages flow both ways. */
  join(): Promise<void>;
  /** Sends to the others in the room; messages sent before join() are queued. */
  send<K extends RoomMessageType>(type: K, payload: RoomMessages[K]): void;
  /** Listens to one type of message; answers the function that stops listening. */
  on<K extends RoomMessageType>(type: K, listener: RoomMessageListener<K>): () => void;
  /**
   * Hears each return to the room after a break in the transport (not the first join): what was said
   * meanwhile is lost, so what a page keeps of the room is read again. Answers the function that stops listening.
   */
  onRejoin(listener: () => void): () => void;
  /** Hears sends that failed (RoomChannelError with the page's text); answers the function that stops listening. */
  onError(listener: (error: RoomChannelError) => void): () => void;
  /** Leaves the room's channel; further sends are dropped. */
  leave(): void;
}

/** Raised by an engine when a message cannot be sent; `text` is what the page shows (spec 2 §7.4). */
export class RoomChannelError extends Error {
  constructor(
    readonly code: number,
    readonly text: string,
  ) {
    super(text);
  }
}
