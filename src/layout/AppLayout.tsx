import { BookingNotice } from '../features/workSlots';
import { useEffect, type ReactNode } from 'react';
import { Layout } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { readToken, storedAgent, hasSession } from '../session/session';
import { isKnownPath } from '../domain/menus';
import { ScriptErrorPage } from '../frame/ScriptErrorPage';
import { connectAgentSocket } from '../realtime/agentSocket';
import { CallBox } from '../features/calls';
import { AuditResultNotice } from '../features/studio';
import { AnonymousRedirect } from './AnonymousRedirect';
import { AppHeader } from './AppHeader';
import { LocaleTheme } from './LocaleTheme';
import { RoleMenu } from './RoleMenu';
import { SameScreenBrowserGate } from './SameScreenBrowserGate';
import { mayOpen } from './routeAccess';
import { pageLink } from '../domain/pages';

function useAgentSocket() {
  useEffect(() => {
    const token = readToken();
    const agent = storedAgent();
    if (token && agent) connectAgentSocket(token, agent.loginName);
  }, []);
}

function SignedInLayout({ children }: { children: ReactNode }) {
  useAgentSocket();
  return (
    <LocaleTheme>
      <Layout appBar={AppHeader} menu={RoleMenu} error={ScriptErrorPage}>
        <SameScreenBrowserGate>{children}</SameScreenBrowserGate>
        <CallBox />
        <BookingNotice />
        <AuditResultNotice />
      </Layout>
    </LocaleTheme>
  );
}

/**
 * Every page inside the main layout: signed in, and allowed by the role's menus (spec 1 §6). A path of no
 * page of ours goes to the login page (spec 1 §2.2), whoever asks; a page outside the role's menus to
 * permission denied.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!hasSession()) return <AnonymousRedirect />;
  if (!mayOpen(location.pathname))
    return <Navigate to={pageLink(isKnownPath(location.pathname) ? 'permissionDenied' : 'login')} replace />;
  return <SignedInLayout>{children}</SignedInLayout>;
}
