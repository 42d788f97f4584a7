import type { FastifyInstance, FastifyReply } from 'fastify';
import { answerOf, emptyAnswer, recordOf } from '../../../src/schemas/answers';
import { apiPaths, ErrCode, TOKEN_COOKIE } from '../../../src/schemas/api';
import { loginResultSchema } from '../../../src/schemas/agentRecord';
import { loginSchema, agentIdBodySchema, urlLoginSchema } from '../../../src/schemas/auth';
import type { AppContext } from '../../context';
import { auth } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { administeredBy } from '../agents/administered';
import { PASSWORD_RULES_TEXT, signIn, signInByUrlToken } from '../../services/signIn';
import { pageLink } from '../../../src/domain/pages';

export function setTokenCookie(reply: FastifyReply, token: string, maxHours: number): void {
  // Read by the web client, which sends it back in the access-token header (spec 1 §7).
  reply.setCookie(TOKEN_COOKIE, token, { path: '/', sameSite: 'lax', maxAge: maxHours * 3600 });
}

const text = { type: 'string' } as const;
const signedIn = answerOf(loginResultSchema);

export function authRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  app.get(
    apiPaths.publicKey,
    { schema: { response: answerOf(recordOf({ publicKey: text })) }, config: { access: 'public' } },
    async () => ok({ publicKey: ctx.keys.publicKey }),
  );

  app.post(
    apiPaths.login,
    { schema: { body: loginSchema, response: signedIn }, config: { access: 'public' } },
    async (request, reply) => {
      const body = request.body;
      const outcome = await signIn(ctx, {
        loginName: body.loginName,
        password: body.password,
        encrypted: body.encrypted === true,
        force: body.isForceLogin === 1,
        userAgent: request.headers['user-agent'],
        knowsDevice: (account) => ctx.signInGuard.knows(request, account),
        now: ctx.now(),
      });
      ctx.signInGuard.remember(request, reply, { table: 'agents', id: outcome.result.agent._id });
      setTokenCookie(reply, outcome.result.token, ctx.config.sessionMaxHours);
      if (outcome.restricted)
        return { errCode: ErrCode.passwordRules, errInfo: PASSWORD_RULES_TEXT, result: outcome.result };
      return ok(outcome.result, '登录成功');
    },
  );

  app.post(
    apiPaths.urlLogin,
    { schema: { body: urlLoginSchema, response: signedIn }, config: { access: 'public' } },
    async (request, reply) => {
      const outcome = await signInByUrlToken(ctx, request.body.token, request.headers['user-agent']);
      setTokenCookie(reply, outcome.result.token, ctx.config.sessionMaxHours);
      return ok(outcome.result, '登录成功');
    },
  );

  const administered = administeredBy(ctx);

  app.post(
    apiPaths.urlLoginToken,
    { schema: { body: agentIdBodySchema, response: answerOf(recordOf({ token: text, url: text, expiresAt: text })) } },
    async (request) => {
      const session = auth(request);
      const target = await administered(session, request.body.agentId);
      const issued = await ctx.sessions.issueUrlToken(target._id, session.agentId);
      const url = pageLink('urlLogin', {}, { token: issued.token });
      return ok({ token: issued.token, url, expiresAt: issued.expiresAt.toISOString() });
    },
  );

  app.post(
    apiPaths.logout,
    { schema: { response: emptyAnswer }, config: { access: 'restricted' } },
    async (request, reply) => {
      const session = auth(request);
      await ctx.sessions.revoke([session.sessionId], 'logout');
      ctx.realtime.disconnectSessions([session.sessionId]);
      reply.clearCookie(TOKEN_COOKIE, { path: '/' });
      return ok(undefined, '退出登录成功');
    },
  );

  app.post(apiPaths.unlock, { schema: { body: agentIdBodySchema, response: emptyAnswer } }, async (request) => {
    const target = await administered(auth(request), request.body.agentId);
    await ctx.signInGuard.unlock(ctx.agents.failures, target._id, [target.loginName, target.email]);
    return ok(undefined, '解冻成功');
  });
}
