import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/database';
import { registerAuth } from './plugins/auth';
import { registerEnvelope } from './plugins/envelope';
import { registerRealtime } from './plugins/realtime';
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
import { AgentService } from './services/agents';
import { loadKeyPair } from './services/passwords';
import { SessionService } from './services/sessions';
import { createStorage } from './storage';

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
}

const routeAreas = [healthRoutes, authRoutes, agentRoutes, logRoutes, fileRoutes, shareWebRoutes, organizationRoutes, tenantRoutes, roleRoutes, agentGroupRoutes, billAccountRoutes];

/** The whole server on a migrated database; tests drive it with inject(), main.ts makes it listen. */
export async function buildApp(config: Config, database: Database, options: { webAppRoot?: string } = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true },
  });
  await app.register(fastifyCookie);
  registerValidation(app);
  registerEnvelope(app, await registerWebApp(app, options.webAppRoot));

  const sessions = new SessionService(database.db, { idleMinutes: config.sessionIdleMinutes, maxHours: config.sessionMaxHours });
  const agents = new AgentService(database.db);
  registerAuth(app, sessions);
  const realtime = await registerRealtime(app, { sessions, agents, redisUrl: config.redisUrl });
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    keys: await loadKeyPair(database.db),
    agents,
    sessions,
    realtime,
    storage: createStorage(config),
  };
  for (const area of routeAreas) area(app, ctx);
  await app.ready();
  return { app, ctx };
}
