import type { AuthProvider } from 'react-admin';
import { canAccessPath, landingPath, type MenuEntry } from '../domain/menus';
import { disconnectAgentSocket } from '../realtime/agentSocket';
import { signIn, signOut } from './api';
import { clearSession, hasSession, storedAgent } from './session';

export const LOGIN_PATH = '/user/login';

export function currentMenus(): MenuEntry[] {
  return storedAgent()?.agentRole.menus ?? [];
}

/** Thrown by login() for outcomes the login page answers with a dialog (511, 517). */
export class LoginOutcomeError extends Error {
  constructor(readonly outcome: 'elsewhere' | 'mustChangePassword') {
    super(outcome);
  }
}

export const authProvider: AuthProvider = {
  async login(params: { loginName: string; password: string; force?: boolean }) {
    const outcome = await signIn(params.loginName, params.password, params.force === true);
    if (outcome.kind !== 'signedIn') throw new LoginOutcomeError(outcome.kind);
    return { redirectTo: landingPath(outcome.result.agent.agentRole.menus) ?? LOGIN_PATH };
  },
  async logout() {
    if (hasSession()) await signOut();
    disconnectAgentSocket();
    clearSession();
    return LOGIN_PATH;
  },
  async checkAuth() {
    if (!hasSession()) throw { redirectTo: LOGIN_PATH, message: false };
  },
  async checkError(error: { status?: number }) {
    if (error.status === 401) {
      clearSession();
      throw { redirectTo: LOGIN_PATH, message: false };
    }
  },
  async getIdentity() {
    const agent = storedAgent();
    if (!agent) throw { redirectTo: LOGIN_PATH, message: false };
    return { id: agent._id, fullName: agent.fullName };
  },
  async getPermissions() {
    const agent = storedAgent();
    return agent ? { level: agent.agentRole.level, menus: agent.agentRole.menus } : null;
  },
  async canAccess({ resource }: { resource?: string }) {
    return resource === undefined || canAccessPath(currentMenus(), `/${resource}`);
  },
};
