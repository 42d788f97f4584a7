import { Box, Button, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { reportFailure } from '../../dataProvider/httpClient';

export interface ScriptErrorPageProps {
  error?: Error;
  resetErrorBoundary?: () => void;
}

/** Spec 1 §1: a script error renders a 500 result page with a return button, and is reported. */
export function ScriptErrorPage({ error, resetErrorBoundary }: ScriptErrorPageProps) {
  const translate = useTranslate();
  useEffect(() => {
    if (error) reportFailure(`script error at ${window.location.pathname}`, `${error.message}\n${error.stack ?? ''}`);
  }, [error]);
  return (
    <Box sx={{ py: 8, display: 'grid', placeItems: 'center', textAlign: 'center' }} role="alert">
      <Typography variant="h2" color="text.secondary">
        500
      </Typography>
      <Typography sx={{ my: 2 }}>{translate('app.pages.scriptError')}</Typography>
      <Button
        variant="contained"
        onClick={() => {
          resetErrorBoundary?.();
          window.location.assign('/');
        }}
      >
        {translate('app.common.back')}
      </Button>
    </Box>
  );
}
