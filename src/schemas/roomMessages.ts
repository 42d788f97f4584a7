/**
 * In-room messages (spec 2 §4.1, §7.4): what the agent's and the customer's pages say to each other
 * through a RoomChannel (socket.io rooms by default, Tencent IM when configured). The server relays them
 * unread between a room's customers and its current agent, and stamps who sent each.
 *
 * Each feature declares its own messages next to its code by augmenting `RoomMessages`:
 *
 *     declare module '../../schemas/roomMessages' {
 *       interface RoomMessages { 'board.stroke': Stroke }
 *     }
 */

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RoomMessages {}

export type RoomMessageType = keyof RoomMessages & string;

/** Who sent a message: set by the server from the socket, never from the message itself. */
export interface RoomSender {
  role: 'agent' | 'customer' | 'server';
  /** The agent's id, the customer's socket id, or '' for the server. */
  id: string;
}

/** A message as it travels: the room, its type and payload, and (as delivered) its sender. */
export interface RoomMessageEnvelope {
  serviceId: string;
  type: string;
  payload: unknown;
  from?: RoomSender;
}

/** The largest message the relay carries (a whiteboard snapshot of a busy page fits). */
export const ROOM_MESSAGE_MAX_BYTES = 256 * 1024;

/**
 * Refusals of in-room messages and what the page shows for them (spec 2 §7.4, §4.1): Tencent IM's 80002
 * (body too large, 'too many file pages' in the spec), which the socket engine gives too for a message
 * over its bound, and a channel that cannot be entered.
 */
export const ROOM_MESSAGE_TOO_LARGE = 80002;
export const roomMessageTexts = {
  tooLarge: '文件页数过多，请减少后重试',
  sendFailed: '消息发送失败，请稍后重试',
  joinFailed: '加入失败，请重新加入会议',
} as const;
