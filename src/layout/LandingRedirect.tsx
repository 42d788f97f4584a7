import { Navigate } from 'react-router-dom';
import { landingPath } from '../domain/landing';
import { currentMenus } from '../auth/authProvider';
import { pageLink } from '../domain/pages';

/** "/" goes where spec 1 §2.4 lands the user. */
export function LandingRedirect() {
  return <Navigate to={landingPath(currentMenus()) ?? pageLink('login')} replace />;
}
