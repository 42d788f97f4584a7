import { lazy } from 'react';

/** The marketing centre (/YxzxManagement, 营销中心): the link screens of productManagement over type yxzx, with a thumbnail. */
export const YxzxList = lazy(() => import('../productManagement/ShareWebPages').then((m) => ({ default: m.YxzxList })));
export const YxzxCreate = lazy(() =>
  import('../productManagement/ShareWebPages').then((m) => ({ default: m.YxzxCreate })),
);
export const YxzxEdit = lazy(() => import('../productManagement/ShareWebPages').then((m) => ({ default: m.YxzxEdit })));
