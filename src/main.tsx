import { lazy, StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { takeAddressCredentials } from './auth/addressCredentials';
import { preloadFirstScreen } from './app/firstScreen';
import { pageLink } from './domain/pages';

// First of all: a password in the address leaves it before any other code runs or reports the address.
takeAddressCredentials();

const loadApp = () => import('./App');
const App = lazy(() => loadApp().then((m) => ({ default: m.App })));
const CustomerApp = lazy(() => import('./customer/CustomerApp').then((m) => ({ default: m.CustomerApp })));
const LoginApp = lazy(() => import('./auth/LoginApp').then((m) => ({ default: m.LoginApp })));

const preloadApp = () => void loadApp();

/**
 * A fresh load of the login page shows the light sign-in app and loads the back-office only once the
 * user signs in; every other page of the back-office is react-admin from the start.
 */
function BackOffice() {
  const [signingIn, setSigningIn] = useState(() => window.location.pathname === pageLink('login'));
  if (signingIn) return <LoginApp onSigningIn={preloadApp} onEntered={() => setSigningIn(false)} />;
  return <App />;
}

/** The customer's pages and the back-office are separate bundles: a customer's phone never loads react-admin. */
const customerPage = ['/customer/', '/videoData/'].some((prefix) => window.location.pathname.startsWith(prefix));
const Entry = customerPage ? CustomerApp : BackOffice;
if (!customerPage) preloadFirstScreen(window.location.pathname);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Suspense fallback={null}>
        <Entry />
      </Suspense>
    </StrictMode>,
  );
}
