import { lazy } from 'react';

/** The users screen (/accountSetting): list, create and edit, loaded when first opened. */
export const UserList = lazy(() => import('./UserList').then((m) => ({ default: m.UserList })));
export const UserCreate = lazy(() => import('./UserFormPage').then((m) => ({ default: m.UserCreate })));
export const UserEdit = lazy(() => import('./UserFormPage').then((m) => ({ default: m.UserEdit })));
