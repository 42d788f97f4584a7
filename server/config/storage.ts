import type { EnvReader } from './envReader';

type StorageDriver = 'fs' | 's3';

export interface StorageConfig {
  storage: StorageDriver;
  s3: { endpoint: string; bucket: string; accessKey: string; secretKey: string } | undefined;
  /**
   * The recording sync queue: tries after a failed copy and the pause between them; with RECORD_SYNC_S3_*
   * a tenant with a bucket is synced to that bucket, any other to DATA_DIR/record-sync.
   */
  /** What each tenant may keep in storage (TENANT_STORAGE_QUOTA_GB), stored files and open uploads together. */
  tenantStorageQuotaBytes: number;
  recordSync: {
    retryLimit: number;
    retryDelaySeconds: number;
    s3: { endpoint: string; accessKey: string; secretKey: string } | undefined;
  };
}

export const GB = 1024 ** 3;

export const readStorage = (read: EnvReader): StorageConfig => ({
  ...readFileStore(read),
  tenantStorageQuotaBytes: read.integer('TENANT_STORAGE_QUOTA_GB', 50, 1, 1_000_000) * GB,
  recordSync: readRecordSync(read),
});

function readFileStore(read: EnvReader): Pick<StorageConfig, 'storage' | 's3'> {
  const storage = read.oneOf('STORAGE', ['fs', 's3'] as const, 'fs');
  if (storage !== 's3') return { storage, s3: undefined };
  const v = read.required(['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'], 'when STORAGE=s3');
  return {
    storage,
    s3: {
      endpoint: v.S3_ENDPOINT ?? '',
      bucket: v.S3_BUCKET ?? '',
      accessKey: v.S3_ACCESS_KEY ?? '',
      secretKey: v.S3_SECRET_KEY ?? '',
    },
  };
}

function readRecordSync(read: EnvReader): StorageConfig['recordSync'] {
  const s3 = read.allOrNone(['RECORD_SYNC_S3_ENDPOINT', 'RECORD_SYNC_S3_ACCESS_KEY', 'RECORD_SYNC_S3_SECRET_KEY']);
  return {
    retryLimit: read.integer('RECORD_SYNC_RETRIES', 3, 0, 20),
    retryDelaySeconds: read.integer('RECORD_SYNC_RETRY_SECONDS', 60, 0, 86_400),
    s3: s3 && {
      endpoint: s3.RECORD_SYNC_S3_ENDPOINT,
      accessKey: s3.RECORD_SYNC_S3_ACCESS_KEY,
      secretKey: s3.RECORD_SYNC_S3_SECRET_KEY,
    },
  };
}
