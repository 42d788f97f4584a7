/**
 * The part of @tencentcloud/chat the room channel uses, so a test can stand in for it. The SDK is
 * fetched only when a page enters a room on Tencent IM, never with the main bundles.
 */
import type { ChatSDK, Message } from '@tencentcloud/chat';

export type ChatInstance = Pick<
  ChatSDK,
  'on' | 'off' | 'login' | 'logout' | 'joinGroup' | 'createGroup' | 'createCustomMessage' | 'sendMessage'
>;

/** The SDK's constants the channel reads; the real enums carry these names. */
export interface ChatSdk {
  create(options: { SDKAppID: number }): ChatInstance;
  EVENT: { SDK_READY: string; MESSAGE_RECEIVED: string; NET_STATE_CHANGE: string };
  TYPES: {
    GRP_AVCHATROOM: string;
    CONV_GROUP: string;
    MSG_CUSTOM: string;
    JOIN_STATUS_ALREADY_IN_GROUP: string;
    NET_STATE_CONNECTED: string;
  };
}

export type ChatMessage = Pick<Message, 'type' | 'to' | 'from' | 'conversationType' | 'payload'>;

export type LoadChatSdk = () => Promise<ChatSdk>;

export const loadChatSdk: LoadChatSdk = async () => (await import('@tencentcloud/chat')).default;
