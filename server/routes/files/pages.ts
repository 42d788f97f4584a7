import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../../src/schemas/api';
import {
  documentPagePaths,
  DocumentPagesCode,
  documentPagesTexts,
  filePagePath,
  filePageParamsSchema,
  type FileDetail,
} from '../../../src/schemas/documentPages';
import { fileAnswer } from '../../../src/schemas/answers';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { AppError, notFound, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import type { DocumentPages } from '../../services/documentPages';
import { toFileRecord, type FileRow, type FileService } from '../../services/files';
import { StorageNotFoundError } from '../../storage';

/**
 * GET /api/file/detail's answer: the file with its page images once converted. While converting, or
 * when conversion failed, a refusal that still carries the file (the spec's client reads this answer
 * rather than rejecting it).
 */
export async function fileDetailAnswer(row: FileRow, pages: DocumentPages): Promise<Envelope<FileDetail>> {
  const record = toFileRecord(row);
  if (row.type !== 'document') return ok({ ...record, images: [], conversion: null });
  let state = await pages.state(row.id);
  if (!state) {
    // Uploaded while queueing failed: queue it now rather than leave it waiting for a restart.
    await pages.enqueue(row.id);
    state = { status: 'pending', error: null, pageCount: 0 };
  }
  if (state.status === 'done') {
    const images = Array.from({ length: state.pageCount }, (_, i) => filePagePath(row.id, i + 1));
    return ok({ ...record, images, conversion: 'done', conversionError: null });
  }
  // The state read now, not the row's: the conversion may have ended in between.
  const conversionError = state.status === 'failed' ? (state.error ?? documentPagesTexts.failed) : null;
  const detail: FileDetail = { ...record, images: [], conversion: state.status, conversionError };
  if (state.status === 'pending')
    throw new AppError(DocumentPagesCode.converting, documentPagesTexts.converting, detail);
  throw new AppError(DocumentPagesCode.failed, conversionError ?? documentPagesTexts.failed, detail);
}

/** A page image, to whoever may see the file. */
export function pageRoutes(app: FastifyInstance, ctx: AppContext, files: FileService, pages: DocumentPages): void {
  typed(app).get(
    documentPagePaths.page,
    { schema: { params: filePageParamsSchema, response: fileAnswer } },
    async (request, reply) => {
      const row = await files.find(request.params.id, scopeOf(auth(request)));
      const page = row ? await pages.page(row.id, request.params.pageNumber) : null;
      if (!row || !page) throw notFound();
      let body;
      try {
        body = await ctx.storage.get(page.storageKey);
      } catch (err) {
        if (!(err instanceof StorageNotFoundError)) throw err;
        request.log.error({ fileId: row.id, page: request.params.pageNumber }, 'stored page missing');
        throw notFound();
      }
      return reply
        .header('content-type', page.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
}
