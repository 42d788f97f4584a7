import type { ColumnType, Generated } from 'kysely';
import type { AccessAction, RetentionKind } from '../../../src/schemas/personalData';

/** A tenant's personal-data rules; a tenant without a row keeps the defaults. */
export interface PrivacySettingTable {
  tenantId: string;
  /** The roles of the tenant, besides its admins, that see phone and ID numbers in full. */
  fullDataRoleIds: ColumnType<string[], string[] | string | undefined, string[] | string>;
  recordingDays: Generated<number>;
  smsDays: Generated<number>;
  /** The text a customer agrees to before recording; the default text when null. */
  consentText: string | null;
  /** The reasons an agent may pause a recording for; the default list when empty. */
  pauseReasons: ColumnType<string[], string | undefined, string>;
  updatedAt: Generated<Date>;
}

/** One view of a customer's full data, an export or a recording played, by whom and from where. */
export interface AccessLogTable {
  id: Generated<string>;
  tenantId: string | null;
  agentId: string | null;
  loginName: string;
  roleName: string;
  action: AccessAction;
  target: string;
  recordId: string | null;
  customerPhone: string | null;
  address: string;
  createdAt: Generated<Date>;
}

/** What a retention run deleted. */
export interface RetentionDeletionTable {
  id: Generated<string>;
  tenantId: string;
  kind: RetentionKind;
  recordId: string;
  summary: string;
  recordAt: Date;
  deletedAt: Date;
}
