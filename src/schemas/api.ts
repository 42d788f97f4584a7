/** The API contract shared by the server and the client (ARCHITECTURE "The API contract"). */
import type { FromSchema } from 'json-schema-to-ts';
import type { MenuEntry } from '../domain/menus';
import type { RoleLevel } from '../domain/scope';
import type { AgentCreateInput, serviceStatusSchema } from './agent';
import type { FifthGenerationPublicConfig } from './callService';

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

export interface RoleSummary {
  _id: string;
  roleName: string;
  level: RoleLevel;
  useSystem: string;
  menus: MenuEntry[];
}

interface TenantSummary {
  _id: string;
  name: string;
  code: string;
  logo: string | null;
  miniLogo: string | null;
  status: boolean;
  useSystem: string;
  useSop: boolean;
  fiveGSop: boolean;
  roomInfo: Record<string, unknown>;
  /** What the browser may see of the tenant's 5G settings; the app key and secret stay on the server. */
  fifthGenerationConfig: FifthGenerationPublicConfig | null;
  fiveGSendTimeConfig: Record<string, unknown> | null;
  appId: string | null;
  appCode: string | null;
  corpId: string | null;
  bucket: string | null;
  totalTimeLimit: number;
  remainingTimeLimit: number;
}

interface OrgAccountSummary {
  _id: string;
  orgName: string;
  roomInfo: Record<string, unknown>;
}

/** A user as the API answers it: the user form's fields, its role, tenant and organisation, and its presence. */
export type AgentRecord = Required<
  Pick<
    AgentCreateInput,
    | 'loginName'
    | 'fullName'
    | 'skillName'
    | 'callFiveConcurrency'
    | 'enableVideo'
    | 'publicEdit'
    | 'locked'
    | 'createdAt'
  >
> & {
  _id: string;
  cellphone: string | null;
  email: string | null;
  agentRole: RoleSummary;
  tenant: TenantSummary | null;
  orgAccount: OrgAccountSummary | null;
  status: boolean;
  online: boolean;
  serviceStatus: ServiceStatus;
  wxBound: boolean;
  extraData: Record<string, unknown>;
};

export interface LoginResult {
  agent: AgentRecord;
  sysRoles: RoleSummary[];
  token: string;
}

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

export interface HealthResult {
  db: 'pglite' | 'postgres';
  version: string;
  /** The stand-ins serving on this server, so their pages (/handset, /dialer, the mini program's) can say when they are off. */
  simulators: SimulatorName[];
}

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
