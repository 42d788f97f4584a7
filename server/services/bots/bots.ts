import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type SqlBool, type ExpressionBuilder } from 'kysely';
import { flowProblem, newNode, type BotFlow } from '../../../src/domain/botFlow';
import type { Scope } from '../../../src/domain/scope';
import type { ListResult } from '../../../src/schemas/api';
import {
  BOT_TENANTS_MAX,
  botTexts,
  type BotCreate,
  type BotKind,
  type BotRecord,
  type BotUpdate,
} from '../../../src/schemas/bot';
import { isUuid } from '../../../src/schemas/fields';
import { readPage } from '../../db/page';
import type { DB } from '../../db/types';
import { conflict, forbidden, invalid, notFound } from '../../plugins/envelope';
import { likePattern } from '../../db/sql';

type BotsExpression = ExpressionBuilder<DB, 'bots'>;

const isPlatform = (scope: Scope) => scope.level === '4';

/** Bots the scope owns: its tenant's, or the platform's own for the platform admin. */
function ownedBy(scope: Scope) {
  return (eb: BotsExpression) =>
    isPlatform(scope)
      ? eb('bots.tenantId', 'is', null)
      : scope.tenantId === null
        ? sql<SqlBool>`false`
        : eb('bots.tenantId', '=', scope.tenantId);
}

/** Public bots the scope may use: every one for the platform admin, those allotted to its tenant for others. */
function publicTo(scope: Scope) {
  return (eb: BotsExpression) => {
    if (isPlatform(scope)) return eb('bots.isPublic', '=', true);
    if (scope.tenantId === null) return sql<SqlBool>`false`;
    const allotted = eb.exists(
      eb
        .selectFrom('botTenants as bt')
        .select('bt.botId')
        .whereRef('bt.botId', '=', 'bots.id')
        .where('bt.tenantId', '=', scope.tenantId),
    );
    return eb.and([eb('bots.isPublic', '=', true), allotted]);
  };
}

/** Whether the scope sees a bot: its own, or a public one it may use. A tenant never sees another's private bots. */
export const visibleTo = (scope: Scope) => (eb: BotsExpression) => eb.or([ownedBy(scope)(eb), publicTo(scope)(eb)]);

/** A new bot's flow: one node that greets and closes. */
const firstFlow = (): BotFlow => ({ nodes: [{ ...newNode({ nodes: [] }), words: '您好' }] });

/** Voice and video bots (spec 3 §3, §7 "Bots"): the lists, create, change, delete and allotment. */
export class BotService {
  constructor(private readonly db: Kysely<DB>) {}

  private select(scope: Scope, kind: BotKind) {
    return this.db
      .selectFrom('bots')
      .select([
        'bots.id',
        'bots.kind',
        'bots.name',
        'bots.botKey',
        'bots.isPublic',
        'bots.tenantId',
        'bots.flow',
        'bots.createdAt',
      ])
      .where('bots.kind', '=', kind);
  }

  private async records(
    scope: Scope,
    rows: Awaited<ReturnType<ReturnType<BotService['select']>['execute']>>,
  ): Promise<BotRecord[]> {
    const ids = rows.map((r) => r.id);
    const allotted =
      isPlatform(scope) && ids.length > 0
        ? await this.db
            .selectFrom('botTenants as bt')
            .innerJoin('tenants as t', 't.id', 'bt.tenantId')
            .select(['bt.botId', 't.id', 't.name'])
            .where('bt.botId', 'in', ids)
            .orderBy('t.name')
            .execute()
        : [];
    const mine = (tenantId: string | null) =>
      isPlatform(scope) ? tenantId === null : tenantId !== null && tenantId === scope.tenantId;
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      name: r.name,
      botKey: r.botKey,
      isPublic: r.isPublic,
      mine: mine(r.tenantId),
      useTenant: allotted.filter((a) => a.botId === r.id).map((a) => ({ _id: a.id, name: a.name })),
      flow: r.flow,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  async list(
    scope: Scope,
    kind: BotKind,
    query: { type: 'public' | 'mine'; name?: string; pageIndex: number; pageSize: number },
  ): Promise<ListResult<BotRecord>> {
    let base = this.select(scope, kind).where(query.type === 'public' ? publicTo(scope) : ownedBy(scope));
    if (query.name) base = base.where('bots.name', 'ilike', likePattern(query.name));
    const { rows, count } = await readPage(base, (q) => q.orderBy('bots.createdAt', 'desc').orderBy('bots.id'), query);
    return { list: await this.records(scope, rows), count };
  }

  /** A bot the scope sees, or null (an unknown id and another tenant's bot answer alike). */
  async get(scope: Scope, kind: BotKind, id: string): Promise<BotRecord | null> {
    if (!isUuid(id)) return null;
    const row = await this.select(scope, kind).where('bots.id', '=', id).where(visibleTo(scope)).executeTakeFirst();
    return row ? ((await this.records(scope, [row]))[0] ?? null) : null;
  }

  /** A bot the scope may change: its own; a public bot it only uses is refused, any other is not found. */
  async own(scope: Scope, kind: BotKind, id: string): Promise<BotRecord> {
    const bot = await this.get(scope, kind, id);
    if (!bot) throw notFound();
    if (!bot.mine) throw forbidden(botTexts.notOwner);
    return bot;
  }

  async create(scope: Scope, agentId: string, kind: BotKind, body: BotCreate): Promise<string> {
    if (!isPlatform(scope) && scope.tenantId === null) throw forbidden(botTexts.noTenant);
    if (body.isPublic && !isPlatform(scope)) throw invalid({ isPublic: botTexts.publicOnlyPlatform });
    const botKey = body.botKey ?? `bot_${randomBytes(8).toString('hex')}`;
    const made = await this.db
      .insertInto('bots')
      .values({
        kind,
        name: body.name.trim(),
        botKey,
        tenantId: isPlatform(scope) ? null : scope.tenantId,
        agentId,
        isPublic: body.isPublic ?? false,
        flow: JSON.stringify(firstFlow()),
      })
      .onConflict((oc) => oc.constraint('bots_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!made) throw conflict(botTexts.botKeyTaken);
    return made.id;
  }

  async update(scope: Scope, kind: BotKind, id: string, body: BotUpdate): Promise<void> {
    await this.own(scope, kind, id);
    const problem = body.flow ? flowProblem(body.flow) : null;
    if (problem) throw invalid({ flow: problem });
    await this.db
      .updateTable('bots')
      .set({
        ...(body.name ? { name: body.name.trim() } : {}),
        ...(body.flow ? { flow: JSON.stringify(body.flow) } : {}),
        updatedAt: new Date(),
      })
      .where('id', '=', id)
      .execute();
  }

  async remove(scope: Scope, kind: BotKind, id: string): Promise<void> {
    await this.own(scope, kind, id);
    await this.db.deleteFrom('bots').where('id', '=', id).execute();
  }

  /** The tenants a public bot may be allotted to (spec 3 §9: the dialog fetches 1000). */
  async tenants(): Promise<{ _id: string; name: string }[]> {
    const rows = await this.db
      .selectFrom('tenants')
      .select(['id', 'name'])
      .orderBy('name')
      .limit(BOT_TENANTS_MAX)
      .execute();
    return rows.map((r) => ({ _id: r.id, name: r.name }));
  }

  /** Allots one of the platform's public bots to exactly these tenants (platform admin only). */
  async allot(scope: Scope, kind: BotKind, id: string, tenantIds: string[]): Promise<void> {
    if (!isPlatform(scope)) throw forbidden();
    const bot = await this.own(scope, kind, id);
    if (!bot.isPublic) throw invalid({ tenantIds: botTexts.allotPublicOnly });
    const known = tenantIds.length
      ? await this.db.selectFrom('tenants').select('id').where('id', 'in', tenantIds).execute()
      : [];
    if (known.length !== tenantIds.length) throw invalid({ tenantIds: botTexts.tenantUnknown });
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('botTenants').where('botId', '=', id).execute();
      if (tenantIds.length)
        await trx
          .insertInto('botTenants')
          .values(tenantIds.map((tenantId) => ({ botId: id, tenantId })))
          .execute();
    });
  }
}
