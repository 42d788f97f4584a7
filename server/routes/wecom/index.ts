import type { FastifyInstance } from 'fastify';
import { pageLink } from '../../../src/domain/pages';
import { loginResultSchema } from '../../../src/schemas/agentRecord';
import { answerOf, recordOf } from '../../../src/schemas/answers';
import {
  corpContactListSchema,
  corpQuerySchema,
  corpUserInfoSchema,
  type CorpQuery,
  corpSendContactMessageSchema,
  wecomLoginSchema,
  wecomLoginStartSchema,
  wecomPaths,
  wecomTexts,
} from '../../../src/schemas/wecom';
import type { AppContext } from '../../context';
import { auth } from '../../plugins/auth';
import { forbidden, ok } from '../../plugins/envelope';
import { publicOrigin } from '../../services/publicUrl';
import { signInVouchedFor } from '../../services/signIn';
import { setTokenCookie } from '../auth';
import { typed } from '../../plugins/typedRoutes';

/** The browser's copy of a sign-in's state, sent back only to the sign-in's own calls. */
const STATE_COOKIE = 'wecomState';
/** Sent to the sign-in's start and finish, both under the path of the finish. */
const STATE_COOKIE_OPTIONS = { path: wecomPaths.login, httpOnly: true, sameSite: 'lax', maxAge: 10 * 60 } as const;

/**
 * WeCom (spec 1 §2.1 /user/loginWechat, §7.1, spec 2 §7.1): sign-in by a WeCom approval, exactly as the password
 * sign-in ends (the same session and token cookie), and the signed-in agent's WeCom member info, contacts and a
 * message to one contact, all through the WeCom port. The spec's corpId, userId and appCode only narrow: an
 * agent reads and sends as their own member.
 */
export function wecomRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  const accounts = ctx.wecomAccounts;

  app.post(
    wecomPaths.loginStart,
    {
      schema: { body: wecomLoginStartSchema, response: answerOf(recordOf({ url: { type: 'string' } })) },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const redirectUri = `${publicOrigin(ctx.config, request)}${pageLink('wecomLogin')}`;
      const started = await accounts.startSignIn(request.body.tenant, redirectUri, request.body.inWecom === true);
      reply.setCookie(STATE_COOKIE, started.cookie, STATE_COOKIE_OPTIONS);
      return ok({ url: started.url });
    },
  );

  app.post(
    wecomPaths.login,
    { schema: { body: wecomLoginSchema, response: answerOf(loginResultSchema) }, config: { access: 'public' } },
    async (request, reply) => {
      const cookie = request.cookies[STATE_COOKIE];
      // A state is good for one try, whatever its outcome.
      reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_OPTIONS.path });
      const agentId = await accounts.finishSignIn(request.body.code, request.body.state, cookie);
      const outcome = await signInVouchedFor(ctx, agentId, {
        kind: 'wecom',
        userAgent: request.headers['user-agent'],
        unknown: wecomTexts.unbound,
      });
      setTokenCookie(reply, outcome.result.token, ctx.config.sessionMaxHours);
      return ok(outcome.result, '登录成功');
    },
  );

  /** The spec's userId names the member asked about: the caller's own, or refused. */
  const ownMember = async (agentId: string, query: CorpQuery) => {
    const member = await accounts.memberOf(agentId);
    if (query.userId && query.userId !== member.userId) throw forbidden(wecomTexts.notOwnMember);
  };

  app.get(
    wecomPaths.corpUserInfo,
    { schema: { querystring: corpQuerySchema, response: answerOf(corpUserInfoSchema) } },
    async (request) => {
      const session = auth(request);
      await ownMember(session.agentId, request.query);
      return ok(await accounts.userInfo(session.agentId));
    },
  );

  app.get(
    wecomPaths.corpContactList,
    { schema: { querystring: corpQuerySchema, response: answerOf(corpContactListSchema) } },
    async (request) => {
      const session = auth(request);
      await ownMember(session.agentId, request.query);
      return ok(await accounts.contacts(session.agentId));
    },
  );

  app.post(
    wecomPaths.corpSendContactMessage,
    {
      schema: {
        body: corpSendContactMessageSchema,
        response: answerOf(recordOf({ msgid: { type: 'string' } })),
      },
    },
    async (request) => {
      const { externalUserId, content, title, url } = request.body;
      const msgid = await accounts.sendToContact(auth(request).agentId, {
        externalUserId,
        content,
        link: url ? { title: title?.trim() || url, url } : null,
      });
      return ok({ msgid }, wecomTexts.sent);
    },
  );
}
