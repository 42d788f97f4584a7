import { CssBaseline, Snackbar, SnackbarContent } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PageErrorBoundary } from '../frame/PageErrorBoundary';
import { publish } from '../dataProvider/messageBus';
import { i18nProvider } from '../i18n/i18nProvider';
import { appTheme } from '../theme';
import { signInToLanding } from './api';
import { LoginPage } from './LoginPage';
import { LoginShellContext, type LoginShell, type NoticeType, type TypedAhead } from './loginShell';

export interface LoginAppProps {
  /** The user has asked to sign in: the back-office may start loading. */
  onSigningIn: () => void;
  /** Signed in, at the URL of the page to open: the back-office takes over. */
  onEntered: () => void;
  /** Drawn at build time for this entry, before the page has a browser (LoginShell.drawnAhead). */
  drawnAhead?: LoginShell['drawnAhead'];
  /** What the user typed into the page drawn ahead, taken over by this one. */
  typed?: TypedAhead;
}

interface Notice {
  message: string;
  type: NoticeType;
  /** A new notice restarts the snackbar even with the same text. */
  key: number;
}

const theme = createTheme(appTheme);
/** react-admin's store key of the chosen locale: the sign-in app speaks it too. */
const STORED_LOCALE_KEY = 'RaStore.locale';

function storedLocale(): string | null {
  try {
    return JSON.parse(localStorage.getItem(STORED_LOCALE_KEY) ?? 'null') as string | null;
  } catch {
    return null;
  }
}

/**
 * A fresh load of the login page: the sign-in screens with MUI alone, so the page loads no
 * react-admin, router or socket. Notices raised after entering go to the back-office's
 * notifications, and so does the one showing at that moment ('密码修改成功').
 */
export function LoginApp({ onSigningIn, onEntered, drawnAhead, typed }: LoginAppProps) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [ready, setReady] = useState(() => storedLocale() !== 'en');
  const showing = useRef<Notice | null>(null);
  const entered = useRef(false);

  useEffect(() => {
    if (!ready) void i18nProvider.changeLocale('en').finally(() => setReady(true));
  }, [ready]);

  const shell = useMemo<LoginShell>(() => {
    const show = (next: Notice | null) => {
      showing.current = next;
      setNotice(next);
    };
    const enter = (path: string) => {
      if (entered.current) return;
      entered.current = true;
      if (showing.current) publish({ kind: 'notify', text: showing.current.message, type: showing.current.type });
      window.history.pushState(null, '', path);
      onEntered();
    };
    return {
      translate: (key) => i18nProvider.translate(key),
      notify: (message, type) => {
        if (entered.current) publish({ kind: 'notify', text: message, type });
        else show({ message, type, key: Date.now() });
      },
      clearNotices: () => show(null),
      login: async (credentials) => {
        onSigningIn();
        enter(await signInToLanding(credentials));
      },
      open: enter,
      drawnAhead,
      typed,
    };
  }, [onSigningIn, onEntered, drawnAhead, typed]);

  if (!ready) return null;
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <LoginShellContext.Provider value={shell}>
        <PageErrorBoundary>
          <LoginPage />
        </PageErrorBoundary>
      </LoginShellContext.Provider>
      <Snackbar
        key={notice?.key}
        open={notice !== null}
        autoHideDuration={4000}
        onClose={(_event, reason) => reason !== 'clickaway' && shell.clearNotices()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <SnackbarContent
          message={notice ? i18nProvider.translate(notice.message) : ''}
          sx={{
            bgcolor: notice ? `${notice.type}.main` : undefined,
            color: notice ? `${notice.type}.contrastText` : undefined,
          }}
        />
      </Snackbar>
    </ThemeProvider>
  );
}
