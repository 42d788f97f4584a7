import { lazy } from 'react';

/** The seat monitor (/SitDownStatusManagement, spec 3 §2) with its call test, loaded when first opened. */
export const SeatStatusPage = lazy(() => import('./SeatStatusPage').then((m) => ({ default: m.SeatStatusPage })));
