import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { CHUNK_SIZE, MAX_DOCUMENT_BYTES } from '../../../src/schemas/file';
import type { AppContext } from '../../context';
import { documentRoutes } from './documents';
import { pageRoutes } from './pages';
import { storageRoutes } from './storage';
import { videoRoutes } from './videos';

/**
 * Files: documents uploaded whole (and converted to page images in the background), videos uploaded
 * in chunks and merged, their list, edits and downloads, and the tenant's storage against its quota.
 * Multipart is parsed only inside this area; the app's JSON body limit stays 1 MB.
 */
export function fileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const files = ctx.files;
  const pages = ctx.documentPages;
  const quota = ctx.storageQuota;
  const chunks = ctx.videoChunks;
  storageRoutes(app, quota);
  void app.register(async (area) => {
    await area.register(multipart, {
      // Past its limit a file is cut short and flagged (truncated), and refused with a Chinese text, not a bare 413.
      throwFileSizeLimit: false,
      limits: {
        fileSize: Math.max(MAX_DOCUMENT_BYTES, CHUNK_SIZE),
        files: 2,
        fields: 30,
        fieldSize: 4096,
        parts: 40,
        headerPairs: 100,
      },
    });
    documentRoutes(area, ctx, files, pages, quota);
    pageRoutes(area, ctx, files, pages);
    videoRoutes(area, ctx, chunks);
  });
}
