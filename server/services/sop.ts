import { sql, type Kysely, type SqlBool, type ExpressionBuilder } from 'kysely';
import type { Scope } from '../../src/domain/scope';
import { scopeFilter } from '../../src/domain/scope';
import {
  FACE_CHECK_TITLE,
  SOP_STAGES,
  type SopCheckpointKind,
  type SopCheckpointList,
  type SopScriptInput,
  type SopScriptRecord,
  type SopStage,
} from '../../src/schemas/sop';
import type { DB } from '../db/types';
import { readPage } from '../db/page';
import { likePattern } from '../db/sql';
import { checkpointEntry } from '../db/trailChain';
import { appendTrail } from './recordIntegrity/trail';
import { recordedMs, stateOf } from '../../src/domain/dualRecord';
import type { RecordingPauses } from './recordingPauses';

type ScriptQuery = ExpressionBuilder<DB, 'sopScripts'>;

/**
 * Who sees a script: level 4 all; level 3 its tenant's; levels 1 and 2 their tenant's company-wide
 * scripts and their organisation's.
 */
function visible(scope: Scope) {
  return (eb: ScriptQuery) => {
    if (scope.level === '4') return sql<SqlBool>`true`;
    if (scope.tenantId === null) return sql<SqlBool>`false`;
    const tenant = eb('sopScripts.tenantId', '=', scope.tenantId);
    if (scope.level === '3') return tenant;
    const org =
      scope.orgAccountId === null
        ? eb('sopScripts.orgAccountId', 'is', null)
        : eb.or([eb('sopScripts.orgAccountId', 'is', null), eb('sopScripts.orgAccountId', '=', scope.orgAccountId)]);
    return eb.and([tenant, org]);
  };
}

/** Who may change a script: level 4 any, level 3 its tenant's, level 2 its organisation's, agents none. */
function mayChangeScript(scope: Scope, script: { tenantId: string; orgAccountId: string | null }): boolean {
  if (scope.level === '4') return true;
  if (scope.level === '3') return script.tenantId === scope.tenantId;
  return (
    scope.level === '2' &&
    script.tenantId === scope.tenantId &&
    script.orgAccountId !== null &&
    script.orgAccountId === scope.orgAccountId
  );
}

/** Where a new script of this user belongs: level 3 the whole company, level 2 its organisation; null: may not add one. */
export function newScriptOwner(scope: Scope): { tenantId: string; orgAccountId: string | null } | null {
  if (scope.tenantId === null) return null;
  if (scope.level === '3') return { tenantId: scope.tenantId, orgAccountId: null };
  if (scope.level === '2' && scope.orgAccountId !== null)
    return { tenantId: scope.tenantId, orgAccountId: scope.orgAccountId };
  return null;
}

/** Products in code-point order, the same on every database whatever its collation. */
const byProduct = sql`${sql.ref('sopScripts.product')} collate "C"`;

/** The script library and the 双录 checkpoints (spec 1 §2.3 SOP; spec 2 §2.2, §2.3). */
export class SopService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly pauses: RecordingPauses,
  ) {}

  private scripts(scope: Scope) {
    return this.db
      .selectFrom('sopScripts')
      .innerJoin('tenants', 'tenants.id', 'sopScripts.tenantId')
      .leftJoin('orgAccounts', 'orgAccounts.id', 'sopScripts.orgAccountId')
      .where(visible(scope))
      .select([
        'sopScripts.id',
        'sopScripts.tenantId',
        'sopScripts.orgAccountId',
        'sopScripts.product',
        'sopScripts.stage',
        'sopScripts.title',
        'sopScripts.content',
        'sopScripts.keywords',
        'sopScripts.confirmKeywords',
        'sopScripts.createdAt',
        'sopScripts.updatedAt',
        'tenants.name as tenantName',
        'orgAccounts.orgName',
      ]);
  }

  private record(
    scope: Scope,
    row: Awaited<ReturnType<ReturnType<SopService['scripts']>['executeTakeFirstOrThrow']>>,
  ): SopScriptRecord {
    return {
      _id: row.id,
      product: row.product,
      stage: row.stage as SopStage,
      title: row.title,
      content: row.content,
      keywords: row.keywords,
      confirmKeywords: row.confirmKeywords,
      tenant: { _id: row.tenantId, name: row.tenantName },
      orgAccount: row.orgAccountId ? { _id: row.orgAccountId, orgName: row.orgName ?? '' } : null,
      mayChange: mayChangeScript(scope, row),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async list(
    scope: Scope,
    query: {
      pageIndex: number;
      pageSize: number;
      product?: string | undefined;
      stage?: string | undefined;
      keyword?: string | undefined;
    },
  ) {
    let base = this.scripts(scope);
    if (query.product?.trim()) base = base.where('sopScripts.product', '=', query.product.trim());
    if (query.stage) base = base.where('sopScripts.stage', '=', query.stage);
    const keyword = query.keyword?.trim();
    if (keyword) {
      const like = likePattern(keyword);
      base = base.where((eb) =>
        eb.or([
          eb('sopScripts.title', 'ilike', like),
          eb('sopScripts.content', 'ilike', like),
          eb(sql<string>`${sql.ref('sopScripts.keywords')}::text`, 'ilike', like),
          eb('sopScripts.product', 'ilike', like),
        ]),
      );
    }
    const { rows, count } = await readPage(
      base,
      (q) =>
        q
          .orderBy(byProduct)
          .orderBy(sql`array_position(${sql.val([...SOP_STAGES])}::text[], ${sql.ref('sopScripts.stage')})`)
          .orderBy('sopScripts.createdAt')
          .orderBy('sopScripts.id'),
      query,
    );
    return { list: rows.map((row) => this.record(scope, row)), count };
  }

  async products(scope: Scope): Promise<string[]> {
    const rows = await this.db
      .selectFrom('sopScripts')
      .where(visible(scope))
      .select('product')
      .groupBy('product')
      .orderBy(byProduct)
      .execute();
    return rows.map((row) => row.product);
  }

  async find(scope: Scope, id: string): Promise<SopScriptRecord | null> {
    const row = await this.scripts(scope).where('sopScripts.id', '=', id).executeTakeFirst();
    return row ? this.record(scope, row) : null;
  }

  async insert(owner: { tenantId: string; orgAccountId: string | null }, input: SopScriptInput): Promise<string> {
    const row = await this.db
      .insertInto('sopScripts')
      .values({ ...owner, ...clean(input) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: string, input: SopScriptInput): Promise<void> {
    await this.db
      .updateTable('sopScripts')
      .set({ ...clean(input), updatedAt: new Date() })
      .where('id', '=', id)
      .execute();
  }

  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('sopScripts').where('id', '=', id).execute();
  }

  /** The room if the caller holds it (its agent), with whether it is still in progress. */
  async ownRoom(agentId: string, serviceId: string) {
    return this.db
      .selectFrom('serviceRooms')
      .select(['id', 'status'])
      .where('id', '=', serviceId)
      .where('agentId', '=', agentId)
      .executeTakeFirst();
  }

  /**
   * Stores a checkpoint and chains it to the room's trail. The customer's face counts once per room: the first
   * sighting is the checkpoint, and later reports answer it.
   */
  async addCheckpoint(input: {
    serviceId: string;
    agentId: string;
    script: Pick<SopScriptRecord, '_id' | 'title'> | null;
    kind: SopCheckpointKind;
    keyword?: string | null;
    text?: string | null;
    at: Date;
  }): Promise<string> {
    return this.db.transaction().execute(async (trx) => {
      if (input.kind === 'facePresent') {
        // The room's row is locked so two reports at once store one sighting.
        await trx.selectFrom('serviceRooms').select('id').where('id', '=', input.serviceId).forUpdate().execute();
        const seen = await trx
          .selectFrom('sopCheckpoints')
          .select('id')
          .where('serviceId', '=', input.serviceId)
          .where('kind', '=', 'facePresent')
          .executeTakeFirst();
        if (seen) return seen.id;
      }
      const stored = await trx
        .insertInto('sopCheckpoints')
        .values({
          serviceId: input.serviceId,
          agentId: input.agentId,
          scriptId: input.script?._id ?? null,
          scriptTitle: input.script?.title ?? FACE_CHECK_TITLE,
          kind: input.kind,
          keyword: input.keyword ?? null,
          text: input.text ?? null,
          at: input.at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await appendTrail(trx, checkpointEntry(stored));
      return stored.id;
    });
  }

  /**
   * A room's 双录 record in the caller's scope: its checkpoints and pauses, each placed in the part of the mixed
   * recording it falls in at its second there (pauses left out, as the recorder leaves them out), and the
   * required checkpoints it lacks. Null when the room is not the caller's to see.
   */
  async checkpoints(scope: Scope, serviceId: string): Promise<SopCheckpointList | null> {
    const filter = scopeFilter(scope);
    if (!filter) return null;
    let room = this.db
      .selectFrom('serviceRooms')
      .select(['id', 'startedAt', 'status', 'dualRecord'])
      .where('id', '=', serviceId);
    if (filter.tenantId) room = room.where('tenantId', '=', filter.tenantId);
    if (filter.orgAccountId) room = room.where('orgAccountId', '=', filter.orgAccountId);
    if (filter.agentId) room = room.where('agentId', '=', filter.agentId);
    const found = await room.executeTakeFirst();
    if (!found) return null;
    const [recordings, rows, pauses] = await Promise.all([
      this.db
        .selectFrom('roomRecordings')
        .select(['startedAt', 'status'])
        .where('serviceId', '=', serviceId)
        .where('track', '=', 'composite')
        .where('status', 'in', ['recording', 'finishing', 'finished'])
        .orderBy('startedAt')
        .orderBy('id')
        .execute(),
      this.db
        .selectFrom('sopCheckpoints')
        .selectAll()
        .where('serviceId', '=', serviceId)
        .orderBy('at')
        .orderBy('id')
        .execute(),
      this.pauses.spans(serviceId),
    ]);
    // The parts the player lists are the finished ones; one still going on counts too while the room is live.
    const starts = recordings.map((r) => r.startedAt.getTime());
    const place = (at: number) => {
      let part = 0;
      starts.forEach((start, index) => {
        if (start <= at) part = index;
      });
      const origin = starts[part] ?? found.startedAt.getTime();
      return { part, offsetSeconds: Math.round(recordedMs(origin, at, pauses) / 1000) };
    };
    const { state, missing } = stateOf({
      dualRecord: found.dualRecord,
      ended: found.status === 'ended',
      checkpointKinds: rows.map((row) => row.kind),
    });
    return {
      list: rows.map((row) => ({
        _id: row.id,
        kind: row.kind,
        scriptId: row.scriptId,
        scriptTitle: row.scriptTitle,
        keyword: row.keyword,
        text: row.text,
        at: row.at.toISOString(),
        ...place(row.at.getTime()),
      })),
      pauses: pauses.map((pause) => ({
        at: new Date(pause.from).toISOString(),
        resumedAt: pause.to === null ? null : new Date(pause.to).toISOString(),
        reason: pause.reason,
        by: pause.by,
        ...place(pause.from),
        seconds: pause.to === null ? null : Math.round((pause.to - pause.from) / 1000),
      })),
      dualRecord: state,
      missing,
    };
  }
}

/** Trimmed texts and keywords, each keyword once. */
function clean(input: SopScriptInput) {
  const words = (list: string[] | undefined) =>
    JSON.stringify([...new Set((list ?? []).map((w) => w.trim()).filter(Boolean))]);
  return {
    product: input.product.trim(),
    stage: input.stage,
    title: input.title.trim(),
    content: input.content.trim(),
    keywords: words(input.keywords),
    confirmKeywords: words(input.confirmKeywords),
  };
}
