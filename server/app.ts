import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/database';
import { compose, type CompositionOptions } from './composition';
import { registerEnvelope } from './plugins/envelope';
import { registerInFlight } from './plugins/inFlight';
import { inputServerOptions, registerInputGuard } from './plugins/inputGuard';
import { requestLogFields } from './plugins/logRedaction';
import { registerSecurityHeaders } from './plugins/securityHeaders';
import { registerValidation } from './plugins/validation';
import { registerWebApp } from './plugins/webApp';
import { agentRoutes } from './routes/agents';
import { authRoutes } from './routes/auth';
import { ssoRoutes } from './routes/sso';
import { personalDataRoutes } from './routes/personalData';
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
import { wecomRoutes } from './routes/wecom';
import { botRoutes } from './routes/bots';
import { registerStatsRoutes } from './routes/registerStats';
import { videoContentRoutes } from './routes/videoContents';
import { speechRoutes } from './routes/speech';
import { avatarRoutes } from './routes/avatars';
import { ttsRoutes } from './routes/tts';
import { sopRoutes } from './routes/sop';
import { dynamicVideoRoutes } from './routes/dynamicVideos';
import { deliveryTaskRoutes } from './routes/deliveryTasks';
import { richMediaShareRoutes } from './routes/richMediaShare';
import { miniProgramRoutes } from './routes/miniProgram';
import { callRoutes } from './routes/calls';
import { roomLifecycleRoutes } from './routes/roomLifecycle';
import { serviceRoomRoutes } from './routes/serviceRooms';
import { roomShareRoutes } from './routes/roomShares';
import { rtcRoutes } from './routes/rtc';
import { serviceRoomControlRoutes } from './routes/serviceRooms/controls';
import { callServiceRoutes } from './routes/callService';
import { cardTemplateRoutes } from './routes/cardTemplates';
import { planBookRoutes } from './routes/planBooks';
import { mediaMonitorRoutes } from './routes/mediaMonitor';
import { mediaDeliverConfigRoutes } from './routes/mediaDeliverConfig';
import { recordSyncRoutes } from './routes/mediaMonitor/recordSyncs';
import { transferConfigRoutes } from './routes/mediaDeliverConfig/transferConfig';

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
  wecomRoutes,
  registerStatsRoutes,
  cardTemplateRoutes,
  planBookRoutes,
  mediaMonitorRoutes,
  mediaDeliverConfigRoutes,
  recordSyncRoutes,
  transferConfigRoutes,
  videoContentRoutes,
  speechRoutes,
  avatarRoutes,
  ttsRoutes,
  sopRoutes,
  botRoutes,
  dynamicVideoRoutes,
  deliveryTaskRoutes,
  richMediaShareRoutes,
  messageTemplateRoutes,
  miniProgramRoutes,
  ssoRoutes,
  personalDataRoutes,
];

/** The whole server on a migrated database; tests drive it with inject(), main.ts makes it listen. */
export async function buildApp(
  config: Config,
  database: Database,
  options: CompositionOptions & {
    webAppRoot?: string;
    onRoute?: (route: RouteOptions) => void;
    logStream?: LogStream;
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
  registerInFlight(app);
  await registerSecurityHeaders(app, config);
  await app.register(fastifyCookie);
  registerValidation(app);
  registerInputGuard(app);
  registerEnvelope(app, await registerWebApp(app, options.webAppRoot));

  const ctx = await compose(app, config, database, options);
  for (const area of routeAreas) area(app, ctx);
  await app.ready();
  return { app, ctx };
}
