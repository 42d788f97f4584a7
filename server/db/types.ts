import type { ColumnType, Generated, Selectable } from 'kysely';
import type { MenuEntry } from '../../src/domain/menus';
import type { RoleLevel } from '../../src/domain/scope';
import type { ConversionStatus } from '../../src/schemas/documentPages';
import type { StoredShare } from '../../src/schemas/roomShare';
import type { FiveGResType } from '../../src/schemas/fiveG';
import type { StoredTemplate } from '../../src/domain/scene/stored';
import type { AuditStatus } from '../../src/domain/audit';
import type { InteractionContent } from '../../src/schemas/interactionTemplate';
import type { OfferRow } from '../../src/domain/offerPrice';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, T | string, T | string>;
type JsonObject = Record<string, unknown>;

export interface WorkingTime {
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

/** bigint columns: the pg driver reads them as strings, PGlite as numbers; Number() takes both. */
type BigIntColumn = ColumnType<string | number, number, number>;

export interface FileTable {
  id: Generated<string>;
  tenantId: string;
  orgAccountId: string;
  agentId: string | null;
  name: string;
  type: 'document' | 'video';
  fileType: string;
  storageKey: string;
  size: BigIntColumn;
  sha256: string;
  contentType: string;
  isPublic: Generated<boolean>;
  range: Generated<number>;
  status: Generated<string>;
  identifier: string | null;
  /** Set on 5G materials only (src/schemas/fiveG.ts FIVE_G_RES_TYPES); other lists leave them out. */
  resType: FiveGResType | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface FileUploadTable {
  id: Generated<string>;
  agentId: string;
  identifier: string;
  fileName: string;
  total: number;
  size: BigIntColumn;
  merging: Generated<boolean>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface FileUploadChunkTable {
  uploadId: string;
  chunkIndex: number;
  size: number;
}

/** A document's conversion to page images (server/services/documentPages.ts). */
export interface FileConversionTable {
  fileId: string;
  status: Generated<ConversionStatus>;
  error: string | null;
  claimedUntil: Date | null;
  attempts: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface FilePageTable {
  fileId: string;
  pageNumber: number;
  storageKey: string;
  contentType: string;
}

export interface ShareWebTable {
  id: Generated<string>;
  tenantId: string;
  orgAccountId: string;
  agentId: string | null;
  type: 'sells' | 'measurement' | 'digitalMan' | 'yxzx';
  name: string;
  url: string;
  thumbnail: string | null;
  status: Generated<boolean>;
  isPublic: Generated<boolean>;
  range: Generated<number>;
  insurancePlanBookId: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export type ServiceWebStatus = 'inProgress' | 'ended';

export interface ServiceWebTable {
  id: Generated<string>;
  inviteNumber: string;
  /** The secret of the customer's link (drawn by the database). */
  customerKey: Generated<string>;
  tenantId: string;
  orgAccountId: string;
  agentId: string | null;
  shareWebId: string | null;
  shareWebName: string;
  shareWebUrl: string;
  customerName: string | null;
  customerPhone: string | null;
  status: Generated<ServiceWebStatus>;
  startedAt: Generated<Date>;
  endedAt: Date | null;
  endedFrom: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ShortLinkTable {
  code: string;
  /** Exactly one of the two: a same-screen record or a meeting-hall room. */
  serviceWebId: string | null;
  serviceRoomId: string | null;
  createdAt: CreatedAt;
}

export interface SmsOutboxTable {
  id: Generated<string>;
  tenantId: string;
  agentId: string | null;
  phone: string;
  content: string;
  createdAt: CreatedAt;
}

export interface DB {
  tenants: TenantTable;
  orgAccounts: OrgAccountTable;
  sysRoles: SysRoleTable;
  tenantRoles: TenantRoleTable;
  agents: AgentTable;
  sessions: SessionTable;
  agentGroups: AgentGroupTable;
  agentGroupMembers: AgentGroupMemberTable;
  billAccounts: BillAccountTable;
  billAccountTenants: BillAccountTenantTable;
  billSessions: BillSessionTable;
  settings: SettingTable;
  urlLoginTokens: UrlLoginTokenTable;
  files: FileTable;
  fileUploads: FileUploadTable;
  fileUploadChunks: FileUploadChunkTable;
  fileConversions: FileConversionTable;
  filePages: FilePageTable;
  shareWebs: ShareWebTable;
  serviceWebs: ServiceWebTable;
  shortLinks: ShortLinkTable;
  smsOutbox: SmsOutboxTable;
  calls: CallTable;
  serviceRooms: ServiceRoomTable;
  agentStatusDays: AgentStatusDayTable;
  roomEvents: RoomEventTable;
  roomRecordings: RoomRecordingTable;
  roomRecordingPieces: RoomRecordingPieceTable;
  fiveGCalls: FiveGCallTable;
  fiveGShares: FiveGShareTable;
  fiveGIncomes: FiveGIncomeTable;
  videoTemplates: VideoTemplateTable;
  videoTemplateVersions: VideoTemplateVersionTable;
  materialImages: MaterialImageTable;
  contentTags: ContentTagTable;
  interactionTemplates: InteractionTemplateTable;
  agentWorkSlots: AgentWorkSlotTable;
  slotBookings: SlotBookingTable;
  wecomTasks: WecomTaskTable;
  wecomTaskSends: WecomTaskSendTable;
  cardTemplates: CardTemplateTable;
  insurancePlanBooks: InsurancePlanBookTable;
  mediaDeliverConfigs: MediaDeliverConfigTable;
  mailOutbox: MailOutboxTable;
  videoContents: VideoContentTable;
  videoTemplatePreviews: VideoTemplatePreviewTable;
}

/** An agent's half-hour slot of a China day (work_date YYYY-MM-DD, times HH:mm), enabled or not. */
export interface AgentWorkSlotTable {
  id: Generated<string>;
  tenantId: string;
  orgAccountId: string | null;
  agentId: string;
  workDate: string;
  startTime: string;
  endTime: string;
  startsAt: Date;
  endsAt: Date;
  enabled: boolean;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface SlotBookingTable {
  id: Generated<string>;
  slotId: string;
  tenantId: string;
  agentId: string;
  userName: string;
  userPhone: string;
  createdAt: CreatedAt;
}

export interface WecomTaskTable {
  id: Generated<string>;
  tenantId: string;
  orgAccountId: string | null;
  agentId: string;
  kind: 'mass' | 'moments';
  name: string;
  content: string;
  linkTitle: string | null;
  linkUrl: string | null;
  status: Generated<'sending' | 'done' | 'failed'>;
  externalId: string | null;
  error: string | null;
  createdAt: CreatedAt;
  finishedAt: Date | null;
}

export interface WecomTaskSendTable {
  id: Generated<string>;
  taskId: string;
  externalUserId: string;
  customerName: string;
  status: Generated<'pending' | 'sent' | 'failed'>;
  reason: string | null;
  sentAt: Date | null;
}

export type AgentRow = Selectable<AgentTable>;
export type TenantRow = Selectable<TenantTable>;
export type OrgAccountRow = Selectable<OrgAccountTable>;
export type SysRoleRow = Selectable<SysRoleTable>;

export type CallStatus = 'waiting' | 'ringing' | 'started' | 'cancelled' | 'missed';

export interface CallTable {
  id: Generated<string>;
  tenantId: string;
  groupId: string | null;
  kind: Generated<'customer' | 'transfer'>;
  userName: Generated<string>;
  userPhone: Generated<string>;
  status: Generated<CallStatus>;
  agentId: string | null;
  orgAccountId: string | null;
  offeredAt: Date | null;
  passedBy: Json<string[]>;
  serviceId: string | null;
  fromAgentId: string | null;
  /** A transfer to one named agent rings only there. */
  targetAgentId: string | null;
  askedAt: Generated<Date>;
  answeredAt: Date | null;
  closedAt: Date | null;
  evaluation: Json<{ score: number; comment: string }> | null;
  /** The product link the customer called from. */
  productWebId: string | null;
}

export interface ServiceRoomTable {
  id: Generated<string>;
  inviteNumber: string;
  /** The secret of the customer's link (drawn by the database). */
  customerKey: Generated<string>;
  tenantId: string;
  orgAccountId: string | null;
  agentId: string;
  callId: string | null;
  userName: Generated<string>;
  userPhone: Generated<string>;
  roomFrom: Generated<string>;
  status: Generated<'inProgress' | 'ended'>;
  startedAt: Generated<Date>;
  endedAt: Date | null;
  endedBy: string | null;
  recordingFileId: string | null;
  mergedVideoFileId: string | null;
  /** What the room shares now (src/schemas/roomShare.ts). */
  share: Json<StoredShare> | null;
  endNotice: 'notifyEnd' | 'notifySingleEnd' | null;
  endNoticeAt: Date | null;
  endNoticeAnswer: 'continue' | 'exit' | 'expired' | null;
  /** The product page the room is about (a video-sales room's 产品 tab). */
  productWebId: string | null;
  /** A 5G session's work-order number (roomFrom 'fiveG'). */
  flowId: string | null;
}

export interface AgentStatusDayTable {
  agentId: string;
  day: ColumnType<string, string, string>;
  status: string;
  seconds: Generated<number>;
}

export interface RoomEventTable {
  id: Generated<string>;
  serviceId: string;
  actor: 'agent' | 'customer';
  actorName: Generated<string>;
  event: string;
  detail: Json<Record<string, unknown>>;
  createdAt: CreatedAt;
}

export type RecordingStatus = 'recording' | 'finishing' | 'finished' | 'empty';

/** An agent's part of a room's call, recorded in its browser and uploaded in pieces. */
export interface RoomRecordingTable {
  id: Generated<string>;
  serviceId: string;
  agentId: string;
  tenantId: string;
  mimeType: string;
  status: Generated<RecordingStatus>;
  /** Pieces received so far; the next piece's seq. */
  pieces: Generated<number>;
  size: ColumnType<string | number, number | undefined, number>;
  durationMs: number | null;
  /** The finished file; null until then. */
  storageKey: string | null;
  startedAt: Generated<Date>;
  updatedAt: UpdatedAt;
  finishedAt: Date | null;
}

export interface RoomRecordingPieceTable {
  recordingId: string;
  seq: number;
  size: number;
  sha256: string;
  storageKey: string;
}

/** One phone call of a 5G session through the call service (spec 2 §4.3). */
export interface FiveGCallTable {
  id: Generated<string>;
  serviceId: string;
  tenantId: string;
  orgAccountId: string | null;
  agentId: string;
  userName: Generated<string>;
  userPhone: string;
  callType: 'audio' | 'video';
  /** The media now: a switch changes it once the customer accepts. */
  media: 'audio' | 'video';
  flowId: string;
  /** The call service's id of the call. */
  callId: string;
  status: Generated<'calling' | 'talking' | 'ended'>;
  micOn: Generated<boolean>;
  videoOn: Generated<boolean>;
  startedAt: Generated<Date>;
  connectedAt: Date | null;
  endedAt: Date | null;
  talkSeconds: number | null;
  endType: 1 | 2 | -1 | null;
  recordId: string | null;
  traceRecordId: string | null;
  /** The call service's recording of the call, as the room reported it last, and when. */
  traceRecordStatus: 'recording' | 'stopped' | 'failed' | null;
  traceRecordAt: Date | null;
}

/** What a 5G session shared and when (spec 2 §4.4). */
export interface FiveGShareTable {
  id: Generated<string>;
  serviceId: string;
  kind: 'file' | 'template' | 'link';
  itemId: string | null;
  name: string;
  url: string;
  page: Generated<number>;
  startedAt: Generated<Date>;
  endedAt: Date | null;
}

/** An incoming 5G call offered to an agent (spec 2 §3 "Income record"). */
export interface FiveGIncomeTable {
  id: Generated<string>;
  tenantId: string;
  agentId: string;
  userName: Generated<string>;
  userPhone: string;
  isVideo: Generated<boolean>;
  flowId: string;
  callId: string;
  recordingId: string | null;
  status: Generated<'ringing' | 'answered' | 'cancelled'>;
  serviceId: string | null;
  createdAt: CreatedAt;
}

/** A video template: where it belongs and which of its versions is the latest and the approved one. */
export interface VideoTemplateTable {
  id: Generated<string>;
  tenantId: string;
  orgAccountId: string | null;
  /** Its author. */
  agentId: string | null;
  latestVersion: Generated<number>;
  approvedVersion: number | null;
  /** The Q&A card template its video asks after playing. */
  interactionTemplateId: string | null;
  /** Removed from the lists; its approved versions stay for what uses them. */
  deletedAt: Date | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** One version of a template: a draft (status 1) changes in place; a submitted one never changes its content. */
export interface VideoTemplateVersionTable {
  id: Generated<string>;
  templateId: string;
  version: number;
  name: string;
  content: Json<StoredTemplate>;
  status: ColumnType<AuditStatus, AuditStatus | undefined, AuditStatus>;
  editedBy: string | null;
  submittedBy: string | null;
  submittedAt: Date | null;
  auditedBy: string | null;
  auditedAt: Date | null;
  reason: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** A picture of the studio's config lists: type 1 background, 2 sticker, 3 card; without tenant a public one of the platform. */
export interface MaterialImageTable {
  id: Generated<string>;
  tenantId: string | null;
  agentId: string | null;
  type: 1 | 2 | 3;
  name: string;
  /** A built-in picture served by the web app; otherwise storageKey names the uploaded file. */
  url: string | null;
  storageKey: string | null;
  contentType: string;
  size: BigIntColumn;
  createdAt: CreatedAt;
}

/** A tag of templates (type 1) or materials (type 2); `authorized` lists who may use it, all when empty. */
export interface ContentTagTable {
  id: Generated<string>;
  tenantId: string | null;
  type: 1 | 2;
  name: string;
  authorized: Json<string[]>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** An interactive Q&A card template (spec 3 §3). */
export interface InteractionTemplateTable {
  id: Generated<string>;
  tenantId: string;
  orgAccountId: string | null;
  agentId: string | null;
  name: string;
  status: Generated<number>;
  content: Json<InteractionContent>;
  deletedAt: Date | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}
/** A tenant's share card (spec 3 §3): its rows, and the card last drawn from them. */
export interface CardTemplateTable {
  id: Generated<string>;
  tenantId: string;
  type: Generated<'OfferPrice'>;
  name: string;
  content: Json<OfferRow[]>;
  /** The drawn card as a 5G material of the tenant. */
  fileId: string | null;
  /** The drawn card's public link key. */
  imageKey: string | null;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** An insurance plan book of a tenant: digital-human material names one (spec 2 §5). */
export interface InsurancePlanBookTable {
  id: Generated<string>;
  tenantId: string;
  name: string;
  kind: string;
  createdAt: CreatedAt;
}

/** A tenant's recording sync window (HH:mm, China time) and who hears of audits (spec 3 §3 "Record sync config"). */
export interface MediaDeliverConfigTable {
  tenantId: string;
  recordSyncStartTime: Generated<string>;
  recordSyncEndTime: Generated<string>;
  noticeMails: Json<string[]>;
  updatedAt: UpdatedAt;
}

/** A mail the product sent or would send (server/services/mail.ts): stored always, and how it went. */
export interface MailOutboxTable {
  id: Generated<string>;
  tenantId: string | null;
  kind: string;
  recipients: Json<string[]>;
  subject: string;
  body: string;
  status: Generated<'stored' | 'sent' | 'failed'>;
  error: string | null;
  createdAt: CreatedAt;
}

export type RenderState = 'queued' | 'rendering' | 'ready' | 'failed';

/** A video rendered from an approved template version: its audit, its render and, once ready, its files. */
export interface VideoContentTable {
  id: Generated<string>;
  tenantId: string;
  orgAccountId: string | null;
  agentId: string | null;
  name: string;
  templateId: string;
  templateVersion: number;
  /** The values of the template's variables ({nameKey: value}). */
  variables: Json<Record<string, string>>;
  status: ColumnType<AuditStatus, AuditStatus | undefined, AuditStatus>;
  renderState: ColumnType<RenderState, RenderState | undefined, RenderState>;
  renderProgress: Generated<number>;
  renderError: string | null;
  /** Which render of the content this is (a retry starts the next); a job of an older one changes nothing. */
  renderAttempt: Generated<number>;
  videoKey: string | null;
  posterKey: string | null;
  durationSeconds: number | null;
  submittedBy: string | null;
  submittedAt: Date | null;
  auditedBy: string | null;
  auditedAt: Date | null;
  reason: string | null;
  deletedAt: Date | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** A preview of a template as its editor has it, rendered like content. */
export interface VideoTemplatePreviewTable {
  id: Generated<string>;
  tenantId: string;
  agentId: string;
  content: Json<StoredTemplate>;
  renderState: ColumnType<RenderState, RenderState | undefined, RenderState>;
  renderProgress: Generated<number>;
  renderError: string | null;
  videoKey: string | null;
  posterKey: string | null;
  createdAt: CreatedAt;
}
