import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** The users screen (/accountSetting): list, create and edit, loaded when first opened. */
const UserList = lazy(() => import('./UserList').then((m) => ({ default: m.UserList })));
const UserCreate = lazy(() => import('./UserFormPage').then((m) => ({ default: m.UserCreate })));
const UserEdit = lazy(() => import('./UserFormPage').then((m) => ({ default: m.UserEdit })));

/** The users (/accountSetting) as a react-admin resource: the App names it and spreads these views. */
export default { list: UserList, create: UserCreate, edit: UserEdit } satisfies Omit<ResourceProps, 'name'>;
