import { useCallback, useEffect, useState } from 'react';
import { ApiError, NETWORK_ERROR_TEXT, request } from '../../../dataProvider/httpClient';
import { personalDataPaths as paths, type ConsentRecord } from '../../../schemas/personalData';

/** The session's call may be stored a moment after the handset answered; it is asked again this often… */
const RETRY_MS = 1000;
/** …this many times: a call of no 5G session (the simulator's dialer, the seat test) asks no consent. */
const TRIES = 10;

const asked = { quiet: true, anonymous: true } as const;

/**
 * The customer's consent to be recorded in the connected 5G call whose handset key is `callKey` (null while no
 * call is connected): the tenant's notice, whether and when the customer agreed, and the agreement.
 */
export function useHandsetConsent(callKey: string | null) {
  const [consent, setConsent] = useState<ConsentRecord | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    setConsent(null);
    setError('');
    if (!callKey) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = (tries: number) =>
      void request<ConsentRecord>('GET', `${paths.handsetConsent}?key=${encodeURIComponent(callKey)}`, asked)
        .then((found) => live && setConsent(found))
        .catch(() => {
          if (live && tries > 1) timer = setTimeout(() => read(tries - 1), RETRY_MS);
        });
    read(TRIES);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [callKey]);

  const agree = useCallback(() => {
    if (!callKey) return;
    setError('');
    request<ConsentRecord>('POST', paths.handsetConsent, { ...asked, body: { key: callKey } })
      .then(setConsent)
      .catch((err: unknown) => setError(err instanceof ApiError ? err.message : NETWORK_ERROR_TEXT));
  }, [callKey]);

  return { consent, error, agree };
}
