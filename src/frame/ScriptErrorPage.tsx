import { Box, Button, Typography } from '@mui/material';
import { useEffect } from 'react';
import { reportFailure } from '../dataProvider/httpClient';
import { i18nProvider } from '../i18n/i18nProvider';

export interface ScriptErrorPageProps {
  error?: Error;
  resetErrorBoundary?: (...args: never[]) => void;
}

/**
 * Spec 1 §1: a script error renders a 500 result page with a return button, and is reported. It reads
 * its texts from the provider itself, so it also renders where a crash took react-admin's context down.
 */
export function ScriptErrorPage({ error, resetErrorBoundary }: ScriptErrorPageProps) {
  const translate = (key: string) => i18nProvider.translate(key);
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
