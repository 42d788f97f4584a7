/**
 * The built-in local identity provider: a real OpenID Connect provider (oidc-provider) mounted at /oidc while
 * simulators are on, so that a person can sign in through single sign-on on one machine. Its clients are the
 * tenants' single sign-on settings without an issuer; its accounts are a sample staff directory, and its sign-in
 * page lets a person pick one (or name another) instead of typing a password. Its issuer is the origin the person
 * reached us at, so one provider serves each such origin.
 */
import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import Provider, {
  type Adapter,
  type ClientMetadata,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import { LOCAL_IDP_PATH } from '../../../src/schemas/sso';
import type { DB } from '../../db/types';
import { BoundedStore } from './store';
import { renderPage, type DirectoryAccount } from './page';

/** The sample staff directory: most are demo agents by login name, one is unknown to every tenant. */
const DIRECTORY: DirectoryAccount[] = [
  { sub: 'staff-1001', preferred_username: 'demo_agent1', name: '张晓明', email: 'zhangxm@idp.example' },
  { sub: 'staff-1002', preferred_username: 'demo_agent2', name: '李静', email: 'lijing@idp.example' },
  { sub: 'staff-1003', preferred_username: 'demo_agent3', name: '王磊', email: 'wanglei@idp.example' },
  { sub: 'staff-1004', preferred_username: 'demo_oadmin', name: '刘芳', email: 'liufang@idp.example' },
  { sub: 'staff-2001', preferred_username: 'newcomer01', name: '周新', email: 'zhouxin@idp.example' },
];
/** Origins a provider is kept for; past this the oldest is dropped (a stand-in reached at a few addresses). */
const MAX_ORIGINS = 4;
const ACCOUNT_NAME = /^[A-Za-z0-9_.@-]{1,50}$/;

function accountOf(sub: string): DirectoryAccount | undefined {
  const listed = DIRECTORY.find((account) => account.sub === sub);
  if (listed) return listed;
  // A name typed on the sign-in page stands for an account of the directory too.
  const typed = sub.startsWith('staff-x-') ? sub.slice('staff-x-'.length) : '';
  return ACCOUNT_NAME.test(typed) ? { sub, preferred_username: typed, name: typed, email: null } : undefined;
}

export interface LocalIdentityProviderOptions {
  /** The origin a request reached us at: the provider's issuer is on it. */
  originOf: (request: FastifyRequest) => string;
  /** Where the tenants' clients may send their answers, on an origin. */
  redirectUris: (origin: string) => string[];
  /** Behind a proxy that names the original protocol and host. */
  trustProxy: boolean;
}

export function registerLocalIdentityProvider(
  app: FastifyInstance,
  db: Kysely<DB>,
  options: LocalIdentityProviderOptions,
): void {
  const providers = new Map<string, Promise<Provider>>();
  const stores = new BoundedStore();
  const cookieKeys = [randomBytes(32).toString('hex')];
  // Made on first use, off the event loop: an RSA key takes a few hundred milliseconds, which every start of the
  // server would wait for though most never sign anyone in here.
  let signingKey: Promise<SigningKey> | undefined;
  const signingKeyOnce = () => (signingKey ??= newSigningKey());

  const configuration = (origin: string, key: SigningKey): Configuration => ({
    adapter: (name: string) => (name === 'Client' ? clientsFrom(db, options.redirectUris(origin)) : stores.model(name)),
    findAccount: (_ctx, sub) => {
      const account = accountOf(sub);
      return account
        ? { accountId: sub, claims: () => ({ ...account, email: account.email ?? undefined }) }
        : undefined;
    },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email'] },
    cookies: { keys: cookieKeys },
    jwks: { keys: [key] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${LOCAL_IDP_PATH}/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    clientBasedCORS: () => false,
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    // The tenants' own clients: a signed-in account has consented to them.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const session = ctx.oidc.session;
      const client = ctx.oidc.client;
      if (!session?.accountId || !client) return undefined;
      const grantId = session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid profile email');
      await grant.save();
      return grant;
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderPage({ title: '登录失败', error: String(out.error_description ?? out.error) });
    },
  });

  const providerFor = (request: FastifyRequest): Promise<Provider> => {
    const origin = options.originOf(request);
    let provider = providers.get(origin);
    if (!provider) {
      provider = signingKeyOnce().then((key) => {
        const made = new Provider(`${origin}${LOCAL_IDP_PATH}`, configuration(origin, key));
        if (options.trustProxy) made.proxy = true;
        return made;
      });
      providers.set(origin, provider);
      if (providers.size > MAX_ORIGINS) providers.delete(providers.keys().next().value!);
    }
    return provider;
  };

  app.register(async (scope) => {
    // The provider reads its own request bodies (token requests are form-encoded).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

    scope.get<{ Params: { uid: string } }>(
      `${LOCAL_IDP_PATH}/interaction/:uid`,
      { config: { access: 'public' } },
      async (request, reply) => {
        const provider = await providerFor(request);
        const details = await interactionOf(provider, request, reply);
        if (!details)
          return reply
            .code(400)
            .type('text/html')
            .send(renderPage({ title: '登录失败', error: EXPIRED }));
        const client = await provider.Client.find(String(details.params.client_id));
        return reply
          .type('text/html')
          .header('cache-control', 'no-store')
          .send(
            renderPage({ title: '身份认证', uid: details.uid, client: client?.clientId ?? '', accounts: DIRECTORY }),
          );
      },
    );

    scope.post<{ Params: { uid: string } }>(
      `${LOCAL_IDP_PATH}/interaction/:uid/login`,
      { config: { access: 'public' } },
      async (request, reply) => {
        const provider = await providerFor(request);
        const details = await interactionOf(provider, request, reply);
        const form = await formOf(request.raw);
        const typed = (form.get('name') ?? '').trim();
        const sub = form.get('account') ?? (ACCOUNT_NAME.test(typed) ? `staff-x-${typed}` : '');
        if (!details || !accountOf(sub)) {
          return reply
            .code(400)
            .type('text/html')
            .send(renderPage({ title: '登录失败', error: EXPIRED }));
        }
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId: sub } },
          {
            mergeWithLastSubmission: false,
          },
        );
      },
    );

    // Every other address under the mount is the provider's own (discovery, authorize, token, userinfo, keys).
    const delegate = async (request: FastifyRequest, reply: FastifyReply) => {
      const provider = await providerFor(request);
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '/').slice(LOCAL_IDP_PATH.length) || '/';
      reply.hijack();
      provider.callback()(raw, reply.raw);
    };
    scope.all(`${LOCAL_IDP_PATH}/*`, { config: { access: 'public' } }, delegate);
  });
}

type SigningKey = JsonWebKey & { kid: string; use: 'sig'; alg: 'RS256' };

async function newSigningKey(): Promise<SigningKey> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomBytes(8).toString('hex'), use: 'sig', alg: 'RS256' };
}

/** The sign-in page's form: a few short fields, refused past FORM_LIMIT bytes. */
const FORM_LIMIT = 2048;
async function formOf(raw: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of raw) {
    text += String(chunk);
    if (text.length > FORM_LIMIT) return new URLSearchParams();
  }
  return new URLSearchParams(text);
}

const EXPIRED = '登录已过期，请返回原页面重新发起登录';

async function interactionOf(provider: Provider, request: FastifyRequest, reply: FastifyReply) {
  try {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    return details.uid === (request.params as { uid: string }).uid ? details : null;
  } catch {
    return null;
  }
}

/** The provider's clients: the tenants' sign-on settings that name no issuer, read when a client is looked up. */
function clientsFrom(db: Kysely<DB>, redirectUris: string[]): Adapter {
  return {
    async find(clientId: string): Promise<ClientMetadata | undefined> {
      const row = await db
        .selectFrom('ssoProviders')
        .select(['clientId', 'clientSecret'])
        .where('clientId', '=', clientId)
        .where('issuer', 'is', null)
        .orderBy('createdAt')
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        client_id: row.clientId,
        client_secret: row.clientSecret,
        redirect_uris: redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      };
    },
    upsert: () => Promise.resolve(),
    findByUid: () => Promise.resolve(undefined),
    findByUserCode: () => Promise.resolve(undefined),
    consume: () => Promise.resolve(),
    destroy: () => Promise.resolve(),
    revokeByGrantId: () => Promise.resolve(),
  };
}
