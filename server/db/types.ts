import type {
  TenantTable,
  OrgAccountTable,
  SysRoleTable,
  TenantRoleTable,
  AgentTable,
  AgentCountTable,
  AgentSettingTable,
  SsoProviderTable,
  SsoIdentityTable,
  SsoAttemptTable,
  SessionTable,
  AgentGroupTable,
  AgentGroupMemberTable,
  BillAccountTable,
  BillSessionTable,
  BillAccountTenantTable,
  UrlLoginTokenTable,
  SettingTable,
} from './tables/accounts';
import type {
  FileTable,
  FileUploadTable,
  FileUploadChunkTable,
  FileConversionTable,
  FilePageTable,
} from './tables/files';
import type {
  ShareWebTable,
  ServiceWebTable,
  ShortLinkTable,
  SmsOutboxTable,
  CallTable,
  ServiceRoomTable,
  AgentStatusDayTable,
  RoomEventTable,
  RoomRecordingTable,
  RoomRecordingPieceTable,
  CustomerFormTable,
} from './tables/rooms';
import type { FiveGCallTable, FiveGShareTable, FiveGIncomeTable } from './tables/fiveG';
import type {
  VideoTemplateTable,
  VideoTemplateVersionTable,
  MaterialImageTable,
  TemplateBackgroundTable,
  ContentTagTable,
  ContentTagLinkTable,
  InteractionTemplateTable,
  CardTemplateTable,
  InsurancePlanBookTable,
  VideoContentTable,
  VideoTemplatePreviewTable,
} from './tables/content';
import type { SopScriptTable, SopCheckpointTable } from './tables/sop';
import type { DynamicVideoTable } from './tables/dynamicContent';
import type { DeliveryTaskTable, DeliveryRecipientTable } from './tables/deliveries';
import type {
  AgentWorkSlotTable,
  SlotBookingTable,
  WecomTaskTable,
  WecomTaskSendTable,
  MediaDeliverConfigTable,
  MailOutboxTable,
} from './tables/operations';
import type { MessageTemplateTable, RecordSyncTable, TransferConfigTable } from './tables/recordSyncs';

import type { AccessLogTable, PrivacySettingTable, RetentionDeletionTable } from './tables/privacy';
import type { RecordTrailTable, TrailHeadTable } from './tables/recordTrail';
import type {
  AvatarGroupTable,
  AvatarTable,
  AvatarAllotmentTable,
  DigitalHumanVideoTable,
  TenantVoiceTable,
} from './tables/avatars';
import type { BotTable, BotTenantTable, BotNodeTable, BotDialogTable, BotDialogStateTable } from './tables/bots';

export type * from './tables/accounts';
export type * from './tables/files';
export type * from './tables/rooms';
export type * from './tables/fiveG';
export type * from './tables/content';
export type * from './tables/operations';
export type * from './tables/sop';
export type * from './tables/bots';
export type * from './tables/dynamicContent';
export type * from './tables/recordSyncs';
export type * from './tables/deliveries';
export type * from './tables/avatars';
export type * from './tables/privacy';

export interface DB {
  tenants: TenantTable;
  orgAccounts: OrgAccountTable;
  sysRoles: SysRoleTable;
  tenantRoles: TenantRoleTable;
  agents: AgentTable;
  agentCounts: AgentCountTable;
  agentSettings: AgentSettingTable;
  ssoProviders: SsoProviderTable;
  ssoIdentities: SsoIdentityTable;
  ssoAttempts: SsoAttemptTable;
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
  customerForms: CustomerFormTable;
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
  templateBackgrounds: TemplateBackgroundTable;
  contentTags: ContentTagTable;
  contentTagLinks: ContentTagLinkTable;
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
  sopScripts: SopScriptTable;
  sopCheckpoints: SopCheckpointTable;
  bots: BotTable;
  botTenants: BotTenantTable;
  botNodes: BotNodeTable;
  botDialogs: BotDialogTable;
  botDialogStates: BotDialogStateTable;
  dynamicVideos: DynamicVideoTable;
  recordSyncs: RecordSyncTable;
  transferConfigs: TransferConfigTable;
  messageTemplates: MessageTemplateTable;
  deliveryTasks: DeliveryTaskTable;
  deliveryRecipients: DeliveryRecipientTable;
  avatarGroups: AvatarGroupTable;
  avatars: AvatarTable;
  avatarAllotments: AvatarAllotmentTable;
  tenantVoices: TenantVoiceTable;
  digitalHumanVideos: DigitalHumanVideoTable;
  privacySettings: PrivacySettingTable;
  accessLogs: AccessLogTable;
  retentionDeletions: RetentionDeletionTable;
  recordTrail: RecordTrailTable;
  trailHeads: TrailHeadTable;
}
