import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';

/** The customer's pages and the back-office are separate bundles: a customer's phone never loads react-admin. */
const Entry = window.location.pathname.startsWith('/customer/')
  ? lazy(() => import('./customer/CustomerApp').then((m) => ({ default: m.CustomerApp })))
  : lazy(() => import('./App').then((m) => ({ default: m.App })));

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
