import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { createReadStream } from 'node:fs';
import { MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES, fileTexts, IMAGE_EXTENSIONS } from '../../../src/schemas/file';
import {
  fiveGMaterialFieldsSchema,
  fiveGMaterialIdQuerySchema,
  fiveGMaterialListQuerySchema,
  fiveGMaterialSchema,
  fiveGMaterialTexts,
  fiveGPaths,
  isPortrait,
  resTypeOf,
  type FiveGMaterialFields,
} from '../../../src/schemas/fiveG';
import { answerOf, idAnswer, listOf } from '../../../src/schemas/answers';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { forbidden, found, invalid, notFound, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { resolveOwnership } from '../../services/contentAccess';
import {
  contentTypeOf,
  defaultNameOf,
  documentMatches,
  extensionOf,
  isDocumentExtension,
} from '../../services/fileContent';
import { imageSizeOf } from '../../services/imageSize';
import { objectKey } from '../../storage';
import { fieldValidator, receiveToTempFile } from '../files/multipart';

const uploadFields = fieldValidator<FiveGMaterialFields>(fiveGMaterialFieldsSchema);
const isImage = (ext: string) => (IMAGE_EXTENSIONS as readonly string[]).includes(ext);

/**
 * 5G materials (/fifthGenerationManagement, the room's 5G materials tab): upload with the vertical check
 * of images (spec 2 §5, checked here as well as in the browser), the list of 10 a page, and delete.
 */
export function fiveGMaterialRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const files = ctx.files;
  const materials = ctx.fiveGMaterials;

  void app.register(async (area) => {
    await area.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: MAX_DOCUMENT_BYTES, files: 2, fields: 30, fieldSize: 4096, parts: 40, headerPairs: 100 },
    });

    typed(area).post(fiveGPaths.material, { schema: { response: answerOf(fiveGMaterialSchema) } }, async (request) => {
      const scope = scopeOf(auth(request));
      const received = await receiveToTempFile(request, MAX_DOCUMENT_BYTES);
      const upload = received.file;
      try {
        const fields = uploadFields(received.fields);
        if (!upload) throw invalid({ file: fiveGMaterialTexts.fileRequired });
        const ext = extensionOf(upload.fileName);
        const resType = resTypeOf(ext);
        if (!isDocumentExtension(ext) || resType === null) throw invalid({ file: fiveGMaterialTexts.types });
        if (isImage(ext) && (upload.tooLarge || upload.size > MAX_IMAGE_BYTES))
          throw invalid({ file: fileTexts.imageTooLarge });
        if (upload.tooLarge) throw invalid({ file: fileTexts.documentTooLarge });
        if (upload.size === 0) throw invalid({ file: fileTexts.emptyFile });
        const name = fields.name?.trim() || defaultNameOf(upload.fileName);
        if (!name) throw invalid({ name: fiveGMaterialTexts.nameRequired });
        if (!(await documentMatches(upload.path, ext))) throw invalid({ file: fileTexts.contentMismatch(ext) });
        if (isImage(ext)) {
          const size = await imageSizeOf(upload.path);
          if (!size || !isPortrait(size.width, size.height)) throw invalid({ file: fiveGMaterialTexts.verticalFailed });
        }
        const owner = await resolveOwnership(
          ctx.db,
          scope,
          {
            orgAccount: fields.orgAccount,
            isPublic: fields.isPublic === undefined ? undefined : Number(fields.isPublic),
            range: 1,
          },
          fiveGMaterialTexts.orgRequired,
        );
        const storageKey = objectKey(`tenants/${owner.tenantId}`, ext);
        const contentType = contentTypeOf(ext);
        await ctx.storage.put(storageKey, createReadStream(upload.path), contentType);
        try {
          const record = await files.insert({
            ...owner,
            name,
            type: 'document',
            fileType: ext,
            storageKey,
            size: upload.size,
            sha256: upload.sha256,
            contentType,
            resType,
          });
          // Documents are turned into page images as other files are (an image is its own page), so the room can show their pages.
          await ctx.documentPages
            .enqueue(record._id)
            .catch((err: unknown) => request.log.error({ err, fileId: record._id }, 'conversion not queued'));
          return ok(found(await materials.find(record._id, scope)), fiveGMaterialTexts.uploaded);
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
    fiveGPaths.materialList,
    { schema: { querystring: fiveGMaterialListQuerySchema, response: answerOf(listOf(fiveGMaterialSchema)) } },
    async (request) => {
      const q = request.query;
      return ok(
        await materials.list(scopeOf(auth(request)), q.name, {
          pageIndex: q.pageIndex ?? 1,
          pageSize: q.pageSize ?? 10,
          order: q.order ?? 'desc',
        }),
      );
    },
  );

  app.delete(
    fiveGPaths.material,
    { schema: { querystring: fiveGMaterialIdQuerySchema, response: answerOf(idAnswer) } },
    async (request) => {
      const scope = scopeOf(auth(request));
      const file = await files.find(request.query.id, scope);
      const material = file && (await materials.find(file.id, scope));
      if (!file || !material) throw notFound();
      if (!material.mayDelete) throw forbidden();
      const pageKeys = await files.remove(file.id);
      for (const key of [file.storageKey, ...pageKeys]) {
        await ctx.storage
          .remove(key)
          .catch((err: unknown) => request.log.error({ err, key }, 'stored file not removed'));
      }
      return ok({ _id: file.id }, fiveGMaterialTexts.deleted);
    },
  );
}
