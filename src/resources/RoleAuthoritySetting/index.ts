import { lazy } from 'react';

/** The roles screen (/RoleAuthoritySetting), loaded when first opened. */
export const RoleList = lazy(() => import('./RolePages').then((m) => ({ default: m.RoleList })));
export const RoleCreate = lazy(() => import('./RolePages').then((m) => ({ default: m.RoleCreate })));
export const RoleEdit = lazy(() => import('./RolePages').then((m) => ({ default: m.RoleEdit })));
