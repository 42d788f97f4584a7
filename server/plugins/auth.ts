import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrCode, TOKEN_HEADER } from '../../src/schemas/api';
import { API_PREFIX } from '../../src/schemas/paths';
import { scopeFilter, type RoleLevel, type Scope, type ScopeFilter } from '../../src/domain/scope';
import { AppError, NOT_SIGNED_IN_TEXT, notFound } from './envelope';

/** What the server knows of a signed-in request, taken from the session and never from the client. */
export interface AuthContext {
  sessionId: string;
  agentId: string;
  loginName: string;
  level: RoleLevel;
  tenantId: string | null;
  orgAccountId: string | null;
  restricted: boolean;
  /** The account's role and whether its tenant lets that role see customers' phone and ID numbers in full. */
  roleId: string;
  seesFullPersonalData: boolean;
}

/** How a token is checked: the session service answers it. */
export interface SessionCheck {
  authenticate(token: string | undefined): Promise<AuthContext | null>;
}

export const PASSWORD_RULES_TEXT = '您的密码不符合规则，请修改密码';

/**
 * Route access: 'public' needs no session; 'restricted' also admits the session of a password that no
 * longer meets the rules (it may only change its password or log out); the default needs a full session.
 */
type RouteAccess = 'public' | 'restricted' | 'signedIn';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    authContext: AuthContext | null;
  }
}

export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[TOKEN_HEADER];
  return typeof header === 'string' && header !== '' ? header : undefined;
}

/** The session of a request that passed the access check. */
export function auth(request: FastifyRequest): AuthContext {
  if (!request.authContext) throw new AppError(ErrCode.notSignedIn, NOT_SIGNED_IN_TEXT);
  return request.authContext;
}

export function scopeOf(context: AuthContext): Scope {
  return {
    level: context.level,
    agentId: context.agentId,
    tenantId: context.tenantId,
    orgAccountId: context.orgAccountId,
  };
}

export function registerAuth(app: FastifyInstance, sessions: SessionCheck): void {
  app.decorateRequest('authContext', null);
  // onRequest, before the body is read: an anonymous caller learns nothing about the input it sent.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access ?? 'signedIn';
    if (access === 'public' || request.is404 || !request.url.startsWith(API_PREFIX)) return;
    const context = await sessions.authenticate(tokenOf(request));
    if (!context) throw new AppError(ErrCode.notSignedIn, NOT_SIGNED_IN_TEXT);
    if (context.restricted && access !== 'restricted') throw new AppError(ErrCode.passwordRules, PASSWORD_RULES_TEXT);
    request.authContext = context;
  });
}

/** A lookup of one record in the caller's scope: the record, or 404 when it is missing or outside the scope. */
export function inScope<T>(get: (id: string, filter: ScopeFilter) => Promise<T | null | undefined>) {
  return async (session: AuthContext, id: string): Promise<T> => {
    const filter = scopeFilter(scopeOf(session), {});
    const found = filter && (await get(id, filter));
    if (!found) throw notFound();
    return found;
  };
}
