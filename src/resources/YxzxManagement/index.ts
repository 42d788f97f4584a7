import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** The marketing centre (/YxzxManagement, 营销中心): the link screens of productManagement over type yxzx, with a thumbnail. */
const YxzxList = lazy(() => import('../productManagement/ShareWebPages').then((m) => ({ default: m.YxzxList })));
const YxzxCreate = lazy(() => import('../productManagement/ShareWebPages').then((m) => ({ default: m.YxzxCreate })));
const YxzxEdit = lazy(() => import('../productManagement/ShareWebPages').then((m) => ({ default: m.YxzxEdit })));

/** The marketing centre (/YxzxManagement) as a react-admin resource: the App names it and spreads these views. */
export default { list: YxzxList, create: YxzxCreate, edit: YxzxEdit } satisfies Omit<ResourceProps, 'name'>;
