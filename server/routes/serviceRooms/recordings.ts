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
} from '../../../src/schemas/recording';
import { answerOf } from '../../../src/schemas/answers';
import type { AppContext } from '../../context';
import { auth } from '../../plugins/auth';
import { invalid, ok } from '../../plugins/envelope';
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
export function recordingRoutes(fastify: FastifyInstance, _ctx: AppContext, recordings: RoomRecordings): void {
  const app = typed(fastify);
  const stateAnswer = answerOf(recordingStateSchema);
  app.post(recordingPaths.start, { schema: { body: startRecordSchema, response: stateAnswer } }, async (request) =>
    ok(
      await recordings.open(request.body.serviceId, auth(request).agentId, request.body.mimeType ?? DEFAULT_MIME_TYPE),
      recordingTexts.started,
    ),
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
