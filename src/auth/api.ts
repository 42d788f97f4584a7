/** Sign-in calls of spec 1 §4: the outcomes by errCode, with the password encrypted for the wire. */
import { request, ApiError } from '../dataProvider/httpClient';
import { landingPath } from '../domain/landing';
import { apiPaths, ErrCode, type LoginResult } from '../schemas/api';
import { agentPaths } from '../schemas/agent';
import { ssoPaths, ssoSignOnPaths, type SsoCallback, type SsoKind } from '../schemas/sso';
import { fiveGPaths, type FiveGRoomInfo } from '../schemas/fiveG';
import { wecomPaths } from '../schemas/wecom';
import { encryptPassword } from './encryptPassword';
import type { Credentials } from './loginShell';
import { storeLogin } from '../session/session';
import { pageLink } from '../domain/pages';

export type SignInOutcome =
  | { kind: 'signedIn'; result: LoginResult }
  /** 517: signed in with a session that may only change its password. */
  | { kind: 'mustChangePassword'; result: LoginResult }
  /** 511: signed in elsewhere; resend with force to take over. */
  | { kind: 'elsewhere' };

let publicKey: Promise<string> | undefined;

async function serverKey(): Promise<string> {
  publicKey ??= request<{ publicKey: string }>('GET', apiPaths.publicKey, { quiet: true }).then((r) => r.publicKey);
  try {
    return await publicKey;
  } catch (err) {
    publicKey = undefined;
    throw err;
  }
}

export async function encryptForServer(password: string): Promise<string> {
  return encryptPassword(await serverKey(), password);
}

export async function signIn(loginName: string, password: string, force: boolean): Promise<SignInOutcome> {
  const body = { loginName, password: await encryptForServer(password), encrypted: true, isForceLogin: force ? 1 : 0 };
  try {
    const result = await request<LoginResult>('POST', apiPaths.login, { body, quiet: true });
    storeLogin(result);
    return { kind: 'signedIn', result };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    if (err.errCode === ErrCode.loggedInElsewhere) return { kind: 'elsewhere' };
    if (err.errCode === ErrCode.passwordRules) {
      const result = err.result as LoginResult;
      storeLogin(result);
      return { kind: 'mustChangePassword', result };
    }
    throw err;
  }
}

/** Thrown for sign-in outcomes the login page answers with a dialog (511, 517). */
export class LoginOutcomeError extends Error {
  constructor(readonly outcome: 'elsewhere' | 'mustChangePassword') {
    super(outcome);
  }
}

/** Signs in and answers the landing page of the account's role (spec 1 §2.4). */
export async function signInToLanding({ loginName, password, force }: Credentials): Promise<string> {
  const outcome = await signIn(loginName, password, force);
  if (outcome.kind !== 'signedIn') throw new LoginOutcomeError(outcome.kind);
  return landingPath(outcome.result.agent.agentRole.menus) ?? pageLink('login');
}

export async function changeOwnPassword(oldPassword: string, password: string): Promise<void> {
  const [oldEncrypted, newEncrypted] = await Promise.all([encryptForServer(oldPassword), encryptForServer(password)]);
  await request('PUT', agentPaths.profile, {
    body: { oldPassword: oldEncrypted, password: newEncrypted, encrypted: true },
    quiet: true,
  });
}

export async function signOut(): Promise<void> {
  await request('POST', apiPaths.logout, { quiet: true, ignoreSignedOut: true }).catch(() => undefined);
}

/** The single sign-on kinds a company (by its code) offers. */
export async function ssoOffered(tenant: string): Promise<SsoKind[]> {
  const answer = await request<{ kinds: SsoKind[] }>('GET', ssoPaths.offered, { query: { tenant }, quiet: true });
  return answer.kinds;
}

/** Starts a single sign-on: answers the identity provider's address to go to. */
export async function startSso(tenant: string, kind: SsoKind): Promise<string> {
  const answer = await request<{ url: string }>('POST', ssoPaths.start, { body: { tenant, kind }, quiet: true });
  return answer.url;
}

/** Finishes a single sign-on with the provider's answer and keeps the session; answers the landing page. */
export async function finishSso(kind: SsoKind, answer: SsoCallback): Promise<string> {
  const result = await request<LoginResult>('POST', ssoSignOnPaths[kind], { body: answer, quiet: true });
  storeLogin(result);
  return landingPath(result.agent.agentRole.menus) ?? pageLink('login');
}

/** /secretfreelogin: signs in with a single-use token; a refusal is the caller's to show. */
export function signInWithToken(token: string): Promise<LoginResult> {
  return request<LoginResult>('POST', apiPaths.urlLogin, { body: { token }, quiet: true });
}

/** Opens a 5G room of the agent's own (an address sign-in with type=5G). */
export function startFiveGRoom(): Promise<FiveGRoomInfo> {
  return request<FiveGRoomInfo>('POST', fiveGPaths.startAgent, { body: { from: 'urlLogin' } });
}

/** Finishes a WeCom sign-in with WeCom's answer; keeps the session. */
export function signInWithWecom(code: string, state: string): Promise<LoginResult> {
  return request<LoginResult>('POST', wecomPaths.login, { body: { code, state }, quiet: true });
}

/** Starts a WeCom sign-in for a company: answers WeCom's (or its simulator's) address to go to. */
export async function startWecomSignIn(tenant: string, inWecom: boolean): Promise<string> {
  const answer = await request<{ url: string }>('POST', wecomPaths.loginStart, {
    body: { tenant, inWecom },
    quiet: true,
  });
  return answer.url;
}
