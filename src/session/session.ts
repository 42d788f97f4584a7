/** The browser's copy of the session: the token cookie, and the agent and roles from the login result. */
import { TOKEN_COOKIE, type AgentRecord, type LoginResult, type RoleSummary } from '../schemas/api';

/** Where the session's parts are kept in the browser (localStorage; the URL sign-in mark in sessionStorage). */
export const SESSION_KEYS = { agent: 'agent', roles: 'sysRoles', urlLogin: 'urlLogin' } as const;
const AGENT_KEY = SESSION_KEYS.agent;
const ROLES_KEY = SESSION_KEYS.roles;
const URL_LOGIN_KEY = SESSION_KEYS.urlLogin;

export function readToken(): string | undefined {
  const pair = document.cookie.split('; ').find((part) => part.startsWith(`${TOKEN_COOKIE}=`));
  return pair ? decodeURIComponent(pair.slice(TOKEN_COOKIE.length + 1)) : undefined;
}

function writeToken(token: string): void {
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; SameSite=Lax`;
}

function readJson<T>(key: string): T | null {
  const raw = localStorage.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function storedAgent(): AgentRecord | null {
  return readJson<AgentRecord>(AGENT_KEY);
}

export function storedRoles(): RoleSummary[] {
  return readJson<RoleSummary[]>(ROLES_KEY) ?? [];
}

export function storeAgent(agent: AgentRecord): void {
  localStorage.setItem(AGENT_KEY, JSON.stringify(agent));
}

export function storeLogin(result: LoginResult, options: { viaUrl?: boolean } = {}): void {
  writeToken(result.token);
  storeAgent(result.agent);
  localStorage.setItem(ROLES_KEY, JSON.stringify(result.sysRoles));
  if (options.viaUrl) sessionStorage.setItem(URL_LOGIN_KEY, '1');
  else sessionStorage.removeItem(URL_LOGIN_KEY);
}

/** Signed in through a token in the URL: the logout button is hidden (spec 1 §4 "URL entry"). */
export function signedInViaUrl(): boolean {
  return sessionStorage.getItem(URL_LOGIN_KEY) === '1';
}

export function clearSession(): void {
  document.cookie = `${TOKEN_COOKIE}=; path=/; max-age=0`;
  localStorage.removeItem(AGENT_KEY);
  localStorage.removeItem(ROLES_KEY);
  sessionStorage.removeItem(URL_LOGIN_KEY);
}

export function hasSession(): boolean {
  return readToken() !== undefined && storedAgent() !== null;
}
