import { lazy } from 'react';

/** The measurement links screen (/zhibaoManagement): the link screens of productManagement over type measurement. */
export const MeasurementList = lazy(() =>
  import('../productManagement/ShareWebPages').then((m) => ({ default: m.MeasurementList })),
);
export const MeasurementCreate = lazy(() =>
  import('../productManagement/ShareWebPages').then((m) => ({ default: m.MeasurementCreate })),
);
export const MeasurementEdit = lazy(() =>
  import('../productManagement/ShareWebPages').then((m) => ({ default: m.MeasurementEdit })),
);
