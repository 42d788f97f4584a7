import { EnvReader, type Env } from './envReader';
import { readCalls, type CallsConfig } from './calls';
import { readDatabase, type DatabaseConfig } from './database';
import { readHttp, type HttpConfig } from './http';
import { readIntegrations, type IntegrationsConfig } from './integrations';
import { readMail, type MailConfig } from './mail';
import { readRateLimits, type RateLimitsConfig } from './rateLimits';
import { readRtc, type RtcConfig } from './rtc';
import { readRuntime, type RuntimeConfig } from './runtime';
import { readSessions, type SessionsConfig } from './sessions';
import { readSms, type SmsConfig } from './sms';
import { readSpeech, type SpeechConfig } from './speech';
import { readStorage, type StorageConfig } from './storage';

export type { CallQueueLimits } from './calls';
export { DEFAULT_RATE_LIMITS, RATE_LIMIT_NAMES, type RateLimitName, type RateLimits } from './rateLimits';
export type { TencentSmsOptions } from './sms';

/** The whole configuration, one area a file; README's settings table lists every variable. */
export interface Config
  extends
    HttpConfig,
    DatabaseConfig,
    StorageConfig,
    RuntimeConfig,
    RtcConfig,
    IntegrationsConfig,
    MailConfig,
    SpeechConfig,
    SmsConfig,
    SessionsConfig,
    CallsConfig,
    RateLimitsConfig {}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads every area, then throws one ConfigError naming all problems found. */
export function loadConfig(env: Env = process.env): Config {
  const read = new EnvReader(env);
  const config: Config = {
    ...readStorage(read),
    ...readRtc(read),
    ...readSpeech(read),
    ...readSms(read),
    ...readHttp(read),
    ...readDatabase(read),
    ...readRuntime(read),
    ...readIntegrations(read),
    ...readMail(read),
    ...readSessions(read),
    ...readCalls(read),
    ...readRateLimits(read),
  };
  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return config;
}
