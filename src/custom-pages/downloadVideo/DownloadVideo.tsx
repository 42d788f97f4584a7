import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { readToken } from '../../session/session';
import { ErrCode, TOKEN_HEADER, type Envelope } from '../../schemas/api';
import { API_PREFIX } from '../../schemas/paths';

type Step = 'downloading' | 'done' | 'failed' | 'missing';

/** An address that names no file is answered by the web app's own page, which is not a download. */
class MissingFile extends Error {}

/** A file name for the saved video: the given name, or the last part of the address. */
function videoFileName(url: string, name: string | null): string {
  const fromUrl = decodeURIComponent(new URL(url, window.location.origin).pathname.split('/').pop() || 'video.mp4');
  const base = name?.trim() || fromUrl;
  return /\.[a-z0-9]{2,4}$/i.test(base) ? base : `${base}.mp4`;
}

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
      const target = new URL(url, window.location.origin);
      if (!url || target.origin !== window.location.origin) throw new Error('not ours');
      // Stored files are scope-checked, so the API's own addresses carry the session.
      const token = target.pathname.startsWith(API_PREFIX) ? readToken() : undefined;
      const response = await fetch(target, {
        signal: controller.signal,
        headers: token ? { [TOKEN_HEADER]: token } : {},
      });
      if (response.status === 404) throw new MissingFile();
      if (!response.ok) throw new Error(String(response.status));
      const type = response.headers.get('content-type') ?? '';
      if (type.startsWith('text/html')) throw new MissingFile();
      // The API refuses with its envelope, which is not the file either.
      if (type.startsWith('application/json')) {
        const answer = (await response.json()) as Partial<Envelope>;
        throw answer.errCode === ErrCode.notFound ? new MissingFile() : new Error(String(answer.errCode));
      }
      const blob = await response.blob();
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
