import type { FastifyInstance } from 'fastify';
import { pageLink } from '../../../src/domain/pages';
import type { Envelope, LoginResult } from '../../../src/schemas/api';
import {
  corpQuerySchema,
  corpSendContactMessageSchema,
  wecomLoginSchema,
  wecomLoginStartSchema,
  wecomPaths,
  wecomTexts,
  type CorpQuery,
  type CorpSendContactMessage,
  type WecomLoginInput,
  type WecomLoginStart,
} from '../../../src/schemas/wecom';
import type { AppContext } from '../../context';
import { auth } from '../../plugins/auth';
import { forbidden, ok } from '../../plugins/envelope';
import { publicOrigin } from '../../services/publicUrl';
import { signInVouchedFor } from '../../services/signIn';
import { setTokenCookie } from '../auth';

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
export function wecomRoutes(app: FastifyInstance, ctx: AppContext): void {
  const accounts = ctx.wecomAccounts;

  app.post<{ Body: WecomLoginStart }>(
    wecomPaths.loginStart,
    { schema: { body: wecomLoginStartSchema }, config: { access: 'public' } },
    async (request, reply) => {
      const redirectUri = `${publicOrigin(ctx.config, request)}${pageLink('wecomLogin')}`;
      const started = await accounts.startSignIn(request.body.tenant, redirectUri, request.body.inWecom === true);
      reply.setCookie(STATE_COOKIE, started.cookie, STATE_COOKIE_OPTIONS);
      return ok({ url: started.url });
    },
  );

  app.post<{ Body: WecomLoginInput }>(
    wecomPaths.login,
    { schema: { body: wecomLoginSchema }, config: { access: 'public' } },
    async (request, reply): Promise<Envelope<LoginResult>> => {
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

  app.get<{ Querystring: CorpQuery }>(
    wecomPaths.corpUserInfo,
    { schema: { querystring: corpQuerySchema } },
    async (request) => {
      const session = auth(request);
      await ownMember(session.agentId, request.query);
      return ok(await accounts.userInfo(session.agentId));
    },
  );

  app.get<{ Querystring: CorpQuery }>(
    wecomPaths.corpContactList,
    { schema: { querystring: corpQuerySchema } },
    async (request) => {
      const session = auth(request);
      await ownMember(session.agentId, request.query);
      return ok(await accounts.contacts(session.agentId));
    },
  );

  app.post<{ Body: CorpSendContactMessage }>(
    wecomPaths.corpSendContactMessage,
    { schema: { body: corpSendContactMessageSchema } },
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
