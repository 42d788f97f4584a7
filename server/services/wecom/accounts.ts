import { randomBytes, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { ErrCode } from '../../../src/schemas/api';
import { wecomTexts, type CorpContactList, type CorpUserInfo } from '../../../src/schemas/wecom';
import type { DB } from '../../db/types';
import { isUniqueViolation } from '../../db/sql';
import { AppError } from '../../plugins/envelope';
import type { WecomPort } from './port';

/** What a sign-in started: its state, kept by the browser in a cookie, and the tenant it is for. */
export interface WecomSignInStart {
  url: string;
  /** The cookie's value: the state and the tenant's code. */
  cookie: string;
}

const refused = (text: string) => new AppError(ErrCode.refused, text);

/** The state's cookie holds `state:tenantCode`; the state is hex, so the first colon splits them. */
const readCookie = (value: string | undefined) => {
  const at = value?.indexOf(':') ?? -1;
  return value && at > 0 ? { state: value.slice(0, at), tenantCode: value.slice(at + 1) } : null;
};
const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Agents as WeCom members: sign-in by a WeCom approval (the state checked against the browser's cookie, the
 * code exchanged through the port, the agent bound to that member in the tenant), the binding an admin sets
 * (one agent per member and tenant), and the signed-in member's info and contacts through the port. An agent
 * bound to no member acts as the member named by their login name, as the WeCom tasks always did.
 */
export class WecomAccounts {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly wecom: WecomPort,
  ) {}

  /** Where the browser goes to approve, and the state cookie it must bring back. */
  async startSignIn(tenantCode: string, redirectUri: string, inWecom: boolean): Promise<WecomSignInStart> {
    const tenant = await this.db
      .selectFrom('tenants')
      .select('code')
      .where('code', '=', tenantCode.trim())
      .executeTakeFirst();
    if (!tenant) throw refused(wecomTexts.tenantUnknown);
    const state = randomBytes(16).toString('hex');
    const url = await this.wecom.authorizeUrl({ redirectUri, state, tenantCode: tenant.code, inWecom });
    return { url, cookie: `${state}:${tenant.code}` };
  }

  /**
   * The agent WeCom vouches for: the state must be the one this browser started (else the sign-in may be a
   * stranger's, CSRF), the code must be fresh (WeCom takes each once), and the member bound to an agent.
   */
  async finishSignIn(code: string, state: string, cookie: string | undefined): Promise<string> {
    const started = readCookie(cookie);
    if (!started || !sameText(started.state, state)) throw refused(wecomTexts.stateInvalid);
    const userId = await this.wecom.userIdForCode(code);
    if (!userId) throw refused(wecomTexts.codeInvalid);
    const agent = await this.db
      .selectFrom('agents as a')
      .innerJoin('tenants as t', 't.id', 'a.tenantId')
      .select('a.id')
      .where('t.code', '=', started.tenantCode)
      .where('a.wxUserId', '=', userId)
      .executeTakeFirst();
    if (!agent) throw refused(wecomTexts.unbound);
    return agent.id;
  }

  /** Binds an agent of a tenant to a member; false when another agent of the tenant has that member. */
  async bind(agentId: string, wxUserId: string): Promise<boolean> {
    try {
      await this.db
        .updateTable('agents')
        .set({ wxUserId, updatedAt: sql`now()` })
        .where('id', '=', agentId)
        .execute();
      return true;
    } catch (error) {
      if (isUniqueViolation(error, 'agents_tenant_wx_user_id')) return false;
      throw error;
    }
  }

  /** The member an agent acts as: the bound one, else their login name; and their tenant's app code. */
  async memberOf(agentId: string): Promise<{ userId: string; appCode: string | null }> {
    const row = await this.db
      .selectFrom('agents as a')
      .leftJoin('tenants as t', 't.id', 'a.tenantId')
      .select(['a.wxUserId', 'a.loginName', 't.appCode'])
      .where('a.id', '=', agentId)
      .executeTakeFirstOrThrow();
    return { userId: row.wxUserId ?? row.loginName, appCode: row.appCode };
  }

  async userInfo(agentId: string): Promise<CorpUserInfo> {
    const { userId, appCode } = await this.memberOf(agentId);
    const member = await this.wecom.member(userId);
    if (!member) throw refused(wecomTexts.memberUnknown);
    return { ...member, corpId: this.wecom.corpId, appCode };
  }

  async contacts(agentId: string): Promise<CorpContactList> {
    const { userId, appCode } = await this.memberOf(agentId);
    return { corpId: this.wecom.corpId, userId, appCode, list: await this.wecom.contacts(userId) };
  }

  /**
   * Sends one of the agent's contacts a text, with a link if given: WeCom's add_msg_template for a single chat,
   * which the member confirms in their WeCom client. Answers WeCom's message id.
   */
  async sendToContact(
    agentId: string,
    message: { externalUserId: string; content: string; link: { title: string; url: string } | null },
  ): Promise<string> {
    const { userId } = await this.memberOf(agentId);
    const contacts = await this.wecom.contacts(userId);
    if (!contacts.some((c) => c.externalUserId === message.externalUserId))
      throw new AppError(ErrCode.invalid, wecomTexts.contactUnknown);
    const sent = await this.wecom.send({
      kind: 'mass',
      sender: userId,
      externalUserIds: [message.externalUserId],
      text: message.content,
      link: message.link,
    });
    if (sent.refused.length > 0) throw refused(sent.refused[0]!.reason);
    return sent.externalId;
  }
}
