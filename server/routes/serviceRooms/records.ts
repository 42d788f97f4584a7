import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defaultCallStatus, formatDuration, recordScopeFilter } from '../../../src/domain/callRecords';
import type { RequestedFilter } from '../../../src/domain/scope';
import { ErrCode } from '../../../src/schemas/api';
import { customerKeyTexts } from '../../../src/schemas/customerKey';
import {
  callRecordExportQuerySchema,
  callRecordListQuerySchema,
  callRecordListView,
  callRecordPaths,
  callRecordTexts,
  callRecordSchema,
  mergeVideoSchema,
  mergedVideoSchema,
  recordingFileQuerySchema,
  recordingUrlSchema,
  serviceRoomDetailSchema,
  serviceRoomListQuerySchema,
  serviceRoomParamsSchema,
  serviceRoomRecordSchema,
  serviceRoomVideoQuerySchema,
  type CallRecord,
  type CallRecordExportQuery,
  type RecordingPartUrl,
  type RecordingUrl,
  type VideoKind,
} from '../../../src/schemas/callRecord';
import { answerOf, fileAnswer, listOf } from '../../../src/schemas/answers';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { AppError, invalid, notFound, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { masksFor } from '../../plugins/personalData';
import type { CallFilters, RoomRow } from '../../services/callRecords';
import { sendMedia } from '../../services/byteRanges';
import { contentTypeOf, extensionOf } from '../../services/fileContent';
import { schemaXlsxReply } from '../../services/schemaExport';
import { EXPORT_MAX_ROWS } from '../../services/excel';
import { recordingRoutes } from './recordings';
import { recordIntegrityRoutes } from './integrity';
import { incompleteText } from '../../../src/domain/dualRecord';
import {
  customerRoomEventSchema,
  roomEventPaths,
  roomEventQuerySchema,
  roomEventRecordSchema,
  roomEventSchema,
  type RoomEventRecord,
} from '../../../src/schemas/roomEvent';

/** The access log's entry of a room's record looked at or its recording played. */
const roomAccess = (action: 'view' | 'playback', room: RoomRow) => ({
  action,
  target: `会议号 ${room.inviteNumber} ${room.userName}`.trim(),
  recordId: room.id,
  customerPhone: room.userPhone,
  tenantId: room.tenantId,
});

const noVideo = () => new AppError(ErrCode.notFound, callRecordTexts.noVideo);
const linkExpired = () => new AppError(ErrCode.forbidden, callRecordTexts.linkExpired);

/** A time window whose start lies after its end is a mistake of the asker, not an empty list. */
function checkWindow(q: { beginTime?: string | undefined; endTime?: string | undefined }): void {
  if (q.beginTime && q.endTime && Date.parse(q.beginTime) > Date.parse(q.endTime))
    throw invalid({ beginTime: callRecordTexts.timeOrder });
}

const requested = (q: {
  searchTenant?: string | undefined;
  searchOrgAccount?: string | undefined;
  agentId?: string | undefined;
}): RequestedFilter => ({
  tenantId: q.searchTenant,
  orgAccountId: q.searchOrgAccount,
  agentId: q.agentId,
});

/** The export's cells: durations as mm:ss, evaluations as words and what an incomplete 双录 lacks. */
const exportShape = (record: CallRecord) => ({
  ...record,
  duration: record.duration === null ? '' : formatDuration(record.duration),
  evaluation: record.evaluation
    ? `${record.evaluation.score}星${record.evaluation.comment ? ` ${record.evaluation.comment}` : ''}`
    : '',
  // An incomplete 双录 says what it lacks; the other states are written by their names.
  dualRecord: record.dualRecord === 'incomplete' ? incompleteText(record.dualRecordMissing) : record.dualRecord,
});

/**
 * The records of the workbench (spec 1 §7.3): call history and its export, the rooms of the meeting
 * and live-record lists, one room's detail, its video and the merged video, and its verification.
 */
export function serviceRoomRecordRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const records = ctx.callRecords;
  const links = ctx.videoLinks;
  const recordings = ctx.recordings;
  recordingRoutes(fastify, ctx, recordings);

  /** The session's scope for records, narrowed by what the client asked; null when nothing is visible. */
  const scopeFor = async (request: FastifyRequest, asked: RequestedFilter = {}) => {
    const session = auth(request);
    const tenantCode = await records.tenantCode(session.tenantId);
    return { filter: recordScopeFilter(scopeOf(session), tenantCode, asked), tenantCode, scope: scopeOf(session) };
  };

  const callFilters = async (request: FastifyRequest, q: CallRecordExportQuery) => {
    checkWindow(q);
    const { filter, tenantCode, scope } = await scopeFor(request, requested(q));
    const status = q.callStatus ?? defaultCallStatus(scope, tenantCode);
    const filters: CallFilters = {
      beginTime: q.beginTime,
      endTime: q.endTime,
      agent: q.agent,
      callStatus: status === 'all' ? undefined : status,
      dualRecord: q.dualRecord,
    };
    return { filter, filters };
  };

  const roomInScope = async (request: FastifyRequest, serviceId: string): Promise<RoomRow> => {
    const { filter } = await scopeFor(request);
    const room = filter && (await records.findRoom(serviceId, filter));
    if (!room) throw notFound();
    return room;
  };
  recordIntegrityRoutes(fastify, ctx, roomInScope);

  app.get(
    callRecordPaths.list,
    { schema: { querystring: callRecordListQuerySchema, response: answerOf(listOf(callRecordSchema)) } },
    async (request) => {
      const q = request.query;
      const { filter, filters } = await callFilters(request, q);
      const page = { pageIndex: q.pageIndex ?? 1, pageSize: q.pageSize ?? 5, order: q.order ?? 'desc' } as const;
      return ok(filter ? await records.listCalls(filter, filters, page) : { list: [], count: 0 });
    },
  );

  app.get(
    callRecordPaths.export,
    { schema: { querystring: callRecordExportQuerySchema, response: fileAnswer } },
    async (request, reply) => {
      const q = request.query;
      const { filter, filters } = await callFilters(request, q);
      const list = filter
        ? (
            await records.listCalls(filter, filters, {
              pageIndex: 1,
              pageSize: EXPORT_MAX_ROWS,
              order: q.order ?? 'desc',
            })
          ).list
        : [];
      return schemaXlsxReply(reply, callRecordTexts.exportName, callRecordListView, list.map(exportShape));
    },
  );

  app.get(
    callRecordPaths.rooms,
    { schema: { querystring: serviceRoomListQuerySchema, response: answerOf(listOf(serviceRoomRecordSchema)) } },
    async (request) => {
      const q = request.query;
      checkWindow(q);
      const { filter } = await scopeFor(request, requested(q));
      const page = { pageIndex: q.pageIndex ?? 1, pageSize: q.pageSize ?? 10, order: q.order ?? 'desc' } as const;
      const filters = { beginTime: q.beginTime, endTime: q.endTime, agent: q.agent, status: q.status };
      return ok(filter ? await records.listRooms(filter, filters, page) : { list: [], count: 0 });
    },
  );

  app.get(
    callRecordPaths.room,
    { schema: { params: serviceRoomParamsSchema, response: answerOf(serviceRoomDetailSchema) } },
    async (request) => {
      const room = await roomInScope(request, request.params.serviceId);
      // Only a view that shows the customer's full data is a view of it (a masked one shows nothing new).
      if (!masksFor(request)) await request.logAccess(roomAccess('view', room));
      return ok(await records.roomDetail(room));
    },
  );

  app.get(
    callRecordPaths.video,
    { schema: { querystring: serviceRoomVideoQuerySchema, response: answerOf(recordingUrlSchema) } },
    async (request) => {
      const kind: VideoKind = request.query.kind ?? 'recording';
      const room = await roomInScope(request, request.query.serviceId);
      const key = kind === 'merged' ? room.mergedVideoFileId : room.recordingFileId;
      if (key === null) throw noVideo();
      await request.logAccess(roomAccess('playback', room));
      // The call's recorded parts are the room's video; a merged video that is the recording plays them too.
      const recorded = kind === 'recording' || key === room.recordingFileId ? await recordings.parts(room.id) : [];
      const now = Date.now();
      const parts: RecordingPartUrl[] = recorded.map((part) => ({
        url: links.make(room.id, kind, now, part.recordingId).url,
        track: part.track,
        agentName: part.agentName,
        startedAt: part.startedAt,
        finishedAt: part.finishedAt,
        durationMs: part.durationMs,
      }));
      if (parts.length === 0) {
        if ((await ctx.storage.stat(key)) === null) throw noVideo();
        parts.push({
          url: links.make(room.id, kind, now).url,
          track: 'composite',
          agentName: room.fullName,
          startedAt: room.startedAt.toISOString(),
          finishedAt: null,
          durationMs: null,
        });
      }
      const first = links.make(room.id, kind, now, recorded.find((part) => part.track === 'composite')?.recordingId);
      const answer: RecordingUrl = { url: first.url, expiresAt: first.expiresAt, parts };
      return ok(answer);
    },
  );

  app.post(
    callRecordPaths.mergeVideo,
    { schema: { body: mergeVideoSchema, response: answerOf(mergedVideoSchema) } },
    async (request) => {
      const room = await roomInScope(request, request.body.serviceId);
      if (room.recordingFileId === null) throw noVideo();
      await records.markMerged(room.id);
      return ok({ serviceId: room.id, hasMergedVideo: true }, callRecordTexts.merged);
    },
  );

  app.get(
    callRecordPaths.videoFile,
    { schema: { querystring: recordingFileQuerySchema, response: fileAnswer }, config: { access: 'public' } },
    async (request, reply) => {
      const { serviceId, expires, signature, part } = request.query;
      const kind: VideoKind = request.query.kind ?? 'recording';
      if (!links.valid(serviceId, kind, expires, signature, Date.now(), part)) throw linkExpired();
      const key =
        part === undefined ? await records.videoKey(serviceId, kind) : await recordings.partKey(serviceId, part);
      if (key === null) throw noVideo();
      reply
        .header('content-type', contentTypeOf(extensionOf(key)))
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      if (await sendMedia(reply, ctx.storage, key, request.headers.range)) return reply;
      request.log.error({ serviceId, kind }, 'stored room video missing');
      throw noVideo();
    },
  );

  // The room's event log (spec 2 §4): its agent and those who may read the room write and read it; the
  // customer writes by a key of the room while the room is in progress.
  const events = ctx.roomEvents;

  /** A stored event reaches the agent's log at once; the customer's page keeps no log, and a guest may not read names. */
  const announced = (record: RoomEventRecord) => {
    ctx.realtime.emitRoomMessage(record.serviceId, 'roomEvent.added', record, 'agent');
    return record;
  };

  const eventAnswer = answerOf(roomEventRecordSchema);
  app.get(
    roomEventPaths.agent,
    {
      schema: {
        querystring: roomEventQuerySchema,
        response: answerOf({ type: 'array', items: roomEventRecordSchema }),
      },
    },
    async (request) => {
      const room = await roomInScope(request, request.query.serviceId);
      return ok(await events.list(room.id));
    },
  );

  app.post(roomEventPaths.agent, { schema: { body: roomEventSchema, response: eventAnswer } }, async (request) => {
    const room = await roomInScope(request, request.body.serviceId);
    const session = auth(request);
    const agent = await ctx.db
      .selectFrom('agents')
      .select('fullName')
      .where('id', '=', session.agentId)
      .executeTakeFirstOrThrow();
    return ok(
      announced(
        await events.add({
          serviceId: room.id,
          actor: 'agent',
          actorName: agent.fullName,
          event: request.body.event,
          detail: request.body.detail ?? {},
        }),
      ),
    );
  });

  app.post(
    roomEventPaths.customer,
    { config: { access: 'public' }, schema: { body: customerRoomEventSchema, response: eventAnswer } },
    async (request) => {
      const room = await ctx.calls.views.roomForCustomer(request.body.serviceId, request.body.key);
      const actorName = room.role === 'customer' ? room.userName : customerKeyTexts.guestName;
      const record = await events.add({
        serviceId: room.serviceId,
        actor: 'customer',
        actorName,
        event: request.body.event,
        detail: request.body.detail ?? {},
      });
      return ok(announced(record));
    },
  );
}
