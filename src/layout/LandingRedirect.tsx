import { Navigate } from 'react-router-dom';
import { landingPath } from '../domain/menus';
import { currentMenus } from '../auth/authProvider';
import { LOGIN_PATH } from '../auth/loginPath';

/** "/" goes where spec 1 §2.4 lands the user. */
export function LandingRedirect() {
  return <Navigate to={landingPath(currentMenus()) ?? LOGIN_PATH} replace />;
}
