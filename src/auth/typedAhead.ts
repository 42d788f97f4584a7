import type { TypedAhead } from './loginShell';

/**
 * What the user typed into the login page the server drew ahead (server/plugins/webApp.ts) while its code was on
 * the way, read just before the page's code draws it again; undefined where no such page is drawn.
 */
export function typedAhead(root: HTMLElement): TypedAhead | undefined {
  const field = (name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const loginName = field('loginName');
  const password = field('password');
  if (!loginName || !password) return undefined;
  const focused =
    document.activeElement === password ? 'password' : document.activeElement === loginName ? 'loginName' : null;
  return { loginName: loginName.value, password: password.value, focused };
}
