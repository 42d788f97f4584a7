/** The API contract shared by the server and the client (ARCHITECTURE "The API contract"). */
import type { FromSchema } from 'json-schema-to-ts';
import type { serviceStatusSchema } from './agent';
import type { agentRecordSchema, listedAgentSchema, loginResultSchema, roleSummarySchema } from './agentRecord';
import { recordOf } from './answers';

export const ErrCode = {
  ok: 0,
  invalid: 400,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  fault: 500,
  loggedInElsewhere: 511,
  notSignedIn: 513,
  passwordRules: 517,
  refused: 518,
  wrongPassword: 519,
} as const;

export interface Envelope<T = unknown> {
  errCode: number;
  errInfo?: string;
  result?: T;
}

export interface ListResult<T> {
  list: T[];
  count: number;
}

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;

export type ServiceStatus = FromSchema<typeof serviceStatusSchema>['serviceStatus'];

export type RoleSummary = FromSchema<typeof roleSummarySchema>;

/** A user as the API answers it: the user form's fields, its role, tenant and organisation, and its presence. */
export type AgentRecord = FromSchema<typeof agentRecordSchema>;
export type ListedAgent = FromSchema<typeof listedAgentSchema>;

export type LoginResult = FromSchema<typeof loginResultSchema>;

/** The local stand-ins of outside systems (SIMULATORS), each serving only while its vendor is unset. */
export const SIMULATOR_NAMES = [
  'callService',
  'wecom',
  'dialogManager',
  'miniProgram',
  'insurance',
  'identityProvider',
] as const;
export type SimulatorName = (typeof SIMULATOR_NAMES)[number];

export const healthResultSchema = recordOf({
  db: { type: 'string', enum: ['pglite', 'postgres'] },
  version: { type: 'string' },
  /** The stand-ins serving on this server, so their pages (/handset, /dialer, the mini program's) can say when they are off. */
  simulators: { type: 'array', items: { type: 'string', enum: SIMULATOR_NAMES } },
});
export type HealthResult = FromSchema<typeof healthResultSchema>;

/** The header and cookie that carry the session token. */
export const TOKEN_HEADER = 'access-token';
export const TOKEN_COOKIE = 'token';

/** Paths of the session and the app itself, as the spec names them. */
export const apiPaths = {
  health: '/api/health',
  publicKey: '/api/auth/publicKey',
  login: '/api/login',
  logout: '/api/logout',
  unlock: '/api/auth/unlock',
  urlLogin: '/api/auth/secretFreeLogin',
  urlLoginToken: '/api/auth/secretFreeToken',
  log: '/api/log',
} as const;
