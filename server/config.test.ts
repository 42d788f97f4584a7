import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on one machine with no variables set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, databaseUrl: undefined, redisUrl: undefined, storage: 'fs', rtc: 'p2p', seedDemo: true });
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('does not seed demo data in production unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('reports every bad value at once', () => {
    try {
      loadConfig({ PORT: '99999', DATABASE_URL: 'mysql://x', STORAGE: 's3', SESSION_IDLE_MINUTES: '-1' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).problems).toEqual([
        'S3_ENDPOINT is required when STORAGE=s3',
        'S3_BUCKET is required when STORAGE=s3',
        'S3_ACCESS_KEY is required when STORAGE=s3',
        'S3_SECRET_KEY is required when STORAGE=s3',
        'PORT=99999: expected an integer from 0 to 65535',
        'DATABASE_URL=mysql://x: expected a postgres or postgresql URL',
        'SESSION_IDLE_MINUTES=-1: expected an integer from 1 to 525600',
      ]);
    }
  });
});
