import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** The organisations screen (/mechanismSetting), loaded when first opened. */
const OrgList = lazy(() => import('./OrgPages').then((m) => ({ default: m.OrgList })));
const OrgCreate = lazy(() => import('./OrgPages').then((m) => ({ default: m.OrgCreate })));
const OrgEdit = lazy(() => import('./OrgPages').then((m) => ({ default: m.OrgEdit })));

/** The organisations (/mechanismSetting) as a react-admin resource: the App names it and spreads these views. */
export default { list: OrgList, create: OrgCreate, edit: OrgEdit } satisfies Omit<ResourceProps, 'name'>;
