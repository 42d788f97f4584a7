import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { canAccessPath, landingPath } from '../domain/menus';
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
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center' }}>
      {failed === null ? (
        <CircularProgress />
      ) : (
        <Box role="alert">
          <Typography variant="h6">{translate('app.login.urlLoginFailed')}</Typography>
          <Typography color="text.secondary" sx={{ my: 2 }}>
            {failed}
          </Typography>
          <Button variant="contained" onClick={() => navigate(pageLink('login'))}>
            {translate('app.login.submit')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
