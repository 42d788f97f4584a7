import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/database';
import { registerAuth } from './plugins/auth';
import { registerEnvelope } from './plugins/envelope';
import { inputServerOptions, registerInputGuard } from './plugins/inputGuard';
import { registerRateLimits } from './plugins/rateLimits';
import { createAttemptCounter } from './services/attemptCounter';
import { SignInGuard } from './services/signInGuard';
import { registerRealtime } from './plugins/realtime';
import { serveSockets } from './plugins/serveSockets';
import { requestLogFields } from './plugins/logRedaction';
import { registerSecurityHeaders } from './plugins/securityHeaders';
import { registerValidation } from './plugins/validation';
import { registerWebApp } from './plugins/webApp';
import { agentRoutes } from './routes/agents';
import { authRoutes } from './routes/auth';
import { fileRoutes } from './routes/files';
import { healthRoutes } from './routes/health';
import { logRoutes } from './routes/log';
import { organizationRoutes } from './routes/organizations';
import { agentGroupRoutes } from './routes/agentGroups';
import { billAccountRoutes } from './routes/billAccounts';
import { roleRoutes } from './routes/roles';
import { tenantRoutes } from './routes/tenants';
import { shareWebRoutes } from './routes/shareWebs';
import { serviceRoomRecordRoutes } from './routes/serviceRooms/records';
import { fiveGRoutes } from './routes/fiveG';
import { serviceWebRoutes } from './routes/serviceWebs';
import { videoTemplateRoutes } from './routes/videoTemplates';
import { contentStudioRoutes } from './routes/contentStudio';
import { workSlotRoutes } from './routes/workSlots';
import { messageTemplateRoutes } from './routes/messageTemplates';
import { wecomTaskRoutes } from './routes/wecomTasks';
import { botRoutes } from './routes/bots';
import { registerStatsRoutes } from './routes/registerStats';
import { videoContentRoutes } from './routes/videoContents';
import { speechRoutes } from './routes/speech';
import { sopRoutes } from './routes/sop';
import { dynamicVideoRoutes } from './routes/dynamicVideos';
import { deliveryTaskRoutes } from './routes/deliveryTasks';
import { richMediaShareRoutes } from './routes/richMediaShare';
import { miniProgramRoutes } from './routes/miniProgram';
import { JobQueue } from './queue';
import { createSpeech } from './services/speech';
import { createRecognizer } from './services/speech/recognition';
import { SpokenWords } from './services/speech/spokenWords';
import { VideoRenders } from './services/videoContents/renders';
import { VideoContentStore } from './services/videoContents/store';
import { AgentService } from './services/agents';
import { AgentStatusService } from './services/agentStatus';
import { createCalls } from './services/calls';
import { systemClock, type Clock } from './clock';
import { Jobs } from './jobs';
import { DocumentPages } from './services/documentPages';
import { RoomEndNotices } from './services/roomEndNotices';
import { RECORDING_SWEEP_MS, RoomRecordings } from './services/roomRecordings';
import { RoomShares } from './services/roomShares';
import { callRoutes } from './routes/calls';
import { roomLifecycleRoutes } from './routes/roomLifecycle';
import { serviceRoomRoutes } from './routes/serviceRooms';
import { roomShareRoutes } from './routes/roomShares';
import { rtcRoutes } from './routes/rtc';
import { serviceRoomControlRoutes } from './routes/serviceRooms/controls';
import { loadKeyPair } from './services/passwords';
import { RoomSignals } from './services/roomSignals';
import { SessionService } from './services/sessions';
import { createStorage } from './storage';
import { CallServiceSessions } from './services/callService';
import { outsideSystems } from './outsideSystems';
import { FiveGIncomes } from './services/fiveG/incomes';
import { callServiceRoutes } from './routes/callService';
import { cardTemplateRoutes } from './routes/cardTemplates';
import { planBookRoutes } from './routes/planBooks';
import { mediaMonitorRoutes } from './routes/mediaMonitor';
import { mediaDeliverConfigRoutes } from './routes/mediaDeliverConfig';
import { SeatMonitor } from './services/seatMonitor';
import { MailService, SmtpTransport } from './services/mail';
import { SmsService, TencentSmsTransport } from './services/sms';
import { AuditNotices } from './services/auditNotices';
import { RecordSyncs } from './services/recordSyncs/queue';
import { syncTargets, type SyncTargets } from './services/recordSyncs/targets';
import { recordSyncRoutes } from './routes/mediaMonitor/recordSyncs';
import { transferConfigRoutes } from './routes/mediaDeliverConfig/transferConfig';

/** How often rings run out and after-call countdowns ended are looked for. */
const CALL_SWEEP_MS = 1000;
/** How often rooms in progress are looked at for a near end. */
const END_NOTICE_SWEEP_MS = 3000;
/** How often previews older than a day are removed. */
const PREVIEW_SWEEP_MS = 3_600_000;

/** Where log lines (one JSON object each) go instead of standard output. */
export interface LogStream {
  write(line: string): void;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
}

const routeAreas = [
  healthRoutes,
  authRoutes,
  agentRoutes,
  logRoutes,
  fileRoutes,
  shareWebRoutes,
  organizationRoutes,
  tenantRoutes,
  roleRoutes,
  agentGroupRoutes,
  billAccountRoutes,
  serviceWebRoutes,
  serviceRoomRecordRoutes,
  callRoutes,
  serviceRoomRoutes,
  rtcRoutes,
  roomShareRoutes,
  roomLifecycleRoutes,
  serviceRoomControlRoutes,
  callServiceRoutes,
  fiveGRoutes,
  videoTemplateRoutes,
  contentStudioRoutes,
  workSlotRoutes,
  wecomTaskRoutes,
  registerStatsRoutes,
  cardTemplateRoutes,
  planBookRoutes,
  mediaMonitorRoutes,
  mediaDeliverConfigRoutes,
  recordSyncRoutes,
  transferConfigRoutes,
  videoContentRoutes,
  speechRoutes,
  sopRoutes,
  botRoutes,
  dynamicVideoRoutes,
  deliveryTaskRoutes,
  richMediaShareRoutes,
  messageTemplateRoutes,
  miniProgramRoutes,
];

/** The whole server on a migrated database; tests drive it with inject(), main.ts makes it listen. */
export async function buildApp(
  config: Config,
  database: Database,
  options: {
    webAppRoot?: string;
    onRoute?: (route: RouteOptions) => void;
    now?: () => Date;
    logStream?: LogStream;
    clock?: Clock;
    /** How long the call simulator holds an agentEvent poll with nothing to answer. */
    callPollHoldMs?: number;
    /** Where tenants' recordings are synced to (tests name their own); the configured stores by default. */
    syncTargets?: SyncTargets;
  } = {},
): Promise<BuiltApp> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: requestLogFields },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // A start on a busy machine (several apps starting at once, as in tests) may take longer than
    // Fastify's 10 s for a plugin; a slow start is still a start.
    pluginTimeout: 60_000,
    ...inputServerOptions,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  await registerSecurityHeaders(app, config);
  await app.register(fastifyCookie);
  registerValidation(app);
  registerInputGuard(app);
  registerEnvelope(app, await registerWebApp(app, options.webAppRoot));

  // Every service is built here, once, and handed to what uses it; every background loop is a job.
  const clock = options.clock ?? (options.now ? { ...systemClock, now: options.now } : systemClock);
  const jobs = new Jobs(clock, (job, err) => app.log.error({ err }, job));
  const storage = createStorage(config);
  const sessions = new SessionService(
    database.db,
    { idleMinutes: config.sessionIdleMinutes, maxHours: config.sessionMaxHours },
    () => clock.now(),
  );
  const agents = new AgentService(database.db);
  const agentStatus = new AgentStatusService(database.db, clock);
  registerAuth(app, sessions);
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
  app.addHook('onClose', async () => {
    await heldCounts.close();
    await strangerFailures.close();
  });
  const signInThrottle = await registerRateLimits(app, config, heldCounts);
  const realtime = await registerRealtime(app, { sessions, redisUrl: config.redisUrl, clock });
  const calls = createCalls(database.db, realtime, agentStatus, clock, {
    ringTimeoutSeconds: config.ringTimeoutSeconds,
    presenceGraceSeconds: config.presenceGraceSeconds,
    queue: config.callQueue,
  });
  const seats = new SeatMonitor(database.db, realtime, clock);
  // Once the server is closing, its sockets' last presence changes are not announced: no page is left to tell.
  let closing = false;
  const announceSeat = (agentId: string) => {
    if (!closing) void seats.announce(agentId).catch((err: unknown) => app.log.error({ err }, 'seat status'));
  };
  calls.notifications.onStatus((change) => announceSeat(change.agentId));
  const mail = new MailService(
    database.db,
    config.mailFrom,
    config.smtpUrl ? new SmtpTransport(config.smtpUrl) : null,
    app.log,
  );
  const sms = new SmsService(
    database.db,
    config.sms.engine === 'tencent' ? new TencentSmsTransport(config.sms) : null,
    app.log,
  );
  // Each outside system: its vendor when configured, else its local stand-in while SIMULATORS is on (the
  // simulator's /callsvc routes and handset namespace are mounted only then), else a port that refuses.
  const { callService, wecom, dialogManager, insurance, miniProgramLinks } = await outsideSystems(
    app,
    config,
    database,
    realtime.io,
    clock,
    {
      ...(options.callPollHoldMs ? { callPollHoldMs: options.callPollHoldMs } : {}),
    },
  );
  const fiveGIncomes = new FiveGIncomes(database.db, realtime, new CallServiceSessions(database.db, callService));
  callService.onInbound({
    offered: (call) => fiveGIncomes.offer(call),
    ended: (callId) => fiveGIncomes.withdraw(callId),
  });
  const roomEndNotices = new RoomEndNotices(database.db, realtime, calls.rooms, {
    roomMaxMinutes: config.roomMaxMinutes,
  });
  const roomShares = new RoomShares(database.db, realtime, clock);
  const recordings = new RoomRecordings(database.db, storage, app.log);
  const documentPages = new DocumentPages(database.db, storage, app.log);
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
      customerRooms: (handshake) => calls.views.customerRooms(handshake),
      customerConnected: async ({ callId, serviceId }) => {
        if (callId) await calls.notifications.tellCustomers([callId]);
        if (serviceId && !callId) await calls.notifications.tellRoomEndedIfSo(serviceId);
      },
      customerLeft: async (callId) => {
        await calls.queue.cancel(callId);
      },
      liveRoomAgent: new RoomSignals(database.db).liveRoomAgent,
    },
  });

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

  const keys = await loadKeyPair(database.db);
  const queue = new JobQueue(database, (err) => app.log.error({ err }, 'job queue'));
  const speech = createSpeech(config);
  const videoRenders = new VideoRenders(
    database.db,
    new VideoContentStore(database.db),
    storage,
    speech,
    queue,
    app.log,
    keys.privateKey,
  );
  jobs.add({
    name: 'template previews sweep',
    everyMs: PREVIEW_SWEEP_MS,
    run: () => videoRenders.sweepPreviews(clock.now()),
  });

  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    keys,
    agents,
    agentStatus,
    calls,
    callService,
    wecom,
    dialogManager,
    insurance,
    miniProgramLinks,
    roomEndNotices,
    roomShares,
    recordings,
    documentPages,
    sessions,
    signInGuard: new SignInGuard(keys, strangerFailures, signInThrottle),
    realtime,
    storage,
    clock,
    jobs,
    seats,
    mail,
    sms,
    auditNotices: new AuditNotices(database.db, mail, realtime),
    queue,
    recordSyncs: new RecordSyncs(
      database.db,
      storage,
      options.syncTargets ?? syncTargets(config),
      queue,
      mail,
      config.recordSync,
    ),
    videoRenders,
    recognizer: createRecognizer(config),
    spokenWords: new SpokenWords(storage, speech, config.tts.engine),
    now: () => clock.now(),
  };
  for (const area of routeAreas) area(app, ctx);
  app.addHook('onReady', async () => {
    await documentPages.start();
    await queue.start();
    jobs.start();
  });
  app.addHook('preClose', async () => {
    closing = true;
    await jobs.stop();
    await queue.stop();
    roomShares.close();
    await recordings.stop();
    await documentPages.stop();
  });
  await app.ready();
  return { app, ctx };
}
