import type { Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from './columns';

type RecordSyncStatus = 'waiting' | 'syncing' | 'synced' | 'failed';

/** A finished recording's copy to its tenant's storage; task_day is the China day it finished. */
export interface RecordSyncTable {
  id: Generated<string>;
  recordingId: string;
  tenantId: string;
  orgAccountId: string | null;
  taskDay: string;
  status: Generated<RecordSyncStatus>;
  attempts: Generated<number>;
  error: string | null;
  target: string | null;
  targetKey: string | null;
  queuedAt: Date | null;
  syncStartedAt: Date | null;
  syncedAt: Date | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** A tenant's manual-transfer settings (/switchingCallConfig). */
export interface TransferConfigTable {
  tenantId: string;
  enabled: boolean;
  agentGroupId: string | null;
  strategy: string;
  waitSeconds: number;
  waitText: string;
  busyText: string;
  updatedAt: UpdatedAt;
}

/** A tenant's message template (/messageConfig/list): an SMS or a 5G message with {name}, {link} and {title}. */
export interface MessageTemplateTable {
  id: Generated<string>;
  tenantId: string;
  name: string;
  kind: 'sms' | 'fiveG';
  signName: string;
  content: string;
  enabled: Generated<boolean>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}
