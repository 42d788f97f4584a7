import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { SignInFinishing } from './SignInFinishing';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { canAccessPath } from '../domain/menus';
import { landingPath } from '../domain/landing';
import { signInWithToken, startFiveGRoom } from './api';
import { type LoginResult } from '../schemas/api';
import { storeLogin } from '../session/session';
import { pageLink } from '../domain/pages';

/**
 * Where a URL sign-in continues (spec 1 §4 "URL entry"): a meeting; with type=5G a new 5G session's room,
 * or the 5G sessions when one is already in progress (the client shows the refusal); else the landing page.
 */
async function destination(params: URLSearchParams, result: LoginResult): Promise<string> {
  const serviceId = params.get('serviceId');
  const menus = result.agent.agentRole.menus;
  if (serviceId) return pageLink('meetingHall', { serviceId });
  if (params.get('type') === '5G' && canAccessPath(menus, pageLink('fiveGSessions'))) {
    try {
      const room = await startFiveGRoom();
      return pageLink('fiveGRoom', { serviceId: room.serviceId });
    } catch {
      return pageLink('fiveGSessions');
    }
  }
  return landingPath(menus) ?? pageLink('login');
}

/** /secretfreelogin?token=…: signs in with a single-use token and hides logout for this tab. */
export function UrlLoginPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failed, setFailed] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = params.get('token') ?? '';
    signInWithToken(token)
      .then(async (result) => {
        storeLogin(result, { viaUrl: true });
        navigate(await destination(params, result), { replace: true });
      })
      .catch((err: unknown) => setFailed(err instanceof Error ? err.message : String(err)));
  }, [navigate, params]);

  return (
    <SignInFinishing
      failed={failed}
      title={translate('app.login.urlLoginFailed')}
      back={translate('app.login.submit')}
      onBack={() => navigate(pageLink('login'))}
    />
  );
}
