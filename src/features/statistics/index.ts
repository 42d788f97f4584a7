import { lazy } from 'react';

/** The registration statistics (/StatisticsRegister), loaded when first opened. */
export const RegisterStats = lazy(() => import('./RegisterStats').then((m) => ({ default: m.RegisterStats })));

/** The monitoring statistics (/monitoringData, spec 3 §2), loaded when first opened. */
export const MonitoringPage = lazy(() => import('./MonitoringPage').then((m) => ({ default: m.MonitoringPage })));
