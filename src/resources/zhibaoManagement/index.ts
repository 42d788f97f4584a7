import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** The measurement links screen (/zhibaoManagement): the link screens of productManagement over type measurement. */
const MeasurementList = lazy(() =>
  import('../productManagement/ShareWebPages').then((m) => ({ default: m.MeasurementList })),
);
const MeasurementCreate = lazy(() =>
  import('../productManagement/ShareWebPages').then((m) => ({ default: m.MeasurementCreate })),
);
const MeasurementEdit = lazy(() =>
  import('../productManagement/ShareWebPages').then((m) => ({ default: m.MeasurementEdit })),
);

/** The measurement links (/zhibaoManagement) as a react-admin resource: the App names it and spreads these views. */
export default { list: MeasurementList, create: MeasurementCreate, edit: MeasurementEdit } satisfies Omit<
  ResourceProps,
  'name'
>;
