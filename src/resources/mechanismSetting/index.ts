import { lazy } from 'react';

/** The organisations screen (/mechanismSetting), loaded when first opened. */
export const OrgList = lazy(() => import('./OrgPages').then((m) => ({ default: m.OrgList })));
export const OrgCreate = lazy(() => import('./OrgPages').then((m) => ({ default: m.OrgCreate })));
export const OrgEdit = lazy(() => import('./OrgPages').then((m) => ({ default: m.OrgEdit })));
