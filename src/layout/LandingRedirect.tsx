import { Navigate } from 'react-router-dom';
import { landingPath } from '../domain/menus';
import { LOGIN_PATH, currentMenus } from '../auth/authProvider';

/** "/" goes where spec 1 §2.4 lands the user. */
export function LandingRedirect() {
  return <Navigate to={landingPath(currentMenus()) ?? LOGIN_PATH} replace />;
}
