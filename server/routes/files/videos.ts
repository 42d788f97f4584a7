import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  filePaths,
  fileTexts,
  fileRecordSchema,
  videoChunkReceivedSchema,
  videoMergeQuerySchema,
  videoUploadQuerySchema,
  videoUploadStatusSchema,
} from '../../../src/schemas/file';
import { answerOf } from '../../../src/schemas/answers';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { conflict, invalid, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { resolveOwnership } from '../../services/contentAccess';
import { contentTypeOf, defaultNameOf, extensionOf, isMp4Head } from '../../services/fileContent';
import { objectKey } from '../../storage';
import type { ChunkedUploads } from '../../services/chunkedUploads';
import { receiveChunk } from './chunks';

/**
 * Video upload in chunks (spec 1 §4, spec 2 §3): MP4 only, checked by name and by content; the merge
 * streams the chunks in order into one object and records the file.
 */
export function videoRoutes(fastify: FastifyInstance, ctx: AppContext, chunks: ChunkedUploads): void {
  const app = typed(fastify);
  const uploads = chunks.uploads;

  app.post(filePaths.videoChunk, { schema: { response: answerOf(videoChunkReceivedSchema) } }, async (request) => {
    const session = auth(request);
    const answer = await receiveChunk(request, chunks, session, async (fields, head) => {
      if (extensionOf(fields.name) !== 'mp4') throw invalid({ file: fileTexts.mp4Only });
      if (head && !(await isMp4Head(head))) throw invalid({ file: fileTexts.mp4Only });
    });
    return ok(answer);
  });

  app.get(
    filePaths.videoChunk,
    { schema: { querystring: videoUploadQuerySchema, response: answerOf(videoUploadStatusSchema) } },
    async (request) => {
      return ok(await chunks.status(auth(request).agentId, request.query.identifier));
    },
  );

  app.get(
    filePaths.videoMerge,
    { schema: { querystring: videoMergeQuerySchema, response: answerOf(fileRecordSchema) } },
    async (request) => {
      const session = auth(request);
      const q = request.query;
      const found = await uploads.upload(session.agentId, q.identifier);
      if (found && extensionOf(found.fileName) !== 'mp4') throw invalid({ file: fileTexts.mp4Only });
      const complete = await chunks.complete(session.agentId, q.identifier);
      const { upload } = complete;
      const name = q.name?.trim() || defaultNameOf(upload.fileName);
      if (!name) throw invalid({ name: '请输入视频名称' });
      const owner = await resolveOwnership(ctx.db, scopeOf(session), q, fileTexts.orgRequired);
      if (!(await uploads.claimMerge(upload.id))) throw conflict(fileTexts.merging);

      let storageKey: string | null = null;
      try {
        const first = complete.keys[0];
        if (first === undefined || !(await isMp4Head(await chunks.head(first))))
          throw invalid({ file: fileTexts.mp4Only });
        const hash = createHash('sha256');
        let size = 0;
        const merged = chunks.merged(complete);
        async function* hashed() {
          for await (const piece of merged) {
            hash.update(piece as Buffer);
            size += (piece as Buffer).length;
            yield piece as Buffer;
          }
        }
        storageKey = objectKey(`tenants/${owner.tenantId}`, 'mp4');
        await ctx.storage.put(storageKey, Readable.from(hashed()), contentTypeOf('mp4'));
        if (size !== Number(upload.size)) throw invalid({ file: fileTexts.sizeMismatch });
        const record = await uploads.completeMerge(upload.id, {
          ...owner,
          name,
          type: 'video',
          fileType: 'mp4',
          storageKey,
          size,
          sha256: hash.digest('hex'),
          contentType: contentTypeOf('mp4'),
          identifier: q.identifier,
        });
        await chunks.removeChunks(upload.id, complete.indexes, request.log);
        return ok(record, fileTexts.uploaded);
      } catch (err) {
        if (storageKey)
          await ctx.storage
            .remove(storageKey)
            .catch((cause: unknown) => request.log.error({ err: cause }, 'merged video not removed'));
        await uploads.releaseMerge(upload.id);
        throw err;
      }
    },
  );
}
