/**
 * Cloud single sign-on over OpenID Connect (spec 1 §7.1 huawei/login, auth/zgyeLogin, auth/wxCorpLogin), as a
 * relying party with openid-client: the authorization code flow with PKCE, state and nonce. A tenant's provider is
 * its own identity provider (issuer, client id and secret), or, without an issuer, the built-in local provider while
 * simulators are on. The provider's account is bound to an agent of the tenant at its first sign-in: by the
 * configured claim (the login name, by default), or by creating the account when the tenant allows it.
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import * as oidc from 'openid-client';
import { ErrCode } from '../../../src/schemas/api';
import { LOCAL_IDP_PATH, ssoTexts, type SsoKind } from '../../../src/schemas/sso';
import { pageLink } from '../../../src/domain/pages';
import type { DB, SsoProviderTable } from '../../db/types';
import { AppError } from '../../plugins/envelope';
import type { AgentAdminService } from '../agentAdmin';
import { hashPassword } from '../passwords';

type ProviderRow = Selectable<SsoProviderTable>;

/** How long a sign-in may take at the provider before its answer is refused. */
const ATTEMPT_MINUTES = 10;
/** How long a provider's discovered configuration is reused before it is read again. */
const DISCOVERY_CACHE_MS = 10 * 60_000;
const SCOPE = 'openid profile email';

export interface SingleSignOnOptions {
  production: boolean;
  /** Whether the built-in local identity provider serves (simulators on). */
  localServing: boolean;
  /** Seconds before a request to a provider gives up. */
  timeoutSeconds?: number;
}

const refused = (text: string) => new AppError(ErrCode.refused, text);

/** Where a provider sends a kind's answer back to: the page that finishes the sign-in. */
export const redirectUriFor = (origin: string, kind: SsoKind) => `${origin}${pageLink('ssoCallback', { kind })}`;

export class SingleSignOn {
  private readonly discovered = new Map<string, { key: string; at: number; config: Promise<oidc.Configuration> }>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly agentAdmin: AgentAdminService,
    private readonly options: SingleSignOnOptions,
  ) {}

  /** The local identity provider's issuer on an origin while it serves, else null. */
  localIssuer(origin: string): string | null {
    return this.options.localServing ? `${origin}${LOCAL_IDP_PATH}` : null;
  }

  /** The issuer a provider row speaks to; the local provider's is on the origin the person reached us at. */
  issuerOf(row: Pick<ProviderRow, 'issuer'>, origin: string): string {
    if (row.issuer) return row.issuer;
    if (!this.options.localServing) throw refused(ssoTexts.localOff);
    return `${origin}${LOCAL_IDP_PATH}`;
  }

  /** The kinds a tenant offers on its login page. */
  async offered(tenantCode: string): Promise<SsoKind[]> {
    const rows = await this.db
      .selectFrom('ssoProviders')
      .innerJoin('tenants', 'tenants.id', 'ssoProviders.tenantId')
      .select(['ssoProviders.kind', 'ssoProviders.issuer'])
      .where('tenants.code', '=', tenantCode)
      .where('tenants.status', '=', true)
      .where('ssoProviders.enabled', '=', true)
      .orderBy('ssoProviders.kind')
      .execute();
    return rows.filter((row) => row.issuer !== null || this.options.localServing).map((row) => row.kind);
  }

  /** Starts a sign-in: answers the provider's authorization address to send the browser to. */
  async start(tenantCode: string, kind: SsoKind, origin: string): Promise<string> {
    const tenant = await this.db
      .selectFrom('tenants')
      .select(['id', 'status'])
      .where('code', '=', tenantCode)
      .executeTakeFirst();
    if (!tenant) throw refused(ssoTexts.unknownTenant);
    const row = await this.db
      .selectFrom('ssoProviders')
      .selectAll()
      .where('tenantId', '=', tenant.id)
      .where('kind', '=', kind)
      .executeTakeFirst();
    if (!row || !row.enabled || !tenant.status) throw refused(ssoTexts.notOffered);
    const config = await this.configurationOf(row, origin);
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const redirectUri = redirectUriFor(origin, kind);
    await this.db
      .insertInto('ssoAttempts')
      .values({
        state,
        providerId: row.id,
        nonce,
        codeVerifier,
        redirectUri,
        expiresAt: new Date(Date.now() + ATTEMPT_MINUTES * 60_000),
      })
      .execute();
    await this.db
      .deleteFrom('ssoAttempts')
      .where('expiresAt', '<', sql<Date>`now() - interval '1 day'`)
      .execute();
    return oidc
      .buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      })
      .toString();
  }

  /**
   * Finishes a sign-in with the provider's answer: the attempt is used once, the code is exchanged and the ID token
   * checked (issuer, audience, nonce, PKCE). Answers the agent to sign in.
   */
  async finish(kind: SsoKind, answer: { code: string; state: string; iss?: string | undefined }): Promise<string> {
    const attempt = await this.db
      .updateTable('ssoAttempts')
      .set({ usedAt: sql`now()` })
      .where('state', '=', answer.state)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', sql<Date>`now()`)
      .returningAll()
      .executeTakeFirst();
    const row =
      attempt &&
      (await this.db.selectFrom('ssoProviders').selectAll().where('id', '=', attempt.providerId).executeTakeFirst());
    if (!attempt || !row || row.kind !== kind) throw refused(ssoTexts.expired);
    if (!row.enabled) throw refused(ssoTexts.notOffered);
    const redirect = new URL(attempt.redirectUri);
    const config = await this.configurationOf(row, redirect.origin);
    const current = new URL(redirect);
    current.searchParams.set('code', answer.code);
    current.searchParams.set('state', answer.state);
    // The issuer's name in its answer (RFC 9207), where it sends one, guards against a mix-up of providers.
    if (answer.iss) current.searchParams.set('iss', answer.iss);
    let claims: Record<string, unknown>;
    try {
      const tokens = await oidc.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: attempt.codeVerifier,
        expectedState: attempt.state,
        expectedNonce: attempt.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw refused(ssoTexts.providerRefused);
      claims = { ...idClaims };
      if (config.serverMetadata().userinfo_endpoint) {
        const info = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
        claims = { ...info, ...idClaims };
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw refused(isUnreachable(error) ? ssoTexts.providerDown : ssoTexts.providerRefused);
    }
    return this.accountFor(row, claims);
  }

  /** The agent a provider's account stands for: bound before, matched by the claim, or created when allowed. */
  private async accountFor(row: ProviderRow, claims: Record<string, unknown>): Promise<string> {
    const subject = String(claims.sub);
    const bound = await this.db
      .selectFrom('ssoIdentities')
      .select('agentId')
      .where('providerId', '=', row.id)
      .where('subject', '=', subject)
      .executeTakeFirst();
    if (bound) return bound.agentId;
    const value = typeof claims[row.matchClaim] === 'string' ? (claims[row.matchClaim] as string).trim() : '';
    const matched =
      value === ''
        ? undefined
        : await this.db
            .selectFrom('agents')
            .select('id')
            .where('tenantId', '=', row.tenantId)
            .where(sql`lower(login_name)`, '=', value.toLowerCase())
            .executeTakeFirst();
    const agentId = matched?.id ?? (row.autoCreate ? await this.provision(row, claims, value) : null);
    if (!agentId) throw refused(ssoTexts.notProvisioned);
    await this.db
      .insertInto('ssoIdentities')
      .values({ providerId: row.id, subject, agentId })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const kept = await this.db
      .selectFrom('ssoIdentities')
      .select('agentId')
      .where('providerId', '=', row.id)
      .where('subject', '=', subject)
      .executeTakeFirst();
    // An agent already bound to another account of this provider is not taken over by a second one.
    if (kept?.agentId !== agentId) throw refused(ssoTexts.notProvisioned);
    return agentId;
  }

  /** A new ordinary agent in the provider's default organisation, named from the claims; null when none fits. */
  private async provision(row: ProviderRow, claims: Record<string, unknown>, value: string): Promise<string | null> {
    if (!row.defaultOrgId) return null;
    const role = await this.db
      .selectFrom('sysRoles')
      .innerJoin('tenantRoles', 'tenantRoles.roleId', 'sysRoles.id')
      .select('sysRoles.id')
      .where('tenantRoles.tenantId', '=', row.tenantId)
      .where('sysRoles.level', '=', '1')
      .orderBy('sysRoles.createdAt')
      .executeTakeFirst();
    if (!role) return null;
    const name = typeof claims.name === 'string' && claims.name.trim() !== '' ? claims.name.trim().slice(0, 50) : value;
    const email = typeof claims.email === 'string' && claims.email.length <= 100 ? claims.email : null;
    const wanted = /^[A-Za-z0-9_.@-]{4,50}$/.test(value) ? value : '';
    const loginName =
      wanted && !(await this.agentAdmin.loginNameTaken(wanted))
        ? wanted
        : `${row.kind}_${randomBytes(5).toString('hex')}`;
    return this.agentAdmin.create(loginName, {
      fullName: name || loginName,
      roleId: role.id,
      tenantId: row.tenantId,
      orgAccountId: row.defaultOrgId,
      email: email && !(await this.agentAdmin.emailTaken(email)) ? email : null,
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
    });
  }

  /** The provider's discovered configuration, kept a while and read again when its setting changes. */
  private configurationOf(row: ProviderRow, origin: string): Promise<oidc.Configuration> {
    const issuer = this.issuerOf(row, origin);
    const key = [row.id, issuer, row.clientId, row.clientSecret, row.updatedAt.toISOString()].join('\n');
    const cached = this.discovered.get(row.id);
    if (cached?.key === key && cached.at > Date.now() - DISCOVERY_CACHE_MS) return cached.config;
    const insecure = !this.options.production && issuer.startsWith('http:');
    const config = oidc
      .discovery(new URL(issuer), row.clientId, undefined, oidc.ClientSecretBasic(row.clientSecret), {
        timeout: this.options.timeoutSeconds ?? 10,
        ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        this.discovered.delete(row.id);
        throw refused(isUnreachable(error) ? ssoTexts.providerDown : ssoTexts.providerRefused);
      });
    this.discovered.set(row.id, { key, at: Date.now(), config });
    return config;
  }
}

function isUnreachable(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message} ${String(error.cause ?? '')}` : String(error);
  return /fetch failed|ECONNREFUSED|ENOTFOUND|timed? ?out|Timeout|abort/i.test(text);
}
