import { createContext, useContext } from 'react';
import type { EntryType } from '../domain/entry';

export type NoticeType = 'success' | 'info' | 'warning' | 'error';

export interface Credentials {
  loginName: string;
  password: string;
  force: boolean;
}

/**
 * What the sign-in screens need from the app around them: the back-office (react-admin) once it is
 * loaded, or the light sign-in app of a fresh load of the login page, which carries none of it.
 */
export interface LoginShell {
  translate(key: string): string;
  /** A notice; `message` is a text key or a text. */
  notify(message: string, type: NoticeType): void;
  clearNotices(): void;
  /** Signs in and opens the landing page; outcomes answered with a dialog reject with LoginOutcomeError. */
  login(credentials: Credentials): Promise<void>;
  /** Opens a page of the signed-in app. */
  open(path: string): void;
  /**
   * The login page drawn at build time for an entry (server/plugins/webApp.ts sends it before any script runs):
   * it shows the page as it will be, with nothing to send until the code has come.
   */
  drawnAhead?: { entry: EntryType };
  /** What the user typed into that page before its code took over, kept in the page drawn then. */
  typed?: TypedAhead;
}

/** The sign-in form as the user left it in the page drawn ahead. */
export interface TypedAhead {
  loginName: string;
  password: string;
  focused: 'loginName' | 'password' | null;
}

export const LoginShellContext = createContext<LoginShell | null>(null);

export function useLoginShell(): LoginShell {
  const shell = useContext(LoginShellContext);
  if (!shell) throw new Error('useLoginShell needs a LoginShellContext');
  return shell;
}
