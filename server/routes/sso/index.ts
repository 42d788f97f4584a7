import type { FastifyInstance } from 'fastify';
import { levelAtLeast } from '../../../src/domain/scope';
import { type Envelope, type LoginResult, TOKEN_COOKIE } from '../../../src/schemas/api';
import {
  SSO_KINDS,
  ssoCallbackSchema,
  ssoOfferedQuerySchema,
  ssoPaths,
  ssoSignOnPaths,
  ssoProviderWriteSchema,
  ssoStartSchema,
  ssoTexts,
  type SsoCallback,
  type SsoKind,
  type SsoProviderList,
  type SsoProviderWrite,
  type SsoStart,
} from '../../../src/schemas/sso';
import type { AppContext } from '../../context';
import { auth } from '../../plugins/auth';
import { forbidden, ok } from '../../plugins/envelope';
import { publicOrigin } from '../../services/publicUrl';
import { signInVouched } from '../../services/signIn';
import { redirectUriFor } from '../../services/sso/signOn';

/**
 * Cloud single sign-on (spec 1 §7.1): the kinds a tenant offers, the start of a sign-in, the spec's three calls
 * that finish one, and the tenant admin's settings of its identity providers.
 */
export function ssoRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { tenant: string } }>(
    ssoPaths.offered,
    { schema: { querystring: ssoOfferedQuerySchema }, config: { access: 'public' } },
    async (request) => ok({ kinds: await ctx.singleSignOn.offered(request.query.tenant.trim()) }),
  );

  app.post<{ Body: SsoStart }>(
    ssoPaths.start,
    { schema: { body: ssoStartSchema }, config: { access: 'public' } },
    async (request) => {
      const { tenant, kind } = request.body;
      return ok({ url: await ctx.singleSignOn.start(tenant.trim(), kind, publicOrigin(ctx.config, request)) });
    },
  );

  for (const kind of SSO_KINDS) {
    app.post<{ Body: SsoCallback }>(
      ssoSignOnPaths[kind],
      { schema: { body: ssoCallbackSchema }, config: { access: 'public' } },
      async (request, reply): Promise<Envelope<LoginResult>> => {
        const agentId = await ctx.singleSignOn.finish(kind, request.body);
        const outcome = await signInVouched(ctx, agentId, 'sso', request.headers['user-agent']);
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
  const tenantOf = (request: { authContext: unknown }, named: string | undefined): string => {
    const session = auth(request as Parameters<typeof auth>[0]);
    if (!levelAtLeast(session.level, '3')) throw forbidden();
    const tenantId = session.level === '4' ? named : session.tenantId;
    if (!tenantId) throw forbidden();
    return tenantId;
  };

  app.get<{ Querystring: { tenant?: string } }>(
    ssoPaths.providers,
    async (request): Promise<Envelope<SsoProviderList>> => {
      const tenantId = tenantOf(request, request.query.tenant);
      const origin = publicOrigin(ctx.config, request);
      const redirectUris = Object.fromEntries(SSO_KINDS.map((kind) => [kind, redirectUriFor(origin, kind)])) as Record<
        SsoKind,
        string
      >;
      return ok({
        redirectUris,
        localIssuer: ctx.singleSignOn.localIssuer(origin),
        list: await ctx.ssoProviders.list(tenantId),
      });
    },
  );

  app.put<{ Body: SsoProviderWrite }>(
    ssoPaths.providers,
    { schema: { body: ssoProviderWriteSchema } },
    async (request) => {
      const tenantId = tenantOf(request, request.body.tenant);
      await ctx.ssoProviders.save(tenantId, request.body, ctx.singleSignOn.localIssuer('') !== null);
      return ok(undefined, ssoTexts.saved);
    },
  );
}
