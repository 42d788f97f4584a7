import path from 'node:path';
import type { Config } from '../../config';
import { FsStorage } from '../../storage/fsStorage';
import { S3Storage } from '../../storage/s3Storage';
import type { Storage } from '../../storage';

/** Where a tenant's recordings are copied to: its name as the list shows it, and the writing part of the storage port. */
interface SyncTarget {
  name: string;
  storage: Pick<Storage, 'put'>;
}

interface SyncTenant {
  id: string;
  bucket: string | null;
}

/** Picks a tenant's sync target; tests hand the queue one of their own. */
export type SyncTargets = (tenant: SyncTenant) => SyncTarget;

/**
 * The tenant's own storage: its bucket on the S3-compatible store of RECORD_SYNC_S3_* (AWS, MinIO,
 * Tencent COS), or by default a directory of its own under DATA_DIR/record-sync.
 */
export function syncTargets(config: Pick<Config, 'dataDir' | 'recordSync'>): SyncTargets {
  const s3 = config.recordSync.s3;
  return (tenant) => {
    if (s3 && tenant.bucket)
      return { name: `s3://${tenant.bucket}`, storage: new S3Storage({ ...s3, bucket: tenant.bucket }) };
    return { name: 'local', storage: new FsStorage(path.join(config.dataDir, 'record-sync', tenant.id)) };
  };
}
