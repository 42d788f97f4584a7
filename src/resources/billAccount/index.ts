import { lazy } from 'react';

/** The billing accounts screen (/billAccount), loaded when first opened. */
export const BillList = lazy(() => import('./BillPages').then((m) => ({ default: m.BillList })));
export const BillCreate = lazy(() => import('./BillPages').then((m) => ({ default: m.BillCreate })));
