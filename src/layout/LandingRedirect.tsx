import { Navigate } from 'react-router-dom';
import { landingPath } from '../domain/landing';
import { currentMenus } from '../auth/authProvider';
import { pageLink } from '../domain/pages';
import { hasSession } from '../session/session';

/** Where "/" leads the signed-in user (spec 1 §2.4), or null when the role's menus offer nothing. */
const sessionLanding = (): string | null => landingPath(currentMenus());

/** "/" goes where spec 1 §2.4 lands the user. */
export function LandingRedirect() {
  return <Navigate to={sessionLanding() ?? pageLink('login')} replace />;
}

/**
 * A fresh load of "/" starts at the page it leads to, before the app first draws: drawn at "/" first, the whole
 * back-office was drawn twice, once to be sent on by LandingRedirect, which still serves a later visit.
 */
export function landOnFirstPage(): void {
  if (window.location.pathname !== '/' || !hasSession()) return;
  const landing = sessionLanding();
  if (landing) window.history.replaceState(window.history.state, '', landing);
}
