import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { fetchVideo, MissingFile, videoFileName } from './downloadApi';

type Step = 'downloading' | 'done' | 'failed' | 'missing';

/**
 * /downloadVideo?url=&name= (spec 1 §2.1): downloads the video with a spinner, then saves it under its name.
 * Only addresses of this site are fetched: the records' signed video links and the stored files.
 */
export function DownloadVideo() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const [step, setStep] = useState<Step>('downloading');
  const url = params.get('url') ?? '';
  const name = params.get('name');

  useEffect(() => {
    const controller = new AbortController();
    const run = async () => {
      const blob = await fetchVideo(url, controller.signal);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = videoFileName(url, name);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
      setStep('done');
    };
    run().catch((err: unknown) => {
      if (!controller.signal.aborted) setStep(err instanceof MissingFile ? 'missing' : 'failed');
    });
    return () => controller.abort();
  }, [url, name]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      {step === 'downloading' && (
        <Box sx={{ textAlign: 'center' }} role="status">
          <CircularProgress />
          <Typography sx={{ mt: 2 }}>{translate('app.download.downloading')}</Typography>
        </Box>
      )}
      {step === 'done' && <Alert severity="success">{translate('app.download.done')}</Alert>}
      {step === 'failed' && <Alert severity="error">{translate('app.download.failed')}</Alert>}
      {step === 'missing' && <Alert severity="error">{translate('app.download.missing')}</Alert>}
    </Box>
  );
}
