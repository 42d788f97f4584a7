import type { FastifyInstance } from 'fastify';
import { passwordMessage } from '../../../src/domain/password';
import {
  billAccountAssignSchema,
  billAccountIdSchema,
  billAccountListQuerySchema,
  billAccountPaths,
  billAccountSchema,
  billLoginSchema,
  type BillAccountInput,
  type BillAccountListQuery,
} from '../../../src/schemas/billAccount';
import { ErrCode } from '../../../src/schemas/api';
import type { AppContext } from '../../context';
import { auth, tokenOf } from '../../plugins/auth';
import { AppError, conflict, forbidden, invalid, NOT_SIGNED_IN_TEXT, notFound, ok } from '../../plugins/envelope';
import { hashPassword, readPassword } from '../../services/passwords';
import { schemaXlsxReply } from '../../services/schemaExport';
import { EXPORT_MAX_ROWS } from '../../services/excel';
import type { AuthContext } from '../../services/sessions';
import { checkPassword } from '../../services/signIn';

const BILL_TEXTS = {
  created: '添加成功',
  saved: '保存成功!',
  deleted: '删除成功',
  kicked: '踢出成功',
  unlocked: '解冻成功',
  loginNameTaken: '账号已存在',
  chooseTenant: '请选择租户',
  signedIn: '登录成功',
} as const;

/**
 * Billing accounts (spec 1 §7.2), the platform admin's: create, assign tenants, delete, kick out. The
 * accounts sign in to a read-only view of their tenants' minutes, with tokens of their own.
 */
export function billAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const bills = ctx.billAccounts;
  const platformAdmin = (session: AuthContext) => {
    if (session.level !== '4') throw forbidden();
  };
  const existing = async (id: string) => {
    const account = await bills.get(id);
    if (!account) throw notFound();
    return account;
  };
  const tenantIds = async (asked: readonly string[] | undefined) => {
    const found = await bills.existingTenants(asked ?? []);
    if (found.length !== (asked ?? []).length) throw invalid({ tenantList: BILL_TEXTS.chooseTenant });
    return found;
  };
  const listOptions = (q: BillAccountListQuery, pageSize: number) => ({
    pageIndex: q.pageIndex ?? 1,
    pageSize,
    orderBy: q.orderBy ?? 'createdAt',
    order: q.order ?? 'desc',
    loginName: q.loginName,
  });

  app.get<{ Querystring: BillAccountListQuery }>(
    billAccountPaths.list,
    { schema: { querystring: billAccountListQuerySchema } },
    async (request) => {
      platformAdmin(auth(request));
      return ok(await bills.list(listOptions(request.query, request.query.pageSize ?? 10)));
    },
  );

  app.get<{ Querystring: BillAccountListQuery }>(
    billAccountPaths.export,
    { schema: { querystring: billAccountListQuerySchema } },
    async (request, reply) => {
      platformAdmin(auth(request));
      const { list } = await bills.list(listOptions({ ...request.query, pageIndex: 1 }, EXPORT_MAX_ROWS));
      return schemaXlsxReply(reply, '计费账号列表', billAccountSchema, list);
    },
  );

  /** The assignment dialog's choices: the tenants assigned and every tenant. */
  app.get<{ Querystring: BillAccountListQuery }>(
    billAccountPaths.tenant,
    { schema: { querystring: billAccountListQuerySchema } },
    async (request) => {
      platformAdmin(auth(request));
      const assigned = request.query.id ? (await existing(request.query.id)).tenantList : [];
      return ok({ assigned, all: await bills.allTenants() });
    },
  );

  app.get<{ Params: { id: string } }>(billAccountPaths.one, async (request) => {
    platformAdmin(auth(request));
    return ok(await existing(request.params.id));
  });

  app.post<{ Body: BillAccountInput }>(
    billAccountPaths.base,
    { schema: { body: billAccountSchema } },
    async (request) => {
      const session = auth(request);
      platformAdmin(session);
      const body = request.body;
      const loginName = body.loginName.trim();
      const password = readPassword(ctx.keys, body.password, body.encrypted);
      const problem = passwordMessage(password, loginName);
      if (problem) throw invalid({ password: problem });
      const tenants = await tenantIds(body.tenantList);
      const id = await bills.create(loginName, await hashPassword(password), session.agentId, tenants);
      if (id === null) throw conflict(BILL_TEXTS.loginNameTaken);
      return ok(await bills.get(id), BILL_TEXTS.created);
    },
  );

  app.put<{ Body: { id: string; tenantList: string[] } }>(
    billAccountPaths.base,
    { schema: { body: billAccountAssignSchema } },
    async (request) => {
      platformAdmin(auth(request));
      const account = await existing(request.body.id);
      await bills.assign(account._id, await tenantIds(request.body.tenantList));
      return ok(await bills.get(account._id), BILL_TEXTS.saved);
    },
  );

  app.post<{ Body: { id: string } }>(
    billAccountPaths.remove,
    { schema: { body: billAccountIdSchema } },
    async (request) => {
      platformAdmin(auth(request));
      const account = await existing(request.body.id);
      await bills.remove(account._id);
      return ok({ _id: account._id }, BILL_TEXTS.deleted);
    },
  );

  app.post<{ Body: { id: string } }>(
    billAccountPaths.kickOut,
    { schema: { body: billAccountIdSchema } },
    async (request) => {
      platformAdmin(auth(request));
      const account = await existing(request.body.id);
      await bills.revokeAll(account._id);
      return ok(undefined, BILL_TEXTS.kicked);
    },
  );

  app.post<{ Body: { loginName: string; password: string; encrypted?: boolean } }>(
    billAccountPaths.login,
    { schema: { body: billLoginSchema }, config: { access: 'public' } },
    async (request, reply) => {
      const body = request.body;
      const password = readPassword(ctx.keys, body.password, body.encrypted);
      const found = await bills.forLogin(body.loginName.trim());
      const account = await checkPassword(found && { ...found, enabled: found.status, lockMinutes: null }, password, {
        failures: bills.failures,
        guard: ctx.signInGuard,
        knowsDevice: (ref) => ctx.signInGuard.knows(request, ref),
        now: ctx.now(),
      });
      await bills.failures.reset(account.id);
      ctx.signInGuard.remember(request, reply, { table: 'billAccounts', id: account.id });
      return ok({ token: await bills.openSession(account.id) }, BILL_TEXTS.signedIn);
    },
  );

  app.post<{ Body: { id: string } }>(
    billAccountPaths.unlock,
    { schema: { body: billAccountIdSchema } },
    async (request) => {
      platformAdmin(auth(request));
      const account = await existing(request.body.id);
      await ctx.signInGuard.unlock(bills.failures, account._id, [account.loginName]);
      return ok(undefined, BILL_TEXTS.unlocked);
    },
  );

  app.get(billAccountPaths.usage, { config: { access: 'public' } }, async (request) => {
    const accountId = await bills.authenticate(tokenOf(request));
    if (!accountId) throw new AppError(ErrCode.notSignedIn, NOT_SIGNED_IN_TEXT);
    return ok(await bills.usage(accountId));
  });
}
