import type { EnvReader } from './envReader';

/** At most `max` requests (or messages) in any `windowSeconds`. */
interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

export const RATE_LIMIT_NAMES = [
  'signInPerIp',
  'signInPerAccount',
  'customerPerIp',
  'smsPerAgent',
  'smsPerPhone',
  'clientLogPerIp',
  'deliveryDetailPerIp',
  'deliveryAnswerPerIp',
  'richMediaSharePerIp',
  'billUsagePerIp',
  'callServiceInboundPerIp',
  'roomVideoPerIp',
] as const;
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
  deliveryDetailPerIp: { max: 60, windowSeconds: 60 },
  deliveryAnswerPerIp: { max: 10, windowSeconds: 60 },
  richMediaSharePerIp: { max: 120, windowSeconds: 60 },
  billUsagePerIp: { max: 60, windowSeconds: 60 },
  // One call service's few addresses carry every customer's call of its tenants.
  callServiceInboundPerIp: { max: 600, windowSeconds: 60 },
  // A player asks for ranges as it plays and seeks.
  roomVideoPerIp: { max: 300, windowSeconds: 60 },
};

export interface RateLimitsConfig {
  rateLimits: RateLimits;
  /** Prefix of the rate-limit counters in Redis; processes sharing it share the limits. */
  rateLimitNamespace: string;
}

export const readRateLimits = (read: EnvReader): RateLimitsConfig => ({
  rateLimits: readRules(read, 'RATE_LIMITS'),
  rateLimitNamespace: 'vs:ratelimit:',
});

/** Rules to override as `name=max/seconds`, comma-separated, e.g. `signInPerIp=100/60`; the rest keep their defaults. */
function readRules(read: EnvReader, name: string): RateLimits {
  const raw = read.optional(name);
  const limits = { ...DEFAULT_RATE_LIMITS };
  if (raw === undefined) return limits;
  for (const part of raw.split(',')) {
    const match = /^\s*(\w+)\s*=\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(part);
    const rule = match?.[1] as RateLimitName | undefined;
    const max = Number(match?.[2]);
    const windowSeconds = Number(match?.[3]);
    if (!rule || !RATE_LIMIT_NAMES.includes(rule) || max < 1 || windowSeconds < 1) {
      read.problems.push(
        `${name}: expected name=max/seconds[,…] with names ${RATE_LIMIT_NAMES.join(', ')}, not "${part.trim()}"`,
      );
      continue;
    }
    limits[rule] = { max, windowSeconds };
  }
  return limits;
}
