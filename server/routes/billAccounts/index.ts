import type { FastifyInstance } from 'fastify';
import { passwordMessage } from '../../../src/domain/password';
import {
  billAccountAssignSchema,
  billAccountIdSchema,
  billAccountListQuerySchema,
  billAccountPaths,
  billAccountSchema,
  billAccountRecordSchema,
  billLoginSchema,
  billSessionSchema,
  billTenantChoicesSchema,
  billUsageSchema,
  type BillAccountListQuery,
} from '../../../src/schemas/billAccount';
import { answerOf, emptyAnswer, fileAnswer, idAnswer, listOf } from '../../../src/schemas/answers';
import { ErrCode } from '../../../src/schemas/api';
import { idParamsSchema } from '../../../src/schemas/fields';
import type { AppContext } from '../../context';
import { auth, tokenOf } from '../../plugins/auth';
import {
  AppError,
  conflict,
  forbidden,
  found,
  invalid,
  NOT_SIGNED_IN_TEXT,
  notFound,
  ok,
} from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
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
export function billAccountRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const bills = ctx.billAccounts;
  const oneAccount = answerOf(billAccountRecordSchema);
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

  app.get(
    billAccountPaths.list,
    { schema: { querystring: billAccountListQuerySchema, response: answerOf(listOf(billAccountRecordSchema)) } },
    async (request) => {
      platformAdmin(auth(request));
      return ok(await bills.list(listOptions(request.query, request.query.pageSize ?? 10)));
    },
  );

  app.get(
    billAccountPaths.export,
    { schema: { querystring: billAccountListQuerySchema, response: fileAnswer } },
    async (request, reply) => {
      platformAdmin(auth(request));
      const { list } = await bills.list(listOptions({ ...request.query, pageIndex: 1 }, EXPORT_MAX_ROWS));
      return schemaXlsxReply(reply, '计费账号列表', billAccountSchema, list);
    },
  );

  /** The assignment dialog's choices: the tenants assigned and every tenant. */
  app.get(
    billAccountPaths.tenant,
    { schema: { querystring: billAccountListQuerySchema, response: answerOf(billTenantChoicesSchema) } },
    async (request) => {
      platformAdmin(auth(request));
      const assigned = request.query.id ? (await existing(request.query.id)).tenantList : [];
      return ok({ assigned, all: await bills.allTenants() });
    },
  );

  app.get(billAccountPaths.one, { schema: { params: idParamsSchema, response: oneAccount } }, async (request) => {
    platformAdmin(auth(request));
    return ok(await existing(request.params.id));
  });

  app.post(billAccountPaths.base, { schema: { body: billAccountSchema, response: oneAccount } }, async (request) => {
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
    return ok(found(await bills.get(id)), BILL_TEXTS.created);
  });

  app.put(
    billAccountPaths.base,
    { schema: { body: billAccountAssignSchema, response: oneAccount } },
    async (request) => {
      platformAdmin(auth(request));
      const account = await existing(request.body.id);
      await bills.assign(account._id, await tenantIds(request.body.tenantList));
      return ok(found(await bills.get(account._id)), BILL_TEXTS.saved);
    },
  );

  app.post(
    billAccountPaths.remove,
    { schema: { body: billAccountIdSchema, response: answerOf(idAnswer) } },
    async (request) => {
      platformAdmin(auth(request));
      const account = await existing(request.body.id);
      await bills.remove(account._id);
      return ok({ _id: account._id }, BILL_TEXTS.deleted);
    },
  );

  app.post(
    billAccountPaths.kickOut,
    { schema: { body: billAccountIdSchema, response: emptyAnswer } },
    async (request) => {
      platformAdmin(auth(request));
      const account = await existing(request.body.id);
      await bills.revokeAll(account._id);
      return ok(undefined, BILL_TEXTS.kicked);
    },
  );

  app.post(
    billAccountPaths.login,
    { schema: { body: billLoginSchema, response: answerOf(billSessionSchema) }, config: { access: 'public' } },
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

  app.post(
    billAccountPaths.unlock,
    { schema: { body: billAccountIdSchema, response: emptyAnswer } },
    async (request) => {
      platformAdmin(auth(request));
      const account = await existing(request.body.id);
      await ctx.signInGuard.unlock(bills.failures, account._id, [account.loginName]);
      return ok(undefined, BILL_TEXTS.unlocked);
    },
  );

  app.get(
    billAccountPaths.usage,
    { schema: { response: answerOf(billUsageSchema) }, config: { access: 'public' } },
    async (request) => {
      const accountId = await bills.authenticate(tokenOf(request));
      if (!accountId) throw new AppError(ErrCode.notSignedIn, NOT_SIGNED_IN_TEXT);
      return ok(await bills.usage(accountId));
    },
  );
}
