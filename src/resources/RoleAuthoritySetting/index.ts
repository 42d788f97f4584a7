import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** The roles screen (/RoleAuthoritySetting), loaded when first opened. */
const RoleList = lazy(() => import('./RolePages').then((m) => ({ default: m.RoleList })));
const RoleCreate = lazy(() => import('./RolePages').then((m) => ({ default: m.RoleCreate })));
const RoleEdit = lazy(() => import('./RolePages').then((m) => ({ default: m.RoleEdit })));

/** The roles (/RoleAuthoritySetting) as a react-admin resource: the App names it and spreads these views. */
export default { list: RoleList, create: RoleCreate, edit: RoleEdit } satisfies Omit<ResourceProps, 'name'>;
