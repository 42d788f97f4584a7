import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { readPage } from '../db/page';
import type { DB } from '../db/types';
import { offeredMenus, type MenuEntry } from '../../src/domain/menus';
import { agentLockMinutes, lockHolds, LoginFailures } from './loginFailures';
import type { ScopeFilter } from '../../src/domain/scope';
import type { AgentSortField } from '../../src/schemas/agent';
import type { AgentRecord, ListedAgent, ListResult, RoleSummary, ServiceStatus } from '../../src/schemas/api';
import { isUuid } from '../../src/schemas/fields';
import { publicFifthGenerationConfig } from './callService';
import { likePattern } from '../db/sql';

type AgentQuery = SelectQueryBuilder<
  DB & { a: DB['agents']; r: DB['sysRoles']; t: DB['tenants']; o: DB['orgAccounts'] },
  'a' | 'r' | 't' | 'o',
  object
>;

function agentRows(db: Kysely<DB>) {
  return db
    .selectFrom('agents as a')
    .innerJoin('sysRoles as r', 'r.id', 'a.roleId')
    .leftJoin('tenants as t', 't.id', 'a.tenantId')
    .leftJoin('orgAccounts as o', 'o.id', 'a.orgAccountId')
    .select([
      'a.id',
      'a.loginName',
      'a.fullName',
      'a.cellphone',
      'a.email',
      'a.skillName',
      'a.callFiveConcurrency',
      'a.enableVideo',
      'a.publicEdit',
      'a.status',
      'a.lockedAt',
      'a.online',
      'a.serviceStatus',
      'a.wxUserId',
      'a.extraData',
      'a.createdAt',
      'a.tenantId',
      'a.orgAccountId',
      'r.id as roleId',
      'r.roleName',
      'r.level',
      'r.useSystem as roleUseSystem',
      't.name as tenantName',
      't.code as tenantCode',
      't.logo as tenantLogo',
      't.miniLogo as tenantMiniLogo',
      't.status as tenantStatus',
      't.useSystem as tenantUseSystem',
      't.useSop as tenantUseSop',
      't.fiveGSop as tenantFiveGSop',
      't.roomInfo as tenantRoomInfo',
      't.fifthGenerationConfig as tenantFifthGenerationConfig',
      't.fiveGSendTimeConfig as tenantFiveGSendTimeConfig',
      't.appId as tenantAppId',
      't.appCode as tenantAppCode',
      't.corpId as tenantCorpId',
      't.bucket as tenantBucket',
      't.totalTimeLimit as tenantTotalTimeLimit',
      't.remainingTimeLimit as tenantRemainingTimeLimit',
      'o.orgName',
      'o.roomInfo as orgRoomInfo',
    ]);
}

type AgentRow = Awaited<ReturnType<ReturnType<typeof agentRows>['executeTakeFirstOrThrow']>>;

/** A user as the list shows it: its role without menus. */
function toListed(row: AgentRow): ListedAgent {
  return {
    _id: row.id,
    loginName: row.loginName,
    fullName: row.fullName,
    cellphone: row.cellphone,
    email: row.email,
    agentRole: {
      _id: row.roleId,
      roleName: row.roleName,
      level: row.level,
      useSystem: row.roleUseSystem,
    },
    tenant:
      row.tenantId === null
        ? null
        : {
            _id: row.tenantId,
            name: row.tenantName ?? '',
            code: row.tenantCode ?? '',
            logo: row.tenantLogo,
            miniLogo: row.tenantMiniLogo,
            status: row.tenantStatus ?? false,
            useSystem: row.tenantUseSystem ?? '',
            useSop: row.tenantUseSop ?? false,
            fiveGSop: row.tenantFiveGSop ?? false,
            roomInfo: row.tenantRoomInfo ?? {},
            fifthGenerationConfig: publicFifthGenerationConfig(row.tenantFifthGenerationConfig),
            fiveGSendTimeConfig: row.tenantFiveGSendTimeConfig,
            appId: row.tenantAppId,
            appCode: row.tenantAppCode,
            corpId: row.tenantCorpId,
            bucket: row.tenantBucket,
            totalTimeLimit: row.tenantTotalTimeLimit ?? 0,
            remainingTimeLimit: row.tenantRemainingTimeLimit ?? 0,
          },
    orgAccount:
      row.orgAccountId === null
        ? null
        : { _id: row.orgAccountId, orgName: row.orgName ?? '', roomInfo: row.orgRoomInfo ?? {} },
    skillName: row.skillName,
    callFiveConcurrency: row.callFiveConcurrency,
    enableVideo: row.enableVideo,
    publicEdit: row.publicEdit,
    status: row.status,
    locked: lockHolds(row.lockedAt, agentLockMinutes(row.level), new Date()),
    online: row.online,
    serviceStatus: row.serviceStatus as ServiceStatus,
    wxBound: row.wxUserId !== null,
    extraData: row.extraData,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A user with the menus its role offers. */
function toRecord(row: AgentRow & { menus: MenuEntry[] }): AgentRecord {
  const listed = toListed(row);
  return { ...listed, agentRole: { ...listed.agentRole, menus: offeredMenus(row.menus) } };
}

function applyScope<Q extends AgentQuery>(query: Q, filter: ScopeFilter): Q {
  let q = query;
  if (filter.agentId !== undefined) q = q.where('a.id', '=', filter.agentId) as Q;
  if (filter.tenantId !== undefined) q = q.where('a.tenantId', '=', filter.tenantId) as Q;
  if (filter.orgAccountId !== undefined) q = q.where('a.orgAccountId', '=', filter.orgAccountId) as Q;
  return q;
}

const sortColumns = { createdAt: 'a.createdAt', loginName: 'a.loginName', fullName: 'a.fullName' } as const;

interface AgentListOptions {
  pageIndex: number;
  pageSize: number;
  orderBy: AgentSortField;
  order: 'asc' | 'desc';
  loginName?: string | undefined;
  fullName?: string | undefined;
}

export class AgentService {
  /** Wrong passwords counted towards the lock. */
  readonly failures: LoginFailures;

  constructor(private readonly db: Kysely<DB>) {
    this.failures = new LoginFailures(db, 'agents');
  }

  async get(agentId: string, filter: ScopeFilter = {}): Promise<AgentRecord | null> {
    if (!isUuid(agentId)) return null;
    const row = await applyScope(agentRows(this.db).select('r.menus') as AgentQuery, filter)
      .where('a.id', '=', agentId)
      .executeTakeFirst();
    return row ? toRecord(row as AgentRow & { menus: MenuEntry[] }) : null;
  }

  async list(filter: ScopeFilter, options: AgentListOptions): Promise<ListResult<ListedAgent>> {
    for (const id of [filter.agentId, filter.tenantId, filter.orgAccountId]) {
      if (id !== undefined && !isUuid(id)) return { list: [], count: 0 };
    }
    let base = applyScope(agentRows(this.db) as AgentQuery, filter);
    if (options.loginName) base = base.where('a.loginName', 'ilike', likePattern(options.loginName)) as AgentQuery;
    if (options.fullName) base = base.where('a.fullName', 'ilike', likePattern(options.fullName)) as AgentQuery;
    const narrowed = options.loginName || options.fullName || filter.agentId !== undefined;
    const { rows, count } = await readPage(
      base,
      (q) => q.orderBy(sortColumns[options.orderBy], options.order).orderBy('a.id', options.order),
      options,
      narrowed ? undefined : () => this.scopeTotal(filter),
    );
    return { list: (rows as AgentRow[]).map(toListed), count };
  }

  /** How many agents a tenant's or organisation's scope holds (every agent when neither), as the database keeps it. */
  private async scopeTotal(filter: ScopeFilter): Promise<number> {
    let query = this.db.selectFrom('agentCounts').select(sql<number>`coalesce(sum(agents), 0)::int`.as('count'));
    if (filter.tenantId !== undefined) query = query.where('tenantId', '=', filter.tenantId);
    if (filter.orgAccountId !== undefined) query = query.where('orgAccountId', '=', filter.orgAccountId);
    return (await query.executeTakeFirstOrThrow()).count;
  }

  /** The account a sign-in names, by login name or e-mail. */
  async findForLogin(loginName: string) {
    return this.db
      .selectFrom('agents as a')
      .innerJoin('sysRoles as r', 'r.id', 'a.roleId')
      .leftJoin('tenants as t', 't.id', 'a.tenantId')
      .select([
        'a.id',
        'a.loginName',
        'a.passwordHash',
        'a.status',
        'a.lockedAt',
        'a.failedLogins',
        'a.tenantId',
        't.status as tenantStatus',
        'r.level',
      ])
      .where((eb) => eb.or([eb('a.loginName', '=', loginName), eb(sql`lower(a.email)`, '=', loginName.toLowerCase())]))
      .orderBy(sql`a.login_name = ${loginName}`, 'desc')
      .executeTakeFirst();
  }

  async passwordHash(agentId: string): Promise<{ loginName: string; passwordHash: string } | undefined> {
    return this.db
      .selectFrom('agents')
      .select(['loginName', 'passwordHash'])
      .where('id', '=', agentId)
      .executeTakeFirst();
  }

  async setPasswordHash(agentId: string, passwordHash: string): Promise<void> {
    await this.db
      .updateTable('agents')
      .set({ passwordHash, updatedAt: sql`now()` })
      .where('id', '=', agentId)
      .execute();
  }

  async updateContact(
    agentId: string,
    contact: { fullName: string; cellphone: string | null; email: string | null },
  ): Promise<void> {
    await this.db
      .updateTable('agents')
      .set({ ...contact, updatedAt: sql`now()` })
      .where('id', '=', agentId)
      .execute();
  }

  /** The roles a signed-in agent may hand out: its tenant's roles at or below its own level. */
  async assignableRoles(agent: { tenantId: string | null; level: string }): Promise<RoleSummary[]> {
    let query = this.db
      .selectFrom('sysRoles as r')
      .select(['r.id', 'r.roleName', 'r.level', 'r.useSystem', 'r.menus'])
      .where(sql`r.level::int`, '<=', Number(agent.level))
      .orderBy('r.level', 'desc')
      .orderBy('r.roleName');
    if (agent.tenantId !== null) {
      const tenantId = agent.tenantId;
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('tenantRoles as tr')
            .select('tr.roleId')
            .whereRef('tr.roleId', '=', 'r.id')
            .where('tr.tenantId', '=', tenantId),
        ),
      );
    }
    const rows = await query.execute();
    return rows.map((r) => ({
      _id: r.id,
      roleName: r.roleName,
      level: r.level,
      useSystem: r.useSystem,
      menus: r.menus,
    }));
  }
}
