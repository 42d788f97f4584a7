import type { Generated, Selectable } from 'kysely';
import type { MenuEntry } from '../../../src/domain/menus';
import type { RoleLevel } from '../../../src/domain/scope';
import type { SsoKind } from '../../../src/schemas/sso';
import type { CreatedAt, UpdatedAt, Json, JsonObject } from './columns';

interface WorkingTime {
  from: string;
  end: string;
}

export interface TenantTable {
  id: Generated<string>;
  name: string;
  code: string;
  status: Generated<boolean>;
  useSystem: Generated<string>;
  logo: string | null;
  miniLogo: string | null;
  useSop: Generated<boolean>;
  fiveGSop: Generated<boolean>;
  roomInfo: Json<JsonObject>;
  basicSet: Json<JsonObject>;
  callFiveConfig: Json<JsonObject> | null;
  fifthGenerationConfig: Json<JsonObject> | null;
  fiveGSendTimeConfig: Json<JsonObject> | null;
  miniprogramCardLogo: string | null;
  appId: string | null;
  appCode: string | null;
  corpId: string | null;
  bucket: string | null;
  totalTimeLimit: Generated<number>;
  remainingTimeLimit: Generated<number>;
  /** The tenant's ring for incoming calls; the default ring when null. */
  ringUrl: string | null;
  /** Seconds of after-call processing before an agent is idle again. */
  afterCallSeconds: Generated<number>;
  /** The tenant's storage quota in GB, set by the platform admin; TENANT_STORAGE_QUOTA_GB when null. */
  storageQuotaGb: number | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface OrgAccountTable {
  id: Generated<string>;
  tenantId: string;
  orgName: string;
  status: Generated<boolean>;
  workingDayTime: Json<WorkingTime[]>;
  roomInfo: Json<JsonObject>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface SysRoleTable {
  id: Generated<string>;
  roleName: string;
  useSystem: Generated<string>;
  level: RoleLevel;
  menus: Json<MenuEntry[]>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface TenantRoleTable {
  tenantId: string;
  roleId: string;
}

/** Agents per (tenant, organisation), kept by triggers on agents: see the agent_counts migration. */
export interface AgentCountTable {
  scopeKey: string;
  tenantId: string | null;
  orgAccountId: string | null;
  agents: number;
}

export interface AgentTable {
  id: Generated<string>;
  loginName: string;
  fullName: string;
  cellphone: string | null;
  email: string | null;
  passwordHash: string;
  roleId: string;
  tenantId: string | null;
  orgAccountId: string | null;
  skillName: Json<string[]>;
  callFiveConcurrency: Generated<number>;
  enableVideo: Generated<boolean>;
  publicEdit: Generated<boolean>;
  status: Generated<boolean>;
  wxUserId: string | null;
  extraData: Json<JsonObject>;
  serviceStatus: Generated<string>;
  failedLogins: Generated<number>;
  lockedAt: Date | null;
  online: Generated<boolean>;
  presenceChangedAt: Date | null;
  statusSince: Generated<Date>;
  /** When after-call processing turns back to idle. */
  statusUntil: Date | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** An agent's beauty sliders, kept between rooms. */
export interface AgentSettingTable {
  agentId: string;
  beauty: number;
  light: number;
  ruddy: number;
  updatedAt: UpdatedAt;
}

export interface SessionTable {
  id: Generated<string>;
  tokenHash: string;
  agentId: string;
  restricted: Generated<boolean>;
  kind: Generated<string>;
  createdAt: CreatedAt;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  revokedReason: string | null;
  userAgent: string | null;
}

export interface AgentGroupTable {
  id: Generated<string>;
  tenantId: string;
  orgAccountId: string | null;
  name: string;
  skills: Json<string[]>;
  insurances: Json<string[]>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface AgentGroupMemberTable {
  groupId: string;
  agentId: string;
}

export interface BillAccountTable {
  id: Generated<string>;
  loginName: string;
  passwordHash: string;
  creatorId: string | null;
  status: Generated<boolean>;
  failedLogins: Generated<number>;
  lockedAt: Date | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface BillSessionTable {
  tokenHash: string;
  billAccountId: string;
  createdAt: CreatedAt;
  expiresAt: Date;
  revokedAt: Date | null;
}

export interface BillAccountTenantTable {
  billAccountId: string;
  tenantId: string;
}

export interface UrlLoginTokenTable {
  tokenHash: string;
  agentId: string;
  createdBy: string | null;
  createdAt: CreatedAt;
  expiresAt: Date;
  usedAt: Date | null;
}

export interface SettingTable {
  key: string;
  value: Json<JsonObject>;
}

export type TenantRow = Selectable<TenantTable>;

export type OrgAccountRow = Selectable<OrgAccountTable>;

export type SysRoleRow = Selectable<SysRoleTable>;

/** A tenant's OpenID Connect identity provider for one sign-on kind; issuer null is the built-in local provider. */
export interface SsoProviderTable {
  id: Generated<string>;
  tenantId: string;
  kind: SsoKind;
  enabled: Generated<boolean>;
  issuer: string | null;
  clientId: string;
  clientSecret: string;
  /** The claim whose value is an agent's login name in the tenant, for a first sign-in. */
  matchClaim: Generated<string>;
  /** An account unknown to the tenant is created on its first sign-in (in defaultOrgId) instead of refused. */
  autoCreate: Generated<boolean>;
  defaultOrgId: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** A provider's account (its subject) bound to an agent at its first sign-in. */
export interface SsoIdentityTable {
  providerId: string;
  subject: string;
  agentId: string;
  createdAt: CreatedAt;
}

/** A sign-in under way: what the answer from the provider is checked against, used once. */
export interface SsoAttemptTable {
  state: string;
  providerId: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  expiresAt: Date;
  usedAt: Date | null;
}
