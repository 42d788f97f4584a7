import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createReadStream } from 'node:fs';
import { levelAtLeast, scopeFilter } from '../../../src/domain/scope';
import {
  fileColumns,
  fileExportQuerySchema,
  fileIdQuerySchema,
  fileListQuerySchema,
  filePaths,
  fileTexts,
  fileUpdateSchema,
  fileUploadFieldsSchema,
  IMAGE_EXTENSIONS,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  fileDetailSchema,
  fileRecordSchema,
  type FileRecord,
  type FileUploadFields,
} from '../../../src/schemas/file';
import { answerOf, fileAnswer, idAnswer, listOf } from '../../../src/schemas/answers';
import { idParamsSchema } from '../../../src/schemas/fields';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { forbidden, invalid, notFound, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { attachmentDisposition } from '../../services/contentDisposition';
import { mayChange, publicity, resolveOwnership } from '../../services/contentAccess';
import { xlsxReply } from '../../services/excel';
import { chinaDateTime } from '../../../src/domain/chinaTime';
import type { DocumentPages } from '../../services/documentPages';
import {
  contentTypeOf,
  defaultNameOf,
  documentMatches,
  extensionOf,
  isDocumentExtension,
} from '../../services/fileContent';
import { toFileRecord, type FileService } from '../../services/files';
import type { StorageQuota } from '../../services/storageQuota';
import { objectKey, StorageNotFoundError } from '../../storage';
import { fieldValidator, receiveToTempFile } from './multipart';
import { fileDetailAnswer } from './pages';

const uploadFields = fieldValidator<FileUploadFields>(fileUploadFieldsSchema);
const isImage = (ext: string) => (IMAGE_EXTENSIONS as readonly string[]).includes(ext);

function exportCells(record: FileRecord) {
  return {
    name: record.name,
    type: record.type === 'video' ? '视频' : '文档',
    fileType: record.fileType,
    size: record.size,
    isPublic: record.isPublic ? '是' : '否',
    range: record.range === 1 ? '全公司' : '本机构',
    agent: record.agent?.fullName ?? '',
    orgAccount: record.orgAccount.orgName,
    tenant: record.tenant.name,
    createdAt: chinaDateTime(record.createdAt),
  };
}

export function documentRoutes(
  fastify: FastifyInstance,
  ctx: AppContext,
  files: FileService,
  pages: DocumentPages,
  quota: StorageQuota,
): void {
  const app = typed(fastify);
  const oneFile = answerOf(fileRecordSchema);
  app.post(filePaths.base, { schema: { response: oneFile } }, async (request) => {
    const scope = scopeOf(auth(request));
    const received = await receiveToTempFile(request, MAX_DOCUMENT_BYTES);
    const upload = received.file;
    try {
      const fields = uploadFields(received.fields);
      if (!upload) throw invalid({ file: fileTexts.fileRequired });
      const ext = extensionOf(upload.fileName);
      if (!isDocumentExtension(ext)) throw invalid({ file: fileTexts.documentTypes });
      if (isImage(ext) && (upload.tooLarge || upload.size > MAX_IMAGE_BYTES))
        throw invalid({ file: fileTexts.imageTooLarge });
      if (upload.tooLarge) throw invalid({ file: fileTexts.documentTooLarge });
      if (upload.size === 0) throw invalid({ file: fileTexts.emptyFile });
      const name = fields.name?.trim() || defaultNameOf(upload.fileName);
      if (!name) throw invalid({ name: '请输入文件名称' });
      if (!(await documentMatches(upload.path, ext))) throw invalid({ file: fileTexts.contentMismatch(ext) });
      const owner = await resolveOwnership(ctx.db, scope, fields, fileTexts.orgRequired);

      await quota.ensureRoom(owner.tenantId, upload.size);
      const storageKey = objectKey(`tenants/${owner.tenantId}`, ext);
      const contentType = contentTypeOf(ext);
      await ctx.storage.put(storageKey, createReadStream(upload.path), contentType);
      try {
        const file = {
          ...owner,
          name,
          type: 'document' as const,
          fileType: ext,
          storageKey,
          size: upload.size,
          sha256: upload.sha256,
          contentType,
        };
        const record = await quota.within(owner.tenantId, upload.size, (trx) => files.insert(file, trx));
        // Not undone if it fails: the detail, or the next start, queues a document left out.
        await pages
          .enqueue(record._id)
          .catch((err: unknown) => request.log.error({ err, fileId: record._id }, 'conversion not queued'));
        return ok(record, fileTexts.uploaded);
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

  app.get(
    filePaths.list,
    { schema: { querystring: fileListQuerySchema, response: answerOf(listOf(fileRecordSchema)) } },
    async (request) => {
      const q = request.query;
      return ok(
        await files.list(scopeOf(auth(request)), q, {
          pageIndex: q.pageIndex ?? 1,
          pageSize: q.pageSize ?? 10,
          orderBy: q.orderBy ?? 'createdAt',
          order: q.order ?? 'desc',
        }),
      );
    },
  );

  const getOne = async (id: string, request: FastifyRequest) => {
    const row = await files.find(id, scopeOf(auth(request)));
    if (!row) throw notFound();
    return row;
  };

  app.get(
    filePaths.detail,
    { schema: { querystring: fileIdQuerySchema, response: answerOf(fileDetailSchema) } },
    async (request) => {
      return fileDetailAnswer(await getOne(request.query.id, request), pages);
    },
  );

  app.put(filePaths.base, { schema: { body: fileUpdateSchema, response: oneFile } }, async (request) => {
    const scope = scopeOf(auth(request));
    const body = request.body;
    const row = await getOne(body.id, request);
    if (!mayChange(scope, row)) throw forbidden();
    const name = body.name?.trim();
    if (name === '') throw invalid({ name: '请输入文件名称' });
    const record = await files.update(row.id, { name, isPublic: publicity(scope, body.isPublic), range: body.range });
    return ok(record, fileTexts.edited);
  });

  app.delete(
    filePaths.base,
    { schema: { querystring: fileIdQuerySchema, response: answerOf(idAnswer) } },
    async (request) => {
      const scope = scopeOf(auth(request));
      const row = await getOne(request.query.id, request);
      if (!mayChange(scope, row)) throw forbidden();
      const pageKeys = await files.remove(row.id);
      // The record goes first: a leftover object is harmless, a record without its object is not.
      for (const key of [row.storageKey, ...pageKeys]) {
        await ctx.storage
          .remove(key)
          .catch((err: unknown) => request.log.error({ err, key }, 'stored file not removed'));
      }
      return ok({ _id: row.id }, fileTexts.deleted);
    },
  );

  app.get(
    filePaths.export,
    { schema: { querystring: fileExportQuerySchema, response: fileAnswer } },
    async (request, reply) => {
      const scope = scopeOf(auth(request));
      if (!levelAtLeast(scope.level, '2')) throw forbidden();
      const q = request.query;
      const filter = scopeFilter(scope, { tenantId: q.tenant, orgAccountId: q.orgAccount });
      const records = filter
        ? await files.exportList(
            filter,
            { type: q.type, name: q.name },
            { orderBy: q.orderBy ?? 'createdAt', order: q.order ?? 'desc' },
          )
        : [];
      return xlsxReply(reply, '文件列表', fileColumns, records.map(exportCells));
    },
  );

  app.get(filePaths.download, { schema: { params: idParamsSchema, response: fileAnswer } }, async (request, reply) => {
    const row = await getOne(request.params.id, request);
    let body;
    try {
      body = await ctx.storage.get(row.storageKey);
    } catch (err) {
      if (!(err instanceof StorageNotFoundError)) throw err;
      request.log.error({ fileId: row.id }, 'stored file missing');
      throw notFound();
    }
    return reply
      .header('content-type', row.contentType)
      .header('content-length', String(Number(row.size)))
      .header('content-disposition', attachmentDisposition(`${row.name}.${row.fileType}`))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(body);
  });

  app.get(filePaths.one, { schema: { params: idParamsSchema, response: oneFile } }, async (request) => {
    return ok(toFileRecord(await getOne(request.params.id, request)));
  });
}
