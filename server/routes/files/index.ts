import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { CHUNK_SIZE, MAX_DOCUMENT_BYTES } from '../../../src/schemas/file';
import type { AppContext } from '../../context';
import { FileService } from '../../services/files';
import { StorageQuota } from '../../services/storageQuota';
import { VideoUploadService } from '../../services/videoUploads';
import { ChunkedUploads } from './chunks';
import { documentRoutes } from './documents';
import { pageRoutes } from './pages';
import { storageRoutes } from './storage';
import { videoRoutes } from './videos';

/** How often uploads left behind are looked for: with STALE_UPLOAD_MS, their chunks go within 35 minutes. */
const UPLOAD_SWEEP_MS = 5 * 60_000;

/**
 * Files: documents uploaded whole (and converted to page images in the background), videos uploaded
 * in chunks and merged, their list, edits and downloads, and the tenant's storage against its quota.
 * Multipart is parsed only inside this area; the app's JSON body limit stays 1 MB.
 */
export function fileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const files = new FileService(ctx.db);
  const pages = ctx.documentPages;
  const quota = new StorageQuota(ctx.db, ctx.config.tenantStorageQuotaBytes);
  const chunks = new ChunkedUploads(ctx.storage, new VideoUploadService(ctx.db, ctx.clock, quota), CHUNK_SIZE);
  // Every chunked upload (videos, template backgrounds) shares the table and the chunk keys: one sweep serves them all.
  ctx.jobs.add({
    name: 'abandoned uploads sweep',
    everyMs: UPLOAD_SWEEP_MS,
    run: () => chunks.sweepStale(ctx.clock.now(), app.log),
  });
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
