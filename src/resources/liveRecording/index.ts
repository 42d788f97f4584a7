import { lazy } from 'react';

/** The live records (/liveRecording/list and /liveRecording/detail/:serviceId), each loaded when first opened. */
export const LiveRecordingList = lazy(() =>
  import('./LiveRecordingList').then((m) => ({ default: m.LiveRecordingList })),
);
export const LiveRecordingDetail = lazy(() =>
  import('./LiveRecordingDetail').then((m) => ({ default: m.LiveRecordingDetail })),
);
