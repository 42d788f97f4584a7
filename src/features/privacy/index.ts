import { lazy } from 'react';

/** Personal data (PIPL): the access log page and the settings panel of 系统设置; loaded when first opened. */
export const AccessLogPage = lazy(() => import('./AccessLogPage').then((m) => ({ default: m.AccessLogPage })));
export const PrivacySettingsPanel = lazy(() =>
  import('./PrivacySettingsPanel').then((m) => ({ default: m.PrivacySettingsPanel })),
);
