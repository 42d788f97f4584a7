import type { FastifyInstance } from 'fastify';
import { CHUNK_SIZE } from '../src/schemas/file';
import { BACKGROUND_CHUNK_SIZE } from '../src/schemas/templateBackground';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/database';
import { Jobs } from './jobs';
import { outsideSystems } from './outsideSystems';
import { registerAuth } from './plugins/auth';
import { registerPersonalData } from './plugins/personalData';
import { registerRateLimits } from './plugins/rateLimits';
import { registerRealtime } from './plugins/realtime';
import { serveSockets } from './plugins/serveSockets';
import { JobQueue } from './queue';
import { AgentAdminService } from './services/agentAdmin';
import { SingleSignOn } from './services/sso/signOn';
import { SsoProviderSettings } from './services/sso/providers';
import { AgentGroupService } from './services/agentGroups';
import { AgentService } from './services/agents';
import { AgentStatusService } from './services/agentStatus';
import { createAttemptCounter } from './services/attemptCounter';
import { AuditFlow } from './services/auditFlow';
import { AuditNotices } from './services/auditNotices';
import { BillAccountService } from './services/billAccounts';
import { BotMaterials } from './services/bots/botMaterials';
import { BotService } from './services/bots/bots';
import { BotDialogs } from './services/bots/dialogs';
import { BotNodeMedia } from './services/bots/nodeMedia';
import { CallRecordService, VideoLinks } from './services/callRecords';
import { createCalls } from './services/calls';
import { CallServiceSessions } from './services/callService';
import { InboundCallback } from './services/callServiceInbound';
import { CardTemplates } from './services/cardTemplates';
import { ChunkedUploads } from './services/chunkedUploads';
import { ContentTagLinkService } from './services/contentTagLinks';
import { ContentTagService } from './services/contentTags';
import { DeliveryStore } from './services/deliveries/store';
import { RecipientStore } from './services/deliveries/recipients';
import { DeliverySending } from './services/deliveries/sending';
import { DocumentPages } from './services/documentPages';
import { DynamicVideoStore } from './services/dynamicVideos';
import { FileConversions } from './services/fileConversions';
import { FileService } from './services/files';
import { FiveGCalls } from './services/fiveG/calls';
import { FiveGIncomes } from './services/fiveG/incomes';
import { FiveGInsurance } from './services/fiveG/insurance';
import { CustomerInfoService } from './services/fiveG/customerInfo';
import { FiveGMaterials } from './services/fiveG/materials';
import { FiveGRecords } from './services/fiveG/records';
import { FiveGSessions } from './services/fiveG/sessions';
import { InteractionTemplateService } from './services/interactionTemplates';
import { MailService, SmtpTransport } from './services/mail';
import { MaterialImageService } from './services/materialImages';
import { AvatarService } from './services/avatars';
import { DigitalHumanVideos } from './services/digitalHumanVideos';
import { AvatarGroupService } from './services/avatarGroups';
import { TenantVoices } from './services/tenantVoices';
import { MediaDeliverConfigs } from './services/mediaDeliverConfig';
import { MessageTemplates } from './services/messageTemplates';
import { MonitoringStats } from './services/monitoringStats';
import { OrganizationService } from './services/organizations';
import { loadKeyPair } from './services/passwords';
import { AccessLog } from './services/privacy/accessLog';
import { CustomerConsent } from './services/privacy/consent';
import { PersonalDataReveal } from './services/privacy/reveal';
import { RETENTION_CHECK_MS, Retention } from './services/privacy/retention';
import { PrivacySettings } from './services/privacy/settings';
import { RecentIds } from './services/recentIds';
import { RecordIntegrity } from './services/recordIntegrity/verify';
import { RecordSyncLists } from './services/recordSyncs/lists';
import { RecordSyncs } from './services/recordSyncs/queue';
import { syncTargets, type SyncTargets } from './services/recordSyncs/targets';
import { avatarLooks, storedMedia } from './services/render/storedMedia';
import { RoleService } from './services/roles';
import { RoomEndNotices } from './services/roomEndNotices';
import { RoomEventService } from './services/roomEvents';
import { RoomProducts } from './services/roomProducts';
import { RECORDING_SWEEP_MS, RoomRecordings } from './services/roomRecordings';
import { RoomShares } from './services/roomShares';
import { RoomSignals } from './services/roomSignals';
import { RtcConfigService } from './services/rtcConfig';
import { SeatMonitor } from './services/seatMonitor';
import { ServiceWebService } from './services/serviceWebs';
import { SessionService } from './services/sessions';
import { ShareWebService } from './services/shareWebs';
import { ShortLinks } from './services/shortLinks';
import { SignedLinks } from './services/signedLinks';
import { SignInGuard } from './services/signInGuard';
import { SmsService, TencentSmsTransport } from './services/sms';
import { SopService } from './services/sop';
import { RecordingPauses } from './services/recordingPauses';
import { createSpeech } from './services/speech';
import { createRecognizer } from './services/speech/recognition';
import { SpokenWords } from './services/speech/spokenWords';
import { StorageQuota } from './services/storageQuota';
import { TemplateBackgroundService } from './services/templateBackgrounds';
import { TenantService } from './services/tenants';
import { VideoTemplateService } from './services/videoTemplates';
import { VideoUploadService } from './services/videoUploads';
import { RenderLinks } from './services/videoContents/links';
import { VideoRenders } from './services/videoContents/renders';
import { RichMediaShares } from './services/videoContents/shares';
import { VideoContentStore } from './services/videoContents/store';
import { WecomTasks } from './services/wecom/tasks';
import { WecomAccounts } from './services/wecom/accounts';
import { WorkSlots } from './services/workSlots';
import { createStorage } from './storage';

/** How often rings run out and after-call countdowns ended are looked for. */
const CALL_SWEEP_MS = 1000;
/** How often rooms in progress are looked at for a near end. */
const END_NOTICE_SWEEP_MS = 3000;
/** How often previews older than a day are removed. */
const PREVIEW_SWEEP_MS = 3_600_000;
/** How often uploads left behind are looked for: with STALE_UPLOAD_MS, their chunks go within 35 minutes. */
const UPLOAD_SWEEP_MS = 5 * 60_000;
/** How often finished recordings are looked for and those inside their tenant's window queued. */
const RECORD_SYNC_SCHEDULE_MS = 30_000;
/** Tasks whose spoken words this process has set out to synthesise, remembered at most. */
const WARMED_TASKS_KEPT = 10_000;

export interface CompositionOptions {
  now?: () => Date;
  clock?: Clock;
  /** How long the call simulator holds an agentEvent poll with nothing to answer. */
  callPollHoldMs?: number;
  /** Where tenants' recordings are synced to (tests name their own); the configured stores by default. */
  syncTargets?: SyncTargets;
}

/**
 * The composition root: every service, adapter, background loop and queue worker of the server is built
 * here, once, from config, and handed to the route areas in the one AppContext. The plugins that make or
 * take a service (auth, rate limits, realtime, sockets) and the outside systems (a vendor's adapter or its
 * stand-in, server/outsideSystems.ts) are wired here too; the loops and the queue start once the app is
 * ready and stop with it.
 */
export async function compose(
  app: FastifyInstance,
  config: Config,
  database: Database,
  options: CompositionOptions = {},
): Promise<AppContext> {
  const db = database.db;
  const clock = options.clock ?? (options.now ? { ...systemClock, now: options.now } : systemClock);
  const now = () => clock.now();
  const jobs = new Jobs(clock, (job, err) => app.log.error({ err }, job));
  const storage = createStorage(config);
  const keys = await loadKeyPair(db);
  const queue = new JobQueue(database, (err) => app.log.error({ err }, 'job queue'));

  // Sign-in, sessions and the counters of rate limits and locks.
  const sessions = new SessionService(
    db,
    { idleMinutes: config.sessionIdleMinutes, maxHours: config.sessionMaxHours },
    now,
  );
  const agents = new AgentService(db);
  const agentStatus = new AgentStatusService(db, clock);
  registerAuth(app, sessions);
  const accessLog = new AccessLog(db, now);
  registerPersonalData(app, accessLog);
  // Counts in this process follow the app's clock, so tests move the windows instead of waiting.
  const counts = (purpose: string) =>
    createAttemptCounter(
      config.redisUrl,
      config.rateLimitNamespace,
      (err) => app.log.warn({ err }, purpose),
      () => clock.now().getTime(),
    );
  const heldCounts = counts('rate-limit counter');
  const strangerFailures = counts('sign-in locks');
  const joinAttempts = createAttemptCounter(config.redisUrl, 'vs:join:', (err) =>
    app.log.warn({ err }, 'join attempt counter'),
  );
  app.addHook('onClose', async () => {
    await heldCounts.close();
    await strangerFailures.close();
    await joinAttempts.close();
  });
  const signInThrottle = await registerRateLimits(app, config, heldCounts);

  // Calls, rooms and the seat monitor, over the socket server.
  const realtime = await registerRealtime(app, { sessions, redisUrl: config.redisUrl, clock });
  const calls = createCalls(db, realtime, agentStatus, clock, {
    ringTimeoutSeconds: config.ringTimeoutSeconds,
    presenceGraceSeconds: config.presenceGraceSeconds,
    queue: config.callQueue,
  });
  const seats = new SeatMonitor(db, realtime, clock);
  // Once the server is closing, its sockets' last presence changes are not announced: no page is left to tell.
  let closing = false;
  const announceSeat = (agentId: string) => {
    if (!closing) void seats.announce(agentId).catch((err: unknown) => app.log.error({ err }, 'seat status'));
  };
  calls.notifications.onStatus((change) => announceSeat(change.agentId));
  const mail = new MailService(db, config.mailFrom, config.smtpUrl ? new SmtpTransport(config.smtpUrl) : null, app.log);
  const sms = new SmsService(db, config.sms.engine === 'tencent' ? new TencentSmsTransport(config.sms) : null, app.log);
  // Each outside system: its vendor when configured, else its local stand-in while SIMULATORS is on (the
  // simulator's /callsvc routes and handset namespace are mounted only then), else a port that refuses.
  const outside = await outsideSystems(app, config, database, realtime.io, clock, {
    ...(options.callPollHoldMs ? { callPollHoldMs: options.callPollHoldMs } : {}),
  });
  const { callService } = outside;
  const agentAdmin = new AgentAdminService(db);
  const callServiceSessions = new CallServiceSessions(db, callService);
  const fiveGIncomes = new FiveGIncomes(db, realtime, callServiceSessions);
  callService.onInbound({
    offered: (call) => fiveGIncomes.offer(call),
    ended: (callId) => fiveGIncomes.withdraw(callId),
  });
  const roomEndNotices = new RoomEndNotices(db, realtime, calls.rooms, { roomMaxMinutes: config.roomMaxMinutes });
  const files = new FileService(db);
  const fileConversions = new FileConversions(db);
  const shareWebs = new ShareWebService(db);
  const shortLinks = new ShortLinks(db);
  const roomEvents = new RoomEventService(db);
  const roomSignals = new RoomSignals(db);
  calls.rooms.onRoomChanged(roomSignals.forget);
  const roomShares = new RoomShares(db, realtime, clock, {
    shareWebs,
    files,
    conversions: fileConversions,
    events: roomEvents,
  });
  const recordings = new RoomRecordings(db, storage, app.log);
  const documentPages = new DocumentPages(fileConversions, storage, app.log);
  serveSockets(app, realtime, {
    presence: async (agentId, online) => {
      const changed = await agentStatus.presence(agentId, online);
      if (changed) announceSeat(agentId);
      return changed;
    },
    clock,
    hooks: {
      agentConnected: async (data) => {
        await calls.notifications.ringAgain(data.agentId);
        if (data.tenantId) await calls.queue.dispatch(data.tenantId);
      },
      customerRooms: async (handshake) => {
        if (!('dmId' in handshake)) return calls.views.customerRooms(handshake);
        const followed = await botDialogs.follow(handshake.dmId);
        return followed ? { callId: null, serviceId: null, role: 'customer', dmId: followed.dmId } : null;
      },
      customerConnected: async ({ callId, serviceId }) => {
        if (callId) await calls.notifications.tellCustomers([callId]);
        if (serviceId && !callId) await calls.notifications.tellRoomEndedIfSo(serviceId);
      },
      customerLeft: async (callId) => {
        await calls.queue.cancel(callId);
      },
      signalScopes: { liveRoomAgent: roomSignals.liveRoomAgent, callAgent: roomSignals.callAgent },
    },
  });

  // Uploads, templates, contents and their renders.
  const storageQuota = new StorageQuota(db, config.tenantStorageQuotaBytes);
  const videoUploads = new VideoUploadService(db, clock, storageQuota);
  const templateBackgrounds = new TemplateBackgroundService(db);
  const materialImages = new MaterialImageService(db);
  const avatars = new AvatarService(db);
  const contentTags = new ContentTagService(db);
  const contentTagLinks = new ContentTagLinkService(db, contentTags);
  const videoContents = new VideoContentStore(db);
  const speech = createSpeech(config);
  const spokenWords = new SpokenWords(storage, speech, config.tts.engine);
  const videoRenders = new VideoRenders(
    db,
    videoContents,
    storage,
    speech,
    queue,
    app.log,
    new RenderLinks(new SignedLinks('rendered-video', keys.privateKey)),
    storedMedia(templateBackgrounds, materialImages, avatars, storage),
    avatarLooks(avatars, storage),
  );
  /** A customer's link to a digital human's video plays for a week (docs/decisions.md). */
  const DIGITAL_HUMAN_LINK_MS = 7 * 24 * 3600 * 1000;
  const digitalHumanVideos = new DigitalHumanVideos(db, videoRenders, queue, config.tts.engine);
  const mediaDeliverConfigs = new MediaDeliverConfigs(db);
  const recordSyncs = new RecordSyncs(
    db,
    storage,
    options.syncTargets ?? syncTargets(config),
    queue,
    mail,
    config.recordSync,
    mediaDeliverConfigs,
  );
  const botLinks = {
    pictures: new SignedLinks('bot-node-picture', keys.privateKey),
    voices: new SignedLinks('bot-node-voice', keys.privateKey),
  };
  const botMedia = new BotNodeMedia(db, storage, spokenWords, { ...botLinks, videos: videoRenders.links }, app.log);
  const botMaterials = new BotMaterials(db, botMedia);
  const botDialogs = new BotDialogs(
    db,
    outside.dialogManager,
    botMaterials,
    { queue: calls.queue, realtime },
    (error) => app.log.warn({ err: error }, 'bot dialog manager failed'),
  );
  const deliveries = new DeliveryStore(db);
  const deliverySending = new DeliverySending(deliveries, sms, queue, now);
  const wecomTasks = new WecomTasks(db, outside.wecom, queue);
  const videoChunks = new ChunkedUploads(storage, videoUploads, CHUNK_SIZE);
  const privacySettings = new PrivacySettings(db);
  const recordingPauses = new RecordingPauses(db, privacySettings, realtime, now);
  const retention = new Retention(db, storage, privacySettings, queue, app.log);
  const recordIntegrity = new RecordIntegrity(db, storage, now);
  let sealing: Promise<void> = Promise.resolve();

  // The durable queue's workers, one for each job name (queue/index.ts, JobTypes).
  queue.handle('video-content-render', (data) => videoRenders.renderContent(data.contentId, data.attempt), {
    concurrency: 1,
  });
  // The editor waits on its preview's first frame: a preview sent here starts at once, not at the next poll.
  queue.handle('video-template-preview', (data) => videoRenders.renderPreview(data.previewId), {
    concurrency: 1,
    wakeOnSend: true,
  });
  queue.handle('digital-human-render', (data) => digitalHumanVideos.renderJob(data.videoId), { concurrency: 1 });
  queue.handle('record-sync', (data, job) => recordSyncs.sync(data.syncId, job.retryCount), { concurrency: 2 });
  queue.handle('wecom-task-send', (data, job) => wecomTasks.sendJob(data.taskId, job.retryCount));
  queue.handle('wecom-task-results', (data, job) => wecomTasks.resultsJob(data.taskId, job.retryCount));
  queue.handle('delivery-task-send', (data) => deliverySending.run(data.taskId));
  queue.handle('retention-sweep', (data) => retention.sweep(clock.now(), data.tenantId));

  // The background loops.
  jobs.add({ name: 'call routing sweep', everyMs: CALL_SWEEP_MS, run: () => calls.queue.sweep(clock.now()) });
  jobs.add({ name: 'room end notices', everyMs: END_NOTICE_SWEEP_MS, run: () => roomEndNotices.sweep(clock.now()) });
  jobs.add({
    name: 'socket sessions check',
    everyMs: config.sessionCheckSeconds * 1000,
    run: () => realtime.checkSessions(),
  });
  jobs.add({
    name: 'recordings sweep',
    everyMs: RECORDING_SWEEP_MS,
    run: () => recordings.sweep(clock.now().getTime()),
  });
  jobs.add({ name: 'document pages', everyMs: documentPages.pollMs, run: async () => documentPages.kick() });
  jobs.add({
    name: 'template previews sweep',
    everyMs: PREVIEW_SWEEP_MS,
    run: () => videoRenders.sweepPreviews(clock.now()),
  });
  // Every chunked upload (videos, template backgrounds) shares the table and the chunk keys: one sweep serves them all.
  jobs.add({
    name: 'abandoned uploads sweep',
    everyMs: UPLOAD_SWEEP_MS,
    run: () => videoChunks.sweepStale(clock.now(), app.log),
  });
  jobs.add({ name: 'retention schedule', everyMs: RETENTION_CHECK_MS, run: () => retention.schedule(clock.now()) });
  jobs.add({
    name: 'recording sync schedule',
    everyMs: RECORD_SYNC_SCHEDULE_MS,
    run: async () => void (await recordSyncs.schedule(clock.now())),
  });

  app.addHook('onReady', async () => {
    await documentPages.start();
    await queue.start();
    jobs.start();
    // Recordings finished before they kept a hash are hashed and chained once, behind the start.
    sealing = recordIntegrity
      .sealUnhashedRecordings(app.log)
      .catch((err: unknown) => app.log.error({ err }, 'recordings not sealed'));
  });
  app.addHook('preClose', async () => {
    closing = true;
    await jobs.stop();
    await queue.stop();
    roomShares.close();
    await recordings.stop();
    await documentPages.stop();
    await sealing;
  });

  return {
    config,
    db,
    dbKind: database.kind,
    keys,
    clock,
    now,
    jobs,
    queue,
    storage,
    realtime,
    running: { loops: jobs.names(), workers: queue.names(), simulators: outside.simulators },

    sessions,
    signInGuard: new SignInGuard(keys, strangerFailures, signInThrottle),
    agents,
    agentStatus,
    agentAdmin,
    singleSignOn: new SingleSignOn(db, agentAdmin, {
      production: config.production,
      localServing: outside.simulators.includes('identityProvider'),
    }),
    ssoProviders: new SsoProviderSettings(db, config.production),
    agentGroups: new AgentGroupService(db),
    organizations: new OrganizationService(db),
    tenants: new TenantService(db),
    roles: new RoleService(db),
    billAccounts: new BillAccountService(db),
    workSlots: new WorkSlots(db, now),

    callService,
    wecom: outside.wecom,
    dialogManager: outside.dialogManager,
    insurance: outside.insurance,
    miniProgramLinks: outside.miniProgramLinks,

    calls,
    joinAttempts,
    seats,
    monitoringStats: new MonitoringStats(db),
    callServiceSessions,
    inboundCalls: new InboundCallback(db, callService.inbound),
    roomEndNotices,
    roomShares,
    roomProducts: new RoomProducts(db, shareWebs),
    roomEvents,
    roomSignals,
    rtcConfig: new RtcConfigService(db, config),
    recordings,
    recordingPauses,
    callRecords: new CallRecordService(db),
    videoLinks: new VideoLinks(keys.privateKey),
    shareWebs,
    serviceWebs: new ServiceWebService(db, shortLinks),
    shortLinks,
    fiveGSessions: new FiveGSessions(db, callService.consentOnHandset),
    fiveGCalls: new FiveGCalls(db),
    fiveGInsurance: new FiveGInsurance(db, outside.insurance),
    customerInfo: new CustomerInfoService(db),
    fiveGMaterials: new FiveGMaterials(db),
    fiveGRecords: new FiveGRecords(db),

    files,
    documentPages,
    storageQuota,
    videoChunks,
    backgroundChunks: new ChunkedUploads(storage, videoUploads, BACKGROUND_CHUNK_SIZE),
    templateBackgrounds,
    materialImages,
    avatars,
    avatarGroups: new AvatarGroupService(db),
    cardTemplates: new CardTemplates(db, storage, files),

    contentTags,
    contentTagLinks,
    videoTemplates: new VideoTemplateService(db, contentTagLinks),
    interactionTemplates: new InteractionTemplateService(db, contentTagLinks),
    videoContents,
    videoRenders,
    digitalHumanVideos,
    digitalHumanLinks: new SignedLinks('digital-human-link', keys.privateKey, DIGITAL_HUMAN_LINK_MS),
    dynamicVideos: new DynamicVideoStore(db),
    richMediaShares: new RichMediaShares(db),
    sop: new SopService(db, recordingPauses),
    bots: new BotService(db),
    botLinks,
    botMedia,
    botMaterials,
    botDialogs,
    recognizer: createRecognizer(config),
    spokenWords,
    speech,
    tenantVoices: new TenantVoices(db),

    mail,
    sms,
    auditFlow: new AuditFlow(new AuditNotices(db, mail, realtime, mediaDeliverConfigs), videoRenders),
    mediaDeliverConfigs,
    recordSyncs,
    recordSyncLists: new RecordSyncLists(db),
    messageTemplates: new MessageTemplates(db),
    deliveries,
    deliverySending,
    deliveryRecipients: new RecipientStore(db),
    warmedDeliveryTasks: new RecentIds(WARMED_TASKS_KEPT),
    wecomTasks,
    wecomAccounts: new WecomAccounts(db, outside.wecom),

    privacySettings,
    accessLog,
    personalDataReveal: new PersonalDataReveal(db),
    customerConsent: new CustomerConsent(db, privacySettings, now),
    retention,
    recordIntegrity,
  };
}
