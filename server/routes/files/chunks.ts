import type { FastifyRequest } from 'fastify';
import { fileTexts, videoChunkFieldsSchema, type VideoChunkFields } from '../../../src/schemas/file';
import { invalid } from '../../plugins/envelope';
import type { ChunkCheck, ChunkedUploads } from '../../services/chunkedUploads';
import type { UploadOwner } from '../../services/videoUploads';
import { fieldValidator, receiveToBuffer } from './multipart';

const chunkFields = fieldValidator<VideoChunkFields>(videoChunkFieldsSchema);

/** Receives one chunk of `chunks` (multipart: the chunk fields and the `file` part); answers the chunks held. */
export async function receiveChunk(
  request: FastifyRequest,
  chunks: ChunkedUploads,
  owner: UploadOwner,
  check: ChunkCheck,
) {
  const received = await receiveToBuffer(request, chunks.chunkSize);
  const fields = chunkFields(received.fields);
  const chunk = received.file;
  if (!chunk) throw invalid({ file: fileTexts.fileRequired });
  return chunks.store(owner, fields, chunk, check);
}
