import { lazy } from 'react';

/** The recording queue (/SitDownVideoList, spec 3 §2): sync tasks and their records, loaded when first opened. */
export const RecordSyncPage = lazy(() => import('./RecordSyncPage').then((m) => ({ default: m.RecordSyncPage })));
