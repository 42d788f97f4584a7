import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { DatabaseKind } from './db/database';
import type { DB } from './db/types';
import type { Realtime } from './plugins/realtime';
import type { AgentService } from './services/agents';
import type { AgentStatusService } from './services/agentStatus';
import type { Clock } from './clock';
import type { Jobs } from './jobs';
import type { Calls } from './services/calls';
import type { CallServicePort } from './services/callService';
import type { DocumentPages } from './services/documentPages';
import type { RoomEndNotices } from './services/roomEndNotices';
import type { RoomRecordings } from './services/roomRecordings';
import type { RoomShares } from './services/roomShares';
import type { KeyPair } from './services/passwords';
import type { SessionService } from './services/sessions';
import type { SignInGuard } from './services/signInGuard';
import type { Storage } from './storage';
import type { SeatMonitor } from './services/seatMonitor';
import type { MailService } from './services/mail';
import type { SmsService } from './services/sms';
import type { AuditNotices } from './services/auditNotices';
import type { JobQueue } from './queue';
import type { SpeechRecognizer } from './services/speech/recognition';
import type { SpokenWords } from './services/speech/spokenWords';
import type { VideoRenders } from './services/videoContents/renders';
import type { RecordSyncs } from './services/recordSyncs/queue';
import type { WecomPort } from './services/wecom/port';
import type { DialogManager } from './services/bots/dialogPort';
import type { InsurancePort } from './services/insurance';
import type { MiniProgramLinks } from './services/miniProgram/port';

/** What route handlers are given: configuration, the database and the area services. */
export interface AppContext {
  config: Config;
  db: Kysely<DB>;
  dbKind: DatabaseKind;
  keys: KeyPair;
  agents: AgentService;
  agentStatus: AgentStatusService;
  calls: Calls;
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
  roomEndNotices: RoomEndNotices;
  roomShares: RoomShares;
  recordings: RoomRecordings;
  documentPages: DocumentPages;
  sessions: SessionService;
  /** Device proofs, strangers' locks and unlocking (decisions.md, Sign-in and sessions). */
  signInGuard: SignInGuard;
  realtime: Realtime;
  storage: Storage;
  /** Time and timers of every fixed delay and background loop; tests advance it instead of sleeping. */
  clock: Clock;
  /** The seat monitor's rows and live events. */
  seats: SeatMonitor;
  /** The mail port (SMTP_URL, or the outbox alone). */
  mail: MailService;
  /** The SMS port (SMS=tencent, or the outbox alone). */
  sms: SmsService;
  auditNotices: AuditNotices;
  /** The background loops, started once the app is ready and stopped with it. */
  jobs: Jobs;
  /** Durable jobs shared by the server processes (pg-boss on the app's database). */
  queue: JobQueue;
  /** The recording sync queue: finished recordings copied to their tenants' storage. */
  recordSyncs: RecordSyncs;
  /** Video content and preview renders, run as queued jobs. */
  videoRenders: VideoRenders;
  /** Speech recognition (ASR=tencent), or null when no engine is configured. */
  recognizer: SpeechRecognizer | null;
  /** Words spoken by the speech synthesis port (TTS), each text and voice synthesised once and kept in storage. */
  spokenWords: SpokenWords;
  /** The time by which locks are measured (clock.now); tests move it instead of waiting. */
  now: () => Date;
}
