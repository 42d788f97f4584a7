import { createHash } from 'node:crypto';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import type pg from 'pg';

/**
 * Named (prepared) statements: a statement the server has run before is parsed and planned once per connection
 * and then only bound and executed. Planning was most of the database's time in the short statements of call
 * routing and sign-in (the query text is the same every time, only its parameters change); PostgreSQL keeps a
 * generic plan once it has seen that it costs no more than the custom ones (plan_cache_mode auto).
 *
 * Only statements that repeat are named, so one-off statements (migrations, seeds, a report's unusual filter)
 * never take a connection's memory; and each connection names at most STATEMENTS_PER_CONNECTION, after which
 * new texts run unnamed as before. A query without rows to read (begin, commit, set) stays unnamed.
 */
const STATEMENTS_PER_CONNECTION = 500;
/** How many texts seen once are remembered to tell a repeat from a one-off; the oldest are forgotten first. */
const SEEN_TEXTS = 2_000;
const NAMEABLE = /^\s*(?:select|with|insert|update|delete)\b/i;

/** Which texts have been seen before: a bounded set, oldest forgotten first. */
class RepeatedTexts {
  private readonly seen = new Set<string>();

  /** Whether the text was seen before this call; it counts as seen from now on. */
  repeated(text: string): boolean {
    if (this.seen.has(text)) return true;
    this.seen.add(text);
    if (this.seen.size > SEEN_TEXTS) this.seen.delete(this.seen.values().next().value as string);
    return false;
  }
}

/** A connection's named statements: the name for a text, or null when it runs unnamed. */
class ConnectionStatements {
  private readonly names = new Map<string, string>();

  constructor(private readonly repeats: RepeatedTexts) {}

  /** The name the text has or is given now; null for a text that stays unnamed. */
  nameOf(text: string): string | null {
    const known = this.names.get(text);
    if (known !== undefined) return known || null;
    if (!NAMEABLE.test(text) || !this.repeats.repeated(text) || this.names.size >= STATEMENTS_PER_CONNECTION)
      return null;
    // The text's digest: the same text has the same name on every connection, and two texts never share one.
    const name = `k${createHash('sha1').update(text).digest('base64url')}`;
    this.names.set(text, name);
    return name;
  }

  /** The text runs unnamed on this connection from now on. */
  unname(text: string): void {
    this.names.set(text, '');
  }
}

/**
 * A named statement whose tables changed shape since it was parsed (another server process migrated the database
 * while this one ran): PostgreSQL refuses to run its cached plan. The statement runs again unnamed, and stays so.
 */
function planChanged(error: unknown): boolean {
  return error instanceof Error && (error as { code?: unknown }).code === '0A000' && /cached plan/.test(error.message);
}

/**
 * A pg pool whose clients run repeated statements as named ones; node-postgres parses a named statement on a
 * connection the first time and binds it from then on. Kysely's PostgresDialect takes it in place of the pool.
 */
export function withNamedStatements(pool: pg.Pool): { connect(): Promise<pg.PoolClient>; end(): Promise<void> } {
  const repeats = new RepeatedTexts();
  const statements = new WeakMap<pg.PoolClient, ConnectionStatements>();
  return {
    async connect() {
      const client = await pool.connect();
      if (!statements.has(client)) {
        const own = new ConnectionStatements(repeats);
        statements.set(client, own);
        const query = client.query.bind(client) as (config: pg.QueryConfig) => Promise<pg.QueryResult>;
        // Kysely calls query(text, values) only; every other form goes to the driver as it came.
        const namedQuery = (textOrConfig: unknown, values?: unknown) => {
          if (typeof textOrConfig === 'string' && Array.isArray(values)) {
            const name = own.nameOf(textOrConfig);
            if (!name) return query({ text: textOrConfig, values });
            return query({ name, text: textOrConfig, values }).catch((error: unknown) => {
              if (!planChanged(error)) throw error;
              own.unname(textOrConfig);
              return query({ text: textOrConfig, values });
            });
          }
          return (query as (...args: unknown[]) => unknown)(textOrConfig, values);
        };
        client.query = namedQuery as typeof client.query;
      }
      return client;
    },
    end: () => pool.end(),
  };
}

interface Prepared {
  name: string;
  /** The parameters' type oids, which choose each value's text form. */
  paramTypes: number[];
}

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/**
 * PGlite's one session with named statements. PGlite's own query() parses and plans every statement it runs;
 * here a repeated statement is parsed once (with its parameter types described), then each run sends bind,
 * describe, execute and sync in one message. Runs under PGlite's own locks, as query() does.
 */
export class PGliteStatements {
  private readonly named: ConnectionStatements = new ConnectionStatements(new RepeatedTexts());
  private readonly prepared = new Map<string, Prepared>();

  constructor(private readonly pglite: PGlite) {}

  async query(text: string, parameters: readonly unknown[]): Promise<QueryResult<unknown>> {
    const name = this.named.nameOf(text);
    const unnamed = () => this.pglite.query(text, [...parameters]);
    const result = name
      ? await this.runNamed(name, text, parameters).catch((error: unknown) => {
          if (!planChanged(error)) throw error;
          this.named.unname(text);
          return unnamed();
        })
      : await unnamed();
    return {
      rows: result.rows,
      ...(result.affectedRows ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }

  private async runNamed(name: string, text: string, parameters: readonly unknown[]) {
    const pglite = this.pglite;
    await pglite._checkReady();
    // The same two locks as PGlite's own query(): none runs inside a transaction() another caller holds.
    const messages = await pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(async () => {
        const statement = this.prepared.get(text) ?? (await this.prepare(name, text));
        const values = parameters.map((value, index) => {
          if (value === null || value === undefined) return null;
          const serialize = pglite.serializers[statement.paramTypes[index] ?? 0];
          return serialize ? serialize(value) : String(value);
        });
        const { serialize } = protocol;
        const run = Buffer.concat([
          serialize.bind({ statement: name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]);
        return this.send(run, text, parameters);
      }),
    );
    await pglite.syncToFs();
    const [result] = parse.parseResults(messages, pglite.parsers);
    if (!result) throw new Error('PGlite answered a statement with no result');
    return result;
  }

  /** Parses and describes the statement under its name; a statement that fails to parse is not kept. */
  private async prepare(name: string, text: string): Promise<Prepared> {
    const { serialize } = protocol;
    const described = await this.send(
      Buffer.concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      text,
      [],
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    this.prepared.set(text, statement);
    return statement;
  }

  /** One exchange with the engine; an error names the statement, as PGlite's own query() does. */
  private async send(message: Uint8Array, text: string, parameters: readonly unknown[]): Promise<BackendMessage[]> {
    try {
      return await this.pglite.execProtocolStream(message, { syncToFs: false });
    } catch (error) {
      if (error instanceof Error) Object.assign(error, { query: text, params: parameters });
      throw error;
    }
  }
}

const sessions = new WeakMap<PGlite, PGliteStatements>();

/**
 * The named statements of a PGlite instance's one session, shared by everything that queries it (a name
 * parsed twice on one session is an error).
 */
export function pgliteStatements(pglite: PGlite): PGliteStatements {
  let statements = sessions.get(pglite);
  if (!statements) {
    statements = new PGliteStatements(pglite);
    sessions.set(pglite, statements);
  }
  return statements;
}

/**
 * Kysely over PGlite with named statements. PGlite has one session, so the driver hands out one connection at
 * a time: a transaction holds it from begin to commit and every other query waits its turn.
 */
export class PGliteStatementsDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteSessionDriver(pgliteStatements(this.pglite));
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}

class PGliteSessionDriver implements Driver {
  private readonly connection: DatabaseConnection;
  private held = false;
  private readonly waiting: (() => void)[] = [];

  constructor(statements: PGliteStatements) {
    this.connection = {
      executeQuery: <R>(query: CompiledQuery) =>
        statements.query(query.sql, query.parameters) as Promise<QueryResult<R>>,
      streamQuery: () => {
        throw new Error('PGlite does not stream query results');
      },
    };
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.held) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.held = true;
    return this.connection;
  }

  async releaseConnection(): Promise<void> {
    const next = this.waiting.shift();
    if (next) next();
    else this.held = false;
  }

  async beginTransaction(connection: DatabaseConnection, settings: { isolationLevel?: string }): Promise<void> {
    const begin = settings.isolationLevel ? `start transaction isolation level ${settings.isolationLevel}` : 'begin';
    await connection.executeQuery(CompiledQuery.raw(begin));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {}
}
