import type { KyselyPlugin } from 'kysely';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import type { Database } from '../../server/db/database';
import { BENCH_LOGIN } from './client';
import { DEMO_PASSWORD } from '../support/testApp';

/** Counts statements run: only they have a result (sub-queries pass through transformQuery as well). */
class StatementCounter implements KyselyPlugin {
  count = 0;
  transformQuery: KyselyPlugin['transformQuery'] = ({ node }) => node;
  transformResult: KyselyPlugin['transformResult'] = async ({ result }) => {
    this.count += 1;
    return result;
  };
}

/**
 * How many statements our server runs for one login (of an account already signed in and idle) and one list,
 * on a separate, counting instance: the timed server runs unobserved, and the count is what explains most of
 * the gap to the floor.
 */
export async function countOurStatements(config: Config, database: Database): Promise<{ login: number; list: number }> {
  const counter = new StatementCounter();
  const { app } = await buildApp(config, { ...database, db: database.db.withPlugin(counter) });
  const signIn = async () => {
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { loginName: BENCH_LOGIN, password: DEMO_PASSWORD, encrypted: false, isForceLogin: 1 },
    });
    const token = (signedIn.json() as { result?: { token?: string } }).result?.token;
    if (!token) throw new Error(`counting login failed: ${signedIn.body.slice(0, 300)}`);
    return token;
  };
  try {
    // The first sign-in of the day sets the account idle; the timed ones, after the warm-up, find it idle.
    await signIn();
    const before = counter.count;
    const token = await signIn();
    const login = counter.count - before;
    const listed = counter.count;
    await app.inject({
      method: 'GET',
      url: '/api/agents/list?pageIndex=1&pageSize=10',
      headers: { 'access-token': token },
    });
    return { login, list: counter.count - listed };
  } finally {
    await app.close();
  }
}
