import { wecomTexts, type WecomMember } from '../../../src/schemas/wecom';
import type { WecomContact, WecomTaskKind } from '../../../src/schemas/wecomTask';
import { ErrCode } from '../../../src/schemas/api';
import { AppError } from '../../plugins/envelope';
import {
  MASS_SEND_REASONS,
  type WecomAuthorizeRequest,
  type WecomPort,
  type WecomResult,
  type WecomSend,
} from './port';

interface WecomAnswer {
  errcode?: number;
  errmsg?: string;
  [key: string]: unknown;
}

/** A token is asked for again this long before WeCom says it runs out. */
const TOKEN_MARGIN_MS = 5 * 60 * 1000;
/** WeCom's answers to a code it does not take: invalid, used, expired; and a user id that is no member. */
const CODE_REFUSED = new Set([40029, 40163, 42003, 50001]);
const NO_MEMBER = new Set([46004, 60111]);

/** Where WeCom's sign-in pages are, and its server API. */
export interface WecomEndpoints {
  api: string;
  /** The QR login page (wwlogin/sso/login, login_type CorpApp). */
  qrLogin: string;
  /** The OAuth2 web authorization inside WeCom's browser (connect/oauth2/authorize). */
  oauth: string;
}

const WECOM_ENDPOINTS: WecomEndpoints = {
  api: 'https://qyapi.weixin.qq.com',
  qrLogin: 'https://login.work.weixin.qq.com/wwlogin/sso/login',
  oauth: 'https://open.weixin.qq.com/connect/oauth2/authorize',
};

/** A refusal by WeCom, with its errcode. */
class WecomApiError extends Error {
  constructor(
    readonly errcode: number,
    message: string,
  ) {
    super(message);
  }
}

/** The corp's self-built app that people sign in through: its AgentID and Secret (WECOM_AGENT_ID, WECOM_AGENT_SECRET). */
export interface WecomLoginApp {
  agentId: string;
  secret: string;
}

/**
 * WeCom's server API (qyapi.weixin.qq.com): gettoken with the corp id and a secret, one token per secret (the
 * customer-contact secret for externalcontact/*, the sign-in app's for auth/getuserinfo and user/get);
 * externalcontact/list and get for the member's contacts, add_msg_template and get_groupmsg_send_result for
 * mass sending, add_moment_task, get_moment_task_result and get_moment_send_result for moments. Sign-in sends
 * the browser to WeCom's QR login page (or, inside WeCom, its OAuth2 page), which comes back with a code.
 */
export class WecomApi implements WecomPort {
  private readonly tokens = new Map<string, { value: string; until: number }>();
  private readonly endpoints: WecomEndpoints;

  constructor(
    readonly corpId: string,
    private readonly secret: string,
    private readonly loginApp: WecomLoginApp | undefined,
    endpoints: Partial<WecomEndpoints> = {},
  ) {
    this.endpoints = { ...WECOM_ENDPOINTS, ...endpoints };
  }

  private async accessToken(secret: string): Promise<string> {
    const kept = this.tokens.get(secret);
    if (kept && kept.until > Date.now()) return kept.value;
    const answer = await this.request(
      'GET',
      `/cgi-bin/gettoken?corpid=${encodeURIComponent(this.corpId)}&corpsecret=${encodeURIComponent(secret)}`,
      undefined,
      null,
    );
    const value = String(answer.access_token);
    this.tokens.set(secret, { value, until: Date.now() + Number(answer.expires_in ?? 7200) * 1000 - TOKEN_MARGIN_MS });
    return value;
  }

  /** A call of the API, signed with the token of `secret` (the contact secret unless named; null: unsigned). */
  private async request(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    secret: string | null = this.secret,
  ): Promise<WecomAnswer> {
    const url = new URL(path, this.endpoints.api);
    if (secret !== null) url.searchParams.set('access_token', await this.accessToken(secret));
    const response = await fetch(url, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
    const answer = (await response.json()) as WecomAnswer;
    if (!response.ok || (answer.errcode ?? 0) !== 0) {
      if ((answer.errcode === 42001 || answer.errcode === 40014) && secret !== null) this.tokens.delete(secret);
      throw new WecomApiError(
        answer.errcode ?? response.status,
        `WeCom ${path.split('?')[0]}: ${answer.errcode ?? response.status} ${answer.errmsg ?? ''}`,
      );
    }
    return answer;
  }

  private signInApp(): WecomLoginApp {
    // Without the sign-in app's AgentID and Secret the corp's tasks work and sign-in is refused.
    if (!this.loginApp) throw new AppError(ErrCode.refused, wecomTexts.loginNotConfigured);
    return this.loginApp;
  }

  async authorizeUrl({ redirectUri, state, inWecom }: WecomAuthorizeRequest): Promise<string> {
    const app = this.signInApp();
    if (inWecom) {
      const url = new URL(this.endpoints.oauth);
      url.search = new URLSearchParams({
        appid: this.corpId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'snsapi_base',
        state,
        agentid: app.agentId,
      }).toString();
      return `${url.toString()}#wechat_redirect`;
    }
    const url = new URL(this.endpoints.qrLogin);
    url.search = new URLSearchParams({
      login_type: 'CorpApp',
      appid: this.corpId,
      agentid: app.agentId,
      redirect_uri: redirectUri,
      state,
    }).toString();
    return url.toString();
  }

  async userIdForCode(code: string): Promise<string | null> {
    const { secret } = this.signInApp();
    try {
      const answer = await this.request(
        'GET',
        `/cgi-bin/auth/getuserinfo?code=${encodeURIComponent(code)}`,
        undefined,
        secret,
      );
      // Someone outside the corp gets an openid instead of a userid.
      return typeof answer.userid === 'string' && answer.userid !== '' ? answer.userid : null;
    } catch (error) {
      if (error instanceof WecomApiError && CODE_REFUSED.has(error.errcode)) return null;
      throw error;
    }
  }

  async member(userId: string): Promise<WecomMember | null> {
    const { secret } = this.signInApp();
    try {
      const one = await this.request(
        'GET',
        `/cgi-bin/user/get?userid=${encodeURIComponent(userId)}`,
        undefined,
        secret,
      );
      const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
      return {
        userId: String(one.userid ?? userId),
        name: String(one.name ?? userId),
        mobile: text(one.mobile),
        position: text(one.position),
        department: Array.isArray(one.department) ? one.department.map(Number) : [],
        avatar: text(one.avatar),
      };
    } catch (error) {
      if (error instanceof WecomApiError && NO_MEMBER.has(error.errcode)) return null;
      throw error;
    }
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
