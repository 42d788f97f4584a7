import type { ColumnType, Generated } from 'kysely';
import type { AuditStatus } from '../../../src/domain/audit';
import type { CreatedAt, UpdatedAt } from './columns';

/** A dynamic video: one approved dynamic template version filled per recipient, audited as a whole. */
export interface DynamicVideoTable {
  id: Generated<string>;
  tenantId: string;
  orgAccountId: string | null;
  agentId: string | null;
  name: string;
  templateId: string;
  templateVersion: number;
  status: ColumnType<AuditStatus, AuditStatus | undefined, AuditStatus>;
  submittedBy: string | null;
  submittedAt: Date | null;
  auditedBy: string | null;
  auditedAt: Date | null;
  reason: string | null;
  deletedAt: Date | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}
