import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { DatabaseKind } from './db/database';
import type { DB } from './db/types';
import type { Realtime } from './plugins/realtime';
import type { AgentAdminService } from './services/agentAdmin';
import type { SingleSignOn } from './services/sso/signOn';
import type { SsoProviderSettings } from './services/sso/providers';
import type { AgentGroupService } from './services/agentGroups';
import type { AgentService } from './services/agents';
import type { AgentStatusService } from './services/agentStatus';
import type { AttemptCounter } from './services/attemptCounter';
import type { Clock } from './clock';
import type { Jobs } from './jobs';
import type { BillAccountService } from './services/billAccounts';
import type { BotMaterials } from './services/bots/botMaterials';
import type { BotService } from './services/bots/bots';
import type { BotDialogs } from './services/bots/dialogs';
import type { BotNodeMedia } from './services/bots/nodeMedia';
import type { CallRecordService, VideoLinks } from './services/callRecords';
import type { Calls } from './services/calls';
import type { CallServicePort, CallServiceSessions } from './services/callService';
import type { InboundCallback } from './services/callServiceInbound';
import type { CardTemplates } from './services/cardTemplates';
import type { ChunkedUploads } from './services/chunkedUploads';
import type { ContentTagLinkService } from './services/contentTagLinks';
import type { ContentTagService } from './services/contentTags';
import type { RecipientStore } from './services/deliveries/recipients';
import type { DeliverySending } from './services/deliveries/sending';
import type { DeliveryStore } from './services/deliveries/store';
import type { DocumentPages } from './services/documentPages';
import type { DynamicVideoStore } from './services/dynamicVideos';
import type { FileService } from './services/files';
import type { FiveGCalls } from './services/fiveG/calls';
import type { FiveGInsurance } from './services/fiveG/insurance';
import type { CustomerInfoService } from './services/fiveG/customerInfo';
import type { FiveGMaterials } from './services/fiveG/materials';
import type { FiveGRecords } from './services/fiveG/records';
import type { FiveGSessions } from './services/fiveG/sessions';
import type { InteractionTemplateService } from './services/interactionTemplates';
import type { MaterialImageService } from './services/materialImages';
import type { AvatarService } from './services/avatars';
import type { DigitalHumanVideos } from './services/digitalHumanVideos';
import type { AvatarGroupService } from './services/avatarGroups';
import type { TenantVoices } from './services/tenantVoices';
import type { SpeechPort } from './services/speech';
import type { MediaDeliverConfigs } from './services/mediaDeliverConfig';
import type { MessageTemplates } from './services/messageTemplates';
import type { MonitoringStats } from './services/monitoringStats';
import type { OrganizationService } from './services/organizations';
import type { AccessLog } from './services/privacy/accessLog';
import type { CustomerConsent } from './services/privacy/consent';
import type { PersonalDataReveal } from './services/privacy/reveal';
import type { Retention } from './services/privacy/retention';
import type { PrivacySettings } from './services/privacy/settings';
import type { RecentIds } from './services/recentIds';
import type { RecordIntegrity } from './services/recordIntegrity/verify';
import type { RecordSyncLists } from './services/recordSyncs/lists';
import type { RoleService } from './services/roles';
import type { RoomEndNotices } from './services/roomEndNotices';
import type { RoomEventService } from './services/roomEvents';
import type { RoomProducts } from './services/roomProducts';
import type { RecordingPauses } from './services/recordingPauses';
import type { RoomRecordings } from './services/roomRecordings';
import type { RoomShares } from './services/roomShares';
import type { RoomSignals } from './services/roomSignals';
import type { RtcConfigService } from './services/rtcConfig';
import type { KeyPair } from './services/passwords';
import type { ServiceWebService } from './services/serviceWebs';
import type { SessionService } from './services/sessions';
import type { ShareWebService } from './services/shareWebs';
import type { ShortLinks } from './services/shortLinks';
import type { SignedLinks } from './services/signedLinks';
import type { SignInGuard } from './services/signInGuard';
import type { SopService } from './services/sop';
import type { StorageQuota } from './services/storageQuota';
import type { TemplateBackgroundService } from './services/templateBackgrounds';
import type { TenantService } from './services/tenants';
import type { VideoTemplateService } from './services/videoTemplates';
import type { RichMediaShares } from './services/videoContents/shares';
import type { VideoContentStore } from './services/videoContents/store';
import type { WecomTasks } from './services/wecom/tasks';
import type { WecomAccounts } from './services/wecom/accounts';
import type { WorkSlots } from './services/workSlots';
import type { Storage } from './storage';
import type { SeatMonitor } from './services/seatMonitor';
import type { MailService } from './services/mail';
import type { SmsService } from './services/sms';
import type { AuditFlow } from './services/auditFlow';
import type { JobName, JobQueue } from './queue';
import type { SpeechRecognizer } from './services/speech/recognition';
import type { SpokenWords } from './services/speech/spokenWords';
import type { VideoRenders } from './services/videoContents/renders';
import type { RecordSyncs } from './services/recordSyncs/queue';
import type { WecomPort } from './services/wecom/port';
import type { DialogManager } from './services/bots/dialogPort';
import type { InsurancePort } from './services/insurance';
import type { MiniProgramLinks } from './services/miniProgram/port';
import type { SimulatorName } from '../src/schemas/api';

/** Everything the server runs besides answering requests, as the start banner prints it. */
export interface RunningParts {
  /** The background loops (jobs.ts), in the order they start. */
  loops: string[];
  /** The job names the durable queue works on in this process. */
  workers: JobName[];
  /** The local stand-ins of outside systems serving. */
  simulators: SimulatorName[];
}

/**
 * What route areas are given: configuration, the database and every service, adapter and port, each built
 * once by the composition root (server/composition.ts). A route reads what it uses from here and builds none.
 */
export interface AppContext {
  config: Config;
  db: Kysely<DB>;
  dbKind: DatabaseKind;
  keys: KeyPair;
  /** Time and timers of every fixed delay and background loop; tests advance it instead of sleeping. */
  clock: Clock;
  /** The time by which locks are measured (clock.now); tests move it instead of waiting. */
  now: () => Date;
  /** The background loops, started once the app is ready and stopped with it. */
  jobs: Jobs;
  /** Durable jobs shared by the server processes (pg-boss on the app's database). */
  queue: JobQueue;
  storage: Storage;
  realtime: Realtime;
  /** The loops, queue workers and stand-ins this server runs. */
  running: RunningParts;

  // Accounts and their organisation.
  sessions: SessionService;
  /** Device proofs, strangers' locks and unlocking (decisions.md, Sign-in and sessions). */
  signInGuard: SignInGuard;
  agents: AgentService;
  agentStatus: AgentStatusService;
  agentAdmin: AgentAdminService;
  /** Cloud single sign-on over OpenID Connect, and the tenants' settings of it. */
  singleSignOn: SingleSignOn;
  ssoProviders: SsoProviderSettings;
  agentGroups: AgentGroupService;
  organizations: OrganizationService;
  tenants: TenantService;
  roles: RoleService;
  billAccounts: BillAccountService;
  workSlots: WorkSlots;

  // Outside systems (server/outsideSystems.ts).
  /** The 5G call service (CALL_SERVICE_URL), or the built-in simulator while simulators are on. */
  callService: CallServicePort;
  /** WeCom (WECOM_CORP_ID, WECOM_SECRET), or its simulator while simulators are on. */
  wecom: WecomPort;
  /** The vendor's dialog manager (DM_URL), or our own engine while simulators are on. */
  dialogManager: DialogManager;
  /** The insurer's system (INSURANCE_SERVICE_URL), or the sample catalogue while simulators are on. */
  insurance: InsurancePort;
  /** WeChat's mini-program links (WECHAT_APP_ID, WECHAT_APP_SECRET), or the simulator's while simulators are on. */
  miniProgramLinks: MiniProgramLinks;

  // Calls, rooms and their records.
  calls: Calls;
  /** Wrong invite numbers of the customer's join form, counted per client address. */
  joinAttempts: AttemptCounter;
  /** The seat monitor's rows and live events. */
  seats: SeatMonitor;
  monitoringStats: MonitoringStats;
  /** Each tenant's session with the call service. */
  callServiceSessions: CallServiceSessions;
  /** Calls the call service offers to the tenant's agents. */
  inboundCalls: InboundCallback;
  roomEndNotices: RoomEndNotices;
  roomShares: RoomShares;
  roomProducts: RoomProducts;
  roomEvents: RoomEventService;
  roomSignals: RoomSignals;
  rtcConfig: RtcConfigService;
  recordings: RoomRecordings;
  recordingPauses: RecordingPauses;
  callRecords: CallRecordService;
  /** Signed addresses of rooms' videos. */
  videoLinks: VideoLinks;
  shareWebs: ShareWebService;
  serviceWebs: ServiceWebService;
  shortLinks: ShortLinks;
  fiveGSessions: FiveGSessions;
  fiveGCalls: FiveGCalls;
  fiveGInsurance: FiveGInsurance;
  /** The tenant's customer-information form and what agents save with it. */
  customerInfo: CustomerInfoService;
  fiveGMaterials: FiveGMaterials;
  fiveGRecords: FiveGRecords;

  // Files, templates and contents.
  files: FileService;
  documentPages: DocumentPages;
  storageQuota: StorageQuota;
  /** The chunk protocol of video uploads (CHUNK_SIZE). */
  videoChunks: ChunkedUploads;
  /** The chunk protocol of template backgrounds (BACKGROUND_CHUNK_SIZE). */
  backgroundChunks: ChunkedUploads;
  templateBackgrounds: TemplateBackgroundService;
  materialImages: MaterialImageService;
  /** Digital-human avatars, their groups and who they are allotted to. */
  avatars: AvatarService;
  avatarGroups: AvatarGroupService;
  cardTemplates: CardTemplates;
  contentTags: ContentTagService;
  contentTagLinks: ContentTagLinkService;
  videoTemplates: VideoTemplateService;
  interactionTemplates: InteractionTemplateService;
  videoContents: VideoContentStore;
  /** Video content and preview renders, run as queued jobs. */
  videoRenders: VideoRenders;
  /** Digital humans' videos, rendered once per avatar, voice, speed and words; and the customer's signed link to one. */
  digitalHumanVideos: DigitalHumanVideos;
  digitalHumanLinks: SignedLinks;
  dynamicVideos: DynamicVideoStore;
  richMediaShares: RichMediaShares;
  sop: SopService;
  bots: BotService;
  /** Signed addresses of bot nodes' pictures and spoken words. */
  botLinks: { pictures: SignedLinks; voices: SignedLinks };
  botMedia: BotNodeMedia;
  botMaterials: BotMaterials;
  botDialogs: BotDialogs;
  /** Speech recognition (ASR=tencent), or null when no engine is configured. */
  recognizer: SpeechRecognizer | null;
  /** Words spoken by the speech synthesis port (TTS), each text and voice synthesised once and kept in storage. */
  spokenWords: SpokenWords;
  /** The speech synthesis port itself: its voices, and a preview spoken at once. */
  speech: SpeechPort;
  /** The voices each tenant's templates may use, and the one a new template starts with. */
  tenantVoices: TenantVoices;

  // Messages, deliveries and settings.
  /** The mail port (SMTP_URL, or the outbox alone). */
  mail: MailService;
  /** The SMS port (SMS=tencent, or the outbox alone). */
  sms: SmsService;
  /** Submission, audit and render retry of templates, contents and dynamic videos, with their notices. */
  auditFlow: AuditFlow;
  mediaDeliverConfigs: MediaDeliverConfigs;
  /** The recording sync queue: finished recordings copied to their tenants' storage. */
  recordSyncs: RecordSyncs;
  recordSyncLists: RecordSyncLists;
  messageTemplates: MessageTemplates;
  deliveries: DeliveryStore;
  deliverySending: DeliverySending;
  deliveryRecipients: RecipientStore;
  /** Delivery tasks whose spoken words this process has set out to synthesise. */
  warmedDeliveryTasks: RecentIds;
  wecomTasks: WecomTasks;
  /** Agents as WeCom members: sign-in by WeCom, the binding, the member's info, contacts and sends. */
  wecomAccounts: WecomAccounts;

  // Personal data (PIPL).
  /** Each tenant's rules: who sees full values, retention, the consent text. */
  privacySettings: PrivacySettings;
  /** Every view of a customer's full data, export and recording played (requests write it through logAccess). */
  accessLog: AccessLog;
  /** One masked phone revealed, in the session's scope. */
  personalDataReveal: PersonalDataReveal;
  /** The customer's consent to be recorded, kept on the room. */
  customerConsent: CustomerConsent;
  /** The daily clean-up of what passed its tenant's retention, its log, and legal hold. */
  retention: Retention;
  /** Tamper evidence: a record's stored files and hash-chained trail verified. */
  recordIntegrity: RecordIntegrity;
}
