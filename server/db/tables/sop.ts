import type { Generated } from 'kysely';
import type { CreatedAt, Json, UpdatedAt } from './columns';

/** A sales script of a tenant (for one organisation, or the whole company when org_account_id is null). */
export interface SopScriptTable {
  id: Generated<string>;
  tenantId: string;
  orgAccountId: string | null;
  product: string;
  stage: string;
  title: string;
  content: string;
  keywords: Json<string[]>;
  confirmKeywords: Json<string[]>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** A 双录 checkpoint of a room: a script read (the risk notice among them), a confirmation heard, the customer's face seen. */
export interface SopCheckpointTable {
  id: Generated<string>;
  serviceId: string;
  agentId: string;
  scriptId: string | null;
  scriptTitle: string;
  kind: 'scriptRead' | 'riskNotice' | 'confirmation' | 'facePresent';
  keyword: string | null;
  text: string | null;
  at: Generated<Date>;
}
