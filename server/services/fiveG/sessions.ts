import { randomInt } from 'node:crypto';
import { personalDataTexts } from '../../../src/schemas/personalData';
import type { Kysely, Transaction } from 'kysely';
import type { ScopeFilter } from '../../../src/domain/scope';
import { isUuid } from '../../../src/schemas/fields';
import { fiveGTexts, type FiveGRoomInfo } from '../../../src/schemas/fiveG';
import type { DB } from '../../db/types';
import { conflict, invalid, notFound } from '../../plugins/envelope';
import { publicFifthGenerationConfig } from '../callService';
import { claimInviteNumber } from '../inviteNumbers';
import {
  callRows,
  FIVE_G_ROOM,
  sessionRows,
  shareRows,
  toPhoneCall,
  toSession,
  toShare,
  type SessionRow,
} from './views';
import { isUniqueViolation } from '../../db/sql';
import { chinaStamp } from '../../../src/domain/chinaTime';

const alreadyInSession = () => conflict(fiveGTexts.alreadyInSession);

/** A work-order number: the day and time of the start and four random digits, as the call service takes it. */
function drawFlowId(now: Date): string {
  return `5G${chinaStamp(now)}${String(randomInt(0, 10_000)).padStart(4, '0')}`;
}

/** Who acts: the signed-in agent of its tenant. */
export interface Actor {
  agentId: string;
  tenantId: string | null;
  orgAccountId: string | null;
}

/**
 * 5G sessions (spec 2 §2.3, §4.4): starting one for the signed-in agent (one in progress at a time),
 * answering an incoming 5G call into one, ending it, and reading it for its agent or the records.
 */
export class FiveGSessions {
  constructor(
    private readonly db: Kysely<DB>,
    /** The customer agrees on the handset page (the simulator); otherwise the carrier's notice covers the call. */
    private readonly consentOnHandset: boolean,
  ) {}

  async start(actor: Actor, flowId?: string): Promise<string> {
    if (actor.tenantId === null || actor.orgAccountId === null) throw conflict(fiveGTexts.noOrganisation);
    const { tenantId, orgAccountId } = actor;
    try {
      return await this.db.transaction().execute(async (trx) => {
        const live = await this.liveOf(trx, actor.agentId);
        if (live) throw alreadyInSession();
        return this.open(trx, {
          tenantId,
          orgAccountId,
          agentId: actor.agentId,
          flowId: flowId ?? drawFlowId(new Date()),
        });
      });
    } catch (error) {
      // Two starts at once: the index on the agent's live 5G session lets one through.
      if (isUniqueViolation(error)) throw alreadyInSession();
      throw error;
    }
  }

  /** The agent's 5G session in progress, if any. */
  async liveOf(executor: Kysely<DB> | Transaction<DB>, agentId: string): Promise<{ id: string } | undefined> {
    return executor
      .selectFrom('serviceRooms')
      .select('id')
      .where('agentId', '=', agentId)
      .where('roomFrom', '=', FIVE_G_ROOM)
      .where('status', '=', 'inProgress')
      .executeTakeFirst();
  }

  private async open(
    trx: Transaction<DB>,
    room: { tenantId: string; orgAccountId: string; agentId: string; flowId: string },
  ): Promise<string> {
    const inviteNumber = await claimInviteNumber(trx);
    const tenant = await trx
      .selectFrom('tenants')
      .select('fiveGSop')
      .where('id', '=', room.tenantId)
      .executeTakeFirst();
    const row = await trx
      .insertInto('serviceRooms')
      .values({
        inviteNumber,
        dualRecord: tenant?.fiveGSop ?? false,
        // A real call service plays its recording notice as the call connects (docs/decisions.md).
        ...(this.consentOnHandset ? {} : { consentAt: new Date(), consentText: personalDataTexts.carrierNotice }),
        tenantId: room.tenantId,
        orgAccountId: room.orgAccountId,
        agentId: room.agentId,
        roomFrom: FIVE_G_ROOM,
        flowId: room.flowId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * An incoming 5G call answered from the call box (spec 1 §4 "Incoming call"): the agent's session in
   * progress takes it when no call is on, otherwise a new session opens under the call's work order.
   */
  async receive(actor: Actor, incomeId: string): Promise<string> {
    if (actor.tenantId === null || actor.orgAccountId === null) throw conflict(fiveGTexts.noOrganisation);
    const { tenantId, orgAccountId } = actor;
    return this.db.transaction().execute(async (trx) => {
      const income = await trx
        .selectFrom('fiveGIncomes')
        .selectAll()
        .where('id', '=', incomeId)
        .where('agentId', '=', actor.agentId)
        .where('tenantId', '=', tenantId)
        .forUpdate()
        .executeTakeFirst();
      if (!income || income.status !== 'ringing') throw conflict(fiveGTexts.incomeGone);
      const live = await this.liveOf(trx, actor.agentId);
      if (live) {
        const open = await trx
          .selectFrom('fiveGCalls')
          .select('id')
          .where('serviceId', '=', live.id)
          .where('status', '<>', 'ended')
          .executeTakeFirst();
        if (open) throw conflict(fiveGTexts.callInProgress);
      }
      const serviceId =
        live?.id ?? (await this.open(trx, { tenantId, orgAccountId, agentId: actor.agentId, flowId: income.flowId }));
      const media = income.isVideo ? 'video' : 'audio';
      await trx
        .insertInto('fiveGCalls')
        .values({
          serviceId,
          tenantId,
          orgAccountId,
          agentId: actor.agentId,
          userName: income.userName,
          userPhone: income.userPhone,
          callType: media,
          media,
          videoOn: income.isVideo,
          flowId: income.flowId,
          callId: income.callId,
          status: 'talking',
          connectedAt: new Date(),
          recordId: income.recordingId,
        })
        .execute();
      await trx
        .updateTable('serviceRooms')
        .set({ userName: income.userName, userPhone: income.userPhone })
        .where('id', '=', serviceId)
        .execute();
      await trx
        .updateTable('fiveGIncomes')
        .set({ status: 'answered', serviceId })
        .where('id', '=', income.id)
        .execute();
      return serviceId;
    });
  }

  /** Ends the session: a call still on hangs up as the agent's (end type 1), a share stops. Ending twice is no error. */
  async end(serviceId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const now = new Date();
      const open = await trx
        .selectFrom('fiveGCalls')
        .select(['id', 'connectedAt'])
        .where('serviceId', '=', serviceId)
        .where('status', '<>', 'ended')
        .execute();
      for (const call of open) {
        const talkSeconds = call.connectedAt
          ? Math.max(0, Math.round((now.getTime() - call.connectedAt.getTime()) / 1000))
          : 0;
        await trx
          .updateTable('fiveGCalls')
          .set({ status: 'ended', endedAt: now, endType: 1, talkSeconds })
          .where('id', '=', call.id)
          .execute();
      }
      await trx
        .updateTable('fiveGShares')
        .set({ endedAt: now })
        .where('serviceId', '=', serviceId)
        .where('endedAt', 'is', null)
        .execute();
      await trx
        .updateTable('serviceRooms')
        .set({ status: 'ended', endedAt: now, endedBy: 'agent' })
        .where('id', '=', serviceId)
        .where('status', '=', 'inProgress')
        .execute();
    });
  }

  /** A session inside the filter (null filter: nothing), else the refusal every foreign or unknown id gets. */
  async find(serviceId: string, filter: ScopeFilter | null): Promise<SessionRow> {
    if (
      filter === null ||
      !isUuid(serviceId) ||
      ![filter.tenantId, filter.orgAccountId, filter.agentId].every((id) => id === undefined || isUuid(id))
    )
      throw notFound();
    let query = sessionRows(this.db).where('r.id', '=', serviceId);
    if (filter.tenantId !== undefined) query = query.where('r.tenantId', '=', filter.tenantId);
    if (filter.orgAccountId !== undefined) query = query.where('r.orgAccountId', '=', filter.orgAccountId);
    if (filter.agentId !== undefined) query = query.where('r.agentId', '=', filter.agentId);
    const row = await query.executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  /** The session its own agent acts in: in progress, else '会话已结束'. */
  async ownLive(serviceId: string, agentId: string): Promise<SessionRow> {
    const row = await this.find(serviceId, { agentId });
    if (row.status !== 'inProgress') throw conflict(fiveGTexts.sessionEnded);
    return row;
  }

  async roomInfo(row: SessionRow): Promise<FiveGRoomInfo> {
    const calls = (await callRows(this.db).where('serviceId', '=', row.id).orderBy('startedAt').execute()).map(
      toPhoneCall,
    );
    const share = await shareRows(this.db)
      .where('serviceId', '=', row.id)
      .where('endedAt', 'is', null)
      .orderBy('startedAt', 'desc')
      .executeTakeFirst();
    const current = calls.filter((call) => call.status !== 'ended').at(-1) ?? null;
    return {
      ...toSession(row),
      inviteNumber: row.inviteNumber,
      phoneCallList: calls,
      currentCall: current,
      share: share ? toShare(share) : null,
      fiveGSop: row.fiveGSop,
      screenRecord: await this.screenRecordFor(row),
      consentAt: row.consentAt?.toISOString() ?? null,
      agentInfo: { agentId: row.agentId, loginName: row.loginName, fullName: row.fullName },
    };
  }

  /** Level 1 of a tenant whose fifthGenerationConfig has screenRecord (spec 3 §6). */
  private async screenRecordFor(row: SessionRow): Promise<boolean> {
    const found = await this.db
      .selectFrom('agents as a')
      .innerJoin('sysRoles as r', 'r.id', 'a.roleId')
      .innerJoin('tenants as t', 't.id', 'a.tenantId')
      .select(['r.level', 't.fifthGenerationConfig'])
      .where('a.id', '=', row.agentId)
      .executeTakeFirst();
    return found?.level === '1' && publicFifthGenerationConfig(found.fifthGenerationConfig)?.screenRecord === true;
  }

  async reread(serviceId: string): Promise<FiveGRoomInfo> {
    return this.roomInfo(await this.find(serviceId, {}));
  }

  /** Refuses a flowId other than the session's (the call service assigns calls under it). */
  static checkFlow(row: SessionRow, flowId: string | undefined): string {
    if (flowId !== undefined && flowId !== row.flowId) throw invalid({ flowId: fiveGTexts.phoneOrFlowInvalid });
    return row.flowId ?? '';
  }
}
