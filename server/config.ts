import { isIP } from 'node:net';
import path from 'node:path';
import type { IceServer, RtcEngineName } from '../src/schemas/rtcConfig';

type RtcEngine = RtcEngineName;

/** Tencent Cloud SMS: the API keys, the SMS application, and the approved signature and template. */
export interface TencentSmsOptions {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  region: string;
  endpoint: string;
}
type StorageDriver = 'fs' | 's3';

/** At most `max` requests (or messages) in any `windowSeconds`. */
interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

export const RATE_LIMIT_NAMES = ['signInPerIp', 'signInPerAccount', 'customerPerIp', 'smsPerAgent', 'smsPerPhone', 'clientLogPerIp'] as const;
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];
export type RateLimits = Record<RateLimitName, RateLimitRule>;

/**
 * Loose enough for an office of agents behind one address and a customer's page that polls, tight
 * enough to stop guessing, spraying and message floods (RATE_LIMITS overrides single rules).
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  signInPerIp: { max: 30, windowSeconds: 60 },
  signInPerAccount: { max: 10, windowSeconds: 60 },
  customerPerIp: { max: 300, windowSeconds: 60 },
  smsPerAgent: { max: 60, windowSeconds: 3600 },
  smsPerPhone: { max: 5, windowSeconds: 3600 },
  clientLogPerIp: { max: 60, windowSeconds: 60 },
};

/** How many customers' calls not yet answered (waiting or ringing) a tenant, and one phone at a tenant, may have. */
export interface CallQueueLimits {
  perTenant: number;
  perPhone: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  storage: StorageDriver;
  s3: { endpoint: string; bucket: string; accessKey: string; secretKey: string } | undefined;
  seedDemo: boolean;
  demoPassword: string;
  rtc: RtcEngine;
  trtc: { sdkAppId: number; secretKey: string } | undefined;
  /** STUN/TURN servers handed to the pages (ICE_SERVERS, a JSON array); none on one machine or a LAN. */
  iceServers: IceServer[];
  callServiceUrl: string | undefined;
  /** WeCom's corp id and customer-contact secret (WECOM_CORP_ID, WECOM_SECRET); unset uses the local simulator. */
  wecom: { corpId: string; secret: string } | undefined;
  /** The vendor's bot dialog manager (DM_URL, with DM_TOKEN sent as access-token); unset runs our own engine. */
  dialogManager: { url: string; token: string | undefined } | undefined;
  /** The SMTP server mails go through (nodemailer); unset keeps them in the outbox only. */
  smtpUrl: string | undefined;
  /** The sender of every mail. */
  mailFrom: string;
  /**
   * The recording sync queue: tries after a failed copy and the pause between them; with RECORD_SYNC_S3_*
   * a tenant with a bucket is synced to that bucket, any other to DATA_DIR/record-sync.
   */
  recordSync: { retryLimit: number; retryDelaySeconds: number; s3: { endpoint: string; accessKey: string; secretKey: string } | undefined };
  /** Speech synthesis for narrated videos: the local espeak-ng, or Tencent Cloud TTS with its keys. */
  tts: { engine: 'espeak' } | { engine: 'tencent'; secretId: string; secretKey: string; region: string; endpoint: string };
  /**
   * Speech recognition (ASR=tencent): Tencent's real-time ASR over its signed WebSocket; unset: off, and
   * pages keep typed and tapped input.
   */
  asr: { engine: 'tencent'; appId: string; secretId: string; secretKey: string; url: string; engineModelType: string } | undefined;
  /** Where delivery and invitation messages go: the outbox alone, or Tencent Cloud SMS with its keys and template. */
  sms: { engine: 'outbox' } | ({ engine: 'tencent' } & TencentSmsOptions);
  /** The insurer's system the 5G room reads a caller's policies from; unset: a sample catalogue. */
  insuranceServiceUrl: string | undefined;
  /** The address people reach the product at, without a trailing slash: the origin of every link we send. */
  publicUrl: string | undefined;
  /** Proxies whose X-Forwarded-* headers are believed (Fastify's trustProxy); false: none. */
  trustProxy: string | false;
  /** Minutes without a request after which a session ends. */
  sessionIdleMinutes: number;
  /** Hours after sign-in after which a session ends however busy it is. */
  sessionMaxHours: number;
  /** Seconds between looks at whether the sessions of open sockets have run out. */
  sessionCheckSeconds: number;
  /** Seconds a call rings at one agent before it moves on and the agent is set away. */
  ringTimeoutSeconds: number;
  /** Seconds an agent without a socket still counts as online for routing. */
  presenceGraceSeconds: number;
  /** The longest a single room may last; its agent is told a minute before (spec 2 §4.1 notifySingleEnd). */
  roomMaxMinutes: number;
  rateLimits: RateLimits;
  /** Prefix of the rate-limit counters in Redis; processes sharing it share the limits. */
  rateLimitNamespace: string;
  callQueue: CallQueueLimits;
  production: boolean;
  logLevel: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

type Env = Record<string, string | undefined>;

/** Reads one variable and records a problem instead of throwing, so all problems are reported at once. */
class EnvReader {
  readonly problems: string[] = [];
  constructor(private readonly env: Env) {}

  string(name: string, fallback: string): string {
    const value = this.env[name];
    return value === undefined || value === '' ? fallback : value;
  }

  optional(name: string): string | undefined {
    const value = this.env[name];
    return value === undefined || value === '' ? undefined : value;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const raw = this.optional(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      this.problems.push(`${name}=${raw}: expected an integer from ${min} to ${max}`);
      return fallback;
    }
    return value;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.optional(name);
    if (raw === undefined) return fallback;
    if (!(allowed as readonly string[]).includes(raw)) {
      this.problems.push(`${name}=${raw}: expected one of ${allowed.join(', ')}`);
      return fallback;
    }
    return raw as T;
  }

  flag(name: string, fallback: boolean): boolean {
    const raw = this.optional(name);
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes'].includes(raw)) return true;
    if (['0', 'false', 'no'].includes(raw)) return false;
    this.problems.push(`${name}=${raw}: expected 1 or 0`);
    return fallback;
  }

  url(name: string, protocols: readonly string[]): string | undefined {
    const raw = this.optional(name);
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) throw new Error('protocol');
      return raw;
    } catch {
      this.problems.push(`${name}=${raw}: expected a ${protocols.map((p) => p.replace(':', '')).join(' or ')} URL`);
      return undefined;
    }
  }

  /** A JSON array of RTCIceServer-like objects, each with urls (a string or strings) and optional credentials. */
  iceServers(name: string): IceServer[] {
    const raw = this.optional(name);
    if (raw === undefined) return [];
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    const isUrls = (urls: unknown) => typeof urls === 'string' || (Array.isArray(urls) && urls.length > 0 && urls.every((u) => typeof u === 'string'));
    const isServer = (server: unknown): server is IceServer => {
      if (typeof server !== 'object' || server === null) return false;
      const { urls, username, credential } = server as Record<string, unknown>;
      return isUrls(urls) && ['undefined', 'string'].includes(typeof username) && ['undefined', 'string'].includes(typeof credential);
    };
    if (!Array.isArray(parsed) || !parsed.every(isServer)) {
      this.problems.push(`${name}: expected a JSON array of {urls, username?, credential?}`);
      return [];
    }
    return parsed.map(({ urls, username, credential }) => ({ urls, ...(username === undefined ? {} : { username }), ...(credential === undefined ? {} : { credential }) }));
  }

  /** Rules to override as `name=max/seconds`, comma-separated, e.g. `signInPerIp=100/60`; the rest keep their defaults. */
  rateLimits(name: string, defaults: RateLimits): RateLimits {
    const raw = this.optional(name);
    const limits = { ...defaults };
    if (raw === undefined) return limits;
    for (const part of raw.split(',')) {
      const match = /^\s*(\w+)\s*=\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(part);
      const rule = match?.[1] as RateLimitName | undefined;
      const max = Number(match?.[2]);
      const windowSeconds = Number(match?.[3]);
      if (!rule || !RATE_LIMIT_NAMES.includes(rule) || max < 1 || windowSeconds < 1) {
        this.problems.push(`${name}: expected name=max/seconds[,…] with names ${RATE_LIMIT_NAMES.join(', ')}, not "${part.trim()}"`);
        continue;
      }
      limits[rule] = { max, windowSeconds };
    }
    return limits;
  }

  /** An http(s) address without query or fragment, given back without its trailing slash. */
  publicUrl(name: string): string | undefined {
    const raw = this.url(name, ['http:', 'https:']);
    if (raw === undefined) return undefined;
    const parsed = new URL(raw);
    if (parsed.search !== '' || parsed.hash !== '' || parsed.username !== '' || parsed.password !== '') {
      this.problems.push(`${name}=${raw}: expected an address without query, fragment or credentials`);
      return undefined;
    }
    return `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, '');
  }

  /** Proxy addresses, CIDR ranges or proxy-addr's names (loopback, linklocal, uniquelocal), comma separated. */
  proxies(name: string): string | false {
    const raw = this.optional(name);
    if (raw === undefined) return false;
    const entries = raw
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const valid = (entry: string) => {
      if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
      const [address = '', bits, ...rest] = entry.split('/');
      if (rest.length > 0 || isIP(address) === 0) return false;
      if (bits === undefined) return true;
      const max = isIP(address) === 4 ? 32 : 128;
      return /^\d+$/.test(bits) && Number(bits) <= max;
    };
    if (entries.length === 0 || !entries.every(valid)) {
      this.problems.push(`${name}=${raw}: expected proxy addresses or CIDR ranges (or loopback, linklocal, uniquelocal), comma separated`);
      return false;
    }
    return entries.join(',');
  }

  required(names: readonly string[], because: string): Record<string, string> {
    const values: Record<string, string> = {};
    for (const name of names) {
      const value = this.optional(name);
      if (value === undefined) this.problems.push(`${name} is required ${because}`);
      else values[name] = value;
    }
    return values;
  }
}

export function loadConfig(env: Env = process.env): Config {
  const read = new EnvReader(env);
  const production = env.NODE_ENV === 'production';
  const storage = read.oneOf('STORAGE', ['fs', 's3'] as const, 'fs');
  const rtc = read.oneOf('RTC', ['p2p', 'trtc'] as const, 'p2p');

  let s3: Config['s3'];
  if (storage === 's3') {
    const v = read.required(['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'], 'when STORAGE=s3');
    s3 = { endpoint: v.S3_ENDPOINT ?? '', bucket: v.S3_BUCKET ?? '', accessKey: v.S3_ACCESS_KEY ?? '', secretKey: v.S3_SECRET_KEY ?? '' };
  }
  let trtc: Config['trtc'];
  if (rtc === 'trtc') {
    const sdkAppId = read.integer('TRTC_SDK_APP_ID', 0, 1, 4294967295);
    const v = read.required(['TRTC_SDK_APP_ID', 'TRTC_SECRET_KEY'], 'when RTC=trtc');
    trtc = { sdkAppId, secretKey: v.TRTC_SECRET_KEY ?? '' };
  }

  const ttsEngine = read.oneOf('TTS', ['espeak', 'tencent'] as const, 'espeak');
  let tts: Config['tts'] = { engine: 'espeak' };
  if (ttsEngine === 'tencent') {
    const v = read.required(['TENCENT_SECRET_ID', 'TENCENT_SECRET_KEY'], 'when TTS=tencent');
    tts = {
      engine: 'tencent',
      secretId: v.TENCENT_SECRET_ID ?? '',
      secretKey: v.TENCENT_SECRET_KEY ?? '',
      region: read.string('TENCENT_TTS_REGION', 'ap-guangzhou'),
      endpoint: read.url('TENCENT_TTS_ENDPOINT', ['http:', 'https:']) ?? 'https://tts.tencentcloudapi.com',
    };
  }

  let asr: Config['asr'];
  if (read.oneOf('ASR', ['off', 'tencent'] as const, 'off') === 'tencent') {
    const v = read.required(['TENCENT_ASR_APP_ID', 'TENCENT_SECRET_ID', 'TENCENT_SECRET_KEY'], 'when ASR=tencent');
    asr = {
      engine: 'tencent',
      appId: v.TENCENT_ASR_APP_ID ?? '',
      secretId: v.TENCENT_SECRET_ID ?? '',
      secretKey: v.TENCENT_SECRET_KEY ?? '',
      url: read.url('TENCENT_ASR_URL', ['ws:', 'wss:']) ?? 'wss://asr.cloud.tencent.com/asr/v2',
      engineModelType: read.string('TENCENT_ASR_ENGINE', '16k_zh'),
    };
  }

  const smsEngine = read.oneOf('SMS', ['outbox', 'tencent'] as const, 'outbox');
  let sms: Config['sms'] = { engine: 'outbox' };
  if (smsEngine === 'tencent') {
    const v = read.required(['TENCENT_SECRET_ID', 'TENCENT_SECRET_KEY', 'TENCENT_SMS_APP_ID', 'TENCENT_SMS_SIGN', 'TENCENT_SMS_TEMPLATE_ID'], 'when SMS=tencent');
    sms = {
      engine: 'tencent',
      secretId: v.TENCENT_SECRET_ID ?? '',
      secretKey: v.TENCENT_SECRET_KEY ?? '',
      sdkAppId: v.TENCENT_SMS_APP_ID ?? '',
      signName: v.TENCENT_SMS_SIGN ?? '',
      templateId: v.TENCENT_SMS_TEMPLATE_ID ?? '',
      region: read.string('TENCENT_SMS_REGION', 'ap-guangzhou'),
      endpoint: read.url('TENCENT_SMS_ENDPOINT', ['http:', 'https:']) ?? 'https://sms.tencentcloudapi.com',
    };
  }

  const config: Config = {
    port: read.integer('PORT', 8080, 0, 65535),
    host: read.string('HOST', '0.0.0.0'),
    dataDir: path.resolve(read.string('DATA_DIR', './data')),
    databaseUrl: read.url('DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: read.url('REDIS_URL', ['redis:', 'rediss:']),
    storage,
    s3,
    seedDemo: read.flag('SEED_DEMO', !production),
    demoPassword: read.string('DEMO_PASSWORD', 'Demo@12345'),
    rtc,
    trtc,
    iceServers: read.iceServers('ICE_SERVERS'),
    callServiceUrl: read.url('CALL_SERVICE_URL', ['http:', 'https:']),
    wecom: env.WECOM_CORP_ID && env.WECOM_SECRET ? { corpId: env.WECOM_CORP_ID, secret: env.WECOM_SECRET } : undefined,
    dialogManager: dialogManagerOf(read.url('DM_URL', ['http:', 'https:']), env.DM_TOKEN),
    smtpUrl: read.url('SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: read.string('MAIL_FROM', 'noreply@localhost'),
    recordSync: {
      retryLimit: read.integer('RECORD_SYNC_RETRIES', 3, 0, 20),
      retryDelaySeconds: read.integer('RECORD_SYNC_RETRY_SECONDS', 60, 0, 86_400),
      s3:
        env.RECORD_SYNC_S3_ENDPOINT && env.RECORD_SYNC_S3_ACCESS_KEY && env.RECORD_SYNC_S3_SECRET_KEY
          ? { endpoint: env.RECORD_SYNC_S3_ENDPOINT, accessKey: env.RECORD_SYNC_S3_ACCESS_KEY, secretKey: env.RECORD_SYNC_S3_SECRET_KEY }
          : undefined,
    },
    tts,
    asr,
    sms,
    insuranceServiceUrl: read.url('INSURANCE_SERVICE_URL', ['http:', 'https:']),
    publicUrl: read.publicUrl('PUBLIC_URL'),
    trustProxy: read.proxies('TRUST_PROXY'),
    sessionIdleMinutes: read.integer('SESSION_IDLE_MINUTES', 120, 1, 525600),
    sessionMaxHours: read.integer('SESSION_MAX_HOURS', 24, 1, 8760),
    sessionCheckSeconds: read.integer('SESSION_CHECK_SECONDS', 30, 1, 3600),
    ringTimeoutSeconds: read.integer('RING_TIMEOUT_SECONDS', 30, 1, 600),
    presenceGraceSeconds: read.integer('PRESENCE_GRACE_SECONDS', 60, 0, 3600),
    roomMaxMinutes: read.integer('ROOM_MAX_MINUTES', 240, 2, 1440),
    rateLimits: read.rateLimits('RATE_LIMITS', DEFAULT_RATE_LIMITS),
    rateLimitNamespace: 'vs:ratelimit:',
    callQueue: {
      perTenant: read.integer('CALL_QUEUE_PER_TENANT', 500, 1, 1_000_000),
      perPhone: read.integer('CALL_QUEUE_PER_PHONE', 2, 1, 1000),
    },
    production,
    logLevel: read.string('LOG_LEVEL', production ? 'info' : 'warn'),
  };
  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return config;
}

const dialogManagerOf = (url: string | undefined, token: string | undefined): Config['dialogManager'] => (url ? { url, token: token || undefined } : undefined);
