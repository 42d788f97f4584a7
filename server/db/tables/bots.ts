import type { ColumnType, Generated } from 'kysely';
import type { BotFlow, DialogState } from '../../../src/domain/botFlow';
import type { BotKind, BotLine } from '../../../src/schemas/bot';
import type { CreatedAt, Json, UpdatedAt } from './columns';

/** A voice or video bot; tenantId null: the platform's own. */
export interface BotTable {
  id: Generated<string>;
  kind: BotKind;
  name: string;
  botKey: string;
  tenantId: string | null;
  agentId: string | null;
  isPublic: Generated<boolean>;
  flow: Json<BotFlow>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** A public bot allotted to a tenant. */
export interface BotTenantTable {
  botId: string;
  tenantId: string;
}

/** The material a video bot's node shows in a flow: a template's node (pointId) or a video. */
export interface BotNodeTable {
  id: Generated<string>;
  botId: string;
  nodeId: string;
  flowNo: Generated<number>;
  videoTemplateId: string | null;
  pointId: string | null;
  videoId: string | null;
  createdAt: CreatedAt;
}

/**
 * A dialogue opened with a bot: the staff who opened it (a preview), or the tenant and the customer who did;
 * the engine's id of it; what was said; and the call a customer's was handed over to ('转接人工').
 */
export interface BotDialogTable {
  id: Generated<string>;
  botId: string;
  agentId: string | null;
  tenantId: string | null;
  customerName: string | null;
  customerPhone: string | null;
  callId: string;
  externalId: string | null;
  lines: ColumnType<BotLine[], BotLine[] | string | undefined, BotLine[] | string>;
  handedCallId: string | null;
  endedAt: Date | null;
  createdAt: CreatedAt;
}

/** The local dialogue engine's state of a dialogue. */
export interface BotDialogStateTable {
  dmId: string;
  flow: Json<BotFlow>;
  state: Json<DialogState>;
  updatedAt: UpdatedAt;
}
