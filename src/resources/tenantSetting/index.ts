import { lazy } from 'react';

/** The tenants screen (/tenantSetting/list) and its charge page, loaded when first opened. */
export const TenantList = lazy(() => import('./TenantPages').then((m) => ({ default: m.TenantList })));
export const TenantCreate = lazy(() => import('./TenantPages').then((m) => ({ default: m.TenantCreate })));
export const TenantEdit = lazy(() => import('./TenantPages').then((m) => ({ default: m.TenantEdit })));
export const ChargeSetting = lazy(() => import('./TenantPages').then((m) => ({ default: m.ChargeSetting })));
