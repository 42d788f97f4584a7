import { StrictMode, Suspense, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { takeAddressCredentials } from './auth/addressCredentials';
import { preloadable } from './frame/preloadable';
import { preloadFirstScreen } from './app/firstScreen';
import { pageLink } from './domain/pages';
import type { TypedAhead } from './auth/loginShell';
import { typedAhead } from './auth/typedAhead';

// First of all: a password in the address leaves it before any other code runs or reports the address.
takeAddressCredentials();

const App = preloadable(() => import('./App').then((m) => m.App));
const CustomerApp = preloadable(() => import('./customer/CustomerApp').then((m) => m.CustomerApp));
const LoginApp = preloadable(() => import('./auth/LoginApp').then((m) => m.LoginApp));

const preloadApp = () => void App.preload().catch(() => undefined);

const signingInFirst = () => window.location.pathname === pageLink('login');

/**
 * A fresh load of the login page shows the light sign-in app and loads the back-office only once the
 * user signs in; every other page of the back-office is react-admin from the start.
 */
function BackOffice({ typed }: { typed?: TypedAhead }) {
  const [signingIn, setSigningIn] = useState(signingInFirst);
  if (signingIn) return <LoginApp onSigningIn={preloadApp} onEntered={() => setSigningIn(false)} typed={typed} />;
  return <App />;
}

/** The customer's pages and the back-office are separate bundles: a customer's phone never loads react-admin. */
const customerPage = ['/customer/', '/videoData/'].some((prefix) => window.location.pathname.startsWith(prefix));

/**
 * The code the first page shows, asked for at once and all together (the back-office's app with its first screen);
 * the page is drawn once it is there, so nothing of it waits behind a Suspense fallback.
 */
const firstCode = (): Promise<unknown> => {
  if (customerPage) return CustomerApp.preload();
  if (signingInFirst()) return LoginApp.preload();
  return Promise.all([
    import('./App').then((m) => m.landOnFirstPage()),
    App.preload(),
    preloadFirstScreen(window.location.pathname),
  ]);
};

const root = document.getElementById('root');
if (root) {
  const draw = () => {
    // The login page the server drew ahead is drawn again at once, in one go, with what was typed into it.
    const typed = customerPage ? undefined : typedAhead(root);
    const page = () =>
      createRoot(root).render(
        <StrictMode>
          <Suspense fallback={null}>{customerPage ? <CustomerApp /> : <BackOffice typed={typed} />}</Suspense>
        </StrictMode>,
      );
    if (typed) flushSync(page);
    else page();
  };
  void firstCode().then(draw, draw);
}
