import { lazy } from 'react';

/** The media-delivery pages, each loaded when first opened. */
export const DeliveryTaskList = lazy(() => import('./DeliveryTaskList').then((m) => ({ default: m.DeliveryTaskList })));
export const DeliveryTaskDetail = lazy(() =>
  import('./DeliveryTaskDetail').then((m) => ({ default: m.DeliveryTaskDetail })),
);
export const RichMediaPage = lazy(() => import('./RichMediaPage').then((m) => ({ default: m.RichMediaPage })));
/** The salesperson's phone-sized simple 5G task form (/SimpleCallFive). */
export const SimpleCallFivePage = lazy(() =>
  import('./simple/SimpleCallFivePage').then((m) => ({ default: m.SimpleCallFivePage })),
);
