import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  MAX_RECORDING_PIECE_BYTES,
  finishRecordSchema,
  recordingPaths,
  recordPieceFieldsSchema,
  recordingStateSchema,
  recordingTexts,
  type RecordPieceFields,
  startRecordSchema,
  pauseRecordSchema,
  roomRecordSchema,
  customerRecordPauseSchema,
  recordPauseStateSchema,
} from '../../../src/schemas/recording';
import { dualRecordTexts } from '../../../src/domain/dualRecord';
import { answerOf } from '../../../src/schemas/answers';
import type { AppContext } from '../../context';
import { auth } from '../../plugins/auth';
import { invalid, notFound, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import type { RoomRecordings } from '../../services/roomRecordings';
import { fieldValidator, receiveToBuffer } from '../files/multipart';

const pieceFields = fieldValidator<RecordPieceFields>(recordPieceFieldsSchema);
const DEFAULT_MIME_TYPE = 'video/webm';

/**
 * The agent's browser records the room's call (spec 2 §7.1 startRecord): it opens a recording, sends
 * it piece by piece while the call goes on, and finishes it when the room ends for this agent (spec 2
 * §4.1 "stop recording"). Only the room's agent records to it, and only to its own recording.
 */
export function recordingRoutes(fastify: FastifyInstance, ctx: AppContext, recordings: RoomRecordings): void {
  const app = typed(fastify);
  const stateAnswer = answerOf(recordingStateSchema);
  app.post(recordingPaths.start, { schema: { body: startRecordSchema, response: stateAnswer } }, async (request) => {
    const { serviceId, mimeType, track } = request.body;
    const state = await recordings.open(serviceId, auth(request).agentId, mimeType ?? DEFAULT_MIME_TYPE, track);
    return ok(state, recordingTexts.started);
  });

  // 双录: the agent pauses for a reason of the tenant's list and resumes; both pages read whether it is paused.
  const pauseAnswer = answerOf(recordPauseStateSchema);
  app.post(recordingPaths.pause, { schema: { body: pauseRecordSchema, response: pauseAnswer } }, async (request) =>
    ok(
      await ctx.recordingPauses.pause(auth(request).agentId, request.body.serviceId, request.body.reason),
      dualRecordTexts.pausedToast,
    ),
  );
  app.post(recordingPaths.resume, { schema: { body: roomRecordSchema, response: pauseAnswer } }, async (request) =>
    ok(await ctx.recordingPauses.resume(auth(request).agentId, request.body.serviceId), dualRecordTexts.resumedToast),
  );
  const pauseStateOf = async (serviceId: string) => {
    const room = await ctx.db
      .selectFrom('serviceRooms')
      .select(['id', 'tenantId', 'dualRecord', 'agentId'])
      .where('id', '=', serviceId)
      .executeTakeFirst();
    if (!room) throw notFound();
    return { room, state: () => ctx.recordingPauses.state(room.id, room.tenantId, room.dualRecord) };
  };
  app.get(
    recordingPaths.pauseState,
    { schema: { querystring: roomRecordSchema, response: pauseAnswer } },
    async (request) => {
      const { room, state } = await pauseStateOf(request.query.serviceId);
      if (room.agentId !== auth(request).agentId) throw notFound();
      return ok(await state());
    },
  );
  app.get(
    recordingPaths.customerPauseState,
    { config: { access: 'public' }, schema: { querystring: customerRecordPauseSchema, response: pauseAnswer } },
    async (request) => {
      const customer = await ctx.calls.views.roomForCustomer(request.query.serviceId, request.query.key);
      const { state } = await pauseStateOf(customer.serviceId);
      // The customer's page needs no list of reasons.
      return ok({ ...(await state()), reasons: [] });
    },
  );

  app.post(recordingPaths.finish, { schema: { body: finishRecordSchema, response: stateAnswer } }, async (request) =>
    ok(await recordings.finish(request.body.recordingId, auth(request).agentId, request.body.pieces)),
  );

  void app.register(async (area) => {
    await area.register(multipart, {
      throwFileSizeLimit: false,
      limits: {
        fileSize: MAX_RECORDING_PIECE_BYTES,
        files: 2,
        fields: 10,
        fieldSize: 200,
        parts: 12,
        headerPairs: 100,
      },
    });
    typed(area).post(recordingPaths.piece, { schema: { response: stateAnswer } }, async (request) => {
      const session = auth(request);
      const received = await receiveToBuffer(request, MAX_RECORDING_PIECE_BYTES);
      const fields = pieceFields(received.fields);
      const piece = received.file;
      if (!piece) throw invalid({ file: recordingTexts.pieceRequired });
      if (piece.tooLarge) throw invalid({ file: recordingTexts.pieceTooLarge });
      if (piece.size === 0) throw invalid({ file: recordingTexts.pieceEmpty });
      return ok(await recordings.append(fields.recordingId, session.agentId, fields.seq, piece.buffer));
    });
  });
}
