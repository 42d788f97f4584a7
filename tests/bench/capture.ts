import { PostgresQueryCompiler, type CompiledQuery, type KyselyPlugin, type Kysely } from 'kysely';
import type { DB } from '../../server/db/types';
import { AgentService } from '../../server/services/agents';
import { SessionService, type SessionLifetimes } from '../../server/services/sessions';
import { hashToken, type CaptureSample } from './floorParams';

/** SQL text and the parameters it ran with once, for checking the floor passes them in the same order. */
export interface CapturedQuery {
  sql: string;
  parameters: readonly unknown[];
}

/** The statements behind the benched requests, as the services themselves compile them. */
export interface ServiceSql {
  findForLogin: CapturedQuery;
  createSession: CapturedQuery;
  authenticate: CapturedQuery;
  listPage: CapturedQuery;
  listCount: CapturedQuery;
}

/**
 * Records every statement a Kysely instance runs. Added with withPlugin, it comes after the app's own
 * plugins (CamelCasePlugin), so it sees the final tree; both dialects compile with PostgresQueryCompiler.
 */
class SqlRecorder implements KyselyPlugin {
  readonly queries: CompiledQuery[] = [];
  private readonly compiler = new PostgresQueryCompiler();

  transformQuery: KyselyPlugin['transformQuery'] = ({ node, queryId }) => {
    this.queries.push(this.compiler.compileQuery(node, queryId));
    return node;
  };

  transformResult: KyselyPlugin['transformResult'] = async ({ result }) => result;

  /** Runs work and returns its result with the statements it ran, in order. */
  async during<T>(work: () => Promise<T>): Promise<{ result: T; queries: CapturedQuery[] }> {
    const start = this.queries.length;
    const result = await work();
    const seen = this.queries.slice(start);
    // A sub-query built on its own (a CTE, a sub-select) passes through here too: it is part of a statement
    // that holds its text, with its placeholders numbered anew.
    const shape = (text: string) => text.replace(/\$\d+/g, '?');
    const ran = seen.filter(
      (q, i) =>
        !seen.some((other, j) => j !== i && shape(other.sql).includes(shape(q.sql)) && other.sql.length > q.sql.length),
    );
    return { result, queries: ran.map((q) => ({ sql: q.sql, parameters: q.parameters })) };
  }
}

function only(queries: CapturedQuery[], what: string): CapturedQuery {
  const [first, ...rest] = queries;
  if (!first || rest.length > 0) throw new Error(`${what}: expected one statement, saw ${queries.length}`);
  return first;
}

/** Runs each benched service call once for real and keeps its SQL. */
export async function captureServiceSql(
  db: Kysely<DB>,
  input: { loginName: string; userAgent: string; lifetimes: SessionLifetimes },
): Promise<{ sql: ServiceSql; sample: CaptureSample }> {
  const recorder = new SqlRecorder();
  const recording = db.withPlugin(recorder);
  const agents = new AgentService(recording);
  const sessions = new SessionService(recording, input.lifetimes);

  const lookup = await recorder.during(() => agents.findForLogin(input.loginName));
  const findForLogin = only(lookup.queries, 'findForLogin');
  if (!lookup.result) throw new Error(`no account ${input.loginName}`);
  const { id: agentId, tenantId } = lookup.result;
  if (tenantId === null) throw new Error(`${input.loginName} has no tenant`);

  const created = await recorder.during(() =>
    sessions.createReplacing(agentId, { restricted: false, userAgent: input.userAgent }),
  );
  const createSession = only(created.queries, 'sessions.createReplacing');
  const token = created.result.token;
  // A session this fresh is never touched, so authenticate runs its lookup alone.
  const authenticate = only(
    (await recorder.during(() => sessions.authenticate(token))).queries,
    'sessions.authenticate',
  );

  // What the route passes for ?pageIndex=1&pageSize=10 and a tenant admin's scope.
  const listOptions = { pageIndex: 1, pageSize: 10, orderBy: 'createdAt', order: 'desc' } as const;
  const listed = await recorder.during(() => agents.list({ tenantId }, listOptions));
  // The page is the statement that limits; the other reads the total (from the kept counts, unfiltered).
  const isPage = (q: CapturedQuery) => / limit \$\d+/.test(q.sql);
  const listPage = only(listed.queries.filter(isPage), 'list page');
  const listCount = only(
    listed.queries.filter((q) => !isPage(q)),
    'list count',
  );
  return {
    sql: { findForLogin, createSession, authenticate, listPage, listCount },
    sample: { ...input, agentId, tenantId, tokenHash: hashToken(token) },
  };
}
