import { lazy } from 'react';

/** The product links screen (/productManagement): list, add and edit, loaded when first opened. */
export const ProductList = lazy(() => import('./ShareWebPages').then((m) => ({ default: m.ProductList })));
export const ProductCreate = lazy(() => import('./ShareWebPages').then((m) => ({ default: m.ProductCreate })));
export const ProductEdit = lazy(() => import('./ShareWebPages').then((m) => ({ default: m.ProductEdit })));
