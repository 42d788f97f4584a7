import { useEffect, useState } from 'react';
import { CONSENT_POLL_MS } from '../../../../domain/fiveGRoom';
import type { RoomApi } from '../roomApi';

/**
 * Whether the session's customer has agreed to be recorded (on their handset, PIPL). While a connected call
 * waits for it (`waiting`), the session is read again every few seconds until the agreement is there.
 */
export function useSessionConsent(api: RoomApi, initial: string | null, waiting: boolean): boolean {
  const [consentAt, setConsentAt] = useState(initial);
  useEffect(() => {
    if (!waiting || consentAt !== null) return;
    const timer = setInterval(() => {
      api
        .roomInfo()
        .then((info) => info.consentAt !== null && setConsentAt(info.consentAt))
        .catch(() => undefined);
    }, CONSENT_POLL_MS);
    return () => clearInterval(timer);
  }, [api, waiting, consentAt]);
  return consentAt !== null;
}
