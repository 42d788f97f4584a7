import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** The tenants screen (/tenantSetting/list) and its charge page, loaded when first opened. */
export const TenantList = lazy(() => import('./TenantPages').then((m) => ({ default: m.TenantList })));
const TenantCreate = lazy(() => import('./TenantPages').then((m) => ({ default: m.TenantCreate })));
const TenantEdit = lazy(() => import('./TenantPages').then((m) => ({ default: m.TenantEdit })));
export const ChargeSetting = lazy(() => import('./TenantPages').then((m) => ({ default: m.ChargeSetting })));

/** The tenants (/tenantSetting) as a react-admin resource: the App names it and spreads these views. */
export default { list: TenantList, create: TenantCreate, edit: TenantEdit } satisfies Omit<ResourceProps, 'name'>;
