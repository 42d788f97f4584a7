import { Box, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { pageLink } from '../domain/pages';

const ANONYMOUS_REDIRECT_MS = 1000;

/** Spec 1 §4 "Session": an unauthenticated visit goes to the login page after 1 second. */
export function AnonymousRedirect() {
  const translate = useTranslate();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(pageLink('login'), { replace: true }), ANONYMOUS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Typography color="text.secondary">{translate('app.login.redirecting')}</Typography>
    </Box>
  );
}
