import { lazy } from 'react';

export { RegisterStats } from './RegisterStats';

/** The monitoring statistics (/monitoringData, spec 3 §2), loaded when first opened. */
export const MonitoringPage = lazy(() => import('./MonitoringPage').then((m) => ({ default: m.MonitoringPage })));
