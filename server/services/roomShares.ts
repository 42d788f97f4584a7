import type { Kysely } from 'kysely';
import type { Scope } from '../../src/domain/scope';
import { customerKeyTexts } from '../../src/schemas/customerKey';
import { pathWith } from '../../src/schemas/paths';
import {
  roomShareTexts,
  shareNoticeDelayMs,
  sharePaths,
  type RoomShare,
  type RoomShareKind,
  type ShareChangedBy,
  type StoredShare,
} from '../../src/schemas/roomShare';
import type { ShareController } from '../../src/domain/shareSync';
import type { DB } from '../db/types';
import { DocumentPagesCode, documentPagesTexts } from '../../src/schemas/documentPages';
import { AppError, conflict, invalid, notFound } from '../plugins/envelope';
import type { Realtime } from '../plugins/realtime';
import type { Cancel, Clock } from '../clock';
import { isUuid } from '../../src/schemas/fields';
import { guestKeyOf, roleOfKey } from './customerKeys';
import type { FileConversions, StoredPage } from './fileConversions';
import type { FileService } from './files';
import type { RoomEventService } from './roomEvents';
import { chainSharedDocument } from './recordIntegrity/trail';
import type { ShareWebService } from './shareWebs';

/** A room as sharing needs it. */
export interface ShareRoom {
  id: string;
  /** The key the addresses of shared pages and videos carry (both sides see them). */
  guestKey: string;
  tenantId: string;
  share: StoredShare | null;
  /** Who the log names for each side. */
  agentName?: string;
  userName?: string;
}

const converting = () => new AppError(DocumentPagesCode.converting, roomShareTexts.converting);

/** Spec 2 §4.1: after a web share ends, the end is said to the customer once more, 500 ms later. */
const SHARE_END_REPEAT_MS = 500;
const webKinds: readonly RoomShareKind[] = ['web', 'yxzx'];

/**
 * What each room shares (spec 2 §4.1): one thing at a time, kept on the room so a reloaded page shows
 * it, and told to both sides ('share.changed') after every change: the agent at once, the customer of a
 * started share after its delay, if it is still the room's share by then (the room is read again, so
 * a change made on another server process counts too). Starting a share replaces the one before: the
 * agent hears of the new share alone, the customer of the old one's end at once.
 */
export class RoomShares {
  private readonly shareWebs: ShareWebService;
  private readonly files: FileService;
  private readonly conversions: FileConversions;
  private readonly timers = new Set<Cancel>();
  private readonly events: RoomEventService;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly realtime: Realtime,
    private readonly clock: Clock,
    parts: { shareWebs: ShareWebService; files: FileService; conversions: FileConversions; events: RoomEventService },
  ) {
    this.shareWebs = parts.shareWebs;
    this.files = parts.files;
    this.conversions = parts.conversions;
    this.events = parts.events;
  }

  private async room(serviceId: string) {
    if (!isUuid(serviceId)) return undefined;
    return this.db
      .selectFrom('serviceRooms as r')
      .innerJoin('agents as a', 'a.id', 'r.agentId')
      .select([
        'r.id',
        'r.customerKey',
        'r.tenantId',
        'r.agentId',
        'r.status',
        'r.share',
        'r.userName',
        'a.fullName as agentName',
      ])
      .where('r.id', '=', serviceId)
      .executeTakeFirst();
  }

  /** The agent's own room in progress; another agent's room is not found, an ended one refused. */
  async agentRoom(serviceId: string, agentId: string): Promise<ShareRoom> {
    const room = await this.room(serviceId);
    if (!room || room.agentId !== agentId) throw notFound();
    if (room.status !== 'inProgress') throw conflict(roomShareTexts.roomEnded);
    return { ...room, guestKey: guestKeyOf(room.customerKey) };
  }

  /** The room in progress a key of the room opens; the log names a guest as such, never by the customer's name. */
  async customerRoom(serviceId: string, key: string): Promise<ShareRoom> {
    const room = await this.room(serviceId);
    const role = room && room.status === 'inProgress' ? roleOfKey(room.customerKey, key) : null;
    if (!room || !role) throw invalid({ key: customerKeyTexts.wrong });
    return {
      ...room,
      guestKey: guestKeyOf(room.customerKey),
      userName: role === 'customer' ? room.userName : customerKeyTexts.guestName,
    };
  }

  /** What the room shares as both sides see it, with the room's own addresses of a file's pages and a video. */
  view(room: ShareRoom): RoomShare | null {
    const stored = room.share;
    if (!stored) return null;
    const pages =
      stored.kind === 'file'
        ? Array.from({ length: stored.pageCount }, (_, i) =>
            pathWith(sharePaths.page, { serviceId: room.id, pageNumber: i + 1 }, { key: room.guestKey }),
          )
        : [];
    // A video, and a digital human speaking (its rendered video, url null), are served by the room.
    const url =
      stored.kind === 'video' || (stored.kind === 'digitalMan' && stored.url === null)
        ? pathWith(sharePaths.video, { serviceId: room.id }, { key: room.guestKey })
        : stored.url;
    return {
      kind: stored.kind,
      id: stored.id,
      name: stored.name,
      url,
      pages,
      controller: stored.controller,
      startedAt: stored.startedAt,
    };
  }

  async meetingDigitalHuman(tenantId: string): Promise<boolean> {
    const tenant = await this.db.selectFrom('tenants').select('roomInfo').where('id', '=', tenantId).executeTakeFirst();
    return tenant?.roomInfo.meetingDigitalHuman === true;
  }

  /** A link the agent may see: a product or measurement link, marketing-centre or digital-human content. */
  async shareLink(
    room: ShareRoom,
    scope: Scope,
    webId: string,
    controller: ShareController,
    only?: 'digitalMan',
  ): Promise<RoomShare | null> {
    const row = await this.shareWebs.find(webId, scope);
    if (!row || row.tenantId !== room.tenantId) throw notFound();
    if (only && row.type !== only) throw invalid({ webId: roomShareTexts.notDigitalMan });
    if (!row.status) throw invalid({ webId: roomShareTexts.linkDisabled });
    const kind = row.type === 'digitalMan' ? 'digitalMan' : row.type === 'yxzx' ? 'yxzx' : 'web';
    // A digital human that speaks is shared as its video once rendered (both sides play it in step).
    const speaking = kind === 'digitalMan' && row.digitalVideoId !== null;
    if (speaking && !(await this.digitalVideoKey(row.id))) throw conflict(roomShareTexts.digitalManNotReady);
    return this.replace(
      room,
      {
        kind,
        id: row.id,
        name: row.name,
        url: speaking ? null : row.url,
        pageCount: 0,
        controller,
        startedAt: new Date().toISOString(),
      },
      'agent',
    );
  }

  /** A document by its page images (refused until they are drawn) or a video. */
  async shareFile(
    room: ShareRoom,
    scope: Scope,
    fileId: string,
    controller: ShareController,
  ): Promise<RoomShare | null> {
    const row = await this.files.find(fileId, scope);
    if (!row || row.tenantId !== room.tenantId) throw notFound();
    let pageCount = 0;
    if (row.type === 'document') {
      const state = await this.conversions.state(row.id);
      if (state?.status === 'failed')
        throw new AppError(DocumentPagesCode.failed, state.error ?? documentPagesTexts.failed);
      if (state?.status !== 'done' || state.pageCount === 0) throw converting();
      pageCount = state.pageCount;
    }
    const kind = row.type === 'document' ? 'file' : 'video';
    return this.replace(
      room,
      { kind, id: row.id, name: row.name, url: null, pageCount, controller, startedAt: new Date().toISOString() },
      'agent',
    );
  }

  /** Ends what the room shares; nothing changes (and nobody is told) when nothing is shared. */
  async stop(room: ShareRoom, by: ShareChangedBy): Promise<void> {
    if (!room.share) return;
    const ended = await this.db
      .updateTable('serviceRooms')
      .set({ share: null })
      .where('id', '=', room.id)
      .where('status', '=', 'inProgress')
      .where('share', 'is not', null)
      .returning('id')
      .executeTakeFirst();
    if (!ended) return;
    const change = { share: null, by, ended: room.share.kind };
    this.realtime.emitRoomMessage(room.id, 'share.changed', change);
    await this.log(room, by === 'customer' ? 'customer' : 'agent', 'shareEnded', room.share);
    if (webKinds.includes(room.share.kind)) {
      this.later(SHARE_END_REPEAT_MS, async () => {
        const now = await this.db
          .selectFrom('serviceRooms')
          .select('share')
          .where('id', '=', room.id)
          .executeTakeFirst();
        if (now && now.share === null) this.realtime.emitRoomMessage(room.id, 'share.changed', change, 'customer');
      });
    }
  }

  /** Starts and ends of shares go to the room's event log, and to both sides' logs at once. */
  private async log(
    room: ShareRoom,
    actor: 'agent' | 'customer',
    event: 'shareStarted' | 'shareEnded',
    share: StoredShare,
  ): Promise<void> {
    const actorName = (actor === 'agent' ? room.agentName : room.userName) ?? '';
    const record = await this.events.add({
      serviceId: room.id,
      actor,
      actorName,
      event,
      detail: { kind: share.kind, name: share.name },
    });
    this.realtime.emitRoomMessage(room.id, 'roomEvent.added', record, 'agent');
  }

  /** Forgets what is still to be told (the server is closing). */
  close(): void {
    for (const cancel of this.timers) cancel();
    this.timers.clear();
  }

  private later(ms: number, task: () => Promise<void>): void {
    const cancel = this.clock.after(ms, () => {
      this.timers.delete(cancel);
      task().catch(() => undefined);
    });
    this.timers.add(cancel);
  }

  /** The stored page of the file the room shares now, or null. */
  async sharedPage(room: ShareRoom, pageNumber: number): Promise<StoredPage | null> {
    if (room.share?.kind !== 'file' || pageNumber > room.share.pageCount) return null;
    return this.conversions.page(room.share.id, pageNumber);
  }

  /** The rendered video of a digital-human link, once ready. */
  private async digitalVideoKey(shareWebId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('shareWebs as s')
      .innerJoin('digitalHumanVideos as v', 'v.id', 's.digitalVideoId')
      .select('v.videoKey')
      .where('s.id', '=', shareWebId)
      .where('v.renderState', '=', 'ready')
      .executeTakeFirst();
    return row?.videoKey ?? null;
  }

  /** The stored video the room shares now (a file, or a digital human speaking), or null. */
  async sharedVideo(room: ShareRoom): Promise<{ storageKey: string; contentType: string; size: number } | null> {
    if (room.share?.kind === 'digitalMan' && room.share.url === null) {
      const key = await this.digitalVideoKey(room.share.id);
      return key ? { storageKey: key, contentType: 'video/mp4', size: 0 } : null;
    }
    if (room.share?.kind !== 'video') return null;
    const file = await this.db
      .selectFrom('files')
      .select(['storageKey', 'contentType', 'size'])
      .where('id', '=', room.share.id)
      .executeTakeFirst();
    return file ? { storageKey: file.storageKey, contentType: file.contentType, size: Number(file.size) } : null;
  }

  private async replace(room: ShareRoom, stored: StoredShare, by: ShareChangedBy): Promise<RoomShare | null> {
    const changed = await this.db
      .updateTable('serviceRooms')
      .set({ share: JSON.stringify(stored) })
      .where('id', '=', room.id)
      .where('status', '=', 'inProgress')
      .returning('id')
      .executeTakeFirst();
    if (!changed) throw conflict(roomShareTexts.roomEnded);
    if (room.share) await this.log(room, 'agent', 'shareEnded', room.share);
    await this.log(room, 'agent', 'shareStarted', stored);
    // What a document looked like as it was shown is chained to the room's trail (tamper evidence).
    if (stored.kind === 'file') await chainSharedDocument(this.db, room.id, stored.id, new Date(stored.startedAt));
    const share = this.view({ ...room, share: stored });
    if (room.share)
      this.realtime.emitRoomMessage(room.id, 'share.changed', { share: null, by, ended: room.share.kind }, 'customer');
    this.realtime.emitRoomMessage(room.id, 'share.changed', { share, by }, 'agent');
    this.later(shareNoticeDelayMs(stored.kind), async () => {
      const now = await this.db
        .selectFrom('serviceRooms')
        .select('share')
        .where('id', '=', room.id)
        .where('status', '=', 'inProgress')
        .executeTakeFirst();
      if (now?.share?.id === stored.id && now.share.startedAt === stored.startedAt)
        this.realtime.emitRoomMessage(room.id, 'share.changed', { share, by }, 'customer');
    });
    return share;
  }
}
