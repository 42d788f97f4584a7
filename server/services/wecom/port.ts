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

/**
 * The WeCom (企业微信) server: the member's external contacts, creating a mass-sending message
 * (externalcontact/add_msg_template) or a moments task (externalcontact/add_moment_task), and reading
 * each recipient's result. The production adapter speaks qyapi.weixin.qq.com; the simulator stands in
 * by default.
 */
export interface WecomPort {
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
