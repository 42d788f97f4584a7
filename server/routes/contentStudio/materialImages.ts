import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { createReadStream } from 'node:fs';
import { fileTexts, IMAGE_EXTENSIONS, MAX_IMAGE_BYTES } from '../../../src/schemas/file';
import { answerOf, fileAnswer, idAnswer, listOf } from '../../../src/schemas/answers';
import { idParamsSchema } from '../../../src/schemas/fields';
import {
  materialImageFieldsSchema,
  materialImageListQuerySchema,
  materialImagePaths,
  materialImageRecordSchema,
  materialImageTexts,
  type MaterialImageFields,
  type MaterialImageType,
} from '../../../src/schemas/materialImage';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { forbidden, invalid, notFound, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { newItemTenant } from '../../services/contentOwnership';
import { contentTypeOf, defaultNameOf, documentMatches, extensionOf } from '../../services/fileContent';
import { objectKey, StorageNotFoundError } from '../../storage';
import { fieldValidator, receiveToTempFile } from '../files/multipart';

const uploadFields = fieldValidator<MaterialImageFields>(materialImageFieldsSchema);
const isImage = (ext: string): ext is (typeof IMAGE_EXTENSIONS)[number] =>
  (IMAGE_EXTENSIONS as readonly string[]).includes(ext);

/**
 * Material pictures (/MaterialImageManagement/list/:type): jpg, jpeg or png up to 5 MB into the file
 * storage, the config list (the tenant's and the platform's), delete; the picture itself by its id.
 */
export function materialImageRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const images = ctx.materialImages;

  void app.register(async (area) => {
    await area.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 100 },
    });

    const uploaded = { response: answerOf(materialImageRecordSchema) };
    typed(area).post(materialImagePaths.base, { schema: uploaded }, async (request) => {
      const session = auth(request);
      const scope = scopeOf(session);
      const tenantId = newItemTenant(scope);
      if (tenantId === undefined) throw forbidden(materialImageTexts.notYours);
      const received = await receiveToTempFile(request, MAX_IMAGE_BYTES);
      const upload = received.file;
      try {
        const fields = uploadFields(received.fields);
        if (!upload) throw invalid({ file: materialImageTexts.fileRequired });
        const ext = extensionOf(upload.fileName);
        if (!isImage(ext)) throw invalid({ file: materialImageTexts.types });
        if (upload.tooLarge) throw invalid({ file: fileTexts.imageTooLarge });
        if (upload.size === 0) throw invalid({ file: fileTexts.emptyFile });
        if (!(await documentMatches(upload.path, ext))) throw invalid({ file: fileTexts.contentMismatch(ext) });
        const name = (fields.name?.trim() || defaultNameOf(upload.fileName)).slice(0, 30);
        if (!name) throw invalid({ name: materialImageTexts.nameRequired });
        const storageKey = objectKey(`materials/${tenantId ?? 'platform'}`, ext);
        const contentType = contentTypeOf(ext);
        await ctx.storage.put(storageKey, createReadStream(upload.path), contentType);
        try {
          const id = await images.insert({
            tenantId,
            agentId: session.agentId,
            type: Number(fields.type) as MaterialImageType,
            name,
            storageKey,
            contentType,
            size: upload.size,
          });
          return ok((await images.find(scope, id))?.record, materialImageTexts.uploaded);
        } catch (err) {
          await ctx.storage
            .remove(storageKey)
            .catch((cause: unknown) => request.log.error({ err: cause }, 'orphan upload'));
          throw err;
        }
      } finally {
        await upload?.discard();
      }
    });
  });

  app.get(
    materialImagePaths.list,
    { schema: { querystring: materialImageListQuerySchema, response: answerOf(listOf(materialImageRecordSchema)) } },
    async (request) => {
      const q = request.query;
      return ok(
        await images.list(scopeOf(auth(request)), q.type, {
          pageIndex: q.pageIndex ?? 1,
          pageSize: q.pageSize ?? 10,
          name: q.name,
          orderBy: q.orderBy,
          order: q.order,
        }),
      );
    },
  );

  const removed = { params: idParamsSchema, response: answerOf(idAnswer) };
  app.delete(materialImagePaths.one, { schema: removed }, async (request) => {
    const scope = scopeOf(auth(request));
    const found = await images.find(scope, request.params.id);
    if (!found) throw notFound();
    if (!found.record.mayDelete) throw forbidden(materialImageTexts.notYours);
    await images.remove(found.id);
    if (found.storageKey)
      await ctx.storage
        .remove(found.storageKey)
        .catch((err: unknown) => request.log.error({ err, key: found.storageKey }, 'stored file not removed'));
    return ok({ _id: found.id }, materialImageTexts.deleted);
  });

  /** Served without sign-in: the pictures appear on the customer's pages (their ids are not guessable). */
  app.get(
    materialImagePaths.file,
    { config: { access: 'public' }, schema: { params: idParamsSchema, response: fileAnswer } },
    async (request, reply) => {
      const found = await images.file(request.params.id);
      if (!found?.storageKey) throw notFound();
      let body;
      try {
        body = await ctx.storage.get(found.storageKey);
      } catch (err) {
        if (!(err instanceof StorageNotFoundError)) throw err;
        throw notFound();
      }
      return reply
        .header('content-type', found.contentType)
        .header('content-length', String(Number(found.size)))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=86400')
        .send(body);
    },
  );
}
