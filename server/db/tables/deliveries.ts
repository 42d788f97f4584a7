import type { Generated } from 'kysely';
import type { AnswerOutcome } from '../../../src/domain/interaction';
import type {
  DeliverType,
  DeliveryRecipientStatus,
  DeliveryTaskStatus,
  WatchDetail,
} from '../../../src/schemas/deliveryTask';
import type { InteractionPreview } from '../../../src/schemas/interactionTemplate';
import type { CreatedAt, Json, UpdatedAt } from './columns';

/** A media-delivery task: what is sent (content, interaction as it was when the task was made) and when. */
export interface DeliveryTaskTable {
  id: Generated<string>;
  tenantId: string;
  orgAccountId: string | null;
  agentId: string | null;
  name: string;
  deliverType: DeliverType;
  videoContentId: string | null;
  interactionTemplateId: string | null;
  interaction: Json<InteractionPreview> | null;
  /** The text of the message, with {name} and {link} for each recipient's. */
  message: string;
  /** The address the links point at (PUBLIC_URL, or where the task was created from). */
  linkOrigin: string;
  status: Generated<DeliveryTaskStatus>;
  sendStart: string;
  sendEnd: string;
  total: number;
  cancelledAt: Date | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** One recipient of a task: the message's state, then what the customer watched and answered. */
export interface DeliveryRecipientTable {
  id: Generated<string>;
  taskId: string;
  position: number;
  name: string;
  phone: string;
  status: Generated<DeliveryRecipientStatus>;
  error: string | null;
  sentAt: Date | null;
  watch: Json<WatchDetail> | null;
  watchId: string | null;
  answer: string | null;
  outcome: AnswerOutcome | null;
  callId: string | null;
  /** The mini-program link the customer was handed to, and when WeChat stops taking it (null: never). */
  miniProgramLink: string | null;
  miniProgramLinkExpiresAt: Date | null;
  updatedAt: UpdatedAt;
}
