import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import type { Database } from '../../server/db/database';
import { countConnections, type RunningServer } from './floor';

/** The real server, listening on an ephemeral local port; serving the built web app from `webAppRoot` when given. */
export async function startOurs(config: Config, database: Database, webAppRoot?: string): Promise<RunningServer> {
  const { app } = await buildApp(config, database, webAppRoot ? { webAppRoot } : {});
  const connections = countConnections(app.server);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { baseUrl: address, connections, close: () => app.close() };
}
