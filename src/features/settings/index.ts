import { lazy } from 'react';

/** A tenant's settings pages (spec 3 §2): system settings, message templates, transfer config; loaded when first opened. */
export const SystemSettingPage = lazy(() =>
  import('./SystemSettingPage').then((m) => ({ default: m.SystemSettingPage })),
);
export const MessageTemplatesPage = lazy(() =>
  import('./MessageTemplatesPage').then((m) => ({ default: m.MessageTemplatesPage })),
);
export const TransferConfigPage = lazy(() =>
  import('./TransferConfigPage').then((m) => ({ default: m.TransferConfigPage })),
);
