import { lazy } from 'react';

/** The operations pages (spec 3 §2), loaded when first opened. */
export const SeatStatusPage = lazy(() => import('./SeatStatusPage').then((m) => ({ default: m.SeatStatusPage })));
export const MonitoringPage = lazy(() => import('./MonitoringPage').then((m) => ({ default: m.MonitoringPage })));
export const SystemSettingPage = lazy(() =>
  import('./SystemSettingPage').then((m) => ({ default: m.SystemSettingPage })),
);
export const RecordSyncPage = lazy(() => import('./RecordSyncPage').then((m) => ({ default: m.RecordSyncPage })));
export const MessageTemplatesPage = lazy(() =>
  import('./MessageTemplatesPage').then((m) => ({ default: m.MessageTemplatesPage })),
);
export const TransferConfigPage = lazy(() =>
  import('./TransferConfigPage').then((m) => ({ default: m.TransferConfigPage })),
);
