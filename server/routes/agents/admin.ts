import type { FastifyInstance } from 'fastify';
import { PASSWORD_MISMATCH_TEXT, passwordMessage } from '../../../src/domain/password';
import { levelAtLeast, scopeFilter, type RoleLevel } from '../../../src/domain/scope';
import { administeredBy } from './administered';
import {
  agentActionSchema,
  agentCreateSchema,
  agentDeleteQuerySchema,
  agentListQuerySchema,
  agentPaths,
  agentUpdateSchema,
  LIVE_FIELDS,
  LIVE_REQUIRED_TEXT,
  LIVE_USE_SYSTEM,
  type AgentCreateInput,
} from '../../../src/schemas/agent';
import { agentRecordSchema } from '../../../src/schemas/agentRecord';
import { answerOf, emptyAnswer, fileAnswer } from '../../../src/schemas/answers';
import type { AgentRecord } from '../../../src/schemas/api';
import { bindWxUserIdSchema, wecomTexts } from '../../../src/schemas/wecom';
import type { AppContext } from '../../context';
import { auth, scopeOf } from '../../plugins/auth';
import { assertOwn, conflict, forbidden, invalid, notFound, ok, outOfScope } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import type { AgentWrite } from '../../services/agentAdmin';
import { hashPassword, readPassword } from '../../services/passwords';
import { schemaXlsxReply } from '../../services/schemaExport';
import { EXPORT_MAX_ROWS } from '../../services/excel';
import type { AuthContext } from '../../services/sessions';

const AGENT_TEXTS = {
  created: '创建账号成功！',
  edited: '编辑用户信息成功！',
  deleted: '删除账号成功！',
  kicked: '踢出坐席成功！',
  unbound: '解除绑定成功！',
  videoOn: '开启视频权限成功',
  videoOff: '关闭视频权限成功',
  loginNameTaken: '账号已存在',
  emailTaken: '邮箱已被使用',
  loginNameFixed: '账号不可修改',
  roleNotAllowed: '无权分配该角色',
  chooseRole: '请选择角色',
  chooseTenant: '请选择公司',
  chooseOrg: '请选择机构',
  notOwnPlacement: '不能修改自己的角色、公司或机构',
  notSelf: '不能对自己的账号进行此操作',
  stillReferenced: '该账号仍有关联记录，无法删除',
} as const;

interface Placement {
  roleId: string;
  tenantId: string | null;
  orgAccountId: string | null;
  liveTenant: boolean;
}

type PlacementInput = Partial<Pick<AgentCreateInput, 'agentRole' | 'tenant' | 'orgAccount'>>;

const blank = (value: string | undefined | null) => value === undefined || value === null || value.trim() === '';

const oneAgent = answerOf(agentRecordSchema);

export function agentAdminRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const admin = ctx.agentAdmin;

  /**
   * Where an account goes (spec 1 §6): the role at or below the admin's level and offered to the tenant;
   * level 2 forces its tenant and organisation, level 3 its tenant, level 4 chooses both. A role of
   * level 3 has no organisation and a role of level 4 no tenant.
   */
  const place = async (session: AuthContext, input: PlacementInput, current?: AgentRecord): Promise<Placement> => {
    const roleId = (input.agentRole ?? current?.agentRole._id ?? '').split('|')[0] ?? '';
    const role = await admin.role(roleId);
    if (!role) throw invalid({ agentRole: AGENT_TEXTS.chooseRole });
    const roleLevel = role.level as RoleLevel;
    if (!levelAtLeast(session.level, roleLevel)) throw invalid({ agentRole: AGENT_TEXTS.roleNotAllowed });

    // Below level 4 the admin's own tenant (and, at level 2, organisation) is the only one it may name.
    if (session.level !== '4') assertOwn('tenant', input.tenant, session.tenantId);
    if (session.level === '2') assertOwn('orgAccount', input.orgAccount, session.orgAccountId);
    let tenantId: string | null;
    if (roleLevel === '4') tenantId = null;
    else if (session.level === '4') tenantId = input.tenant ?? current?.tenant?._id ?? null;
    else tenantId = session.tenantId;
    if (roleLevel !== '4' && blank(tenantId)) throw invalid({ tenant: AGENT_TEXTS.chooseTenant });
    const tenant = tenantId === null ? null : await admin.tenant(tenantId);
    if (tenantId !== null && !tenant) throw invalid({ tenant: AGENT_TEXTS.chooseTenant });
    if (tenantId !== null && !role.tenantIds.includes(tenantId)) throw invalid({ agentRole: AGENT_TEXTS.chooseRole });

    let orgAccountId: string | null;
    if (roleLevel === '3' || roleLevel === '4') orgAccountId = null;
    else if (session.level === '2') orgAccountId = session.orgAccountId;
    else
      orgAccountId =
        input.orgAccount ?? (current?.tenant?._id === tenantId ? (current?.orgAccount?._id ?? null) : null);
    if ((roleLevel === '1' || roleLevel === '2') && blank(orgAccountId))
      throw invalid({ orgAccount: AGENT_TEXTS.chooseOrg });
    if (orgAccountId !== null) {
      const org = await admin.org(orgAccountId);
      if (!org || org.tenantId !== tenantId) throw outOfScope('orgAccount');
    }
    return { roleId: role.id, tenantId, orgAccountId, liveTenant: tenant?.useSystem === LIVE_USE_SYSTEM };
  };

  /** The shop of a live-system user, all of it required there; nothing is kept elsewhere. */
  const liveExtra = (
    placement: Placement,
    input: Partial<Record<(typeof LIVE_FIELDS)[number], string>>,
    current?: AgentRecord,
  ) => {
    const previous = current?.extraData ?? {};
    if (!placement.liveTenant) return previous;
    const extra: Record<string, unknown> = { ...previous };
    for (const field of LIVE_FIELDS) {
      const value = input[field] ?? (typeof previous[field] === 'string' ? (previous[field] as string) : '');
      if (value.trim() === '') throw invalid({ [field]: LIVE_REQUIRED_TEXT[field] });
      extra[field] = value.trim();
    }
    return extra;
  };

  const checkEmail = async (email: string | undefined, exceptId?: string) => {
    if (email && (await admin.emailTaken(email, exceptId))) throw conflict(AGENT_TEXTS.emailTaken);
  };

  const administered = administeredBy(ctx);

  const endSessions = async (target: AgentRecord, reason: 'kickedOut' | 'passwordChanged' | 'disabled') => {
    const ids = await ctx.sessions.activeIds(target._id);
    await ctx.sessions.revoke(ids, reason);
    ctx.realtime.expireSessions(ids, target.loginName);
  };

  app.post(agentPaths.base, { schema: { body: agentCreateSchema, response: oneAgent } }, async (request) => {
    const session = auth(request);
    if (session.level === '1') throw forbidden();
    const body = request.body;
    const loginName = body.loginName.trim();
    const password = readPassword(ctx.keys, body.password, body.encrypted);
    const confirmation = readPassword(ctx.keys, body.confirmPassword, body.encrypted);
    const problem = passwordMessage(password, loginName);
    if (problem) throw invalid({ password: problem });
    if (confirmation !== password) throw invalid({ confirmPassword: PASSWORD_MISMATCH_TEXT });
    const placement = await place(session, body);
    const extraData = liveExtra(placement, body);
    if (await admin.loginNameTaken(loginName)) throw conflict(AGENT_TEXTS.loginNameTaken);
    await checkEmail(body.email);
    const agentId = await admin.create(loginName, {
      fullName: body.fullName.trim(),
      cellphone: body.cellphone || null,
      email: body.email || null,
      roleId: placement.roleId,
      tenantId: placement.tenantId,
      orgAccountId: placement.orgAccountId,
      skillName: body.skillName ?? [],
      callFiveConcurrency: body.callFiveConcurrency ?? 1,
      enableVideo: body.enableVideo ?? true,
      publicEdit: body.publicEdit ?? false,
      extraData,
      passwordHash: await hashPassword(password),
    });
    if (agentId === null) throw conflict(AGENT_TEXTS.loginNameTaken);
    const created = await ctx.agents.get(agentId);
    if (!created) throw notFound();
    return ok(created, AGENT_TEXTS.created);
  });

  app.put(agentPaths.base, { schema: { body: agentUpdateSchema, response: oneAgent } }, async (request) => {
    const session = auth(request);
    const body = request.body;
    const self = body.agentId === session.agentId;
    const target = self ? await ctx.agents.get(session.agentId) : await administered(session, body.agentId);
    if (!target) throw notFound();
    if (body.loginName !== undefined && body.loginName !== target.loginName)
      throw invalid({ loginName: AGENT_TEXTS.loginNameFixed });

    const changes: AgentWrite = {};
    if (body.fullName !== undefined) changes.fullName = body.fullName.trim();
    if (body.cellphone !== undefined) changes.cellphone = body.cellphone || null;
    if (body.email !== undefined) changes.email = body.email || null;

    const placementAsked = body.agentRole !== undefined || body.tenant !== undefined || body.orgAccount !== undefined;
    if (self) {
      // One's own profile: name and contact only. No one raises their own role or leaves their tenant.
      const moves =
        (body.agentRole !== undefined && body.agentRole.split('|')[0] !== target.agentRole._id) ||
        (body.tenant !== undefined && body.tenant !== (target.tenant?._id ?? '')) ||
        (body.orgAccount !== undefined && body.orgAccount !== (target.orgAccount?._id ?? '')) ||
        (body.skillName !== undefined && JSON.stringify(body.skillName) !== JSON.stringify(target.skillName)) ||
        (body.callFiveConcurrency !== undefined && body.callFiveConcurrency !== target.callFiveConcurrency) ||
        (body.enableVideo !== undefined && body.enableVideo !== target.enableVideo) ||
        (body.publicEdit !== undefined && body.publicEdit !== target.publicEdit) ||
        body.password !== undefined;
      if (moves) throw forbidden(AGENT_TEXTS.notOwnPlacement);
    } else {
      const placement = await place(session, placementAsked ? body : {}, target);
      Object.assign(changes, {
        roleId: placement.roleId,
        tenantId: placement.tenantId,
        orgAccountId: placement.orgAccountId,
      });
      changes.extraData = liveExtra(placement, body, target);
      if (body.skillName !== undefined) changes.skillName = body.skillName;
      if (body.callFiveConcurrency !== undefined) changes.callFiveConcurrency = body.callFiveConcurrency;
      if (body.enableVideo !== undefined) changes.enableVideo = body.enableVideo;
      if (body.publicEdit !== undefined) changes.publicEdit = body.publicEdit;
      if (body.password !== undefined && body.password !== '') {
        const password = readPassword(ctx.keys, body.password, body.encrypted);
        const problem = passwordMessage(password, target.loginName);
        if (problem) throw invalid({ password: problem });
        const confirmation =
          body.confirmPassword === undefined ? password : readPassword(ctx.keys, body.confirmPassword, body.encrypted);
        if (confirmation !== password) throw invalid({ confirmPassword: PASSWORD_MISMATCH_TEXT });
        changes.passwordHash = await hashPassword(password);
      }
    }
    await checkEmail(changes.email ?? undefined, target._id);
    await admin.update(target._id, changes);
    if (changes.passwordHash) await endSessions(target, 'passwordChanged');
    const onlyVideo =
      Object.keys(body).every((key) => key === 'agentId' || key === 'enableVideo') && body.enableVideo !== undefined;
    const text = onlyVideo ? (body.enableVideo ? AGENT_TEXTS.videoOn : AGENT_TEXTS.videoOff) : AGENT_TEXTS.edited;
    const edited = await ctx.agents.get(target._id);
    if (!edited) throw notFound();
    return ok(edited, text);
  });

  app.delete(
    agentPaths.base,
    { schema: { querystring: agentDeleteQuerySchema, response: emptyAnswer } },
    async (request) => {
      const session = auth(request);
      if (request.query.agentId === session.agentId) throw forbidden(AGENT_TEXTS.notSelf);
      const target = await administered(session, request.query.agentId);
      const sessionIds = await ctx.sessions.activeIds(target._id);
      if (!(await admin.remove(target._id))) throw conflict(AGENT_TEXTS.stillReferenced);
      ctx.realtime.expireSessions(sessionIds, target.loginName);
      return ok(undefined, AGENT_TEXTS.deleted);
    },
  );

  app.post(agentPaths.kick, { schema: { body: agentActionSchema, response: emptyAnswer } }, async (request) => {
    const session = auth(request);
    if (request.body.agentId === session.agentId) throw forbidden(AGENT_TEXTS.notSelf);
    await endSessions(await administered(session, request.body.agentId), 'kickedOut');
    return ok(undefined, AGENT_TEXTS.kicked);
  });

  app.post(agentPaths.bindWx, { schema: { body: bindWxUserIdSchema, response: emptyAnswer } }, async (request) => {
    const target = await administered(auth(request), request.body.agentId);
    // A member signs in to an agent of a tenant; the platform's own accounts belong to none.
    if (!target.tenant) throw forbidden();
    if (!(await ctx.wecomAccounts.bind(target._id, request.body.wxUserId))) throw conflict(wecomTexts.wxUserIdTaken);
    return ok(undefined, wecomTexts.bound);
  });

  app.post(agentPaths.unbindWx, { schema: { body: agentActionSchema, response: emptyAnswer } }, async (request) => {
    const target = await administered(auth(request), request.body.agentId);
    await admin.clearWxUserId(target._id);
    return ok(undefined, AGENT_TEXTS.unbound);
  });

  app.get(
    agentPaths.export,
    { schema: { querystring: agentListQuerySchema, response: fileAnswer } },
    async (request, reply) => {
      const session = auth(request);
      if (session.level === '1') throw forbidden();
      const q = request.query;
      const filter = scopeFilter(scopeOf(session), { tenantId: q.tenant, orgAccountId: q.orgAccount });
      const records = filter
        ? (
            await ctx.agents.list(filter, {
              pageIndex: 1,
              pageSize: EXPORT_MAX_ROWS,
              orderBy: q.orderBy ?? 'createdAt',
              order: q.order ?? 'desc',
              loginName: q.loginName,
              fullName: q.fullName,
            })
          ).list
        : [];
      return schemaXlsxReply(reply, '用户列表', agentCreateSchema, records);
    },
  );
}
