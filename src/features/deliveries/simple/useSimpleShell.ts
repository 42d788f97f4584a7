import { useMemo } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { LoginOutcomeError, signIn } from '../../../auth/api';
import type { LoginShell } from '../../../auth/loginShell';

/** The sign-in screens inside the simple task page: signing in stays on the page, which then shows the form. */
export function useSimpleShell(onSignedIn: () => void): LoginShell {
  const translate = useTranslate();
  const notify = useNotify();
  return useMemo<LoginShell>(
    () => ({
      translate: (key) => translate(key),
      notify: (message, type) => notify(message, { type }),
      clearNotices: () => undefined,
      login: async ({ loginName, password, force }) => {
        const outcome = await signIn(loginName, password, force);
        if (outcome.kind !== 'signedIn') throw new LoginOutcomeError(outcome.kind);
        onSignedIn();
      },
      open: onSignedIn,
    }),
    [translate, notify, onSignedIn],
  );
}
