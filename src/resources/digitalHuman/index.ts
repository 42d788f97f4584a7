import { lazy } from 'react';

/** Digital-human material (/digitalHuman/list, 数字人素材): the link screens of productManagement over type digitalMan, naming a plan book. */
export const DigitalHumanList = lazy(() =>
  import('../productManagement/ShareWebPages').then((m) => ({ default: m.DigitalHumanList })),
);
export const DigitalHumanCreate = lazy(() =>
  import('../productManagement/ShareWebPages').then((m) => ({ default: m.DigitalHumanCreate })),
);
export const DigitalHumanEdit = lazy(() =>
  import('../productManagement/ShareWebPages').then((m) => ({ default: m.DigitalHumanEdit })),
);
