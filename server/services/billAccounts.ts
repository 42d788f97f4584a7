import { readPage } from '../db/page';
import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { ListResult } from '../../src/schemas/api';
import type { BillAccountListQuery, BillAccountRecord, BillUsage } from '../../src/schemas/billAccount';
import type { DB } from '../db/types';
import { isUuid } from '../../src/schemas/fields';
import { LoginFailures } from './loginFailures';
import { isUniqueViolation, likePattern } from '../db/sql';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
/** A billing sign-in lasts a working day. */
const BILL_SESSION_HOURS = 12;

interface BillListOptions {
  pageIndex: number;
  pageSize: number;
  orderBy: BillAccountListQuery['orderBy'];
  order: BillAccountListQuery['order'];
  loginName?: string | undefined;
}

/** The columns a billing account's record is made of, with its creator's login name. */
type BillAccountRow = Pick<
  Selectable<DB['billAccounts']>,
  'id' | 'loginName' | 'status' | 'lockedAt' | 'createdAt' | 'creatorId'
> & {
  creatorLoginName: Selectable<DB['agents']>['loginName'] | null;
};

/** Billing accounts (spec 1 §3), the tenants they bill and their sign-ins: the only place with their SQL. */
export class BillAccountService {
  /** Wrong passwords counted towards the lock, as for agents. */
  readonly failures: LoginFailures;

  constructor(private readonly db: Kysely<DB>) {
    this.failures = new LoginFailures(db, 'billAccounts');
  }

  private async records(rows: BillAccountRow[]): Promise<BillAccountRecord[]> {
    if (rows.length === 0) return [];
    const links = await this.db
      .selectFrom('billAccountTenants as b')
      .innerJoin('tenants as t', 't.id', 'b.tenantId')
      .select(['b.billAccountId', 't.id', 't.name'])
      .where(
        'b.billAccountId',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('t.name')
      .execute();
    return rows.map((r) => ({
      _id: r.id,
      loginName: r.loginName,
      tenantList: links.filter((l) => l.billAccountId === r.id).map((l) => ({ _id: l.id, name: l.name })),
      creator: r.creatorId === null ? null : { _id: r.creatorId, loginName: r.creatorLoginName ?? '' },
      status: r.status,
      locked: r.lockedAt !== null,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  private rows() {
    return this.db
      .selectFrom('billAccounts as b')
      .leftJoin('agents as a', 'a.id', 'b.creatorId')
      .select([
        'b.id',
        'b.loginName',
        'b.status',
        'b.lockedAt',
        'b.createdAt',
        'b.creatorId',
        'a.loginName as creatorLoginName',
      ]);
  }

  async list(options: BillListOptions): Promise<ListResult<BillAccountRecord>> {
    let base = this.rows();
    if (options.loginName) base = base.where('b.loginName', 'ilike', likePattern(options.loginName));
    const { rows, count } = await readPage(
      base,
      (q) =>
        q
          .orderBy(options.orderBy === 'loginName' ? 'b.loginName' : 'b.createdAt', options.order)
          .orderBy('b.id', options.order),
      options,
    );
    return { list: await this.records(rows), count };
  }

  async get(id: string): Promise<BillAccountRecord | null> {
    if (!isUuid(id)) return null;
    return (await this.records(await this.rows().where('b.id', '=', id).execute()))[0] ?? null;
  }

  async existingTenants(ids: readonly string[]): Promise<string[]> {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return [];
    return (await this.db.selectFrom('tenants').select('id').where('id', 'in', valid).execute()).map((r) => r.id);
  }

  async allTenants(): Promise<{ _id: string; name: string }[]> {
    return (await this.db.selectFrom('tenants').select(['id', 'name']).orderBy('name').execute()).map((t) => ({
      _id: t.id,
      name: t.name,
    }));
  }

  /** Creates the account; null when the login name is taken. */
  async create(
    loginName: string,
    passwordHash: string,
    creatorId: string,
    tenantIds: readonly string[],
  ): Promise<string | null> {
    const taken = await this.db
      .selectFrom('billAccounts')
      .select('id')
      .where(sql`lower(login_name)`, '=', loginName.toLowerCase())
      .executeTakeFirst();
    if (taken) return null;
    try {
      return await this.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('billAccounts')
          .values({ loginName, passwordHash, creatorId })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (tenantIds.length > 0)
          await trx
            .insertInto('billAccountTenants')
            .values(tenantIds.map((tenantId) => ({ billAccountId: row.id, tenantId })))
            .execute();
        return row.id;
      });
    } catch (error) {
      // The same name sent twice at once: the second insert meets the unique index.
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  async assign(id: string, tenantIds: readonly string[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('billAccountTenants').where('billAccountId', '=', id).execute();
      if (tenantIds.length > 0)
        await trx
          .insertInto('billAccountTenants')
          .values(tenantIds.map((tenantId) => ({ billAccountId: id, tenantId })))
          .execute();
    });
  }

  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('billAccounts').where('id', '=', id).execute();
  }

  async forLogin(loginName: string) {
    return this.db
      .selectFrom('billAccounts')
      .select(['id', 'passwordHash', 'status', 'lockedAt'])
      .where('loginName', '=', loginName)
      .executeTakeFirst();
  }

  async openSession(billAccountId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.db
      .insertInto('billSessions')
      .values({
        tokenHash: hashToken(token),
        billAccountId,
        expiresAt: new Date(Date.now() + BILL_SESSION_HOURS * 3600_000),
      })
      .execute();
    return token;
  }

  /** The account behind a live billing token, or null. */
  async authenticate(token: string | undefined): Promise<string | null> {
    if (!token) return null;
    const row = await this.db
      .selectFrom('billSessions')
      .select('billAccountId')
      .where('tokenHash', '=', hashToken(token))
      .where('revokedAt', 'is', null)
      .where('expiresAt', '>', new Date())
      .executeTakeFirst();
    return row?.billAccountId ?? null;
  }

  /** Ends every billing sign-in of the account; answers how many were live. */
  async revokeAll(billAccountId: string): Promise<number> {
    const result = await this.db
      .updateTable('billSessions')
      .set({ revokedAt: sql`now()` })
      .where('billAccountId', '=', billAccountId)
      .where('revokedAt', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async usage(billAccountId: string): Promise<BillUsage> {
    const rows = await this.db
      .selectFrom('billAccountTenants as b')
      .innerJoin('tenants as t', 't.id', 'b.tenantId')
      .select(['t.id', 't.name', 't.totalTimeLimit', 't.remainingTimeLimit'])
      .where('b.billAccountId', '=', billAccountId)
      .orderBy('t.name')
      .execute();
    return {
      tenants: rows.map((t) => ({
        _id: t.id,
        name: t.name,
        totalTimeLimit: t.totalTimeLimit,
        remainingTimeLimit: t.remainingTimeLimit,
        used: t.totalTimeLimit - t.remainingTimeLimit,
      })),
    };
  }
}
