import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/database';
import { registerAuth } from './plugins/auth';
import { registerEnvelope } from './plugins/envelope';
import { inputServerOptions, registerInputGuard } from './plugins/inputGuard';
import { registerRateLimits } from './plugins/rateLimits';
import { registerRealtime } from './plugins/realtime';
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
import { serviceWebRoutes } from './routes/serviceWebs';
import { AgentService } from './services/agents';
import { AgentStatusService } from './services/agentStatus';
import { CallRouter } from './services/callRouter';
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

/** Where log lines (one JSON object each) go instead of standard output. */
export interface LogStream {
  write(line: string): void;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
}

const routeAreas = [healthRoutes, authRoutes, agentRoutes, logRoutes, fileRoutes, shareWebRoutes, organizationRoutes, tenantRoutes, roleRoutes, agentGroupRoutes, billAccountRoutes, serviceWebRoutes, serviceRoomRecordRoutes, callRoutes, serviceRoomRoutes, rtcRoutes, roomShareRoutes, roomLifecycleRoutes, serviceRoomControlRoutes];

/** The whole server on a migrated database; tests drive it with inject(), main.ts makes it listen. */
export async function buildApp(
  config: Config,
  database: Database,
  options: { webAppRoot?: string; onRoute?: (route: RouteOptions) => void; now?: () => Date; logStream?: LogStream } = {},
): Promise<BuiltApp> {
  const app = Fastify({
    logger: { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    ...inputServerOptions,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  await registerSecurityHeaders(app, config);
  await app.register(fastifyCookie);
  registerValidation(app);
  registerInputGuard(app);
  registerEnvelope(app, await registerWebApp(app, options.webAppRoot));

  const sessions = new SessionService(database.db, { idleMinutes: config.sessionIdleMinutes, maxHours: config.sessionMaxHours });
  const agents = new AgentService(database.db);
  const agentStatus = new AgentStatusService(database.db);
  registerAuth(app, sessions);
  await registerRateLimits(app, config);
  const realtime = await registerRealtime(app, {
    sessions,
    presence: (agentId, online) => agentStatus.presence(agentId, online),
    redisUrl: config.redisUrl,
    sessionCheckMs: config.sessionCheckSeconds * 1000,
  });
  new RoomSignals(database.db).attach(realtime);
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    keys: await loadKeyPair(database.db),
    agents,
    agentStatus,
    calls: new CallRouter(database.db, realtime, agentStatus, {
      ringTimeoutSeconds: config.ringTimeoutSeconds,
      presenceGraceSeconds: config.presenceGraceSeconds,
      queue: config.callQueue,
      sweepMs: 1000,
      onSweepError: (err) => app.log.error({ err }, 'call routing sweep'),
    }),
    sessions,
    realtime,
    storage: createStorage(config),
    now: options.now ?? (() => new Date()),
  };
  for (const area of routeAreas) area(app, ctx);
  ctx.calls.start();
  app.addHook('preClose', async () => ctx.calls.stop());
  await app.ready();
  return { app, ctx };
}
