import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** Digital-human material (/digitalHuman/list, 数字人素材): the link screens of productManagement over type digitalMan, naming a plan book. */
export const DigitalHumanList = lazy(() =>
  import('../productManagement/ShareWebPages').then((m) => ({ default: m.DigitalHumanList })),
);
const DigitalHumanCreate = lazy(() =>
  import('../productManagement/ShareWebPages').then((m) => ({ default: m.DigitalHumanCreate })),
);
const DigitalHumanEdit = lazy(() =>
  import('../productManagement/ShareWebPages').then((m) => ({ default: m.DigitalHumanEdit })),
);

/** The digital-human material (/digitalHuman) as a react-admin resource: the App names it and spreads these views. */
export default { list: DigitalHumanList, create: DigitalHumanCreate, edit: DigitalHumanEdit } satisfies Omit<
  ResourceProps,
  'name'
>;
