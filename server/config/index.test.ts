import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_RATE_LIMITS, loadConfig } from './index';

describe('loadConfig', () => {
  it('runs on one machine with no variables set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      redisUrl: undefined,
      storage: 'fs',
      rtc: 'p2p',
      seedDemo: true,
    });
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('does not seed demo data in production unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://sales.example.com' }).seedDemo).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://sales.example.com', SEED_DEMO: '1' }).seedDemo,
    ).toBe(true);
  });

  it('runs the stand-ins unless in production or told SIMULATORS=off, and refuses any other value', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://sales.example.com' };
    expect(loadConfig({}).simulators).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).simulators).toBe(true);
    expect(loadConfig({ SIMULATORS: 'off' }).simulators).toBe(false);
    expect(loadConfig(production).simulators).toBe(false);
    expect(loadConfig({ ...production, SIMULATORS: 'on' }).simulators).toBe(true);
    expect(() => loadConfig({ SIMULATORS: 'yes' })).toThrow('SIMULATORS=yes: expected one of on, off');
  });

  it('requires PUBLIC_URL in production, naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL is required when NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://sales.example.com/' }).publicUrl).toBe(
      'https://sales.example.com',
    );
    expect(loadConfig({}).publicUrl).toBeUndefined();
  });

  it('reports a bad PUBLIC_URL in production once, as the bad value it is', () => {
    try {
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'ftp://x' });
      expect.unreachable();
    } catch (err) {
      expect((err as ConfigError).problems).toEqual(['PUBLIC_URL=ftp://x: expected a http or https URL']);
    }
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

  it("uses the mini-program simulator unless both of WeChat's credentials are set", () => {
    expect(loadConfig({})).toMatchObject({ wechat: undefined, miniProgramPath: 'pages/index/index' });
    expect(loadConfig({ WECHAT_APP_ID: 'wx1', WECHAT_APP_SECRET: 's' }).wechat).toEqual({
      appId: 'wx1',
      secret: 's',
      apiUrl: 'https://api.weixin.qq.com',
    });
    expect(
      loadConfig({
        WECHAT_APP_ID: 'wx1',
        WECHAT_APP_SECRET: 's',
        WECHAT_API_URL: 'http://127.0.0.1:9',
        WECHAT_MINI_PROGRAM_PATH: 'pages/service/index',
      }),
    ).toMatchObject({
      wechat: { apiUrl: 'http://127.0.0.1:9' },
      miniProgramPath: 'pages/service/index',
    });
    expect(() => loadConfig({ WECHAT_APP_ID: 'wx1' })).toThrow(
      'WECHAT_APP_SECRET is required for the WeChat mini program',
    );
    expect(() => loadConfig({ WECHAT_MINI_PROGRAM_PATH: '/pages/index' })).toThrow(
      'WECHAT_MINI_PROGRAM_PATH=/pages/index: expected a page path without a leading slash',
    );
  });

  it('runs the p2p engine without ICE servers unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ rtc: 'p2p', trtc: undefined, iceServers: [] });
  });

  it('refuses the trtc engine without its credentials, and takes them when given', () => {
    expect(() => loadConfig({ RTC: 'trtc' })).toThrow(ConfigError);
    try {
      loadConfig({ RTC: 'trtc', TRTC_SDK_APP_ID: 'abc' });
      expect.unreachable();
    } catch (err) {
      expect((err as ConfigError).problems).toEqual([
        'TRTC_SDK_APP_ID=abc: expected an integer from 1 to 4294967295',
        'TRTC_SECRET_KEY is required when RTC=trtc',
      ]);
    }
    expect(loadConfig({ RTC: 'trtc', TRTC_SDK_APP_ID: '1400000000', TRTC_SECRET_KEY: 'k' })).toMatchObject({
      rtc: 'trtc',
      trtc: { sdkAppId: 1400000000, secretKey: 'k' },
    });
    expect(() => loadConfig({ RTC: 'agora' })).toThrow('RTC=agora: expected one of p2p, trtc');
  });

  it('reads the tenant storage quota in whole GB and refuses anything else', () => {
    expect(loadConfig({}).tenantStorageQuotaBytes).toBe(50 * 1024 ** 3);
    expect(loadConfig({ TENANT_STORAGE_QUOTA_GB: '2' }).tenantStorageQuotaBytes).toBe(2 * 1024 ** 3);
    expect(() => loadConfig({ TENANT_STORAGE_QUOTA_GB: '0' })).toThrow(
      'TENANT_STORAGE_QUOTA_GB=0: expected an integer from 1 to 1000000',
    );
    expect(() => loadConfig({ TENANT_STORAGE_QUOTA_GB: '1.5' })).toThrow(
      'TENANT_STORAGE_QUOTA_GB=1.5: expected an integer from 1 to 1000000',
    );
  });

  it('reads ICE servers as a JSON array and refuses anything else', () => {
    const turn = { urls: ['turn:turn.example.com:3478'], username: 'u', credential: 'c' };
    expect(loadConfig({ ICE_SERVERS: JSON.stringify([{ urls: 'stun:stun.example.com' }, turn]) }).iceServers).toEqual([
      { urls: 'stun:stun.example.com' },
      turn,
    ]);
    for (const bad of [
      'not json',
      '{"urls":"stun:x"}',
      '[{"url":"stun:x"}]',
      '[{"urls":[]}]',
      '[{"urls":"turn:x","credential":1}]',
    ]) {
      expect(() => loadConfig({ ICE_SERVERS: bad })).toThrow(
        'ICE_SERVERS: expected a JSON array of {urls, username?, credential?}',
      );
    }
  });

  it('limits by default, and RATE_LIMITS changes single rules as name=max/seconds', () => {
    expect(loadConfig({})).toMatchObject({
      rateLimits: DEFAULT_RATE_LIMITS,
      callQueue: { perTenant: 500, perPhone: 2 },
    });
    const config = loadConfig({
      RATE_LIMITS: 'signInPerIp=200/60, smsPerPhone = 3/86400',
      CALL_QUEUE_PER_TENANT: '50',
      CALL_QUEUE_PER_PHONE: '1',
    });
    expect(config.rateLimits).toEqual({
      ...DEFAULT_RATE_LIMITS,
      signInPerIp: { max: 200, windowSeconds: 60 },
      smsPerPhone: { max: 3, windowSeconds: 86400 },
    });
    expect(config.callQueue).toEqual({ perTenant: 50, perPhone: 1 });
    for (const bad of ['signInPerIp=0/60', 'loginPerIp=5/60', 'signInPerIp=5', 'signInPerIp=5/0']) {
      expect(() => loadConfig({ RATE_LIMITS: bad }), bad).toThrow(
        `RATE_LIMITS: expected name=max/seconds[,…] with names`,
      );
    }
  });

  it('takes the public address of our links without its trailing slash, and trusts no proxy unless named', () => {
    expect(loadConfig({})).toMatchObject({ publicUrl: undefined, trustProxy: false });
    expect(loadConfig({ PUBLIC_URL: 'https://sales.example.com/' }).publicUrl).toBe('https://sales.example.com');
    expect(loadConfig({ PUBLIC_URL: 'https://sales.example.com/vs/' }).publicUrl).toBe('https://sales.example.com/vs');
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,loopback,::1' }).trustProxy).toBe(
      '127.0.0.1,10.0.0.0/8,loopback,::1',
    );
    const refused: [string, string][] = [
      ['PUBLIC_URL', 'ftp://sales.example.com'],
      ['PUBLIC_URL', 'https://sales.example.com/?a=1'],
      ['TRUST_PROXY', 'true'],
      ['TRUST_PROXY', '10.0.0.0/33'],
      ['TRUST_PROXY', 'proxy.example.com'],
    ];
    for (const [name, value] of refused) {
      expect(() => loadConfig({ [name]: value }), `${name}=${value}`).toThrow(ConfigError);
    }
  });
});
