import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** The billing accounts screen (/billAccount), loaded when first opened. */
const BillList = lazy(() => import('./BillPages').then((m) => ({ default: m.BillList })));
const BillCreate = lazy(() => import('./BillPages').then((m) => ({ default: m.BillCreate })));

/** The billing accounts (/billAccount) as a react-admin resource: the App names it and spreads these views. */
export default { list: BillList, create: BillCreate } satisfies Omit<ResourceProps, 'name'>;
