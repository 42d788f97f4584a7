import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Scope } from '../../src/domain/scope';
import type { ListResult } from '../../src/schemas/api';
import {
  avatarPaths,
  avatarPictureUrl,
  type AllotCandidates,
  type AvatarRecord,
  type AvatarStatus,
  type UsableAvatar,
} from '../../src/schemas/avatar';
import { isUuid } from '../../src/schemas/fields';
import { pathWith } from '../../src/schemas/paths';
import { readPage } from '../db/page';
import { likePattern } from '../db/sql';
import type { DB } from '../db/types';

export interface NewAvatar {
  tenantId: string;
  groupId: string;
  agentId: string | null;
  name: string;
  kind: 'image' | 'video';
  builtinUrl?: string | null;
  storageKey?: string | null;
  posterKey?: string | null;
  contentType: string;
  size: number;
  status?: AvatarStatus;
}

type Avatars = ExpressionBuilder<DB, 'avatars'>;

/**
 * Whether the avatar is the user's to use: a tenant admin's every avatar of the tenant, anyone else's when
 * it is allotted to them or to their organisation; the platform admin's every one.
 */
function usableBy(scope: Scope) {
  return (eb: Avatars) => {
    if (scope.level === '4') return eb.lit(true);
    const ofTenant = eb('avatars.tenantId', '=', scope.tenantId ?? '00000000-0000-0000-0000-000000000000');
    if (scope.level === '3') return ofTenant;
    const allotted = eb.exists(
      eb
        .selectFrom('avatarAllotments as a')
        .select('a.id')
        .whereRef('a.avatarId', '=', 'avatars.id')
        .where((inner) =>
          inner.or([
            inner('a.agentId', '=', scope.agentId),
            ...(scope.orgAccountId ? [inner('a.orgAccountId', '=', scope.orgAccountId)] : []),
          ]),
        ),
    );
    return eb.and([ofTenant, allotted]);
  };
}

/** The digital-human avatars and who they are allotted to: the only place with their SQL. */
export class AvatarService {
  constructor(private readonly db: Kysely<DB>) {}

  private rows() {
    return this.db
      .selectFrom('avatars')
      .innerJoin('tenants as t', 't.id', 'avatars.tenantId')
      .innerJoin('avatarGroups as g', 'g.id', 'avatars.groupId')
      .select([
        'avatars.id',
        'avatars.tenantId',
        'avatars.name',
        'avatars.kind',
        'avatars.builtinUrl',
        'avatars.status',
        'avatars.createdAt',
        'avatars.groupId',
        'g.name as groupName',
        't.name as tenantName',
      ]);
  }

  private async records(rows: Awaited<ReturnType<ReturnType<AvatarService['rows']>['execute']>>) {
    const ids = rows.map((r) => r.id);
    const allotted =
      ids.length === 0
        ? []
        : await this.db
            .selectFrom('avatarAllotments as a')
            .leftJoin('orgAccounts as o', 'o.id', 'a.orgAccountId')
            .leftJoin('agents as g', 'g.id', 'a.agentId')
            .select(['a.avatarId', 'a.orgAccountId', 'o.orgName', 'a.agentId', 'g.loginName', 'g.fullName'])
            .where('a.avatarId', 'in', ids)
            .orderBy('o.orgName')
            .orderBy('g.loginName')
            .execute();
    return rows.map((r): AvatarRecord => ({
      _id: r.id,
      name: r.name,
      kind: r.kind,
      pictureUrl: avatarPictureUrl(r.id),
      videoUrl: r.kind === 'video' ? pathWith(avatarPaths.video, { id: r.id }) : null,
      group: { _id: r.groupId, name: r.groupName },
      status: r.status,
      tenant: { _id: r.tenantId, name: r.tenantName },
      orgAccounts: allotted.flatMap((a) =>
        a.avatarId === r.id && a.orgAccountId ? [{ _id: a.orgAccountId, name: a.orgName ?? '' }] : [],
      ),
      agents: allotted.flatMap((a) =>
        a.avatarId === r.id && a.agentId
          ? [{ _id: a.agentId, loginName: a.loginName ?? '', fullName: a.fullName ?? '' }]
          : [],
      ),
      createdAt: r.createdAt.toISOString(),
    }));
  }

  /** The avatars the user may see, newest first; `tenantId` narrows the platform admin's. */
  async list(
    scope: Scope,
    query: { pageIndex: number; pageSize: number; name?: string; groupId?: string; tenantId?: string },
  ): Promise<ListResult<AvatarRecord>> {
    let base = this.rows().where(usableBy(scope));
    if (query.tenantId) base = base.where('avatars.tenantId', '=', query.tenantId);
    if (query.groupId) base = base.where('avatars.groupId', '=', query.groupId);
    if (query.name) base = base.where('avatars.name', 'ilike', likePattern(query.name));
    const { rows, count } = await readPage(
      base,
      (q) => q.orderBy('avatars.createdAt', 'desc').orderBy('avatars.id', 'desc'),
      query,
    );
    return { list: await this.records(rows), count };
  }

  /** One avatar the user may see, or null. */
  async get(scope: Scope, id: string): Promise<AvatarRecord | null> {
    if (!isUuid(id)) return null;
    const rows = await this.rows().where('avatars.id', '=', id).where(usableBy(scope)).execute();
    return (await this.records(rows))[0] ?? null;
  }

  /** The avatars in use the user may put in a template, by name. */
  async usable(scope: Scope): Promise<UsableAvatar[]> {
    const rows = await this.db
      .selectFrom('avatars')
      .select(['id', 'name'])
      .where('status', '=', 1)
      .where(usableBy(scope))
      .orderBy('name')
      .orderBy('id')
      .limit(500)
      .execute();
    return rows.map((r) => ({ _id: r.id, name: r.name, pictureUrl: avatarPictureUrl(r.id) }));
  }

  /** Of these ids, the ones the user may not put in a template of the tenant (unknown, stopped, not allotted). */
  async unusable(scope: Scope, tenantId: string, ids: readonly string[]): Promise<string[]> {
    const wanted = [...new Set(ids)];
    const valid = wanted.filter(isUuid);
    const found =
      valid.length === 0
        ? []
        : await this.db
            .selectFrom('avatars')
            .select('id')
            .where('id', 'in', valid)
            .where('tenantId', '=', tenantId)
            .where('status', '=', 1)
            .where(usableBy(scope))
            .execute();
    const ok = new Set(found.map((r) => r.id));
    return wanted.filter((id) => !ok.has(id));
  }

  /** The stored files of an avatar, by id alone: its picture appears in templates and their videos. */
  async file(id: string) {
    if (!isUuid(id)) return null;
    return (
      (await this.db
        .selectFrom('avatars')
        .select(['tenantId', 'kind', 'builtinUrl', 'storageKey', 'posterKey', 'contentType', 'size'])
        .where('id', '=', id)
        .executeTakeFirst()) ?? null
    );
  }

  async insert(avatar: NewAvatar): Promise<string> {
    const made = await this.db
      .insertInto('avatars')
      .values({
        ...avatar,
        builtinUrl: avatar.builtinUrl ?? null,
        storageKey: avatar.storageKey ?? null,
        posterKey: avatar.posterKey ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return made.id;
  }

  async update(id: string, patch: { name?: string; groupId?: string; status?: AvatarStatus }): Promise<void> {
    await this.db
      .updateTable('avatars')
      .set({ ...patch, updatedAt: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
  }

  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('avatars').where('id', '=', id).execute();
  }

  /** Replaces who the avatar is allotted to. */
  async allot(id: string, orgAccountIds: readonly string[], agentIds: readonly string[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('avatarAllotments').where('avatarId', '=', id).execute();
      const rows = [
        ...orgAccountIds.map((orgAccountId) => ({ avatarId: id, orgAccountId, agentId: null })),
        ...agentIds.map((agentId) => ({ avatarId: id, orgAccountId: null, agentId })),
      ];
      if (rows.length > 0) await trx.insertInto('avatarAllotments').values(rows).execute();
    });
  }

  /** The tenant's organisations and agents an avatar may be allotted to. */
  async candidates(tenantId: string): Promise<AllotCandidates> {
    const [orgAccounts, agents] = await Promise.all([
      this.db
        .selectFrom('orgAccounts')
        .select(['id', 'orgName'])
        .where('tenantId', '=', tenantId)
        .orderBy('orgName')
        .execute(),
      this.db
        .selectFrom('agents')
        .select(['id', 'loginName', 'fullName', 'orgAccountId'])
        .where('tenantId', '=', tenantId)
        .orderBy('loginName')
        .limit(2000)
        .execute(),
    ]);
    return {
      orgAccounts: orgAccounts.map((o) => ({ _id: o.id, name: o.orgName })),
      agents: agents.map(({ id, ...agent }) => ({ _id: id, ...agent })),
    };
  }
}
