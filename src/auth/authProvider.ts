import type { AuthProvider } from 'react-admin';
import { canAccessPath, menusInTenantWords, type MenuEntry } from '../domain/menus';
import { disconnectAgentSocket } from '../realtime/agentSocket';
import { signInToLanding, signOut } from './api';
import type { Credentials } from './loginShell';
import { clearSession, hasSession, storedAgent } from '../session/session';
import { pageLink } from '../domain/pages';

export function currentMenus(): MenuEntry[] {
  const agent = storedAgent();
  return menusInTenantWords(agent?.agentRole.menus ?? [], agent?.tenant?.code);
}

export const authProvider: AuthProvider = {
  async login(credentials: Credentials) {
    return { redirectTo: await signInToLanding(credentials) };
  },
  async logout() {
    if (hasSession()) await signOut();
    disconnectAgentSocket();
    clearSession();
    return pageLink('login');
  },
  async checkAuth() {
    if (!hasSession()) throw { redirectTo: pageLink('login'), message: false };
  },
  async checkError(error: { status?: number }) {
    if (error.status === 401) {
      clearSession();
      throw { redirectTo: pageLink('login'), message: false };
    }
  },
  async getIdentity() {
    const agent = storedAgent();
    if (!agent) throw { redirectTo: pageLink('login'), message: false };
    return { id: agent._id, fullName: agent.fullName };
  },
  async canAccess({ resource }: { resource?: string }) {
    return resource === undefined || canAccessPath(currentMenus(), `/${resource}`);
  },
};
