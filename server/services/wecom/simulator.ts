import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { pageLink } from '../../../src/domain/pages';
import type { SimulatedMember, WecomMember } from '../../../src/schemas/wecom';
import type { WecomContact, WecomTaskKind } from '../../../src/schemas/wecomTask';
import type { Clock } from '../../clock';
import type { DB } from '../../db/types';
import {
  MASS_SEND_REASONS,
  type WecomAuthorizeRequest,
  type WecomPort,
  type WecomResult,
  type WecomSend,
} from './port';

/** The contact book every member has in the simulator; the last one has deleted the member. */
const CONTACT_NAMES = ['王先生', '李女士', '张先生', '刘女士', '陈先生', '赵女士'];
const NOT_A_FRIEND = `wm_sim_${CONTACT_NAMES.length}`;
const SIMULATED_CONTACTS: readonly WecomContact[] = CONTACT_NAMES.map((name, i) => ({
  externalUserId: `wm_sim_${i + 1}`,
  name,
}));

interface RecordedSend extends WecomSend {
  at: number;
}

/** Members of the simulated corp whom no agent is bound to, so a person can try an unbound sign-in. */
const UNBOUND_MEMBERS: readonly WecomMember[] = [
  { userId: 'sim_zhaomin', name: '赵敏', mobile: null, position: '客户经理', department: [1], avatar: null },
  { userId: 'sim_qianlei', name: '钱磊', mobile: null, position: '理财顾问', department: [1], avatar: null },
];
/** The simulated corp's id and sign-in app, as its approval page shows them. */
const SIMULATED_CORP_ID = 'wwsimulatedcorp';
const SIMULATED_AGENT_ID = '1000001';
/** How long an approval's code may be exchanged, once (WeCom's codes last five minutes). */
const CODE_TTL_MS = 5 * 60 * 1000;
/** Codes kept at most; the oldest go first, as a bound on what a page can make the simulator hold. */
const CODES_MAX = 1000;

/**
 * The local WeCom: records every send and delivers it one recipient per `stepMs` (by the app's clock),
 * so a task's progress can be watched; a contact who is no longer a friend fails as WeCom reports it.
 */
export class SimulatedWecom implements WecomPort {
  readonly corpId = SIMULATED_CORP_ID;
  /** Every send made, by its id, for a person or a test to look at. */
  readonly sends = new Map<string, RecordedSend>();
  /** Approvals not yet exchanged: code → member and when it runs out. */
  private readonly codes = new Map<string, { userId: string; until: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly db: Kysely<DB>,
    private readonly stepMs = 1000,
  ) {}

  /** The simulated corp's members: the agents bound to a WeCom user id, and two no agent is bound to. */
  private async boundMembers(tenantCode: string | null, userId?: string): Promise<WecomMember[]> {
    let query = this.db
      .selectFrom('agents as a')
      .innerJoin('tenants as t', 't.id', 'a.tenantId')
      .select(['a.wxUserId', 'a.fullName', 'a.cellphone'])
      .where('a.wxUserId', 'is not', null)
      .orderBy('a.wxUserId');
    if (tenantCode !== null) query = query.where('t.code', '=', tenantCode);
    if (userId !== undefined) query = query.where('a.wxUserId', '=', userId);
    return (await query.execute()).map((row) => ({
      userId: row.wxUserId ?? '',
      name: row.fullName,
      mobile: row.cellphone,
      position: null,
      department: [1],
      avatar: null,
    }));
  }

  /** What the approval page offers for a tenant: its bound members first, then the unbound ones. */
  async members(tenantCode: string): Promise<SimulatedMember[]> {
    const bound = await this.boundMembers(tenantCode);
    return [
      ...bound.map((m) => ({ userId: m.userId, name: m.name, bound: true })),
      ...UNBOUND_MEMBERS.map((m) => ({ userId: m.userId, name: m.name, bound: false })),
    ];
  }

  /** A person approves as a member the page offered: a one-time code for the sign-in page; null for anyone else. */
  async approve(tenantCode: string, userId: string): Promise<string | null> {
    if (!(await this.members(tenantCode)).some((m) => m.userId === userId)) return null;
    const now = this.clock.now().getTime();
    for (const [code, held] of this.codes) if (held.until <= now) this.codes.delete(code);
    while (this.codes.size >= CODES_MAX) this.codes.delete(this.codes.keys().next().value ?? '');
    const code = randomBytes(16).toString('hex');
    this.codes.set(code, { userId, until: now + CODE_TTL_MS });
    return code;
  }

  async authorizeUrl({ redirectUri, state, tenantCode }: WecomAuthorizeRequest): Promise<string> {
    return pageLink(
      'wecomSimulator',
      {},
      { appid: SIMULATED_CORP_ID, agentid: SIMULATED_AGENT_ID, redirect_uri: redirectUri, state, tenant: tenantCode },
    );
  }

  async userIdForCode(code: string): Promise<string | null> {
    const held = this.codes.get(code);
    this.codes.delete(code);
    return held && held.until > this.clock.now().getTime() ? held.userId : null;
  }

  async member(userId: string): Promise<WecomMember | null> {
    const [bound] = await this.boundMembers(null, userId);
    return bound ?? UNBOUND_MEMBERS.find((m) => m.userId === userId) ?? null;
  }

  async contacts(): Promise<WecomContact[]> {
    return [...SIMULATED_CONTACTS];
  }

  async send(send: WecomSend): Promise<{ externalId: string; refused: { externalUserId: string; reason: string }[] }> {
    const known = new Set(SIMULATED_CONTACTS.map((c) => c.externalUserId));
    const externalId = `${send.kind === 'mass' ? 'msg' : 'moment'}${randomUUID().replaceAll('-', '')}`;
    this.sends.set(externalId, { ...send, at: this.clock.now().getTime() });
    return {
      externalId,
      refused: send.externalUserIds
        .filter((id) => !known.has(id))
        .map((externalUserId) => ({ externalUserId, reason: MASS_SEND_REASONS[2]! })),
    };
  }

  async results(
    _kind: WecomTaskKind,
    externalId: string,
    _sender: string,
    waiting: readonly string[],
  ): Promise<WecomResult[]> {
    const send = this.sends.get(externalId);
    // A send made before the app last started is reported as delivered.
    if (!send)
      return waiting.map((externalUserId) => ({
        externalUserId,
        status: 'sent',
        reason: null,
        sentAt: this.clock.now(),
      }));
    const elapsed = this.clock.now().getTime() - send.at;
    return send.externalUserIds.map((externalUserId, i) => {
      const due = send.at + (i + 1) * this.stepMs;
      if (elapsed < (i + 1) * this.stepMs) return { externalUserId, status: 'pending', reason: null, sentAt: null };
      if (externalUserId === NOT_A_FRIEND)
        return { externalUserId, status: 'failed', reason: MASS_SEND_REASONS[2]!, sentAt: null };
      return { externalUserId, status: 'sent', reason: null, sentAt: new Date(due) };
    });
  }
}
