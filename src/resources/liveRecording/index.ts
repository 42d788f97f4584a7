import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

/** The live records (/liveRecording/list and /liveRecording/detail/:serviceId), each loaded when first opened. */
export const LiveRecordingList = lazy(() =>
  import('./LiveRecordingList').then((m) => ({ default: m.LiveRecordingList })),
);
export const LiveRecordingDetail = lazy(() =>
  import('./LiveRecordingDetail').then((m) => ({ default: m.LiveRecordingDetail })),
);

/** The live records (/liveRecording) as a react-admin resource: the App names it and spreads these views. */
export default { list: LiveRecordingList } satisfies Omit<ResourceProps, 'name'>;
