import { lazy } from 'react';

/** The agent's working-time grid (/timesManagement), loaded when first opened. */
export const TimesManagement = lazy(() => import('./TimesManagement').then((m) => ({ default: m.TimesManagement })));

/** The layout's notice of a customer's booking or its cancelling. */
export { BookingNotice } from './BookingNotice';
