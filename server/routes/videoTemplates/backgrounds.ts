import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkBackgroundFile } from '../../../src/domain/scene/backgroundUpload';
import { answerOf, fileAnswer } from '../../../src/schemas/answers';
import { idParamsSchema } from '../../../src/schemas/fields';
import {
  fileTexts,
  videoChunkReceivedSchema,
  videoUploadQuerySchema,
  videoUploadStatusSchema,
} from '../../../src/schemas/file';
import {
  BACKGROUND_CHUNK_SIZE,
  BACKGROUND_LIST_SIZE,
  backgroundUploadTexts,
  templateBackgroundListSchema,
  templateBackgroundMergeSchema,
  templateBackgroundPaths,
  templateBackgroundRecordSchema,
} from '../../../src/schemas/templateBackground';
import { videoTemplateTexts } from '../../../src/schemas/videoTemplate';
import type { AppContext } from '../../context';
import { auth } from '../../plugins/auth';
import { conflict, forbidden, invalid, notFound, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { sendMedia } from '../../services/byteRanges';
import { backgroundMatches, contentTypeOf, defaultNameOf, extensionOf } from '../../services/fileContent';
import { firstFrame } from '../../services/render/media';
import type { AuthContext } from '../../services/sessions';
import { objectKey } from '../../storage';
import { receiveChunk } from '../files/chunks';

/** The kind a file of this name and size may be as a background, or the refusal a person reads. */
function kindOf(fileName: string, size: number) {
  const checked = checkBackgroundFile(fileName, size);
  if (!checked.ok) throw invalid({ file: checked.error });
  return checked.value;
}

const tenantOf = (session: AuthContext) => {
  if (session.tenantId === null) throw forbidden(videoTemplateTexts.noTenant);
  return session.tenantId;
};

/**
 * Node backgrounds uploaded in the editor (spec 3 §2, §5): the file API's chunk protocol, then one stored
 * file checked by name, size and content; a video must be readable, and its first frame is kept as the
 * picture the renderer draws (and the editor shows where the video cannot play). Served by id without
 * sign-in, as material pictures are: the ids are random.
 */
export function backgroundRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const chunks = ctx.backgroundChunks;
  const uploads = chunks.uploads;
  const backgrounds = ctx.templateBackgrounds;

  void app.register(async (area) => {
    await area.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: BACKGROUND_CHUNK_SIZE, files: 2, fields: 20, fieldSize: 1024, parts: 24, headerPairs: 100 },
    });
    const chunkSchema = { response: answerOf(videoChunkReceivedSchema) };
    typed(area).post(templateBackgroundPaths.chunk, { schema: chunkSchema }, async (request) => {
      const session = auth(request);
      tenantOf(session);
      const answer = await receiveChunk(request, chunks, session, async (fields, head) => {
        const ext = extensionOf(fields.name);
        kindOf(fields.name, fields.size);
        if (head && !(await backgroundMatches(head, ext))) throw invalid({ file: fileTexts.contentMismatch(ext) });
      });
      return ok(answer);
    });
  });

  const listSchema = { response: answerOf(templateBackgroundListSchema) };
  app.get(templateBackgroundPaths.list, { schema: listSchema }, async (request) =>
    ok({ list: await backgrounds.list(tenantOf(auth(request)), BACKGROUND_LIST_SIZE) }),
  );

  app.get(
    templateBackgroundPaths.chunk,
    { schema: { querystring: videoUploadQuerySchema, response: answerOf(videoUploadStatusSchema) } },
    async (request) => {
      return ok(await chunks.status(auth(request).agentId, request.query.identifier));
    },
  );

  app.post(
    templateBackgroundPaths.merge,
    { schema: { body: templateBackgroundMergeSchema, response: answerOf(templateBackgroundRecordSchema) } },
    async (request) => {
      const session = auth(request);
      const tenantId = tenantOf(session);
      const complete = await chunks.complete(session.agentId, request.body.identifier);
      const { upload } = complete;
      const ext = extensionOf(upload.fileName);
      const kind = kindOf(upload.fileName, Number(upload.size));
      const first = complete.keys[0];
      if (first === undefined || !(await backgroundMatches(await chunks.head(first), ext)))
        throw invalid({ file: fileTexts.contentMismatch(ext) });
      if (!(await uploads.claimMerge(upload.id))) throw conflict(fileTexts.merging);

      const dir = await mkdtemp(path.join(tmpdir(), 'vs-background-'));
      const stored: string[] = [];
      const store = async (key: string, body: Buffer | Readable, contentType: string) => {
        await ctx.storage.put(key, body, contentType);
        stored.push(key);
        return key;
      };
      try {
        const file = path.join(dir, `background.${ext}`);
        await pipeline(chunks.merged(complete), createWriteStream(file));
        const poster =
          kind === 'video'
            ? await firstFrame(file).catch(() =>
                Promise.reject(invalid({ file: backgroundUploadTexts.unreadableVideo })),
              )
            : null;
        const folder = `tenants/${tenantId}/backgrounds`;
        const storageKey = await store(objectKey(folder, ext), createReadStream(file), contentTypeOf(ext));
        const posterKey = poster ? await store(objectKey(folder, 'png'), poster, contentTypeOf('png')) : null;
        const record = await backgrounds.complete(upload.id, {
          tenantId,
          agentId: session.agentId,
          kind,
          name: defaultNameOf(upload.fileName) || kind,
          fileType: ext,
          storageKey,
          contentType: contentTypeOf(ext),
          size: Number(upload.size),
          posterKey,
        });
        await chunks.removeChunks(upload.id, complete.indexes, request.log);
        return ok(record, backgroundUploadTexts.uploaded);
      } catch (err) {
        for (const key of stored)
          await ctx.storage
            .remove(key)
            .catch((cause: unknown) => request.log.error({ err: cause, key }, 'background not removed'));
        await uploads.releaseMerge(upload.id);
        throw err;
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );

  for (const [route, part] of [
    [templateBackgroundPaths.file, 'file'],
    [templateBackgroundPaths.poster, 'poster'],
  ] as const) {
    const served = { config: { access: 'public' as const }, schema: { params: idParamsSchema, response: fileAnswer } };
    app.get(route, served, async (request, reply) => {
      const found = await backgrounds.file(request.params.id);
      const key = part === 'file' ? found?.storageKey : found?.posterKey;
      if (!found || !key) throw notFound();
      reply
        .header('content-type', part === 'file' ? found.contentType : contentTypeOf('png'))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=86400');
      if (await sendMedia(reply, ctx.storage, key, request.headers.range)) return reply;
      throw notFound();
    });
  }
}
