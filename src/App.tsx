import type { ReactElement } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { authProvider } from './auth/authProvider';
import { PageErrorBoundary } from './frame/PageErrorBoundary';
import { ScriptErrorPage } from './frame/ScriptErrorPage';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { LandingRedirect } from './layout/LandingRedirect';
import { hasSession } from './session/session';
import { AnonymousRedirect } from './layout/AnonymousRedirect';
import { appTheme } from './theme';
import { pageLink, resourcePages, routePages, type RoutePage } from './domain/pages';
import { screens } from './app/screens';
import { resourceViews } from './app/resources';

/** Asked by the entry before the app first draws, with the app's code. */
export { landOnFirstPage } from './layout/LandingRedirect';

/** Pages outside the layout get their own 500 page; inside, the layout's error page does it. */
const page = (element: ReactElement) => <PageErrorBoundary>{element}</PageErrorBoundary>;

const toLogin = () => <Navigate to={pageLink('login')} replace />;

/** A page outside the layout that still needs a session (the meeting page). */
const SignedIn = ({ children }: { children: ReactElement }) => (hasSession() ? children : <AnonymousRedirect />);

/** A page of the registry as its route; outside the layout it gets its own 500 page. */
function pageRoute({ path, frame, screen }: RoutePage) {
  const Screen = screens[screen];
  if (frame === 'layout') return <Route key={path} path={path} element={<Screen />} />;
  return (
    <Route
      key={path}
      path={path}
      element={page(
        frame === 'signedIn' ? (
          <SignedIn>
            <Screen />
          </SignedIn>
        ) : (
          <Screen />
        ),
      )}
    />
  );
}

export function App() {
  return (
    <BrowserRouter>
      <Admin
        disableTelemetry
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        theme={appTheme}
        layout={AppLayout}
        loginPage={false}
        dashboard={LandingRedirect}
        catchAll={toLogin}
        notification={AppNotification}
        error={ScriptErrorPage}
      >
        <CustomRoutes noLayout>{routePages.filter((p) => p.frame !== 'layout').map(pageRoute)}</CustomRoutes>
        {resourcePages.map(({ resource, routes }) => (
          <Resource key={resource} name={resource} {...resourceViews(resource)}>
            {routes.map((route) => {
              const Screen = screens[route.screen];
              return <Route key={route.path} path={route.path} element={<Screen />} />;
            })}
          </Resource>
        ))}
        <CustomRoutes>{routePages.filter((p) => p.frame === 'layout').map(pageRoute)}</CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
}
