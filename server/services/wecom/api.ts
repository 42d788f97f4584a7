import type { WecomContact, WecomTaskKind } from '../../../src/schemas/wecomTask';
import { MASS_SEND_REASONS, type WecomPort, type WecomResult, type WecomSend } from './port';

interface WecomAnswer {
  errcode?: number;
  errmsg?: string;
  [key: string]: unknown;
}

/** A token is asked for again this long before WeCom says it runs out. */
const TOKEN_MARGIN_MS = 5 * 60 * 1000;

/**
 * WeCom's server API (qyapi.weixin.qq.com): gettoken with the corp id and the customer-contact secret,
 * externalcontact/list and get for the member's contacts, add_msg_template and get_groupmsg_send_result
 * for mass sending, add_moment_task, get_moment_task_result and get_moment_send_result for moments.
 */
export class WecomApi implements WecomPort {
  private token: { value: string; until: number } | null = null;

  constructor(
    private readonly corpId: string,
    private readonly secret: string,
    private readonly baseUrl = 'https://qyapi.weixin.qq.com',
  ) {}

  private async accessToken(): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value;
    const answer = await this.request(
      'GET',
      `/cgi-bin/gettoken?corpid=${encodeURIComponent(this.corpId)}&corpsecret=${encodeURIComponent(this.secret)}`,
      undefined,
      false,
    );
    const value = String(answer.access_token);
    this.token = { value, until: Date.now() + Number(answer.expires_in ?? 7200) * 1000 - TOKEN_MARGIN_MS };
    return value;
  }

  private async request(method: 'GET' | 'POST', path: string, body?: unknown, signed = true): Promise<WecomAnswer> {
    const url = new URL(path, this.baseUrl);
    if (signed) url.searchParams.set('access_token', await this.accessToken());
    const response = await fetch(url, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
    const answer = (await response.json()) as WecomAnswer;
    if (!response.ok || (answer.errcode ?? 0) !== 0) {
      if (answer.errcode === 42001 || answer.errcode === 40014) this.token = null;
      throw new Error(`WeCom ${path.split('?')[0]}: ${answer.errcode ?? response.status} ${answer.errmsg ?? ''}`);
    }
    return answer;
  }

  async contacts(sender: string): Promise<WecomContact[]> {
    const list = await this.request('GET', `/cgi-bin/externalcontact/list?userid=${encodeURIComponent(sender)}`);
    const ids = (list.external_userid as string[] | undefined) ?? [];
    const contacts: WecomContact[] = [];
    for (const externalUserId of ids) {
      const one = await this.request(
        'GET',
        `/cgi-bin/externalcontact/get?external_userid=${encodeURIComponent(externalUserId)}`,
      );
      contacts.push({
        externalUserId,
        name: String((one.external_contact as { name?: string } | undefined)?.name ?? externalUserId),
      });
    }
    return contacts;
  }

  async send(send: WecomSend): Promise<{ externalId: string; refused: { externalUserId: string; reason: string }[] }> {
    const attachments = send.link ? [{ msgtype: 'link', link: { title: send.link.title, url: send.link.url } }] : [];
    if (send.kind === 'mass') {
      const answer = await this.request('POST', '/cgi-bin/externalcontact/add_msg_template', {
        chat_type: 'single',
        external_userid: send.externalUserIds,
        sender: send.sender,
        text: { content: send.text },
        attachments,
      });
      const refused = ((answer.fail_list as string[] | undefined) ?? []).map((externalUserId) => ({
        externalUserId,
        reason: MASS_SEND_REASONS[2]!,
      }));
      return { externalId: String(answer.msgid), refused };
    }
    const answer = await this.request('POST', '/cgi-bin/externalcontact/add_moment_task', {
      text: { content: send.text },
      attachments,
      visible_range: { sender_list: { user_list: [send.sender] }, external_contact_list: { tag_list: [] } },
    });
    return { externalId: `job:${String(answer.jobid)}`, refused: [] };
  }

  async results(
    kind: WecomTaskKind,
    externalId: string,
    sender: string,
    waiting: readonly string[],
  ): Promise<WecomResult[]> {
    if (kind === 'mass') {
      const answer = await this.request('POST', '/cgi-bin/externalcontact/get_groupmsg_send_result', {
        msgid: externalId,
        userid: sender,
        limit: 1000,
      });
      const list =
        (answer.send_list as { external_userid: string; status: number; send_time?: number }[] | undefined) ?? [];
      return list.map((row) => ({
        externalUserId: row.external_userid,
        status: row.status === 1 ? 'sent' : row.status === 0 ? 'pending' : 'failed',
        reason: MASS_SEND_REASONS[row.status] ?? null,
        sentAt: row.send_time ? new Date(row.send_time * 1000) : null,
      }));
    }
    // A moments task is a job first; once done it names the moment, published when the member posts it.
    const momentId = externalId.startsWith('job:')
      ? String(
          (
            (
              await this.request(
                'GET',
                `/cgi-bin/externalcontact/get_moment_task_result?jobid=${encodeURIComponent(externalId.slice(4))}`,
              )
            ).result as { moment_id?: string } | undefined
          )?.moment_id ?? '',
        )
      : externalId;
    if (!momentId) return [];
    const task = await this.request('POST', '/cgi-bin/externalcontact/get_moment_task', {
      moment_id: momentId,
      limit: 1000,
    });
    const published = ((task.task_list as { userid: string; publish_status: number }[] | undefined) ?? []).some(
      (row) => row.userid === sender && row.publish_status === 1,
    );
    return published
      ? waiting.map((externalUserId) => ({ externalUserId, status: 'sent', reason: null, sentAt: new Date() }))
      : [];
  }
}
