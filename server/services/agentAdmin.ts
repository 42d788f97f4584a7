import { sql, type Kysely } from 'kysely';
import { removeUnlessReferenced, json } from '../db/database';
import type { DB } from '../db/types';
import { isUuid } from '../../src/schemas/fields';
import { isUniqueViolation } from '../db/sql';

/** What an admin's user form writes; absent keys are left as they are. */
export interface AgentWrite {
  fullName?: string;
  cellphone?: string | null;
  email?: string | null;
  roleId?: string;
  tenantId?: string | null;
  orgAccountId?: string | null;
  skillName?: string[];
  callFiveConcurrency?: number;
  enableVideo?: boolean;
  publicEdit?: boolean;
  extraData?: Record<string, unknown>;
  passwordHash?: string;
}

interface RoleFacts {
  id: string;
  level: string;
  tenantIds: string[];
}

/** The administration side of accounts: placement facts, writes and removal. */
export class AgentAdminService {
  constructor(private readonly db: Kysely<DB>) {}

  async role(roleId: string): Promise<RoleFacts | null> {
    if (!isUuid(roleId)) return null;
    const role = await this.db
      .selectFrom('sysRoles')
      .select(['id', 'level'])
      .where('id', '=', roleId)
      .executeTakeFirst();
    if (!role) return null;
    const links = await this.db.selectFrom('tenantRoles').select('tenantId').where('roleId', '=', roleId).execute();
    return { id: role.id, level: role.level, tenantIds: links.map((l) => l.tenantId) };
  }

  async tenant(tenantId: string): Promise<{ id: string; useSystem: string } | null> {
    if (!isUuid(tenantId)) return null;
    return (
      (await this.db.selectFrom('tenants').select(['id', 'useSystem']).where('id', '=', tenantId).executeTakeFirst()) ??
      null
    );
  }

  async org(orgId: string): Promise<{ id: string; tenantId: string } | null> {
    if (!isUuid(orgId)) return null;
    return (
      (await this.db.selectFrom('orgAccounts').select(['id', 'tenantId']).where('id', '=', orgId).executeTakeFirst()) ??
      null
    );
  }

  async loginNameTaken(loginName: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('agents')
      .select('id')
      .where(sql`lower(login_name)`, '=', loginName.toLowerCase())
      .executeTakeFirst();
    return row !== undefined;
  }

  async emailTaken(email: string, exceptId?: string): Promise<boolean> {
    let query = this.db
      .selectFrom('agents')
      .select('id')
      .where(sql`lower(email)`, '=', email.toLowerCase());
    if (exceptId) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** Creates the account; null when the login name was taken meanwhile. */
  async create(
    loginName: string,
    values: AgentWrite & { fullName: string; roleId: string; passwordHash: string },
  ): Promise<string | null> {
    try {
      const row = await this.db
        .insertInto('agents')
        .values({
          loginName,
          fullName: values.fullName,
          cellphone: values.cellphone ?? null,
          email: values.email ?? null,
          passwordHash: values.passwordHash,
          roleId: values.roleId,
          tenantId: values.tenantId ?? null,
          orgAccountId: values.orgAccountId ?? null,
          skillName: json(values.skillName ?? []),
          callFiveConcurrency: values.callFiveConcurrency ?? 1,
          enableVideo: values.enableVideo ?? true,
          publicEdit: values.publicEdit ?? false,
          extraData: json(values.extraData ?? {}),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    } catch (error) {
      if (isUniqueViolation(error, 'login_name')) return null;
      throw error;
    }
  }

  async update(agentId: string, values: AgentWrite): Promise<void> {
    const { skillName, extraData, ...plain } = values;
    await this.db
      .updateTable('agents')
      .set({
        ...plain,
        ...(skillName === undefined ? {} : { skillName: json(skillName) }),
        ...(extraData === undefined ? {} : { extraData: json(extraData) }),
        updatedAt: sql`now()`,
      })
      .where('id', '=', agentId)
      .execute();
  }

  async clearWxUserId(agentId: string): Promise<void> {
    await this.db
      .updateTable('agents')
      .set({ wxUserId: null, updatedAt: sql`now()` })
      .where('id', '=', agentId)
      .execute();
  }

  /** Removes the account; false when records that must outlive it still point at it. */
  async remove(agentId: string): Promise<boolean> {
    return removeUnlessReferenced(() => this.db.deleteFrom('agents').where('id', '=', agentId).execute());
  }
}
