import { useEffect, useState } from 'react';
import { pathWith } from '../../schemas/paths';
import { serviceWebPaths, type CustomerSameScreen } from '../../schemas/serviceWeb';
import { CustomerApiError, customerRequest } from '../customerApi';

/** The page asks this often whether the record is still in progress. */
const SAME_SCREEN_POLL_MS = 10_000;

type CustomerSameScreenView =
  | { status: 'loading'; problem: string | null }
  | { status: 'open' | 'ended'; session: CustomerSameScreen }
  | { status: 'refused'; message: string };

const sessionPath = (serviceId: string, key: string) =>
  pathWith(serviceWebPaths.customerSession, { serviceId }, { key });

/**
 * The record behind the customer's same-screen page, asked again every 10 s. The server refuses a record
 * that has ended like a wrong number, so a refusal after an answer means the end; a network failure only
 * waits for the next ask.
 */
export function useCustomerSameScreen(serviceId: string, key: string): CustomerSameScreenView {
  const [view, setView] = useState<CustomerSameScreenView>({ status: 'loading', problem: null });
  useEffect(() => {
    let current = true;
    const ask = async () => {
      try {
        const session = await customerRequest<CustomerSameScreen>('GET', sessionPath(serviceId, key));
        if (current) setView({ status: 'open', session });
      } catch (err) {
        if (!current || !(err instanceof CustomerApiError)) return;
        if (!('key' in err.fields)) {
          setView((was) => (was.status === 'loading' ? { status: 'loading', problem: err.message } : was));
          return;
        }
        window.clearInterval(timer);
        setView((was) =>
          was.status === 'open'
            ? { status: 'ended', session: was.session }
            : { status: 'refused', message: err.message },
        );
      }
    };
    const timer = window.setInterval(() => void ask(), SAME_SCREEN_POLL_MS);
    void ask();
    return () => {
      current = false;
      window.clearInterval(timer);
    };
  }, [serviceId, key]);
  return view;
}
