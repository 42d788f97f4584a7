import type { Kysely } from 'kysely';
import { fiveGTexts, type EndType, type FiveGStartShareInput } from '../../../src/schemas/fiveG';
import { fileDownloadPath } from '../../../src/schemas/file';
import { isUuid } from '../../../src/schemas/fields';
import type { Scope } from '../../../src/domain/scope';
import { traceRecordTexts, type TraceRecordStatus } from '../../../src/schemas/fiveGTrace';
import type { DB } from '../../db/types';
import { conflict, invalid } from '../../plugins/envelope';
import { visibleTo } from '../contentAccess';
import { richMediaShareLink } from '../../../src/schemas/richMediaShare';
import { sharedApprovedTemplate } from './templates';
import type { SessionRow } from './views';
import { chainSharedDocument } from '../recordIntegrity/trail';

/** +86 and 0086 are dropped: the number is stored as the eleven digits. */
const bareMobile = (phone: string) => phone.replace(/^(\+86|0086)/, '');

/**
 * The phone calls and shares of a 5G session (spec 2 §4.3, §4.4): one call on at a time, sharing only
 * while a video call is connected, one share at a time.
 */
export class FiveGCalls {
  constructor(private readonly db: Kysely<DB>) {}

  /** The call on now (calling or talking); `callId` when sent must be its id. */
  private async current(serviceId: string, callId?: string) {
    const call = await this.db
      .selectFrom('fiveGCalls')
      .selectAll()
      .where('serviceId', '=', serviceId)
      .where('status', '<>', 'ended')
      .orderBy('startedAt', 'desc')
      .executeTakeFirst();
    if (!call) throw conflict(fiveGTexts.noCall);
    if (callId !== undefined && callId !== call.callId) throw invalid({ callId: fiveGTexts.callIdInvalid });
    return call;
  }

  async startCall(
    room: SessionRow,
    input: { userName: string; phone: string; callType: 0 | 2; flowId: string; callId: string },
  ): Promise<void> {
    const open = await this.db
      .selectFrom('fiveGCalls')
      .select('id')
      .where('serviceId', '=', room.id)
      .where('status', '<>', 'ended')
      .executeTakeFirst();
    if (open) throw conflict(fiveGTexts.callInProgress);
    const media = input.callType === 2 ? 'video' : 'audio';
    const userName = input.userName.trim();
    const userPhone = bareMobile(input.phone);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('fiveGCalls')
        .values({
          serviceId: room.id,
          tenantId: room.tenantId,
          orgAccountId: room.orgAccountId,
          agentId: room.agentId,
          userName,
          userPhone,
          callType: media,
          media,
          videoOn: media === 'video',
          flowId: input.flowId,
          callId: input.callId,
        })
        .execute();
      await trx.updateTable('serviceRooms').set({ userName, userPhone }).where('id', '=', room.id).execute();
    });
  }

  async setMic(room: SessionRow, on: boolean, callId?: string): Promise<void> {
    const call = await this.current(room.id, callId);
    await this.db.updateTable('fiveGCalls').set({ micOn: on }).where('id', '=', call.id).execute();
  }

  /** The camera, the media after a switch, and the customer's answer (connected) of the call on now. */
  async setVideo(
    room: SessionRow,
    input: {
      status?: boolean | undefined;
      media?: 'audio' | 'video' | undefined;
      connected?: boolean | undefined;
      callId?: string | undefined;
    },
  ): Promise<void> {
    const call = await this.current(room.id, input.callId);
    const answered = input.connected === true && call.status === 'calling';
    await this.db
      .updateTable('fiveGCalls')
      .set({
        ...(input.status === undefined ? {} : { videoOn: input.status }),
        ...(input.media === undefined ? {} : { media: input.media }),
        ...(answered ? { status: 'talking' as const, connectedAt: new Date() } : {}),
      })
      .where('id', '=', call.id)
      .execute();
    if (input.media === 'audio') await this.stopShare(room.id, false);
  }

  /** Hangs up the call on now with its end type; the talk time is the client's when sent, else since the answer. */
  async endCall(
    room: SessionRow,
    input: {
      endType: EndType;
      talkSeconds?: number | undefined;
      callId?: string | undefined;
      recordId?: string | undefined;
      traceRecordId?: string | undefined;
    },
  ): Promise<void> {
    const call = await this.current(room.id, input.callId);
    const now = new Date();
    const measured = call.connectedAt
      ? Math.max(0, Math.round((now.getTime() - call.connectedAt.getTime()) / 1000))
      : 0;
    await this.db
      .updateTable('fiveGCalls')
      .set({
        status: 'ended',
        endedAt: now,
        endType: input.endType,
        talkSeconds: input.talkSeconds ?? measured,
        ...(input.recordId ? { recordId: input.recordId } : {}),
        ...(input.traceRecordId ? { traceRecordId: input.traceRecordId } : {}),
      })
      .where('id', '=', call.id)
      .execute();
    await this.stopShare(room.id, false);
  }

  /** Shares a 5G material, a link or a template during a connected video call, replacing what was shared. */
  async startShare(room: SessionRow, scope: Scope, input: FiveGStartShareInput): Promise<void> {
    const call = await this.db
      .selectFrom('fiveGCalls')
      .select(['status', 'media'])
      .where('serviceId', '=', room.id)
      .where('status', '<>', 'ended')
      .executeTakeFirst();
    if (!call || call.status !== 'talking' || call.media !== 'video') throw conflict(fiveGTexts.shareOnlyInVideo);
    const item = await this.shareItem(scope, input);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('fiveGShares')
        .set({ endedAt: new Date() })
        .where('serviceId', '=', room.id)
        .where('endedAt', 'is', null)
        .execute();
      await trx
        .insertInto('fiveGShares')
        .values({ serviceId: room.id, kind: input.kind, itemId: input.itemId, name: item.name, url: item.url })
        .execute();
    });
    // A file shown to the handset is chained to the session's trail as it was (tamper evidence).
    if (input.kind === 'file') await chainSharedDocument(this.db, room.id, input.itemId, new Date());
  }

  /** What a share names, read from the caller's visible items: never a foreign tenant's. */
  private async shareItem(scope: Scope, input: FiveGStartShareInput): Promise<{ name: string; url: string }> {
    const missing = () => invalid({ itemId: fiveGTexts.shareContentMissing });
    if (!isUuid(input.itemId)) throw missing();
    if (input.kind === 'file') {
      const file = await this.db
        .selectFrom('files as f')
        .select(['f.id', 'f.name'])
        .where('f.id', '=', input.itemId)
        .where('f.resType', 'is not', null)
        .where(visibleTo(scope, 'f'))
        .executeTakeFirst();
      if (!file) throw missing();
      return { name: file.name, url: fileDownloadPath(file.id) };
    }
    if (input.kind === 'link') {
      const link = await this.db
        .selectFrom('shareWebs as w')
        .select(['w.name', 'w.url'])
        .where('w.id', '=', input.itemId)
        .where(visibleTo(scope, 'w'))
        .executeTakeFirst();
      if (!link) throw missing();
      return link;
    }
    // A template plays its approved version on the share page, as its SMS link opens it.
    const template = await sharedApprovedTemplate(this.db, scope, input.itemId);
    if (!template) throw missing();
    return { name: template.name, url: richMediaShareLink('', { videoTemplateId: template.id }) };
  }

  /** Stops the share; `strict` refuses when nothing is shared. */
  async stopShare(serviceId: string, strict = true): Promise<void> {
    const stopped = await this.db
      .updateTable('fiveGShares')
      .set({ endedAt: new Date() })
      .where('serviceId', '=', serviceId)
      .where('endedAt', 'is', null)
      .returning('id')
      .execute();
    if (strict && stopped.length === 0) throw conflict(fiveGTexts.notSharing);
  }

  /**
   * The call service's recording of a call of this session (spec 2 §4.3): a record id it has not seen
   * belongs to the call on now (its recording starts, or fails to); a known one changes its status.
   */
  async traceRecord(serviceId: string, traceRecordId: string, status: TraceRecordStatus): Promise<void> {
    const known = await this.db
      .selectFrom('fiveGCalls')
      .select('id')
      .where('serviceId', '=', serviceId)
      .where('traceRecordId', '=', traceRecordId)
      .executeTakeFirst();
    let id = known?.id;
    if (!id) {
      if (status === 'stopped') throw invalid({ traceRecordId: traceRecordTexts.traceRecordMissing });
      id = (await this.current(serviceId)).id;
    }
    await this.db
      .updateTable('fiveGCalls')
      .set({ traceRecordId, traceRecordStatus: status, traceRecordAt: new Date() })
      .where('id', '=', id)
      .execute();
  }

  async sharePage(serviceId: string, page: number): Promise<void> {
    const changed = await this.db
      .updateTable('fiveGShares')
      .set({ page })
      .where('serviceId', '=', serviceId)
      .where('endedAt', 'is', null)
      .returning('id')
      .execute();
    if (changed.length === 0) throw conflict(fiveGTexts.notSharing);
  }
}
