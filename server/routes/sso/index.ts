import type { FastifyInstance, FastifyRequest } from 'fastify';
import { levelAtLeast } from '../../../src/domain/scope';
import { loginResultSchema } from '../../../src/schemas/agentRecord';
import { answerOf, emptyAnswer } from '../../../src/schemas/answers';
import { TOKEN_COOKIE } from '../../../src/schemas/api';
import {
  SSO_KINDS,
  ssoCallbackSchema,
  ssoOfferedQuerySchema,
  ssoOfferedSchema,
  ssoPaths,
  ssoProviderListSchema,
  ssoProvidersQuerySchema,
  ssoProviderWriteSchema,
  ssoSignOnPaths,
  ssoStartedSchema,
  ssoStartSchema,
  ssoTexts,
} from '../../../src/schemas/sso';
import type { AppContext } from '../../context';
import { auth } from '../../plugins/auth';
import { forbidden, ok } from '../../plugins/envelope';
import { typed } from '../../plugins/typedRoutes';
import { publicOrigin } from '../../services/publicUrl';
import { signInVouchedFor } from '../../services/signIn';
import { redirectUriFor } from '../../services/sso/signOn';

/**
 * Cloud single sign-on (spec 1 §7.1): the kinds a tenant offers, the start of a sign-in, the spec's three calls
 * that finish one, and the tenant admin's settings of its identity providers.
 */
export function ssoRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = typed(fastify);
  app.get(
    ssoPaths.offered,
    {
      schema: { querystring: ssoOfferedQuerySchema, response: answerOf(ssoOfferedSchema) },
      config: { access: 'public' },
    },
    async (request) => ok({ kinds: await ctx.singleSignOn.offered(request.query.tenant.trim()) }),
  );

  app.post(
    ssoPaths.start,
    { schema: { body: ssoStartSchema, response: answerOf(ssoStartedSchema) }, config: { access: 'public' } },
    async (request) => {
      const { tenant, kind } = request.body;
      return ok({ url: await ctx.singleSignOn.start(tenant.trim(), kind, publicOrigin(ctx.config, request)) });
    },
  );

  for (const kind of SSO_KINDS) {
    app.post(
      ssoSignOnPaths[kind],
      { schema: { body: ssoCallbackSchema, response: answerOf(loginResultSchema) }, config: { access: 'public' } },
      async (request, reply) => {
        const agentId = await ctx.singleSignOn.finish(kind, request.body);
        const outcome = await signInVouchedFor(ctx, agentId, {
          kind: 'sso',
          userAgent: request.headers['user-agent'],
          unknown: ssoTexts.notProvisioned,
        });
        reply.setCookie(TOKEN_COOKIE, outcome.result.token, {
          path: '/',
          sameSite: 'lax',
          maxAge: ctx.config.sessionMaxHours * 3600,
        });
        return ok(outcome.result, '登录成功');
      },
    );
  }

  /** A tenant admin's own tenant; the platform admin names one. */
  const tenantOf = (request: FastifyRequest, named: string | undefined): string => {
    const session = auth(request);
    if (!levelAtLeast(session.level, '3')) throw forbidden();
    const tenantId = session.level === '4' ? named : session.tenantId;
    if (!tenantId) throw forbidden();
    return tenantId;
  };

  app.get(
    ssoPaths.providers,
    { schema: { querystring: ssoProvidersQuerySchema, response: answerOf(ssoProviderListSchema) } },
    async (request) => {
      const tenantId = tenantOf(request, request.query.tenant);
      const origin = publicOrigin(ctx.config, request);
      const [huawei, zgye, wxCorp] = SSO_KINDS.map((kind) => redirectUriFor(origin, kind));
      return ok({
        redirectUris: { huawei: huawei!, zgye: zgye!, wxCorp: wxCorp! },
        localIssuer: ctx.singleSignOn.localIssuer(origin),
        list: await ctx.ssoProviders.list(tenantId),
      });
    },
  );

  app.put(ssoPaths.providers, { schema: { body: ssoProviderWriteSchema, response: emptyAnswer } }, async (request) => {
    const tenantId = tenantOf(request, request.body.tenant);
    await ctx.ssoProviders.save(tenantId, request.body, ctx.singleSignOn.localIssuer('') !== null);
    return ok(undefined, ssoTexts.saved);
  });
}
