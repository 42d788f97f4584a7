import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { canAccessPath, landingPath } from '../domain/menus';
import { request } from '../dataProvider/httpClient';
import { apiPaths, type LoginResult } from '../schemas/api';
import { LOGIN_PATH } from './loginPath';
import { storeLogin } from '../session/session';

const FIVE_G_SESSIONS = '/fifthGeneration/list';

/** Where a URL sign-in continues (spec 1 §4 "URL entry"): a meeting, a 5G session, or the landing page. */
function destination(params: URLSearchParams, result: LoginResult): string {
  const serviceId = params.get('serviceId');
  const menus = result.agent.agentRole.menus;
  if (serviceId) return `/exhibitionHall/meetingList/${encodeURIComponent(serviceId)}`;
  // Until the 5G sessions are offered, such a link lands like any other.
  if (params.get('type') === '5G' && canAccessPath(menus, FIVE_G_SESSIONS)) return `${FIVE_G_SESSIONS}?type=5G`;
  return landingPath(menus) ?? LOGIN_PATH;
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
    request<LoginResult>('POST', apiPaths.urlLogin, { body: { token }, quiet: true })
      .then((result) => {
        storeLogin(result, { viaUrl: true });
        navigate(destination(params, result), { replace: true });
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
          <Button variant="contained" onClick={() => navigate(LOGIN_PATH)}>
            {translate('app.login.submit')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
