import { personalDataTexts } from '../../src/schemas/personalData';
import type { FastifyBaseLogger } from 'fastify';
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import { ErrCode } from '../../src/schemas/api';
import { recordingTexts, type RecordingState, type RecordingTrack } from '../../src/schemas/recording';
import type { DB } from '../db/types';
import { AppError, conflict, invalid, notFound } from '../plugins/envelope';
import { concatObjects, objectKey, type Storage } from '../storage';
import { isUuid } from '../../src/schemas/fields';
import { contentTypeOf } from './fileContent';
import { mayStartWebm, WebmClock } from './webm';
import { recordingEntry } from '../db/trailChain';
import { appendTrail } from './recordIntegrity/trail';

/** A recording that received nothing for this long lost its page: it is finished with what it has. */
export const RECORDING_IDLE_MS = 60_000;
/** A finish that did not complete in this time (its process died) is taken up again. */
const FINISH_LEASE_MS = 10 * 60_000;
export const RECORDING_SWEEP_MS = 30_000;

type RecordingRow = Awaited<ReturnType<RoomRecordings['row']>>;

const stateOf = (row: NonNullable<RecordingRow>): RecordingState => ({
  recordingId: row.id,
  serviceId: row.serviceId,
  status: row.status,
  pieces: row.pieces,
  size: Number(row.size),
  durationMs: row.durationMs,
});

interface RecordingPart {
  recordingId: string;
  track: RecordingTrack;
  agentName: string;
  startedAt: string;
  finishedAt: string | null;
  durationMs: number | null;
  size: number;
}

/**
 * Recordings of room calls: opened by the room's agent, appended piece by piece in order, and on
 * finishing joined into one stored WebM whose head carries its real length and where to seek. Pieces
 * are stored one object each until then, so a piece is never half-appended and a crashed page loses
 * only the piece it was making. The finished file keeps its SHA-256 and is chained to the room's trail.
 */
export class RoomRecordings {
  private sweeping: Promise<void> | null = null;
  /** Finishes started without a caller waiting on them, awaited when the server stops. */
  private readonly background = new Set<Promise<void>>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly storage: Storage,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Waits for the sweep and the finishes under way (the server is closing; the sweep is a job of the app). */
  async stop(): Promise<void> {
    await this.sweeping;
    await Promise.all(this.background);
  }

  private async row(recordingId: string) {
    if (!isUuid(recordingId)) return undefined;
    return this.db.selectFrom('roomRecordings').selectAll().where('id', '=', recordingId).executeTakeFirst();
  }

  /** The caller's own recording; 404 for anyone else's, as for anything not theirs. */
  private async own(recordingId: string, agentId: string) {
    const row = await this.row(recordingId);
    if (!row || row.agentId !== agentId) throw notFound();
    return row;
  }

  /** Opens a recording of the room for its agent; a recording this agent left open in the room is finished first. */
  async open(
    serviceId: string,
    agentId: string,
    mimeType: string,
    track: RecordingTrack = 'composite',
  ): Promise<RecordingState> {
    const room = isUuid(serviceId)
      ? await this.db
          .selectFrom('serviceRooms')
          .select(['agentId', 'tenantId', 'status', 'consentAt', 'dualRecord'])
          .where('id', '=', serviceId)
          .executeTakeFirst()
      : undefined;
    if (!room || room.agentId !== agentId) throw notFound();
    if (room.status !== 'inProgress') throw conflict(recordingTexts.roomEnded);
    // PIPL: nothing is recorded before the customer agreed to it: on their page, or on their handset in a 5G call.
    if (room.consentAt === null) throw conflict(personalDataTexts.consentMissing);
    // A track per party is what 双录 keeps; other rooms record the call mixed.
    if (track !== 'composite' && !room.dualRecord) throw conflict(recordingTexts.trackNotDual);
    const earlier = await this.db
      .selectFrom('roomRecordings')
      .select('id')
      .where('serviceId', '=', serviceId)
      .where('agentId', '=', agentId)
      .where('track', '=', track)
      .where('status', '=', 'recording')
      .execute();
    const row = await this.db
      .insertInto('roomRecordings')
      .values({ serviceId, agentId, tenantId: room.tenantId, mimeType, track })
      .returningAll()
      .executeTakeFirstOrThrow();
    for (const { id } of earlier) {
      const finishing = this.finishClaimed(id, 'recording').finally(() => this.background.delete(finishing));
      this.background.add(finishing);
    }
    return stateOf(row);
  }

  /** Appends piece `seq`; the same piece sent again (its answer was lost) is taken as already there. */
  async append(recordingId: string, agentId: string, seq: number, piece: Buffer): Promise<RecordingState> {
    const row = await this.own(recordingId, agentId);
    const sha256 = createHash('sha256').update(piece).digest('hex');
    if (seq < row.pieces) return this.repeated(row, seq, sha256);
    if (row.status !== 'recording') throw conflict(recordingTexts.closed);
    if (seq > row.pieces) throw conflict(recordingTexts.pieceOrder(row.pieces));
    if (seq === 0 && !mayStartWebm(piece)) throw invalid({ file: recordingTexts.notWebm });

    const storageKey = `recordings/${recordingId}/${seq}-${randomUUID()}`;
    await this.storage.put(storageKey, piece);
    const outcome = await this.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('roomRecordings')
        .select(['status', 'pieces'])
        .where('id', '=', recordingId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (current.status !== 'recording') return conflict(recordingTexts.closed);
      if (current.pieces !== seq) return conflict(recordingTexts.pieceOrder(current.pieces));
      await trx
        .insertInto('roomRecordingPieces')
        .values({ recordingId, seq, size: piece.length, sha256, storageKey })
        .execute();
      return trx
        .updateTable('roomRecordings')
        .set({ pieces: seq + 1, size: sql`size + ${piece.length}`, updatedAt: new Date() })
        .where('id', '=', recordingId)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    if (outcome instanceof AppError) {
      await this.storage.remove(storageKey);
      throw outcome;
    }
    return stateOf(outcome);
  }

  private async repeated(row: NonNullable<RecordingRow>, seq: number, sha256: string): Promise<RecordingState> {
    const stored = await this.db
      .selectFrom('roomRecordingPieces')
      .select('sha256')
      .where('recordingId', '=', row.id)
      .where('seq', '=', seq)
      .executeTakeFirst();
    // Once finished the pieces are gone; a late repeat of one still changes nothing.
    if (stored && stored.sha256 !== sha256) throw conflict(recordingTexts.pieceDifferent(seq));
    if (!stored && row.status === 'recording') throw conflict(recordingTexts.pieceOrder(row.pieces));
    return stateOf(row);
  }

  /** Finishes the caller's recording once it holds every piece the browser sent; finishing again answers the same. */
  async finish(recordingId: string, agentId: string, told: number): Promise<RecordingState> {
    const row = await this.own(recordingId, agentId);
    if (row.status !== 'recording') return stateOf(row);
    if (told !== row.pieces) {
      const text = recordingTexts.piecesMissing(row.pieces, told);
      throw new AppError(ErrCode.conflict, text, { held: row.pieces });
    }
    await this.finishClaimed(recordingId, 'recording');
    return stateOf((await this.row(recordingId))!);
  }

  /** Takes the recording from `from` to finishing (one process wins) and joins its pieces. */
  private async finishClaimed(recordingId: string, from: 'recording' | 'finishing', before?: Date): Promise<void> {
    const claimed = await this.db
      .updateTable('roomRecordings')
      .set({ status: 'finishing', updatedAt: new Date() })
      .where('id', '=', recordingId)
      .where('status', '=', from)
      .$if(before !== undefined, (q) => q.where('updatedAt', '<', before as Date))
      .returning(['id', 'serviceId', 'tenantId', 'track'])
      .executeTakeFirst();
    if (!claimed) return;
    try {
      await this.join(claimed);
    } catch (err) {
      this.log.error({ err, recordingId }, 'recording not finished');
      await this.db
        .updateTable('roomRecordings')
        .set({ status: 'recording' })
        .where('id', '=', recordingId)
        .where('status', '=', 'finishing')
        .execute();
    }
  }

  private async join({
    id: recordingId,
    serviceId,
    tenantId,
    track,
  }: {
    id: string;
    serviceId: string;
    tenantId: string;
    track: RecordingTrack;
  }): Promise<void> {
    const pieces = await this.db
      .selectFrom('roomRecordingPieces')
      .select(['storageKey', 'size'])
      .where('recordingId', '=', recordingId)
      .orderBy('seq')
      .execute();
    const first = pieces[0];
    if (!first) {
      await this.db
        .updateTable('roomRecordings')
        .set({ status: 'empty', finishedAt: new Date(), updatedAt: new Date() })
        .where('id', '=', recordingId)
        .execute();
      return;
    }
    const keys = pieces.map((p) => p.storageKey);
    const clock = new WebmClock();
    for await (const chunk of concatObjects(this.storage, keys)) clock.push(chunk as Buffer);
    const seekable = clock.seekableHead();

    const storageKey = objectKey(`tenants/${tenantId}/recordings`, 'webm');
    const all = concatObjects(this.storage, keys);
    let size = 0;
    // The file's hash is taken from the bytes as they go to storage (tamper evidence).
    const hash = createHash('sha256');
    async function* joined() {
      let skip = 0;
      if (seekable) {
        size += seekable.head.length;
        hash.update(seekable.head);
        yield seekable.head;
        skip = seekable.replaces;
      }
      for await (const chunk of all) {
        let bytes = chunk as Buffer;
        if (skip > 0) {
          const skipped = Math.min(skip, bytes.length);
          skip -= skipped;
          bytes = bytes.subarray(skipped);
        }
        if (bytes.length === 0) continue;
        size += bytes.length;
        hash.update(bytes);
        yield bytes;
      }
    }
    await this.storage.put(storageKey, Readable.from(joined()), contentTypeOf('webm'));
    try {
      const sha256 = hash.digest('hex');
      await this.db.transaction().execute(async (trx) => {
        const finished = await trx
          .updateTable('roomRecordings')
          .set({
            status: 'finished',
            storageKey,
            size,
            sha256,
            durationMs: clock.durationMs,
            finishedAt: new Date(),
            updatedAt: new Date(),
          })
          .where('id', '=', recordingId)
          .returning(['id', 'serviceId', 'agentId', 'size', 'startedAt', 'finishedAt'])
          .executeTakeFirstOrThrow();
        await appendTrail(trx, recordingEntry({ ...finished, sha256, finishedAt: finished.finishedAt ?? new Date() }));
        // The room's video is its call mixed; the parties' own tracks are read beside it.
        if (track === 'composite')
          await trx
            .updateTable('serviceRooms')
            .set((eb) => ({ recordingFileId: eb.fn.coalesce('recordingFileId', eb.val(storageKey)) }))
            .where('id', '=', serviceId)
            .execute();
        await trx.deleteFrom('roomRecordingPieces').where('recordingId', '=', recordingId).execute();
      });
    } catch (err) {
      await this.storage.remove(storageKey);
      throw err;
    }
    for (const key of keys)
      await this.storage
        .remove(key)
        .catch((err: unknown) => this.log.error({ err, key }, 'recording piece not removed'));
  }

  /** Finishes recordings whose page stopped sending, and finishes left half-done by a process that died. */
  sweep(now = Date.now()): Promise<void> {
    this.sweeping ??= (async () => {
      try {
        const idle = new Date(now - RECORDING_IDLE_MS);
        const lease = new Date(now - FINISH_LEASE_MS);
        const rows = await this.db
          .selectFrom('roomRecordings')
          .select(['id', 'status'])
          .where((eb) =>
            eb.or([
              eb.and([eb('status', '=', 'recording'), eb('updatedAt', '<', idle)]),
              eb.and([eb('status', '=', 'finishing'), eb('updatedAt', '<', lease)]),
            ]),
          )
          .execute();
        for (const row of rows) {
          if (row.status === 'recording') await this.finishClaimed(row.id, 'recording', idle);
          else await this.finishClaimed(row.id, 'finishing', lease);
        }
      } catch (err) {
        this.log.error({ err }, 'recording sweep failed');
      } finally {
        this.sweeping = null;
      }
    })();
    return this.sweeping;
  }

  /** The room's finished recordings in the order they were made, with their stored keys. */
  async parts(serviceId: string): Promise<(RecordingPart & { storageKey: string })[]> {
    const rows = await this.db
      .selectFrom('roomRecordings as r')
      .innerJoin('agents as a', 'a.id', 'r.agentId')
      .select([
        'r.id',
        'r.track',
        'r.startedAt',
        'r.finishedAt',
        'r.durationMs',
        'r.size',
        'r.storageKey',
        'a.fullName',
      ])
      .where('r.serviceId', '=', serviceId)
      .where('r.status', '=', 'finished')
      .orderBy('r.startedAt')
      .orderBy('r.id')
      .execute();
    return rows.flatMap((r) =>
      r.storageKey === null
        ? []
        : [
            {
              recordingId: r.id,
              track: r.track,
              agentName: r.fullName,
              startedAt: r.startedAt.toISOString(),
              finishedAt: r.finishedAt?.toISOString() ?? null,
              durationMs: r.durationMs,
              size: Number(r.size),
              storageKey: r.storageKey,
            },
          ],
    );
  }

  async partKey(serviceId: string, recordingId: string): Promise<string | null> {
    if (!isUuid(serviceId) || !isUuid(recordingId)) return null;
    const row = await this.db
      .selectFrom('roomRecordings')
      .select('storageKey')
      .where('id', '=', recordingId)
      .where('serviceId', '=', serviceId)
      .where('status', '=', 'finished')
      .executeTakeFirst();
    return row?.storageKey ?? null;
  }
}
