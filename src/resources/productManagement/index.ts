import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** The product links screen (/productManagement): list, add and edit, loaded when first opened. */
const ProductList = lazy(() => import('./ShareWebPages').then((m) => ({ default: m.ProductList })));
const ProductCreate = lazy(() => import('./ShareWebPages').then((m) => ({ default: m.ProductCreate })));
const ProductEdit = lazy(() => import('./ShareWebPages').then((m) => ({ default: m.ProductEdit })));

/** The product links (/productManagement) as a react-admin resource: the App names it and spreads these views. */
export default { list: ProductList, create: ProductCreate, edit: ProductEdit } satisfies Omit<ResourceProps, 'name'>;
