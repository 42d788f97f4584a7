import type { WecomMember } from '../../../src/schemas/wecom';
import type { WecomContact, WecomTaskKind } from '../../../src/schemas/wecomTask';

/** What is sent: from one member (the agent's WeCom user id) to some of their external contacts. */
export interface WecomSend {
  kind: WecomTaskKind;
  sender: string;
  externalUserIds: string[];
  text: string;
  link: { title: string; url: string } | null;
}

/** One recipient's send as WeCom reports it. */
export interface WecomResult {
  externalUserId: string;
  status: 'pending' | 'sent' | 'failed';
  reason: string | null;
  sentAt: Date | null;
}

/** Where a person approves a sign-in: WeCom's page, which sends the browser back to `redirectUri` with code and state. */
export interface WecomAuthorizeRequest {
  redirectUri: string;
  state: string;
  /** The tenant signing in; the simulator offers its members, WeCom's own page needs none. */
  tenantCode: string;
  /** The page runs inside WeCom's browser: OAuth2 web authorization rather than the QR page. */
  inWecom: boolean;
}

/**
 * The WeCom (企业微信) server: sign-in (the approval page, then the member behind its code), the member's
 * info (user/get), their external contacts, creating a mass-sending message (externalcontact/add_msg_template)
 * or a moments task (externalcontact/add_moment_task), and reading each recipient's result. The production
 * adapter speaks qyapi.weixin.qq.com; the simulator stands in by default.
 */
export interface WecomPort {
  /** The corp's id, as the spec's calls name it (corpId). */
  readonly corpId: string;
  authorizeUrl(request: WecomAuthorizeRequest): Promise<string>;
  /** The member's user id behind a sign-in code; null when the code is unknown, used or run out, or not a member's. */
  userIdForCode(code: string): Promise<string | null>;
  /** A member of the corp; null when there is none by that id. */
  member(userId: string): Promise<WecomMember | null>;
  contacts(sender: string): Promise<WecomContact[]>;
  /** Creates the send; answers WeCom's id of it (msgid, or the moment's id) and the recipients refused at once. */
  send(send: WecomSend): Promise<{ externalId: string; refused: { externalUserId: string; reason: string }[] }>;
  /** The state of the recipients still waiting, of a send made earlier. */
  results(kind: WecomTaskKind, externalId: string, sender: string, waiting: readonly string[]): Promise<WecomResult[]>;
}

/** WeCom's send_status of a mass-sending message (get_groupmsg_send_result): 0 not yet, 1 sent, 2 not a friend, 3 already received one. */
export const MASS_SEND_REASONS: Record<number, string> = {
  2: '客户不是好友，发送失败',
  3: '客户已收到其他群发消息，发送失败',
};
